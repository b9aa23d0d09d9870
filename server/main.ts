/**
 * `npm run serve`: one server process, or with WEB_CONCURRENCY above 1 a supervisor of that many
 * (server/ops/workers.ts).
 */
import cluster from 'node:cluster';
import { loadConfig, type Config } from './config';
import { productionLog, useLog } from './ops/log';
import { runsBackgroundJobs, superviseWorkers } from './ops/workers';
import { serve } from './serve';

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
const workers = config.workers ?? 1;
if (workers > 1 && cluster.isPrimary) await superviseWorkers(config, workers);
else if (cluster.isWorker) await serve(config, { background: runsBackgroundJobs(), workers, alone: false });
else await serve(config, { background: true, workers: 1, alone: true });
