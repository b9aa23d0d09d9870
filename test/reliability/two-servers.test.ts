/**
 * Two server processes on one PostgreSQL database (decision 013, docs/operations.md "PostgreSQL"),
 * as two machines behind a load balancer would run: the first migrates and seeds an empty
 * database, the second finds it ready; one offline write pushed through both at once is applied
 * once; a limit holds across them. Runs in the server-pg project only (vitest.config.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDatabase, databaseUrl } from '../setup/postgres';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

let a: SpawnedServer;
let b: SpawnedServer;
let session: { accessToken: string };

beforeAll(async () => {
  const cluster = inject('postgresUrl');
  const name = `soko_two_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await createDatabase(cluster, name);
  // an empty database: the first server migrates it and seeds the demo data
  const env = { DATABASE_URL: databaseUrl(cluster, name), SEED_DEMO: '1' };
  a = await spawnServer({ env });
  await a.start();
  b = await spawnServer({ env });
  await b.start();
  session = await a.signIn('user@example.com');
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  a?.cleanup();
  b?.cleanup();
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
    const vendor = await a.signIn('vendor@example.com');
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
});
