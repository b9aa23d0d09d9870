/**
 * `npm run serve`: one server process, or with WEB_CONCURRENCY above 1 a supervisor of that many
 * (server/ops/workers.ts).
 */
// first: the app's messages are Lingui macros, which tsx alone cannot run (server/i18n/register.ts)
import './i18n/register';
import cluster from 'node:cluster';
import { loadConfig, type Config } from './config';
import { productionLog, useLog } from './ops/log';

// files the server makes (database, its WAL, mail, secret, uploads) are its user's alone
process.umask(0o077);
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // a setting to change: the message names it and what to write (server/config.ts); a stack would bury it
  console.error(`Soko did not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
if (!config.development) useLog(productionLog());
// imported once the hook is in place: static imports are all loaded before any module runs
const [{ serve }, { runsBackgroundJobs, superviseWorkers }] = await Promise.all([
  import('./serve'),
  import('./ops/workers'),
]);
const workers = config.workers ?? 1;
if (workers > 1 && cluster.isPrimary) await superviseWorkers(config, workers);
else if (cluster.isWorker) await serve(config, { background: runsBackgroundJobs(), workers, alone: false });
else await serve(config, { background: true, workers: 1, alone: true });
