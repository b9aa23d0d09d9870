/**
 * Every core (docs/operations.md "Every core"): with WEB_CONCURRENCY=N the first process
 * supervises N server processes on one port (node:cluster), all on the one SQLite database in
 * WAL mode; what every process must share already lives there (limits, caches' versions, the
 * alert outbox) or on disk (keys, preview cards, uploads).
 *  1. The supervisor prepares the database (migrations, demo data) and starts the backup before
 *     any worker starts, so no two processes migrate or replicate at once.
 *  2. Exactly one worker runs the background jobs (alerts, upload sweep, area measuring); if it
 *     dies, its replacement takes them over.
 *  3. A worker that dies is replaced, unless the supervisor is stopping.
 *  4. SIGTERM or SIGINT: each worker drains (server/ops/lifecycle.ts); once all have exited the
 *     backup stops and the supervisor exits 0 (1 if a worker did not stop cleanly).
 *  5. /metrics in any worker answers for all of them: the worker asks the supervisor, which
 *     gathers every worker's figures (prom-client's AggregatorRegistry) and adds them up.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Config } from '../config';
import { closeDatabase } from '../../db/client';
import { prepareDatabase, startBackup } from '../serve';
import { SHUTDOWN_DEADLINE_MS } from './lifecycle';
import { log } from './log';
import { ANSWER, ASK, type Ask } from './worker-metrics';

const JOBS_ENV = 'SOKO_BACKGROUND_JOBS';
/** Deaths within a minute after which the supervisor gives up rather than restart forever. */
const MAX_DEATHS_A_MINUTE = 10;

/** In a worker: whether it runs the background jobs (2.). */
export const runsBackgroundJobs = () => process.env[JOBS_ENV] === '1';

export async function superviseWorkers(config: Config, count: number): Promise<void> {
  // 1.
  await closeDatabase(await prepareDatabase(config));
  const backup = startBackup(config);
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  let jobsWorker: Worker | null = null;
  let failed = false;
  const live = new Set<Worker>();
  const deaths: number[] = [];

  const fork = (withJobs: boolean) => {
    const worker = cluster.fork({ [JOBS_ENV]: withJobs ? '1' : '0' });
    live.add(worker);
    if (withJobs) jobsWorker = worker;
    // 5.
    worker.on('message', (message: Ask) => {
      if (message?.type !== ASK) return;
      void aggregator.clusterMetrics().then(
        (text) => worker.send({ type: ANSWER, id: message.id, text, contentType: aggregator.contentType }),
        (err: unknown) => log.error('Metrics could not be gathered from the workers', { err }),
      );
    });
  };
  // 3.
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      // one still starting when our SIGTERM came had no drain to run yet: it served nothing
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (live.size === 0) allStopped();
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! < now - 60_000) deaths.shift();
    if (deaths.length > MAX_DEATHS_A_MINUTE) {
      log.error(`${deaths.length} server processes ended within a minute: giving up`);
      process.exit(1);
    }
    log.error(`A server process ended (${signal ?? `code ${code}`}); starting another`);
    fork(worker === jobsWorker);
  });
  for (let i = 0; i < count; i++) fork(i === 0);
  log.info(`Supervising ${count} server processes`);

  // 4.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    log.info('Stopping: every server process drains');
    for (const worker of live) worker.process.kill('SIGTERM');
    const deadline = setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS + 2_000);
    deadline.unref();
    if (live.size === 0) allStopped();
  };
  const allStopped = () => {
    void Promise.resolve(backup?.stop()).then(() => process.exit(failed ? 1 : 0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
