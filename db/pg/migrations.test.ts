/**
 * db/pg/migrations on a real PostgreSQL: they apply once, also when two servers start together,
 * and the triggers they install keep versions, tombstones, derived columns and the search index
 * as SQLite's do (db/schema.test.ts).
 */
import { readFileSync } from 'node:fs';
import { eq, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type PostgresCluster, startPostgres } from '../../test/setup/postgres';
import { openPostgres, type PgDb } from './client';
import * as s from './schema';

let cluster: PostgresCluster;
let url: string;
/** The database every test here uses, migrated by two servers starting at once. */
let db: PgDb;
let both: Array<Awaited<ReturnType<typeof openPostgres>>> = [];

beforeAll(async () => {
  cluster = await startPostgres();
  url = await createDatabase(cluster.url, 'app');
  both = await Promise.all([openPostgres(url, { max: 4 }), openPostgres(url, { max: 4 })]);
  db = both[0]!.db;
});
afterAll(async () => {
  await Promise.all(both.map(({ pool }) => pool.end()));
  await cluster?.stop();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
const counter = async () => (await db.select().from(s.syncCounter))[0]!.value;

/** Every migration in db/pg/migrations, as drizzle-kit's journal lists them. */
const MIGRATIONS = (
  JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe('the migrations', () => {
  const migrationsApplied = () =>
    rows<{ n: number }>(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`).then((r) => r[0]!.n);
  const catalog = () =>
    rows<{ tables: number; triggers: number; functions: number }>(
      sql`SELECT (SELECT count(*) FROM pg_tables WHERE schemaname = 'public') AS tables,
        (SELECT count(*) FROM pg_trigger WHERE NOT tgisinternal) AS triggers,
        (SELECT count(*) FROM pg_proc WHERE pronamespace = 'public'::regnamespace) AS functions`,
    ).then((r) => r[0]);

  it('apply once when two servers start at once on an empty database: one migrates, the other waits', async () => {
    expect(await migrationsApplied()).toBe(MIGRATIONS);
    // every table of db/pg/schema.ts, and the search index
    expect((await catalog())!.tables).toBe(Object.values(s).filter((v) => is(v, PgTable)).length + 1);
    for (const server of both) expect(await server.db.select().from(s.syncCounter)).toEqual([{ id: 1, value: 0 }]);
  });

  it('find nothing to do on a later start', async () => {
    const before = await catalog();
    const again = await openPostgres(url, { max: 1 });
    await again.pool.end();
    expect(await migrationsApplied()).toBe(MIGRATIONS);
    expect(await catalog()).toEqual(before);
  });

  it('keep ids settable: a copy keeps its ids, then moves the identity past them', async () => {
    await db.insert(s.users).values({ id: 500, firstName: 'Copied', lastName: 'User', email: 'copied@example.com' });
    await db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
    const [next] = await db
      .insert(s.users)
      .values({ firstName: 'New', lastName: 'User', email: 'new@example.com' })
      .returning();
    expect(next!.id).toBe(501);
  });

  it('read 64-bit numbers of raw SQL as numbers, as SQLite answers them', async () => {
    const [row] = await rows<{ n: unknown; mean: unknown; at: unknown }>(
      sql`SELECT count(*) AS n, avg(x) AS mean, max(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) AS at
        FROM generate_series(1, 4) AS x`,
    );
    expect(row).toEqual({ n: 4, mean: 2.5, at: expect.any(Number) });
  });
});

/** One row of every mirrored table, owned by one vendor, in one category. */
async function world(tag: string) {
  const [vendor] = await db
    .insert(s.users)
    .values({ firstName: 'Opio', lastName: 'Okello', email: `opio.${tag}@example.com`, role: 'VENDOR' })
    .returning();
  const [buyer] = await db
    .insert(s.users)
    .values({ firstName: 'Atim', lastName: 'Achieng', email: `atim.${tag}@example.com` })
    .returning();
  const [category] = await db
    .insert(s.categories)
    .values({ name: `Bakeries ${tag}`, tags: 'Bread' })
    .returning();
  const [business] = await db
    .insert(s.businesses)
    .values({ ownerId: vendor!.id, categoryId: category!.id, name: 'Gulu Bread House', district: 'Gulu' })
    .returning();
  const [product] = await db
    .insert(s.products)
    .values({ businessId: business!.id, name: 'Wedding cake', minPrice: 150_000, maxPrice: 600_000 })
    .returning();
  const [review] = await db
    .insert(s.reviews)
    .values({ businessId: business!.id, userId: buyer!.id, rating: 5 })
    .returning();
  const [productReview] = await db
    .insert(s.productReviews)
    .values({ userId: buyer!.id, categoryId: category!.id, name: 'Oven', rating: 4 })
    .returning();
  const [search] = await db
    .insert(s.searches)
    .values({
      userId: buyer!.id,
      categoryId: category!.id,
      query: 'cake',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [lead] = await db.insert(s.leads).values({ searchId: search!.id, businessId: business!.id }).returning();
  const [bid] = await db
    .insert(s.bids)
    .values({
      leadId: lead!.id,
      searchId: search!.id,
      businessId: business!.id,
      amount: 200_000,
      message: 'We can',
      estimatedDuration: '2 days',
    })
    .returning();
  const [delivery] = await db
    .insert(s.deliveries)
    .values({
      businessId: business!.id,
      receiverName: 'Kato',
      receiverNumber: '+256700000001',
      fare: 15_000,
      itemName: 'Cake',
      deliveryAddress: 'Gulu town',
    })
    .returning();
  return { vendor, buyer, category, business, product, review, productReview, search, lead, bid, delivery };
}

let made = 0;
/** A business of a new owner (one business per owner). */
async function addBusiness(values: Omit<typeof s.businesses.$inferInsert, 'ownerId'>) {
  const email = `owner.${++made}@example.com`;
  const [owner] = await db.insert(s.users).values({ firstName: 'O', lastName: 'W', email, role: 'VENDOR' }).returning();
  const [business] = await db
    .insert(s.businesses)
    .values({ ...values, ownerId: owner!.id })
    .returning();
  return business!;
}

async function addCategory(name = `Category ${++made}`) {
  return (await db.insert(s.categories).values({ name }).returning())[0]!;
}

describe('versions follow the data as on SQLite (decision 003)', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world('versions');
  });
  const versionOf = async (table: string, id: number) =>
    (await rows<{ version: number }>(sql`SELECT version FROM ${sql.identifier(table)} WHERE id = ${id}`))[0]!.version;
  const set = (table: string, id: number, column: string, value: unknown) =>
    db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${value} WHERE id = ${id}`);

  it('stamps inserts with the next version, in the statement that inserts', async () => {
    const before = await counter();
    const [row] = await db.insert(s.categories).values({ name: 'Tailors' }).returning();
    expect(row!.version).toBe(before + 1);
    expect(await counter()).toBe(before + 1);
  });

  // Each mirrored table: a column devices show and a new value, then a column they do not.
  const cases: Array<[string, keyof Awaited<ReturnType<typeof world>>, string, unknown, string, unknown]> = [
    ['categories', 'category', 'is_active', 0, 'updated_at', 1],
    ['businesses', 'business', 'hours', '{"mon":null}', 'visits', 7],
    ['products', 'product', 'price', 200_000, 'updated_at', 1],
    ['reviews', 'review', 'reply', 'Thank you', 'replied_at', 1],
    ['product_reviews', 'productReview', 'upvotes', 1, 'updated_at', 1],
    ['searches', 'search', 'done_at', 2, 'updated_at', 1],
    ['leads', 'lead', 'status', 'BID_SENT', 'updated_at', 1],
    ['bids', 'bid', 'amount', 250_000, 'updated_at', 1],
    ['deliveries', 'delivery', 'weight', 2.5, 'updated_at', 1],
  ];
  for (const [table, key, shown, value, notShown, otherValue] of cases) {
    it(`${table}: a new version when ${shown} changes, none for ${notShown} or the same value again`, async () => {
      const id = w[key]!.id;
      const stamped = await versionOf(table, id);
      await set(table, id, notShown, otherValue);
      expect(await versionOf(table, id)).toBe(stamped);
      await set(table, id, shown, value);
      const changed = await versionOf(table, id);
      expect(changed).toBeGreaterThan(stamped);
      const before = await counter();
      await set(table, id, shown, value);
      expect(await versionOf(table, id)).toBe(changed);
      expect(await counter()).toBe(before);
    });
  }

  it('stamps a NULL becoming a value, and leaves a tombstone for every delete', async () => {
    const business = await addBusiness({ categoryId: w.category!.id, name: 'Versioned' });
    await db.update(s.businesses).set({ website: 'https://versioned.ug' }).where(eq(s.businesses.id, business.id));
    const changed = await versionOf('businesses', business.id);
    expect(changed).toBeGreaterThan(business.version);
    const last = await counter();
    await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
    for (const [table, key] of cases.toReversed())
      await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE id = ${w[key]!.id}`);
    const tombs = await db.select().from(s.tombstones);
    expect(
      tombs
        .filter((t) => t.version > last)
        .map((t) => t.entity)
        .sort(),
    ).toEqual([...cases.map(([table]) => table), 'businesses'].sort());
    expect(tombs.find((t) => t.entityId === business.id && t.entity === 'businesses')!.version).toBeGreaterThan(
      changed,
    );
  });

  it("follows a business's products: prices, count and the business's version", async () => {
    const business = await addBusiness({ categoryId: (await addCategory()).id, name: 'Prices' });
    const [product] = await db
      .insert(s.products)
      .values({ businessId: business.id, name: 'Cake', minPrice: 30_000, maxPrice: 50_000 })
      .returning();
    await db.insert(s.products).values({ businessId: business.id, name: 'Bread', price: 5_000 });
    const [derived] = await db.select().from(s.businesses).where(eq(s.businesses.id, business.id));
    expect(derived).toMatchObject({ minPrice: 5_000, maxPrice: 50_000, productCount: 2 });
    expect(derived!.version).toBeGreaterThan(product!.version);
    // MONEY_MAX (sync/constants.ts) fits: a PostgreSQL integer would not hold it
    await db.update(s.products).set({ maxPrice: 1_000_000_000_000 }).where(eq(s.products.id, product!.id));
    const [after] = await db.select().from(s.businesses).where(eq(s.businesses.id, business.id));
    expect(after).toMatchObject({ maxPrice: 1_000_000_000_000, productCount: 2 });
    await db.delete(s.products).where(eq(s.products.businessId, business.id));
    const [none] = await db.select().from(s.businesses).where(eq(s.businesses.id, business.id));
    expect(none).toMatchObject({ minPrice: null, maxPrice: null, productCount: 0 });
  });
});

describe('the search index follows the data (business_fts on SQLite)', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world('search');
  });
  /** Businesses whose document matches a tsquery, best first by the weights of 0002_business_search.sql. */
  const found = async (query: string) =>
    (
      await rows<{ business_id: number }>(
        sql`SELECT business_id FROM business_fts, to_tsquery('soko_english', ${query}) q
          WHERE document @@ q ORDER BY ts_rank('{0.1, 0.35, 0.6, 1.0}', document, q) DESC, business_id`,
      )
    ).map((r) => r.business_id);

  it('finds a word by its stem ("plumber" for "plumbers"), without accents, and by a beginning', async () => {
    const plumbers = await addBusiness({
      categoryId: w.category!.id,
      name: 'Kato Plumbers',
      tagline: 'Café & résumé',
    });
    expect(await found('plumber')).toEqual([plumbers.id]);
    expect(await found('plumbers')).toEqual([plumbers.id]);
    expect(await found('cafe & resume')).toEqual([plumbers.id]);
    expect(await found('plum:*')).toEqual([plumbers.id]);
  });

  it("finds a business by a product's name, its category's name, and stops when they change", async () => {
    const id = w.business!.id;
    expect(await found('wedding')).toContain(id);
    await db.update(s.products).set({ name: 'Engine tune-up' }).where(eq(s.products.id, w.product!.id));
    expect(await found('wedding')).not.toContain(id);
    expect(await found('engine')).toContain(id);
    expect(await found('bakeries')).toContain(id);
    await db.update(s.categories).set({ name: 'Car Care' }).where(eq(s.categories.id, w.category!.id));
    expect(await found('bakeries')).not.toContain(id);
    expect(await found('car <-> care')).toContain(id);
    await db.delete(s.products).where(eq(s.products.id, w.product!.id));
    expect(await found('engine')).not.toContain(id);
  });

  it('ranks a word of the name above the same word in a description', async () => {
    const categoryId = w.category!.id;
    const inDescription = await addBusiness({ categoryId, name: 'Street food', description: 'We sell rolex' });
    const inName = await addBusiness({ categoryId, name: 'Rolex Corner' });
    expect(await found('rolex')).toEqual([inName.id, inDescription.id]);
  });

  it('loses a deleted business', async () => {
    const id = w.business!.id;
    expect(await found('gulu & bread')).toContain(id);
    await db.delete(s.businesses).where(eq(s.businesses.id, id));
    expect(await found('gulu & bread')).not.toContain(id);
  });
});
