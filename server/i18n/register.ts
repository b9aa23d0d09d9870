/**
 * Imported first by every entry that may load a file using a Lingui macro under tsx
 * (server/main.ts): from here on, such files pass through server/i18n/node-hooks.mjs. In the
 * production bundle (scripts/build-server.ts) the macros are already gone and no file matches.
 */
import { register } from 'node:module';

if (import.meta.url.endsWith('.ts')) register('./node-hooks.mjs', import.meta.url);
