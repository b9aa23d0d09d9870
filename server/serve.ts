/**
 * One server process: the app on the port, and (in one process only, `background`) the jobs
 * that must run once: the alert worker, the upload sweep, the response times' hourly refresh and
 * the measuring of offline areas.
 * Alone it prepares the database and starts the backup itself; as one of WEB_CONCURRENCY
 * workers the supervisor did both before starting it (server/ops/workers.ts).
 */
import type { AddressInfo } from 'node:net';
import { openDatabase, type Db } from '../db/client';
import { openPostgres } from '../db/pg/client';
import { isDatabaseEmpty, seedDemo } from '../db/seed';
import { createApp } from './app';
import { createMailer } from './auth/mailer';
import { startReplication, type Replication } from './backup/replication';
import { uploadsAddress, type Config } from './config';
import { startAlertWorker } from './features/alerts/alert-worker';
import { scheduleUploadSweep } from './features/uploads/sweep-uploads';
import { startResponseTimeRefresh } from './features/searches/response-time';
import { listen } from './http/fair-turns';
import { drainOnSignals, type Lifecycle } from './ops/lifecycle';
import { log } from './ops/log';
import { backgroundJobs } from './ops/metrics';
import { openObjectStore } from './storage/object-store';

/** The database a config names: PostgreSQL's address, or the SQLite file. */
export const databaseOf = (config: Config): string => config.databaseUrl ?? config.databasePath;

/**
 * Migrations applied (SQLite: openDatabase does; PostgreSQL: under an advisory lock, so servers
 * starting together migrate once) and the demo data seeded into an empty database.
 */
export async function prepareDatabase(config: Config): Promise<Db> {
  if (config.databaseUrl) await (await openPostgres(config.databaseUrl, { max: 1 })).pool.end();
  const db = openDatabase(databaseOf(config));
  if (config.seedDemo && (await isDatabaseEmpty(db))) {
    const started = Date.now();
    await seedDemo(db);
    log.info(`Seeded demo data in ${Date.now() - started} ms`);
  }
  return db;
}

export function startBackup(config: Config): Replication | undefined {
  return config.backup && startReplication(config.databasePath, config.backup, uploadsAddress(config));
}

type Role = { background: boolean; workers: number; alone: boolean };

export async function serve(config: Config, { background, workers, alone }: Role): Promise<void> {
  const db = alone ? await prepareDatabase(config) : openDatabase(databaseOf(config), { migrate: false });
  const replication = alone ? startBackup(config) : undefined;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom });
  const lifecycle: Lifecycle = { draining: false };
  const uploads = openObjectStore(uploadsAddress(config));
  const deps = { db, config, mailer, uploads, now: Date.now, lifecycle };
  const app = createApp(deps);
  // each process counts itself; the supervisor's /metrics adds them up (server/ops/workers.ts)
  backgroundJobs.set(background ? 1 : 0);
  const stopAlerts = background ? startAlertWorker(deps) : async () => undefined;
  if (background) scheduleUploadSweep(deps);
  const stopRefresh = background ? startResponseTimeRefresh(deps) : async () => undefined;

  const server = await listen(app.fetch, config.port);
  const { port } = server.address() as AddressInfo;
  if (alone || background) {
    const processes = alone ? '' : ` in ${workers} processes`;
    log.info(`Soko is listening on http://localhost:${port} (database ${config.databasePath})${processes}`);
    if (!config.smtpUrl) log.info(`Sign-in codes are written to ${config.mailDir}`);
  }

  // A new device decides what to keep from GET /api/sync/areas (docs/decisions/007), and the first
  // answer after a start counts and measures every district (seconds over 100,000 businesses):
  // asked once now, in the background and in work turns, so no phone waits for it.
  // A drain waits for it: the database must not close under it.
  const measured = background
    ? Promise.resolve(app.fetch(new Request(`http://localhost:${port}/api/sync/areas`))).then(
        () => undefined,
        (err: unknown) => log.warn('The offline areas were not measured at start', { err }),
      )
    : Promise.resolve();

  drainOnSignals({
    server,
    db,
    lifecycle,
    stopJobs: async () => {
      await Promise.all([stopAlerts(), stopRefresh(), measured]);
    },
    afterClose: async () => await replication?.stop(),
    log: (message) => log.info(message),
  });
}
