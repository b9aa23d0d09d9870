import { resolve } from 'node:path';

/** Where the end-to-end run's build lives (build-once.ts): `E2E_DIST_DIR`, else `dist/`. */
export function e2eDistDir(): string {
  return resolve(process.env.E2E_DIST_DIR ?? 'dist');
}
