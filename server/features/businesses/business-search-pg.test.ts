/**
 * The directory search on PostgreSQL (business-search-fts.ts's PostgreSQL index over
 * db/pg/migrations/0002_business_search.sql): the expectations of business-search.test.ts, on the
 * same businesses, answered by findBusinesses, the part of searchBusinesses that reads the index.
 */
import Database from 'better-sqlite3';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { dialectOf } from '../../../db/dialect';
import { openPostgres, type PgDb } from '../../../db/pg/client';
import * as s from '../../../db/pg/schema';
import { pagination } from '../../../sync/answers/envelope';
import { SEARCH_RANK_CAP } from '../../../sync/constants';
import { businessSearchSchema } from '../../../sync/schemas/business';
import { createDatabase, type PostgresCluster, startPostgres } from '../../../test/setup/postgres';
import { findBusinesses } from './business-search';
import { NEWEST_IDS, searchIndexOf, tsQuery } from './business-search-fts';

let cluster: PostgresCluster;
let db: PgDb;
let end: () => Promise<void>;
const id: Record<string, number> = {};
let bakery: number;
let plumbing: number;
let serial = 0;

async function insertBusiness(values: Omit<typeof s.businesses.$inferInsert, 'ownerId'>): Promise<number> {
  const n = ++serial;
  const [owner] = await db
    .insert(s.users)
    .values({ firstName: `First${n}`, lastName: `Last${n}`, email: `owner${n}@test.ug`, role: 'VENDOR' })
    .returning();
  const [business] = await db
    .insert(s.businesses)
    .values({ ownerId: owner!.id, ...values })
    .returning();
  return business!.id;
}

async function insertProduct(businessId: number, values: Omit<typeof s.products.$inferInsert, 'businessId'>) {
  await db.insert(s.products).values({ businessId, ...values });
}

beforeAll(async () => {
  cluster = await startPostgres();
  const opened = await openPostgres(await createDatabase(cluster.url, 'search'));
  db = opened.db;
  end = () => opened.pool.end();
  const category = async (name: string) =>
    (
      await db
        .insert(s.categories)
        .values({ name, description: `${name} services` })
        .returning()
    )[0]!.id;
  bakery = await category('Bakery');
  plumbing = await category('Plumbing');
  const add = async (key: string, values: Parameters<typeof insertBusiness>[0]) =>
    (id[key] = await insertBusiness(values));
  // the businesses and products of business-search.test.ts, inserted in the same order
  await add('fresh', {
    name: 'Kampala Fresh Bakery',
    categoryId: bakery,
    rating: 4.5,
    totalReviews: 10,
    responseMinutes: 30,
  });
  await add('sweet', { name: 'Sweet Treats', categoryId: bakery, rating: 4.8, totalReviews: 3, responseMinutes: 10 });
  await add('bread', { name: 'Daily Bread', categoryId: bakery, rating: 3.9, totalReviews: 25 });
  await add('pipes', { name: 'Pipe Masters', categoryId: plumbing, rating: 4, totalReviews: 8, responseMinutes: 60 });
  await add('hidden', { name: 'Hidden Cakes', categoryId: bakery, rating: 5, totalReviews: 50, isActive: false });
  await add('bare', {
    name: 'Bare Fixers',
    tagline: 'The plumber who comes on Sundays',
    categoryId: plumbing,
    rating: 2,
    totalReviews: 1,
    responseMinutes: 5,
  });
  await add('palace', { name: 'Cake Palace', categoryId: bakery, rating: 1, totalReviews: 0 });
  await add('plumber', { name: 'Mbale Plumber', categoryId: plumbing, rating: 3, totalReviews: 2, isActive: false });
  await insertProduct(id.fresh!, { name: 'Wedding Cake', minPrice: 50_000, maxPrice: 300_000 });
  await insertProduct(id.sweet!, { name: 'Birthday Cake', minPrice: 20_000, maxPrice: 100_000 });
  await insertProduct(id.bread!, { name: 'Bread loaf', price: 5_000 });
  await insertProduct(id.pipes!, { name: 'Pipe repair', kind: 'service', minPrice: 100_000, maxPrice: 1_000_000 });
  await insertProduct(id.hidden!, { name: 'Cake', price: 1_000 });
});
afterAll(async () => {
  await end?.();
  await cluster?.stop();
});

