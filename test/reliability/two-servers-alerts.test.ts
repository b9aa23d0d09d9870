/**
 * The alert outbox with two servers' workers on one PostgreSQL database (docs/operations.md
 * "Several servers"): two servers here are two app instances in this process, each with its own
 * connection pool, mail outbox and worker, as two machines have; the clock is the test's, so a
 * lease can run out. Pushes go to a local push service that decrypts them as a phone would, and
 * e-mails to each server's `.eml` outbox. Runs in the server-pg project only (vitest.config.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import { closeDatabase, openDatabase, writeTx, type Db } from '../../db/client';
import { rawAll } from '../../db/query';
import { alerts } from '../../db/schema';
import { createMailer } from '../../server/auth/mailer';
import { loadPushConfig, type Config } from '../../server/config';
import type { Deps } from '../../server/context';
import { ALERT_LEASE_MS, runAlertsOnce } from '../../server/features/alerts/alert-worker';
import { createPushSender, type PushSender } from '../../server/features/alerts/push-transport';
import { openObjectStore } from '../../server/storage/object-store';
import { startPushService } from '../helpers/push-service';
import { createDatabase } from '../setup/postgres';
import { expectEachSentOnce as expectSentOnce, mailsIn, seedDueAlerts, type DueAlerts } from './support/due-alerts';

const DAY = 24 * 3_600_000;

let pushService: Awaited<ReturnType<typeof startPushService>>;
let clock: number;
let a: Server;
let b: Server;

type Server = { deps: Deps; dir: string; send: PushSender };

/** A server of the database at `url`: its own pool, folder, outbox and worker. */
function serverOn(url: string): Server {
  const dir = mkdtempSync(join(tmpdir(), 'soko-alerts-'));
  const config: Config = {
    port: 0,
    databasePath: join(dir, 'unused.db'),
    databaseUrl: url,
    dataDir: dir,
    mailDir: join(dir, 'mail'),
    uploadDir: join(dir, 'uploads'),
    distDir: join(dir, 'dist'),
    publicOrigin: 'http://localhost',
    smtpUrl: undefined,
    mailFrom: 'Soko Test <test@soko.ug>',
    jwtSecret: new TextEncoder().encode('two-servers-secret-that-is-long-enough'),
    push: loadPushConfig({ PUSH_EXTRA_ORIGINS: pushService.origin }, dir),
    development: false,
    seedDemo: false,
    logRequests: false,
    rateLimits: false,
  };
  const deps: Deps = {
    db: openDatabase(url),
    config,
    mailer: createMailer({ mailDir: config.mailDir, from: config.mailFrom }),
    uploads: openObjectStore(config.uploadDir),
    now: () => clock,
  };
  return { deps, dir, send: createPushSender(config.push) };
}

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

beforeEach(async () => {
  // 10:00 East Africa Time: outside the default quiet hours
  clock = Math.floor(Date.now() / DAY) * DAY + 7 * 3_600_000;
  const name = `soko_alerts_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const url = await createDatabase(inject('postgresUrl'), name, { template: inject('postgresTemplate') });
  a = serverOn(url);
  b = serverOn(url);
  pushService.received.length = 0;
});

afterEach(async () => {
  for (const server of [a, b]) {
    await closeDatabase(server.deps.db);
    rmSync(server.dir, { recursive: true, force: true });
  }
});

const seed = (db: Db, accounts: number, perAccount: number) =>
  seedDueAlerts(db, pushService, { accounts, perAccount, now: clock });
const mails = () => mailsIn([a.deps.config.mailDir, b.deps.config.mailDir]);
const expectEachSentOnce = (seeded: DueAlerts) => expectSentOnce(seeded, pushService, mails());

const statesOf = async (db: Db) => (await db.select({ state: alerts.state }).from(alerts)).map((r) => r.state).sort();

describe('two servers sending alerts from one outbox', () => {
  it('every alert is sent exactly once, each account by one server at a time', async () => {
    // more accounts than one claim takes (BATCH, 100), so the second worker finds work beside the
    // first; three alerts each, so 100 alerts would end inside an account
    const seeded = await seed(a.deps.db, 120, 3);
    const claimed = { a: 0, b: 0 };
    for (let round = 0; round < 10; round++) {
      const [byA, byB] = await Promise.all([runAlertsOnce(a.deps, a.send), runAlertsOnce(b.deps, b.send)]);
      claimed.a += byA;
      claimed.b += byB;
      if (byA + byB === 0) break;
    }
    expect(claimed.a).toBeGreaterThan(0);
    expect(claimed.b).toBeGreaterThan(0);
    expect(claimed.a + claimed.b).toBe(360);
    expectEachSentOnce(seeded);
    expect(await statesOf(a.deps.db)).toEqual(Array<string>(360).fill('sent'));
    // one digest per account without a phone: its hourly limit held across the two servers
    expect(mails()).toHaveLength(60);
  });

  it('a worker that dies while sending: its claim runs out and the other server sends it once', async () => {
    const seeded = await seed(a.deps.db, 4, 2);
    // A claims everything, then hangs in its first push: what a process killed mid-send leaves
    let sendStarted!: () => void;
    const started = new Promise<void>((resolve) => (sendStarted = resolve));
    const dying: PushSender = () => {
      sendStarted();
      return new Promise(() => undefined);
    };
    void runAlertsOnce(a.deps, dying);
    await started;
    expect(await statesOf(b.deps.db)).toEqual(Array<string>(8).fill('sending'));

    // B passes over what A's lease still holds
    expect(await runAlertsOnce(b.deps, b.send)).toBe(0);
    expect(pushService.received).toHaveLength(0);
    clock += ALERT_LEASE_MS;
    expect(await runAlertsOnce(b.deps, b.send)).toBe(8);
    expect(await runAlertsOnce(b.deps, b.send)).toBe(0);
    expectEachSentOnce(seeded);
    expect(await statesOf(b.deps.db)).toEqual(Array<string>(8).fill('sent'));
  });

  it('claiming waits neither for the write turn nor for an account another transaction holds', async () => {
    const seeded = await seed(a.deps.db, 6, 1);
    const held = seeded.mailAlerts[0]!;
    const [owner] = await a.deps.db.select({ userId: alerts.userId }).from(alerts).where(eq(alerts.id, held.id));
    // a write on server A holds the sync counter's row (every server's write turn) and the
    // account's row until `release`
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const write = writeTx(a.deps.db, async (tx) => {
      await rawAll(tx, sql`SELECT 1 FROM users WHERE id = ${owner!.userId} FOR UPDATE`);
      locked();
      await released;
    });
    await holding;
    try {
      const round = runAlertsOnce(b.deps, b.send);
      const waited = await Promise.race([
        round.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10_000)),
      ]);
      expect(waited, 'the round waited for the write').toBe(false);
      expect(await round).toBe(5);
      const left = await b.deps.db
        .select({ id: alerts.id, state: alerts.state })
        .from(alerts)
        .where(inArray(alerts.state, ['pending', 'sending']));
      expect(left).toEqual([{ id: held.id, state: 'pending' }]);
    } finally {
      release();
      await write;
    }
    expect(await runAlertsOnce(b.deps, b.send)).toBe(1);
    expectEachSentOnce(seeded);
  });
});
