/**
 * How Node runs our TypeScript outside Vite: `node --import ./scripts/ts.mjs file.ts`, in place of
 * `--import tsx`. It registers tsx, then Lingui's macro transform (server/i18n/node-hooks.mjs),
 * since the shared contract's messages (sync/) and the app's components are Lingui macros that
 * tsx alone cannot run (docs/decisions/014-three-languages-with-lingui.md). Every script, seeder,
 * benchmark child and server a test starts goes through it.
 */
import { register } from 'node:module';
import 'tsx';

register('../server/i18n/node-hooks.mjs', import.meta.url);
