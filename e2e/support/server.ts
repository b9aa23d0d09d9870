/**
 * The real server for end-to-end tests: the built PWA and /api from one process, on a free
 * port, over a copy of the demo database in a temporary folder, mail in an `.eml` outbox. The
 * browser reaches it through a link the test can break (`link`, support/link.ts).
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../../db/client';
import { seedLarge } from '../../db/seed';
import { e2eDistDir } from './dist-dir';
import { createApp } from '../../server/app';
import { createMailer } from '../../server/auth/mailer';
import { loadPushConfig, type Config } from '../../server/config';
import { startAlertWorker } from '../../server/features/alerts/alert-worker';
import { listen } from '../../server/http/fair-turns';
import { openObjectStore } from '../../server/storage/object-store';
import { startLink, type Link } from './link';

export type E2EServer = {
  /** Through `link`: what the browser opens. */
  url: string;
  /** The server itself, for the test's own calls while the link is broken. */
  directUrl: string;
  link: Link;
  db: Db;
  mailDir: string;
  latestCode(email: string): string;
  close(): Promise<void>;
};

/**
 * `businesses`: that many generated businesses on top of the demo data (db/seed.ts).
 * `pushOrigins`: push services on this machine (test/helpers/push-service.ts) the alerts worker,
 * then running as in production, may send to.
 */
export async function startServer(options: { businesses?: number; pushOrigins?: string[] } = {}): Promise<E2EServer> {
  const dir = mkdtempSync(join(tmpdir(), 'soko-e2e-'));
  const databasePath = join(dir, 'app.db');
  copyFileSync(inject('demoTemplateDb'), databasePath);
  const db = openDatabase(databasePath);
  if (options.businesses) await seedLarge(db, { businesses: options.businesses });
  const config: Config = {
    port: 0,
    databasePath,
    dataDir: dir,
    mailDir: join(dir, 'mail'),
    uploadDir: join(dir, 'uploads'),
    distDir: e2eDistDir(),
    publicOrigin: undefined,
    smtpUrl: undefined,
    mailFrom: 'Soko E2E <e2e@soko.ug>',
    jwtSecret: new TextEncoder().encode('e2e-secret-that-is-long-enough-for-hs256'),
    push: loadPushConfig({ PUSH_EXTRA_ORIGINS: options.pushOrigins?.join(',') }, dir),
    development: false,
    seedDemo: false,
    logRequests: false,
    rateLimits: false,
  };
  const mailer = createMailer({ mailDir: config.mailDir, from: config.mailFrom });
  const deps = { db, config, mailer, uploads: openObjectStore(config.uploadDir), now: Date.now };
  const app = createApp(deps);
  const stopAlerts = options.pushOrigins ? startAlertWorker(deps) : async () => undefined;
  const server = await listen(app.fetch, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  const link = await startLink(port);
  return {
    url: link.url,
    directUrl: `http://127.0.0.1:${port}`,
    link,
    db,
    mailDir: config.mailDir,
    latestCode(email) {
      const files = readdirSync(config.mailDir)
        .filter((f) => f.includes(email.toLowerCase()))
        .sort();
      const newest = files.at(-1);
      // the body's 6 digits, in whichever language the e-mail was written (docs/product.md "Languages")
      const mail = newest ? readFileSync(join(config.mailDir, newest), 'utf8') : '';
      const code = /\r?\n\r?\n([\s\S]*)/.exec(mail)?.[1]?.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No sign-in code mailed to ${email}`);
      return code;
    },
    async close() {
      await stopAlerts();
      await link.close();
      await new Promise<void>((done) => server.close(() => done()));
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