/** What POST /api/businesses/search answers for `body`, but ids and totals only. */
async function search(body: Record<string, unknown>, on: object = db) {
  const input = businessSearchSchema.parse(body);
  const found = await findBusinesses(on as Db, input);
  return { ...found, ...pagination(input, found.total) };
}
/** A node of EXPLAIN (ANALYZE, FORMAT JSON)'s plan. */
type PlanNode = {
  'Subplan Name'?: string;
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};
const names = (found: { ids: number[] }) => found.ids.map((b) => Object.keys(id).find((k) => id[k] === b));

describe('the directory search on PostgreSQL', () => {
  it('reads the PostgreSQL index from a PostgreSQL handle, a transaction included', async () => {
    const sqlite = drizzleSqlite(new Database(':memory:'));
    expect([dialectOf(db), dialectOf(sqlite)]).toEqual(['postgres', 'sqlite']);
    expect(searchIndexOf(db)).not.toBe(searchIndexOf(sqlite));
    expect(searchIndexOf(await db.transaction(async (tx) => Promise.resolve(tx)))).toBe(searchIndexOf(db));
    sqlite.$client.close();
  });

  it('answers every active business without a query, best rated first', async () => {
    const data = await search({});
    expect(data).toMatchObject({ total: 6, page: 1, totalPages: 1 });
    expect(data.ids[0]).toBe(id.sweet);
  });

  it.each([
    ['finds a business by one of its product names', 'birthday', ['sweet']],
    ['never finds inactive ones', 'cake', ['fresh', 'palace', 'sweet']],
    ['matches other forms of a word by its stem', 'cakes', ['fresh', 'palace', 'sweet']],
    ['… weddings', 'weddings', ['fresh']],
    ['… pipes repairs', 'pipes repairs', ['pipes']],
    ['… plumbers', 'plumbers', ['bare']],
    ['… plumbing', 'plumbing', ['bare', 'pipes']],
    ['takes a word the index does not hold whole as a beginning', 'wedd', ['fresh']],
    ['… weddin', 'weddin', ['fresh']],
    ['… brea', 'brea', ['bread']],
    ['finds what fits any word', 'wedding pipe', ['fresh', 'pipes']],
    ['treats "OR" as a filler word and quotes as nothing', 'birthday" OR "pipe', ['pipes', 'sweet']],
  ])('%s: "%s"', async (_, query, expected) => {
    expect(names(await search({ query })).sort()).toEqual(expected);
  });

  it('puts the businesses that fit every word first, by relevance', async () => {
    expect(names(await search({ query: 'birthd cake' }))[0]).toBe('sweet');
    const weddingCake = names(await search({ query: 'wedding cake' }));
    expect(weddingCake[0]).toBe('fresh');
    expect(weddingCake.slice(1).sort()).toEqual(['palace', 'sweet']);
    // numbers and filler words are not looked up
    expect(names(await search({ query: 'birthday cake for 30 people' }))[0]).toBe('sweet');
  });

  it('ranks a match in the name above a match in products for relevance', async () => {
    expect(names(await search({ query: 'cake', sortBy: 'relevance' }))[0]).toBe('palace');
    expect(names(await search({ query: 'cake', sortBy: 'rating' }))).toEqual(['sweet', 'fresh', 'palace']);
  });

  it('treats query syntax as plain words and text without words as no query', async () => {
    expect((await search({ query: 'cake" OR name:* NEAR(' })).total).toBe(3);
    expect((await search({ query: "cake' & !(:* |" })).total).toBe(3);
    expect((await search({ query: '*** !!! "' })).total).toBe(6);
    expect((await search({ query: '   ' })).total).toBe(6);
  });

  it('filters by category', async () => {
    expect(names(await search({ categoryId: plumbing }))).toEqual(['pipes', 'bare']);
    expect(names(await search({ categoryId: String(plumbing), query: 'pipe' }))).toEqual(['pipes']);
    // a need that finds nothing in the category answers the category's businesses, as a fallback
    const none = await search({ categoryId: bakery, query: 'plumbing' });
    expect(none.fallback).toBe(true);
    expect(names(none)).toEqual(names(await search({ categoryId: bakery })));
  });

  it('matches a budget against the price ranges of the products (overlap)', async () => {
    expect(names(await search({ maxPrice: 10_000 }))).toEqual(['bread']);
    expect(names(await search({ minPrice: 500_000 }))).toEqual(['pipes']);
    expect(names(await search({ priceRange: '200k+' })).sort()).toEqual(['fresh', 'pipes']);
    expect(names(await search({ priceRange: '200k+', sortBy: 'price-desc' }))).toEqual(['pipes', 'fresh']);
    expect(names(await search({ priceRange: '10,000-60,000', sortBy: 'price-asc' }))).toEqual(['sweet', 'fresh']);
    expect(names(await search({ query: 'cake', maxPrice: 60_000 })).sort()).toEqual(['fresh', 'sweet']);
  });

  it.each([
    ['relevance', ['sweet', 'fresh', 'pipes', 'bread', 'bare', 'palace']],
    ['rating', ['sweet', 'fresh', 'pipes', 'bread', 'bare', 'palace']],
    ['reviews', ['bread', 'fresh', 'pipes', 'sweet', 'bare', 'palace']],
    ['response', ['bare', 'sweet', 'fresh', 'pipes', 'bread', 'palace']],
    ['price-asc', ['bread', 'sweet', 'fresh', 'pipes', 'bare', 'palace']],
    ['price-desc', ['pipes', 'fresh', 'sweet', 'bread', 'palace', 'bare']],
  ])('sorts by %s', async (sortBy, expected) => {
    expect(names(await search({ sortBy }))).toEqual(expected);
  });

  it.each([
    ['rating', ['sweet', 'fresh', 'palace']],
    ['price-desc', ['fresh', 'sweet', 'palace']],
    ['price-asc', ['sweet', 'fresh', 'palace']],
  ])('sorts what a query finds by %s', async (sortBy, expected) => {
    expect(names(await search({ query: 'cake', sortBy }))).toEqual(expected);
  });

  it('continues page 1 on page 2', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => search({ sortBy: 'rating', page, limit: 2 })));
    expect(pages.map((p) => [p.page, p.total, p.totalPages])).toEqual([
      [1, 6, 3],
      [2, 6, 3],
      [3, 6, 3],
    ]);
    expect(pages.flatMap(names)).toEqual(['sweet', 'fresh', 'pipes', 'bread', 'bare', 'palace']);
    expect((await search({ query: 'cake', sortBy: 'rating', page: 2, limit: 2 })).ids).toEqual([id.palace]);
    expect(await search({ query: 'cake', page: 9, limit: 2 })).toMatchObject({ ids: [], total: 3, totalPages: 2 });
  });

  it('looks up a need without the English stop words, which the index does not hold (business-search-fts.ts)', async () => {
    expect(names(await search({ query: 'cake only' })).sort()).toEqual(['fresh', 'palace', 'sweet']);
    expect((await search({ query: 'only' })).total).toBe(0);
  });

  it('follows a product renamed, through the triggers that keep the index', async () => {
    await db
      .update(s.products)
      .set({ name: 'Bread loaf and scones' })
      .where(sql`business_id = ${id.bread}`);
    expect(names(await search({ query: 'scone' }))).toEqual(['bread']);
    await db
      .update(s.products)
      .set({ name: 'Bread loaf' })
      .where(sql`business_id = ${id.bread}`);
    expect(names(await search({ query: 'scone' }))).toEqual([]);
  });

  it('ranks and counts only the newest SEARCH_RANK_CAP matches', async () => {
    // inside a transaction that is rolled back, so the other tests keep their six businesses
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`
          WITH owners AS (
            INSERT INTO users (first_name, last_name, email)
            SELECT 'Cap', 'Owner', 'cap' || n || '@test.ug' FROM generate_series(1, ${SEARCH_RANK_CAP + 50}) AS n
            RETURNING id)
          INSERT INTO businesses (owner_id, category_id, name) SELECT id, ${bakery}, 'Muffin House ' || id FROM owners`);
        const first = await search({ query: 'muffins', limit: 5 }, tx);
        expect(first.total).toBe(SEARCH_RANK_CAP);
        const newest = await tx.execute<{ id: number }>(
          sql`SELECT id FROM businesses WHERE name LIKE 'Muffin House %' ORDER BY id DESC LIMIT 5`,
        );
        // every one scores alike, so the newest come first
        expect(first.ids).toEqual(newest.rows.map((r) => r.id));
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    expect((await search({ query: 'muffins' })).total).toBe(0);
  });

  it('takes the newest SEARCH_RANK_CAP however a word is spread over the documents, with any plan', async () => {
    // 30,000 shops, oldest first, each named for the position n it was added at and one word of
    // the steps of the candidates query (business-search-fts.ts): a muffin in 12, which the newest
    // NEWEST_IDS businesses hold too few of, so the range their rate gives is read; scones among
    // the newest 100 and the oldest 150, so that the range holds fewer than the cap and every
    // match is taken; bagels among the oldest 250 only, which the newest hold none of
    const shops = 30_000;
    expect(NEWEST_IDS).toBeLessThan(shops / 10);
    await db
      .transaction(async (tx) => {
        // without triggers (their versions do not matter here), the documents written at once:
        // a trigger a row would take seconds
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.execute(sql`
          WITH owners AS (
            INSERT INTO users (first_name, last_name, email)
            SELECT 'Shop', 'Owner', 'shop' || n || '@test.ug' FROM generate_series(1, ${shops}) AS n
            RETURNING id, substring(email FROM 'shop([0-9]+)@')::int AS n)
          INSERT INTO businesses (owner_id, category_id, name)
          SELECT id, ${bakery}, 'Shop ' || n || ' ' || CASE
            WHEN n % 12 = 0 THEN 'muffin' WHEN n > ${shops - 100} OR n <= 150 THEN 'scone'
            WHEN n <= 400 THEN 'bagel' ELSE 'tea' END
          FROM owners ORDER BY n`);
        await tx.execute(sql`
          INSERT INTO business_fts (business_id, document)
          SELECT id, to_tsvector('soko_english', name) FROM businesses WHERE name LIKE 'Shop %'`);
        // as autovacuum leaves a table this size: its statistics gathered, and the GIN index's
        // pending list (the entries written since, which every search reads in full) merged
        await tx.execute(sql`SELECT gin_clean_pending_list('business_fts_age_document_idx')`);
        await tx.execute(sql`ANALYZE businesses, business_fts`);
        const newest = async (w: string) =>
          (
            await tx.execute<{ id: number }>(sql`
              SELECT id FROM businesses WHERE name LIKE ${`Shop % ${w}`} AND is_active = 1
              ORDER BY id DESC LIMIT ${SEARCH_RANK_CAP}`)
          ).rows.map((r) => r.id);
        // every id a need ranks, page by page, in the order ranked
        const ranked = async (query: string) => {
          const ids: number[] = [];
          for (let page = 1; ids.length < SEARCH_RANK_CAP; page++) {
            const found = await search({ query, page, limit: 50 }, tx);
            expect(found.total).toBe(SEARCH_RANK_CAP);
            ids.push(...found.ids);
          }
          return ids;
        };
        const needs = { muffins: 'muffin', scones: 'scone', bagels: 'bagel', shops: 'shop' };
        const expected = async () =>
          Object.fromEntries(
            await Promise.all(
              Object.entries(needs).map(async ([query, w]) => [query, w === 'shop' ? null : (await newest(w)).sort()]),
            ),
          );
        const answers = async () => {
          const all: Record<string, number[] | null> = {};
          // each name has three words, so the same score: the newest come first
          for (const query of Object.keys(needs)) {
            const ids = await ranked(query);
            all[query] = query === 'shops' ? null : [...ids].sort();
            if (query !== 'shops') expect(ids).toEqual([...ids].sort((x, y) => y - x));
          }
          return all;
        };
        expect(await answers()).toEqual(await expected());
        // each need found in the steps meant for it: the rows each step of the query kept, and the
        // index each step that ran read its range of age groups from (not a test of each row)
        const steps = async (w: string) => {
          const candidates = searchIndexOf(tx).candidates(tsQuery([w]), sql`b.is_active = 1`);
          const explained = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
            sql`EXPLAIN (ANALYZE, FORMAT JSON) ${candidates}`,
          );
          const kept: Partial<Record<'walked' | 'recent' | 'every', number>> = {};
          const ranges: string[] = [];
          const visit = (node: PlanNode) => {
            const step = node['Subplan Name']?.match(/^CTE (walked|recent|every)$/)?.[1];
            if (step) kept[step as keyof typeof kept] = node['Actual Rows'];
            const read = node['Node Type'] === 'Bitmap Index Scan' && node['Actual Loops'] > 0;
            if (read && node['Index Cond']?.includes('>>')) ranges.push(node['Index Name']!);
            node.Plans?.forEach(visit);
          };
          visit(explained.rows[0]!['QUERY PLAN'][0].Plan);
          return { ...kept, ranges };
        };
        const { walked, recent, every, ranges } = await steps('muffin');
        expect([walked! > 0 && walked! < SEARCH_RANK_CAP, recent, every]).toEqual([true, SEARCH_RANK_CAP, 0]);
        expect(ranges).toEqual(['business_fts_age_document_idx', 'business_fts_age_document_idx']);
        const scones = await steps('scone');
        expect([scones.walked! > 0, scones.recent! < SEARCH_RANK_CAP, scones.every]).toEqual([
          true,
          true,
          SEARCH_RANK_CAP,
        ]);
        const ageIndex = ['business_fts_age_document_idx'];
        expect(await steps('bagel')).toEqual({ walked: 0, recent: 0, every: SEARCH_RANK_CAP, ranges: ageIndex });
        expect(await steps('shop')).toEqual({ walked: SEARCH_RANK_CAP, recent: 0, every: 0, ranges: ageIndex });
        // a filter the newest matches fail is passed over, down to older ones
        await tx.execute(sql`
          UPDATE businesses SET is_active = 0
          WHERE id IN (SELECT id FROM businesses WHERE name LIKE 'Shop % muffin' ORDER BY id DESC LIMIT 150)`);
        // a plan made without the word (a prepared statement's generic plan) answers the same
        await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
        expect(await answers()).toEqual(await expected());
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    expect((await search({ query: 'muffins' })).total).toBe(0);
  });
});

