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
import { build, type Plugin } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformMacros } from './lingui-babel.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The app's and the server's messages are Lingui macros: Babel turns them into calls first. */
const linguiMacros: Plugin = {
  name: 'lingui-macros',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      const contents = await transformMacros(source, args.path);
      return contents === source ? undefined : { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};
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
    // and the app's catalogs, which only a browser fetches (client/lib/locale.ts); the server
    // reads them itself (server/i18n/catalogs.ts)
    loader: { '.css': 'empty', '.po': 'empty' },
    logLevel: 'warning',
    plugins: [linguiMacros],
  });
  cpSync(join(ROOT, 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true });
  // the Luganda and Swahili catalogs, which server/i18n/catalogs.ts reads at start
  cpSync(join(ROOT, 'locales'), join(outDir, 'locales'), { recursive: true });
  return main;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const main = await buildServer(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`Built the server into ${main}`);
}
