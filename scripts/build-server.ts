/**
 * `npm run build:server` (docs/operations.md "Production start"): the server as one ES module,
 * `build/server/main.js`, that plain `node` runs with no TypeScript compiled at run time.
 * - Packages stay in node_modules and are imported at run time (better-sqlite3 and sharp are
 *   native; Litestream's binary is found beside its package, server/backup/litestream.ts).
 * - db/client.ts finds the migrations in `migrations/` beside its own module: under tsx that is
 *   db/migrations, in the bundle it is `build/server/migrations`, copied here.
 * - node:cluster workers (WEB_CONCURRENCY) re-run the same file, so they need nothing more.
 * `npm run build:server -- DIR` builds into DIR instead (a test's temporary folder).
 */
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUILD_DIR = join(ROOT, 'build', 'server');

/** Builds into `outDir` (emptied first) and returns the path of the file to run. */
export async function buildServer(outDir: string = SERVER_BUILD_DIR): Promise<string> {
  const main = join(outDir, 'main.js');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile: main,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // the public pages' first view renders client components, some of which import stylesheets
    loader: { '.css': 'empty' },
    logLevel: 'warning',
  });
  cpSync(join(ROOT, 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true });
  return main;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const main = await buildServer(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`Built the server into ${main}`);
}
