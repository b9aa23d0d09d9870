/**
 * The production build of the PWA, made by vite with the project's own config into
 * bench/.data/dist (never the shared dist/ that the end-to-end tests serve), with the build
 * manifest and the rendered size of every module of every chunk recorded on the way.
 * In --quick a build newer than every source file is reused.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { BenchContext } from './result';

/** Per chunk, each module's rendered length (before minification) and its code minified on its own. */
export type ChunkModules = Record<
  string,
  { file: string; modules: { id: string; length: number; minified: string }[] }
>;
export type ManifestEntry = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
};
export type Build = {
  distDir: string;
  manifest: Record<string, ManifestEntry>;
  chunks: ChunkModules;
  seconds: number | null;
};

const SOURCES = ['client', 'sw', 'sync', 'vite.config.ts', 'package.json'];

let building: Promise<Build> | null = null;

export function buildClient(ctx: BenchContext): Promise<Build> {
  building ??= build(ctx);
  return building;
}

function newestSource(root: string): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const s of SOURCES) if (existsSync(join(root, s))) visit(join(root, s));
  return newest;
}

async function build(ctx: BenchContext): Promise<Build> {
  const distDir = join(ctx.dataDir, 'dist');
  const chunksFile = join(ctx.dataDir, 'dist-chunks.json');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  const read = (seconds: number | null): Build => ({
    distDir,
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>,
    chunks: JSON.parse(readFileSync(chunksFile, 'utf8')) as ChunkModules,
    seconds,
  });
  if (
    ctx.quick &&
    existsSync(manifestFile) &&
    existsSync(chunksFile) &&
    statSync(chunksFile).mtimeMs > newestSource(ctx.root)
  ) {
    ctx.log('reusing the bench build (newer than every source file)');
    return read(null);
  }
  ctx.log('building the PWA with vite (production) into bench/.data/dist…');
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
  const { build: viteBuild, minifySync } = await import('vite');
  const minified = (id: string, code: string | null) => {
    if (!code) return '';
    try {
      return minifySync(`${id.replace(/[^\w.-]/g, '_')}.js`, code, { compress: false, mangle: { toplevel: true } })
        .code;
    } catch {
      return code;
    }
  };
  const started = performance.now();
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({
      root: join(ctx.root, 'client'),
      configFile: join(ctx.root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      plugins: [record],
      build: { outDir: distDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    if (previousEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousEnv;
  }
  writeFileSync(chunksFile, JSON.stringify(chunks));
  const seconds = (performance.now() - started) / 1000;
  ctx.log(`built in ${seconds.toFixed(0)} s`);
  return read(seconds);
}
