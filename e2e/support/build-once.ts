/**
 * Builds the PWA once for the end-to-end run into `E2E_DIST_DIR` (default `dist/`), so two
 * checkouts' runs on one machine need not share a build; E2E_SKIP_BUILD=1 reuses an existing one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDistDir } from './dist-dir';

export default function setup() {
  const outDir = e2eDistDir();
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(outDir, 'index.html'))) return;
  const args = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'];
  execFileSync(process.execPath, args, {
    stdio: 'inherit',
    // vitest sets NODE_ENV=test, which would ship React's development build
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
