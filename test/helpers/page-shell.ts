/**
 * The app's shell and a build manifest in a test app's dist folder, as `vite build` writes them
 * (build.manifest), so the app answers pages (server/pages/) as it does once built.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app';

export function writePageShell(t: TestApp) {
  const dist = t.deps.config.distDir;
  mkdirSync(join(dist, '.vite'), { recursive: true });
  copyFileSync('client/index.html', join(dist, 'index.html'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
      'first-view/loader.ts': { file: 'assets/first-view-1.js', isEntry: true },
      'features/business-profile/business-profile-page.tsx': {
        file: 'assets/business-profile-page-1.js',
        imports: ['index.html'],
        css: ['assets/business-profile-page-1.css'],
      },
    }),
  );
}
