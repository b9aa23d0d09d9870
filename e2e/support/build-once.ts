/** Builds the PWA once for the end-to-end run (E2E_SKIP_BUILD=1 reuses an existing dist/). */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function setup() {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync('dist/index.html')) return;
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // vitest sets NODE_ENV=test, which would ship React's development build
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
