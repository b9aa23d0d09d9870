/**
 * knip (`npm run lint`): no file, export, type or dependency that nothing uses. The entries are
 * the programs this repository runs that knip cannot find itself. Its plugins add what their tools
 * load: vite, client/index.html and so client/main.tsx (the build's other input, the first-view
 * loader, is imported by main.tsx too); vitest, every *.test.ts(x) with its setup files (e2e's
 * build-once among them); eslint, lingui and drizzle, their configs. The package.json scripts add
 * the server and the CLIs (server/main.ts, admin-cli, restore-cli, db/seed-cli, db/copy-cli,
 * bench/run.ts). An entry knip finds anyway is a hint it prints, so it is not repeated here.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // the service worker, built by vite-plugin-pwa from vite.config.ts (injectManifest, srcDir ../sw)
    'sw/sw.ts',
    // a module worker started with new Worker(new URL('./pull-worker.ts', …)) in client/store/page-writer.ts
    'client/store/pull-worker.ts',
    // programs run as `node --import ./scripts/ts.mjs <file>` by a test, a benchmark or a script
    // rather than by package.json: the benchmarks bench/run.ts loads by name, the stand-alone ones
    // (docs/security.md), the children they and the tests spawn, and the PostgreSQL seed of the tests
    'bench/[0-9]*-*.ts',
    'bench/{load,need-pulls,image-cost}.ts',
    'bench/support/{bare-server,build-worker,search-child}.ts',
    'test/helpers/*-process.ts',
    'test/setup/seed-postgres.ts',
    // type-only proofs that `npm run typecheck` compiles and no module imports (decision 011)
    'server/api-contract.ts',
    'test/contract/request-bodies.ts',
    // run by hand when the icon changes: `npx tsx scripts/generate-icons.ts`
    'scripts/generate-icons.ts',
  ],
  project: ['{client,server,sync,sw,db,test,e2e,bench,scripts}/**/*.{ts,tsx,mjs}', '*.{ts,js}'],
  // drizzle-kit's PostgreSQL config beside the default one: `npx drizzle-kit generate --config drizzle.pg.config.ts`
  drizzle: { config: ['drizzle.config.ts', 'drizzle.pg.config.ts'] },
  // knip reads `npm run seed` in bench/need-pulls.ts and resolves the script's ./scripts/ts.mjs
  // from bench/ instead of from the package root, where npm runs it
  ignoreUnresolved: ['./scripts/ts.mjs'],
  ignoreDependencies: [
    // run through the platform binary it installs, found with require.resolve (server/backup/litestream.ts)
    '@flydotio/litestream',
    // run as node_modules/lighthouse/cli/index.js by bench/support/lighthouse.ts
    'lighthouse',
  ],
};

export default config;
