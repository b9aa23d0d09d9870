/**
 * Two server processes on one PostgreSQL database (decision 013, docs/operations.md "Several
 * servers"), as two machines behind a load balancer would run: the first migrates and seeds an
 * empty database, the second finds it ready; one offline write pushed through both at once is
 * applied once; limits hold across them; an alert is sent once; a change made through one is
 * what the other's pull, pages and preview cards show at once. Runs in the server-pg project only
 * (vitest.config.ts).
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../db/client';
import { alerts } from '../../db/schema';
import { loadConfig } from '../../server/config';
import { startPushService } from '../helpers/push-service';
import { createDatabase, databaseUrl } from '../setup/postgres';
import { expectEachSentOnce, mailsIn, seedDueAlerts } from './support/due-alerts';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

let a: SpawnedServer;
let b: SpawnedServer;
let session: { accessToken: string };
let vendor: { accessToken: string };
let pushService: Awaited<ReturnType<typeof startPushService>>;
/** The test's own connection to the servers' database. */
let db: Db;
/** The app's shell, for the server-rendered pages (server/pages/). */
let dist: string;

beforeAll(async () => {
  const cluster = inject('postgresUrl');
  const name = `soko_two_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await createDatabase(cluster, name);
  pushService = await startPushService();
  dist = mkdtempSync(join(tmpdir(), 'soko-two-dist-'));
  mkdirSync(dist, { recursive: true });
  copyFileSync('client/index.html', join(dist, 'index.html'));
  // an empty database: the first server migrates it and seeds the demo data
  const env = {
    DATABASE_URL: databaseUrl(cluster, name),
    SEED_DEMO: '1',
    RATE_LIMITS: '1',
    PUSH_EXTRA_ORIGINS: pushService.origin,
    DIST_DIR: dist,
  };
  a = await spawnServer({ env });
  await a.start();
  b = await spawnServer({ env });
  await b.start();
  db = openDatabase(databaseUrl(cluster, name));
  session = await a.signIn('user@example.com');
  vendor = await b.signIn('vendor@example.com');
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  a?.cleanup();
  b?.cleanup();
  if (db) await closeDatabase(db);
  await pushService?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const json = async (res: Response) => (await res.json()) as any;

describe('two servers on one PostgreSQL database', () => {
  it('the first migrated and seeded the empty database; both are ready and see the same data', async () => {
    for (const server of [a, b]) expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const [fromA, fromB] = await Promise.all([a, b].map(async (s) => json(await fetch(`${s.url}/api/categories`))));
    expect(fromA.categories.length).toBeGreaterThan(5);
    expect(fromB.categories).toEqual(fromA.categories);
  });

  it('a session made on one is honoured by the other, and a sign-in limit counts on both', async () => {
    const again = await fetch(`${b.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@example.com' }),
    });
    // the code asked for on the first server a moment ago: the second makes the device wait too
    expect(again.status).toBe(429);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(me.status).toBe(200);
  });

  it('one offline write pushed through both at once is applied once', async () => {
    const content = `Sent twice ${randomUUID()}`;
    const body = JSON.stringify({
      mutations: [
        {
          id: randomUUID(),
          name: 'message.create',
          args: { fullName: 'Twice Sent', email: 'twice@example.com', subject: 'Twice', content },
        },
      ],
    });
    const push = (s: SpawnedServer) =>
      fetch(`${s.url}/api/sync/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body,
      });
    const answers = await Promise.all([push(a), push(b), push(a), push(b)]);
    const statuses = [];
    for (const res of answers) {
      expect(res.status).toBe(200);
      statuses.push((await json(res)).results[0].status);
    }
    expect(statuses.filter((s) => s === 'applied')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'duplicate')).toHaveLength(3);
    const admin = await b.signIn('admin@example.com');
    const messages = await json(
      await fetch(`${b.url}/api/messages?limit=100`, { headers: { authorization: `Bearer ${admin.accessToken}` } }),
    );
    expect(JSON.stringify(messages).split(content).length - 1).toBe(1);
  });

  it('a limit holds across them: a business keeps at most three products', async () => {
    const auth = { authorization: `Bearer ${vendor.accessToken}` };
    const mine = await json(await fetch(`${a.url}/api/businesses/my-business`, { headers: auth }));
    const businessId: number = mine.business.id;
    const productCount = async () =>
      (await json(await fetch(`${b.url}/api/businesses/details/${businessId}`))).business.products.length as number;
    const before = await productCount();
    const create = (s: SpawnedServer, n: number) =>
      fetch(`${s.url}/api/businesses/${businessId}/products`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Race product ${n}` }),
      });
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => create(n % 2 ? a : b, n)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3 - before);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6 - (3 - before));
    expect(await productCount()).toBe(3);
  });

  it('a per-client rate limit counts calls made through either server', async () => {
    // message.create: 10 an hour per account (server/limits/rate-limits.ts), offline writes alike
    const send = (s: SpawnedServer, n: number) =>
      fetch(`${s.url}/api/sync/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${vendor.accessToken}` },
        body: JSON.stringify({
          mutations: [
            {
              id: randomUUID(),
              name: 'message.create',
              args: {
                fullName: 'Limit Test',
                email: 'limit@example.com',
                subject: `Limit ${n}`,
                content: 'Hello from the limit test',
              },
            },
          ],
        }),
      });
    const answers = await Promise.all(Array.from({ length: 14 }, (_, n) => send(n % 2 ? a : b, n)));
    const results: { status: string; code?: number }[] = [];
    for (const res of answers) {
      expect(res.status).toBe(200);
      results.push((await json(res)).results[0]);
    }
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected' && r.code === 429)).toHaveLength(4);
  });

  it("an alert is sent once: both servers' workers share one outbox", async () => {
    const seeded = await seedDueAlerts(db, pushService, { accounts: 60, perAccount: 2, now: Date.now() });
    const ids = [...seeded.pushAlerts, ...seeded.mailAlerts].map((x) => x.id);
    const deadline = Date.now() + 60_000;
    let states: string[] = [];
    while (Date.now() < deadline) {
      states = (await db.select({ state: alerts.state }).from(alerts).where(inArray(alerts.id, ids))).map(
        (r) => r.state,
      );
      if (states.every((s) => s === 'sent')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(states).toEqual(Array<string>(ids.length).fill('sent'));
    expectEachSentOnce(seeded, pushService, mailsIn([join(a.dir, 'mail'), join(b.dir, 'mail')]));
    // whichever server sent a push signed it with the one VAPID pair devices subscribed with
    const publicKey = (await json(await fetch(`${b.url}/api/push/public-key`))).publicKey as string;
    for (const push of pushService.received) expect(push.headers.authorization).toContain(`k=${publicKey}`);
  }, 90_000);

  it('both sign with the same keys, from the environment: on a shared database a server without them does not start', async () => {
    const keys = await Promise.all(
      [a, b].map(async (s) => (await json(await fetch(`${s.url}/api/push/public-key`))).publicKey as string),
    );
    expect(keys[1]).toBe(keys[0]);
    // a key generated beside one server would be known to it alone (server/config.ts)
    const url = 'postgres://soko@db.internal:5432/soko';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      'With DATABASE_URL, JWT_SECRET and VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set',
    );
    expect(() => loadConfig({ DATABASE_URL: url, JWT_SECRET: 'a-secret-long-enough-for-every-server-here' })).toThrow(
      'With DATABASE_URL, VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set',
    );
  });

  it("a change made through one is what the other's pull, pages and preview cards show", async () => {
    const auth = { authorization: `Bearer ${vendor.accessToken}` };
    const businessId: number = (await json(await fetch(`${a.url}/api/businesses/my-business`, { headers: auth })))
      .business.id;
    const edit = async (args: Record<string, string>) => {
      const res = await fetch(`${a.url}/api/sync/push`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          mutations: [{ id: randomUUID(), name: 'business.update', args: { businessId, ...args } }],
        }),
      });
      expect((await json(res)).results[0].status).toBe('applied');
    };
    const pull = async (since: number) => {
      const res = await fetch(`${b.url}/api/sync/pull?since=${since}`);
      return res.status === 204 ? null : await res.text();
    };
    const card = async () =>
      Buffer.from(await (await fetch(`${b.url}/og/business/${businessId}.png`)).arrayBuffer()).toString('base64');
    const cardAddress = (html: string) => /property="og:image" content="([^"]+)"/.exec(html)?.[1];

    // B builds and keeps what it answers (pull-cache.ts, page-cache.ts, preview-images.ts)
    let cursor = 0;
    for (let more = true; more;) {
      const body = JSON.parse((await pull(cursor))!) as { cursor: number; hasMore: boolean };
      cursor = body.cursor;
      more = body.hasMore;
    }
    expect(await pull(cursor)).toBeNull();
    const profile = await fetch(`${b.url}/business-profile/${businessId}`);
    const canonical = profile.url;
    const pageBefore = await profile.text();
    expect(await (await fetch(canonical)).text()).toBe(pageBefore);
    const cardBefore = await card();
    expect(await card()).toBe(cardBefore);

    // at once on B, as on A itself: what B keeps is keyed by what the database says, never by
    // anything B alone was told
    const description = `Open on Sundays too ${randomUUID()}`;
    await edit({ description });
    expect(await pull(cursor)).toContain(description);
    expect(await (await fetch(canonical)).text()).toContain(description);

    const name = `Renamed ${randomUUID().slice(0, 8)}`;
    await edit({ name });
    const pageAfter = await (await fetch(`${b.url}/business-profile/${businessId}`)).text();
    expect(pageAfter).toContain(name);
    expect(cardAddress(pageAfter)).toBeDefined();
    expect(cardAddress(pageAfter)).not.toBe(cardAddress(pageBefore));
    expect(await card()).not.toBe(cardBefore);
  });
});
