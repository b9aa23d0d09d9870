import type { AddressInfo } from 'node:net';
import { openDatabase } from '../db/client';
import { isDatabaseEmpty, seedDemo } from '../db/seed';
import { createApp } from './app';
import { createMailer } from './auth/mailer';
import { startReplication } from './backup/replication';
import { loadConfig } from './config';
import { startAlertWorker } from './features/alerts/alert-worker';
import { scheduleUploadSweep } from './features/uploads/sweep-uploads';
import { listen } from './http/fair-turns';
import { drainOnSignals, type Lifecycle } from './ops/lifecycle';
import { log, productionLog, useLog } from './ops/log';

// files the server makes (database, its WAL, mail, secret, uploads) are its user's alone
process.umask(0o077);
const config = loadConfig();
if (!config.development) useLog(productionLog());
const db = openDatabase(config.databasePath);
if (config.seedDemo && isDatabaseEmpty(db)) {
  const started = Date.now();
  seedDemo(db);
  log.info(`Seeded demo data in ${Date.now() - started} ms`);
}
const replication = config.backup && startReplication(config.databasePath, config.backup, config.uploadDir);
const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom });
const lifecycle: Lifecycle = { draining: false };
const deps = { db, config, mailer, now: Date.now, lifecycle };
const app = createApp(deps);
scheduleUploadSweep(deps);
const stopAlerts = startAlertWorker(deps);

const server = await listen(app.fetch, config.port);
const { port } = server.address() as AddressInfo;
log.info(`Soko is listening on http://localhost:${port} (database ${config.databasePath})`);
if (!config.smtpUrl) log.info(`Sign-in codes are written to ${config.mailDir}`);

// A new device decides what to keep from GET /api/sync/areas (docs/decisions/007), and the first
// answer after a start counts and measures every district (seconds over 100,000 businesses):
// asked once now, in the background and in work turns, so no phone waits for it.
void Promise.resolve(app.fetch(new Request(`http://localhost:${port}/api/sync/areas`))).catch((err: unknown) =>
  log.warn('The offline areas were not measured at start', { err }),
);

drainOnSignals({
  server,
  db,
  lifecycle,
  stopJobs: stopAlerts,
  afterClose: async () => await replication?.stop(),
  log: (message) => log.info(message),
});
