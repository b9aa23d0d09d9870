/**
 * Concurrency (docs/product.md "Requests and quotes": at most one quote per lead; accepting a quote
 * completes the request; OWASP API6:2023 business-flow races): 50 parallel quotes on one lead and
 * 50 parallel accepts of different quotes on one request, as ordinary calls and as offline
 * pushes, against the spawned real server over HTTP — one process, and two processes sharing
 * the database file (the way `npm run admin` or a second instance writes beside the server) — and
 * against the in-process app. Figures: quotes per business per lead = 1, accepted quotes per
 * request = 1, 5xx = 0.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../db/client';
import { bids, businesses, categories, leads, searches, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { spawnServer, type SpawnedServer } from './support/spawn-server';
import { firstRow } from '../../db/query';

const N = 50;
const DAY = 86_400_000;
const figures: string[] = [];

/** A customer's request with N quotes from N businesses, and one extra NEW lead of a vendor. */
async function seedRace(db: Db, tag: string) {
  const now = new Date();
  const category = await firstRow(
    db
      .insert(categories)
      .values({ name: `Race ${tag}` })
      .returning(),
  );
  const customer = await firstRow(
    db
      .insert(users)
      .values({
        firstName: 'Cara',
        lastName: 'Customer',
        email: `customer-${tag}@race.test`,
        role: 'USER',
        isVerified: true,
      })
      .returning(),
  );
  const search = await firstRow(
    db
      .insert(searches)
      .values({
        userId: customer.id,
        categoryId: category.id,
        query: 'Paint my house',
        budget: 500_000,
        expiresAt: new Date(now.getTime() + 7 * DAY),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  const vendors = [];
  for (let i = 0; i <= N; i++) {
    const owner = await firstRow(
      db
        .insert(users)
        .values({
          firstName: 'Vic',
          lastName: `Vendor${i}`,
          email: `vendor${i}-${tag}@race.test`,
          role: 'VENDOR',
          isVerified: true,
        })
        .returning(),
    );
    const business = await firstRow(
      db
        .insert(businesses)
        .values({ ownerId: owner.id, categoryId: category.id, name: `Race ${tag} painters ${i}` })
        .returning(),
    );
    const lead = await firstRow(
      db
        .insert(leads)
        .values({ searchId: search.id, businessId: business.id, createdAt: now, updatedAt: now })
        .returning(),
    );
    vendors.push({ owner, business, lead });
  }
  // N of them have quoted already; the last one has a NEW lead to race on
  const quotes = [];
  for (const [i, { business, lead }] of vendors.slice(0, N).entries()) {
    await db.update(leads).set({ status: 'BID_SENT' }).where(eq(leads.id, lead.id));
    const quote = await firstRow(
      db
        .insert(bids)
        .values({
          leadId: lead.id,
          searchId: search.id,
          businessId: business.id,
          amount: 100_000 + i,
          message: 'We paint',
          estimatedDuration: '3 days',
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    quotes.push(quote);
  }
  return { customer, search, quotes, racer: vendors[N]! };
}

type Call = (method: string, path: string, token: string, json?: unknown) => Promise<{ status: number; body: any }>;

/** The two races, through whatever carries the calls; checked against the database. */
async function race(
  label: string,
  db: Db,
  call: Call,
  tokens: { customer: string; racer: string },
  seeded: Awaited<ReturnType<typeof seedRace>>,
) {
  const quote = (i: number) => ({ amount: 1000 + i, message: `Parallel quote ${i}`, estimatedDuration: '1 day' });
  const viaRoute = Array.from({ length: N / 2 }, async (_, i) =>
    call('POST', `/api/searches/leads/${seeded.racer.lead.id}/bid`, tokens.racer, quote(i)),
  );
  const viaPush = Array.from({ length: N / 2 }, async (_, i) =>
    call('POST', '/api/sync/push', tokens.racer, {
      mutations: [
        {
          id: `race-${label.replace(/\W/g, '')}-${i}`,
          name: 'bid.create',
          args: { leadId: seeded.racer.lead.id, ...quote(100 + i) },
        },
      ],
    }),
  );
  const quoteAnswers = await Promise.all([...viaRoute, ...viaPush]);
  const quoteCodes = quoteAnswers.map((a) =>
    a.status === 200 && a.body?.results
      ? a.body.results[0].status === 'applied'
        ? 201
        : a.body.results[0].code
      : a.status,
  );

  const accepts = await Promise.all(
    seeded.quotes.map((q) => call('PATCH', `/api/bids/${q.id}/accept`, tokens.customer)),
  );
  const acceptCodes = accepts.map((a) => a.status);

  const storedQuotes = await db.select().from(bids).where(eq(bids.leadId, seeded.racer.lead.id));
  const accepted = await db
    .select()
    .from(bids)
    .where(and(eq(bids.searchId, seeded.search.id), eq(bids.status, 'ACCEPTED')));
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;
  const fivexx = [...quoteCodes, ...acceptCodes].filter((c) => c >= 500);
  figures.push(
    `${label}: ${N} parallel quotes on one lead → ${count(quoteCodes, 201)} created, ${count(quoteCodes, 409)} × 409, stored ${storedQuotes.length}; ` +
      `${N} parallel accepts on one request → ${count(acceptCodes, 200)} × 200, ${count(acceptCodes, 409)} × 409, accepted ${accepted.length}; 5xx ${fivexx.length}`,
  );
  expect(
    fivexx,
    JSON.stringify(
      quoteAnswers
        .concat(accepts)
        .filter((a) => a.status >= 500)
        .slice(0, 3),
    ),
  ).toEqual([]);
  expect(storedQuotes).toHaveLength(1);
  expect(count(quoteCodes, 201)).toBe(1);
  expect(count(quoteCodes, 409)).toBe(N - 1);
  expect(accepted).toHaveLength(1);
  expect(count(acceptCodes, 200)).toBe(1);
  expect(count(acceptCodes, 409)).toBe(N - 1);
}

const overHttp =
  (urls: string[]): Call =>
  async (method, path, token, json) => {
    // spread the calls over the processes, round robin
    const url = urls[(overHttp.turn = (overHttp.turn + 1) % urls.length)]!;
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
overHttp.turn = 0;

describe('the spawned server over HTTP', () => {
  let first: SpawnedServer;
  let second: SpawnedServer;
  let db: Db;
  beforeAll(async () => {
    first = await spawnServer();
    await first.start();
    // a second process on the same files (same database, same secret, same mail folder)
    second = await spawnServer({
      env: {
        ...(first.databaseUrl && { DATABASE_URL: first.databaseUrl }),
        DATABASE_PATH: first.databasePath,
        DATA_DIR: first.dir,
        MAIL_DIR: `${first.dir}/mail`,
        UPLOAD_DIR: `${first.dir}/uploads`,
      },
    });
    await second.start();
    db = openDatabase(first.databaseUrl ?? first.databasePath, { migrate: false });
  }, 120_000);
  afterAll(async () => {
    if (db) await closeDatabase(db);
    await first?.kill();
    await second?.kill();
    first?.cleanup();
    second?.cleanup();
  });

  it('one process: one quote, one acceptance, no 5xx', async () => {
    const seeded = await seedRace(db, 'one');
    const tokens = {
      customer: (await first.signIn(seeded.customer.email)).accessToken,
      racer: (await first.signIn(seeded.racer.owner.email)).accessToken,
    };
    await race('spawned server, 1 process', db, overHttp([first.url]), tokens, seeded);
  }, 60_000);

  it('two processes on one database: the same', async () => {
    const seeded = await seedRace(db, 'two');
    const tokens = {
      customer: (await first.signIn(seeded.customer.email)).accessToken,
      racer: (await first.signIn(seeded.racer.owner.email)).accessToken,
    };
    await race('spawned server, 2 processes', db, overHttp([first.url, second.url]), tokens, seeded);
  }, 60_000);
});

describe('the in-process app', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  it('one quote, one acceptance, no 5xx', async () => {
    const seeded = await seedRace(t.db, 'app');
    const tokens = {
      customer: (await t.signIn(seeded.customer.email)).accessToken,
      racer: (await t.signIn(seeded.racer.owner.email)).accessToken,
    };
    const call: Call = async (method, path, token, json) => {
      const res = await t.request(method, path, { token, json });
      return { status: res.status, body: res.data };
    };
    await race('in-process app', t.db, call, tokens, seeded);
  });

  it('figures', () => {
    console.log(`[figure] concurrency:\n  ${figures.join('\n  ')}`);
    expect(figures).toHaveLength(3);
  });
});
