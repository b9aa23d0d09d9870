/**
 * `npm run serve`: one server process, or with WEB_CONCURRENCY above 1 a supervisor of that many
 * (server/ops/workers.ts).
 */
import cluster from 'node:cluster';
import { loadConfig } from './config';
import { productionLog, useLog } from './ops/log';
import { runsBackgroundJobs, superviseWorkers } from './ops/workers';
import { serve } from './serve';

// files the server makes (database, its WAL, mail, secret, uploads) are its user's alone
process.umask(0o077);
const config = loadConfig();
if (!config.development) useLog(productionLog());
const workers = config.workers ?? 1;
if (workers > 1 && cluster.isPrimary) await superviseWorkers(config, workers);
else if (cluster.isWorker) await serve(config, { background: runsBackgroundJobs(), workers, alone: false });
else await serve(config, { background: true, workers: 1, alone: true });