describe('tsQuery', () => {
  it('quotes each word as a term, and beginnings as prefix terms', () => {
    expect(tsQuery(['wedding', 'cake'])).toBe("'wedding' & 'cake'");
    expect(tsQuery(['mbale', 'coff'], 'OR', new Map([['coff', ['coff']]]))).toBe("'mbale' | ('coff':*)");
    expect(tsQuery(['wedd', 'cake'], 'AND', new Map([['wedd', ['wedd', 'wed']]]))).toBe(
      "('wedd':* | 'wed':*) & 'cake'",
    );
  });

  it('is read by to_tsquery with the stems of the index', async () => {
    const parsed = await db.execute<{ q: string }>(
      sql`SELECT to_tsquery('soko_english', ${tsQuery(['plumbers', 'braids', 'café'], 'OR')})::text AS q`,
    );
    expect(parsed.rows[0]!.q).toBe("'plumber' | 'braid' | 'cafe'");
  });
});

// Last, so that the businesses it adds are not in the searches above.
describe('a search that knows the trade, on PostgreSQL (docs/product.md "Directory and search")', () => {
  let electrical: number;
  const trade: Record<string, number> = {};
  beforeAll(async () => {
    electrical = (
      await db.insert(s.categories).values({ name: 'Plumbing & Electrical', description: 'Fixers' }).returning()
    )[0]!.id;
    trade.leaks = await insertBusiness({ name: 'Kato Fixers', categoryId: electrical, rating: 4 });
    trade.sparks = await insertBusiness({ name: 'Bright Sparks', categoryId: electrical, rating: 3 });
    await insertProduct(trade.leaks, {
      name: 'Home repairs',
      kind: 'service',
      description: 'Leaks, blocked drains and tap replacement',
      minPrice: 30_000,
      maxPrice: 200_000,
    });
    await insertProduct(trade.sparks, {
      name: 'House wiring',
      kind: 'service',
      description: 'New sockets and fuse boxes',
      minPrice: 50_000,
      maxPrice: 500_000,
    });
  });

  const find = async (query: string) => {
    const found = await search({ query, categoryId: electrical });
    return { found: found.ids.map((b) => Object.keys(trade).find((k) => trade[k] === b)), fallback: found.fallback };
  };

  it('finds a product by its description, and by the words customers use for the job', async () => {
    expect(await find('blocked drain')).toEqual({ found: ['leaks'], fallback: false });
    expect(await find('toilet')).toEqual({ found: ['leaks'], fallback: false });
    expect(await find('my toilet is blocked')).toEqual({ found: ['leaks'], fallback: false });
    expect(await find('fuse box')).toEqual({ found: ['sparks'], fallback: false });
  });

  it('follows a product description changed later', async () => {
    await db.update(s.products).set({ description: 'Solar panels' }).where(eq(s.products.businessId, trade.sparks!));
    expect(await find('solar')).toEqual({ found: ['sparks'], fallback: false });
    expect((await find('fuse')).fallback).toBe(true);
  });

  it("answers the category's businesses, marked as a fallback, when the need finds nothing in it", async () => {
    expect(await find('wedding cake')).toEqual({ found: ['leaks', 'sparks'], fallback: true });
  });
});
