/**
 * Run by support/build.ts as a child: `vite build` with the project's config into the bench's
 * folder, with the build manifest, and each chunk's modules recorded (rendered length, and the
 * module's code minified on its own, for the size list of benchmark 1).
 * Usage: node --import tsx bench/support/build-worker.ts OUT_DIR CHUNKS_JSON
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, minifySync, type Plugin } from 'vite';
import type { ChunkModules } from './build';

const [outDir, chunksFile] = process.argv.slice(2) as [string, string];
const root = process.cwd();

const minified = (id: string, code: string | null) => {
  if (!code) return '';
  try {
    // names mangled, nothing dropped: a module alone has no users, so compression would remove it all
    return minifySync(`${id.replace(/[^\w.-]/g, '_')}.js`, code, { compress: false, mangle: { toplevel: true } }).code;
  } catch {
    return code;
  }
};

const chunks: ChunkModules = {};
const record: Plugin = {
  name: 'bench-record-chunk-modules',
  generateBundle(_options, bundle) {
    for (const out of Object.values(bundle)) {
      if (out.type !== 'chunk') continue;
      chunks[out.fileName] = {
        file: out.fileName,
        modules: Object.entries(out.modules).map(([id, m]) => ({
          id,
          length: m.renderedLength,
          minified: minified(id, m.code),
        })),
      };
    }
  },
};

await build({
  root: join(root, 'client'),
  configFile: join(root, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  plugins: [record],
  build: { outDir, emptyOutDir: true, manifest: true },
});
writeFileSync(chunksFile, JSON.stringify(chunks));
