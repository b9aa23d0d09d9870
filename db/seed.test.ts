import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type PostgresCluster, startPostgres } from '../test/setup/postgres';
import { regionOf } from '../sync/places';
import { openDatabase, type Db } from './client';
import { copyPlan } from './copy-plan';
import { readBigNumbersAsNumbers } from './pg/client';
import { DEMO_ACCOUNTS, DEMO_BUSINESS_NAME, isDatabaseEmpty, seedDemo, seedLarge } from './seed';

const opened: { db: Db; dir: string }[] = [];
function freshDb(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  const db = openDatabase(join(dir, 'app.db'));
  opened.push({ db, dir });
  return db;
}
afterAll(() => {
  for (const { db, dir } of opened) {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
const rows = <T = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]) =>
  db.$client.prepare(text).all(...params) as T[];
const value = (db: Db, text: string, ...params: unknown[]) =>
  db.$client
    .prepare(text)
    .pluck()
    .get(...params);

/** Businesses whose rating or totalReviews differ from their approved reviews. */
const RATING_MISMATCHES = `
  SELECT b.id FROM businesses b
  LEFT JOIN (SELECT business_id, round(avg(rating), 1) AS rating, count(*) AS total
             FROM reviews WHERE status = 'APPROVED' GROUP BY business_id) r ON r.business_id = b.id
  WHERE b.rating != coalesce(r.rating, 0) OR b.total_reviews != coalesce(r.total, 0)`;

/** Businesses whose derived price range or product count differ from their products. */
const DERIVED_MISMATCHES = `
  SELECT b.id FROM businesses b
  LEFT JOIN (SELECT business_id, min(coalesce(min_price, price)) AS lo, max(coalesce(max_price, price)) AS hi,
             count(*) AS n FROM products GROUP BY business_id) p ON p.business_id = b.id
  WHERE b.min_price IS NOT p.lo OR b.max_price IS NOT p.hi OR b.product_count != coalesce(p.n, 0)`;

describe('seedDemo', () => {
  let db: Db;
  let vendorBusinessId: number;
  const now = Date.now();

  beforeAll(async () => {
    db = freshDb();
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDemo(db, { now });
    vendorBusinessId = value(
      db,
      `SELECT b.id FROM businesses b JOIN users u ON u.id = b.owner_id WHERE u.email = ?`,
      DEMO_ACCOUNTS.vendor.email,
    ) as number;
  });

  it('creates the demo accounts with their roles, active and verified', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    const accounts = rows(
      db,
      `SELECT email, role, first_name AS firstName, is_active AS active, is_verified AS verified
       FROM users WHERE email IN (?, ?, ?) ORDER BY email`,
      ...Object.values(DEMO_ACCOUNTS).map((a) => a.email),
    );
    expect(accounts).toEqual([
      { email: 'admin@example.com', role: 'ADMIN', firstName: 'Admin', active: 1, verified: 1 },
      { email: 'user@example.com', role: 'USER', firstName: DEMO_ACCOUNTS.user.firstName, active: 1, verified: 1 },
      {
        email: 'vendor@example.com',
        role: 'VENDOR',
        firstName: DEMO_ACCOUNTS.vendor.firstName,
        active: 1,
        verified: 1,
      },
    ]);
    expect(value(db, `SELECT count(*) FROM users WHERE role = 'USER'`)).toBeGreaterThanOrEqual(60);
  });

  it('gives the demo vendor exactly one business, the bakery in Kampala Central, with room for a product', () => {
    const owned = rows(
      db,
      `SELECT b.name, c.name AS category, b.district, b.city, b.product_count AS products
       FROM businesses b JOIN categories c ON c.id = b.category_id JOIN users u ON u.id = b.owner_id WHERE u.email = ?`,
      DEMO_ACCOUNTS.vendor.email,
    );
    expect(owned).toEqual([
      { name: DEMO_BUSINESS_NAME, category: 'Bakeries', district: 'Kampala', city: 'Kampala Central', products: 2 },
    ]);
  });

  it('has at least 15 categories, each with an emoji, a description and comma-separated tags', () => {
    const list = rows<{ emoji: string; tags: string; description: string }>(db, 'SELECT * FROM categories');
    expect(list.length).toBeGreaterThanOrEqual(15);
    for (const category of list) {
      expect(category.emoji).not.toBe('🏷️');
      expect(category.description.length).toBeGreaterThan(10);
      expect(category.tags.split(', ').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has 200+ businesses owned by vendors, each with 1–3 whole-shilling products and derived prices', () => {
    expect(value(db, 'SELECT count(*) FROM businesses')).toBeGreaterThanOrEqual(200);
    expect(
      value(db, `SELECT count(*) FROM businesses b JOIN users u ON u.id = b.owner_id WHERE u.role != 'VENDOR'`),
    ).toBe(0);
    const counts = rows<{ n: number }>(
      db,
      'SELECT count(p.id) AS n FROM businesses b LEFT JOIN products p ON p.business_id = b.id GROUP BY b.id',
    );
    expect(counts.every(({ n }) => n >= 1 && n <= 3)).toBe(true);
    const badPrices = value(
      db,
      `SELECT count(*) FROM products WHERE currency != 'UGX' OR min_price IS NULL OR max_price IS NULL
         OR min_price > max_price OR min_price % 500 != 0 OR max_price % 500 != 0
         OR (price IS NOT NULL AND price % 500 != 0)`,
    );
    expect(badPrices).toBe(0);
    expect(value(db, `SELECT count(*) FROM products WHERE price IS NOT NULL`)).toBeGreaterThan(0);
    expect(value(db, `SELECT count(DISTINCT kind) FROM products`)).toBe(2);
    expect(rows(db, DERIVED_MISMATCHES)).toEqual([]);
  });

  it('spreads businesses over districts, with verified, inactive and +256 WhatsApp numbers', () => {
    expect(value(db, 'SELECT count(DISTINCT district) FROM businesses')).toBeGreaterThanOrEqual(15);
    expect(
      value(
        db,
        `SELECT count(*) FROM businesses WHERE whatsapp NOT GLOB '+2567[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'`,
      ),
    ).toBe(0);
    expect(value(db, 'SELECT count(*) FROM businesses WHERE is_active = 0')).toBeGreaterThan(0);
    const verifiedShare = value(db, 'SELECT avg(is_verified) FROM businesses') as number;
    expect(verifiedShare).toBeGreaterThan(0.2);
    expect(verifiedShare).toBeLessThan(0.4);
    const badSubCategories = value(
      db,
      `SELECT count(*) FROM businesses b JOIN categories c ON c.id = b.category_id
       WHERE instr(', ' || c.tags || ', ', ', ' || b.sub_category || ', ') = 0`,
    );
    expect(badSubCategories).toBe(0);
  });

  it('has approved, pending and rejected reviews, and ratings derived from the approved ones', () => {
    const statuses = rows<{ status: string }>(db, 'SELECT DISTINCT status FROM reviews ORDER BY status');
    expect(statuses.map((s) => s.status)).toEqual(['APPROVED', 'PENDING', 'REJECTED']);
    expect(value(db, 'SELECT count(*) FROM reviews WHERE is_flagged = 1')).toBeGreaterThan(0);
    expect(rows(db, RATING_MISMATCHES)).toEqual([]);
    expect(value(db, 'SELECT count(*) FROM businesses WHERE total_reviews > 0')).toBeGreaterThan(100);
  });

  it('leaves a pending review on the vendor business and no review of it by the demo user', () => {
    expect(
      value(db, `SELECT count(*) FROM reviews WHERE business_id = ? AND status = 'PENDING'`, vendorBusinessId),
    ).toBeGreaterThan(0);
    const byDemoUser = value(
      db,
      `SELECT count(*) FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.business_id = ? AND u.email = ?`,
      vendorBusinessId,
      DEMO_ACCOUNTS.user.email,
    );
    expect(byDemoUser).toBe(0);
    expect(
      value(
        db,
        `SELECT count(*) FROM reviews r JOIN users u ON u.id = r.user_id WHERE u.email = ?`,
        DEMO_ACCOUNTS.user.email,
      ),
    ).toBeGreaterThan(0);
  });

  it('has product reviews whose vote counts match their vote rows', () => {
    expect(value(db, 'SELECT count(*) FROM product_reviews')).toBeGreaterThanOrEqual(80);
    expect(value(db, 'SELECT count(*) FROM product_review_votes')).toBeGreaterThan(0);
    const mismatches = rows(
      db,
      `SELECT r.id FROM product_reviews r
       LEFT JOIN (SELECT review_id, sum(direction = 'up') AS up, sum(direction = 'down') AS down
                  FROM product_review_votes GROUP BY review_id) v ON v.review_id = r.id
       WHERE r.upvotes != coalesce(v.up, 0) OR r.downvotes != coalesce(v.down, 0)`,
    );
    expect(mismatches).toEqual([]);
    expect(value(db, `SELECT count(*) FROM product_reviews WHERE amount GLOB 'USh [0-9]*'`)).toBeGreaterThan(0);
  });

  it('indexes businesses for full-text search, product names included', () => {
    expect(value(db, 'SELECT count(*) FROM business_fts')).toBe(value(db, 'SELECT count(*) FROM businesses'));
    const hits = rows<{ rowid: number }>(db, `SELECT rowid FROM business_fts WHERE business_fts MATCH 'cake*'`);
    expect(hits.map((h) => h.rowid)).toContain(vendorBusinessId);
    expect(
      rows(db, `SELECT rowid FROM business_fts WHERE business_fts MATCH 'products:luwombo'`).length,
    ).toBeGreaterThan(0);
  });

  it("places every business and request in one of Uganda's districts (sync/places.ts)", () => {
    const districts = rows<{ district: string }>(
      db,
      'SELECT DISTINCT district FROM businesses UNION SELECT DISTINCT district FROM searches',
    );
    for (const { district } of districts) expect(regionOf(district), district).toBeDefined();
    const overCap = value(
      db,
      'SELECT count(*) FROM (SELECT search_id FROM leads GROUP BY search_id HAVING count(*) > 10)',
    );
    expect(overCap).toBe(0);
  });

  it("has the demo user's requests with leads, and the vendor's pending quote on a Bakeries request", () => {
    const active = value(
      db,
      `SELECT count(*) FROM searches s JOIN users u ON u.id = s.user_id
       WHERE u.email = ? AND s.status = 'active' AND s.expires_at > ?`,
      DEMO_ACCOUNTS.user.email,
      now,
    );
    expect(active).toBeGreaterThanOrEqual(2);
    const quote = rows(
      db,
      `SELECT b.status, l.status AS lead, c.name AS category FROM bids b
       JOIN leads l ON l.id = b.lead_id JOIN searches s ON s.id = b.search_id
       JOIN categories c ON c.id = s.category_id JOIN users u ON u.id = s.user_id
       WHERE b.business_id = ? AND u.email = ?`,
      vendorBusinessId,
      DEMO_ACCOUNTS.user.email,
    );
    expect(quote).toEqual([{ status: 'PENDING', lead: 'BID_SENT', category: 'Bakeries' }]);
    const openLeads = value(
      db,
      `SELECT count(*) FROM leads l JOIN searches s ON s.id = l.search_id
       WHERE l.business_id = ? AND l.status = 'NEW' AND s.status = 'active' AND s.expires_at > ?`,
      vendorBusinessId,
      now,
    );
    expect(openLeads).toBeGreaterThan(0);
    const leadsOnInactive = value(
      db,
      'SELECT count(*) FROM leads l JOIN businesses b ON b.id = l.business_id WHERE b.is_active = 0',
    );
    expect(leadsOnInactive).toBe(0);
  });

  it('has deliveries, messages, surveys and reports for the admin screens', () => {
    const deliveries = rows<{ status: string }>(
      db,
      'SELECT DISTINCT status FROM deliveries WHERE business_id = ?',
      vendorBusinessId,
    );
    expect(deliveries.map((d) => d.status)).toEqual(expect.arrayContaining(['PENDING', 'ENROUTE', 'DELIVERED']));
    expect(value(db, `SELECT count(*) FROM messages WHERE full_name = ''`)).toBe(1);
    expect(value(db, 'SELECT count(DISTINCT is_read) FROM messages')).toBe(2);
    expect(value(db, 'SELECT count(*) FROM surveys WHERE is_active = 1')).toBe(2);
    const types = rows<{ type: string }>(db, 'SELECT DISTINCT type FROM survey_questions ORDER BY type');
    expect(types.map((t) => t.type)).toEqual(['multiple_choice', 'rating', 'text', 'yes_no']);
    expect(value(db, `SELECT count(*) FROM survey_questions WHERE type = 'multiple_choice' AND options = '[]'`)).toBe(
      0,
    );
    const strayAnswers = value(
      db,
      `SELECT count(*) FROM survey_responses r, json_each(r.answers) a
       WHERE NOT EXISTS (SELECT 1 FROM survey_questions q WHERE q.id = CAST(a.key AS INTEGER) AND q.survey_id = r.survey_id)`,
    );
    expect(strayAnswers).toBe(0);
    expect(value(db, `SELECT count(*) FROM reports WHERE status = 'PENDING'`)).toBeGreaterThanOrEqual(2);
  });

  it('dates rows over the last months, this month and the previous one included', () => {
    const monthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
    const previousStart = Date.UTC(
      new Date(monthStart - 1).getUTCFullYear(),
      new Date(monthStart - 1).getUTCMonth(),
      1,
    );
    for (const table of ['users', 'businesses', 'reviews']) {
      expect(
        value(db, `SELECT count(*) FROM ${table} WHERE created_at >= ? AND created_at <= ?`, monthStart, now),
      ).toBeGreaterThan(0);
      expect(
        value(db, `SELECT count(*) FROM ${table} WHERE created_at >= ? AND created_at < ?`, previousStart, monthStart),
      ).toBeGreaterThan(0);
      expect(value(db, `SELECT count(*) FROM ${table} WHERE created_at > ?`, now)).toBe(0);
    }
  });

  it('is deterministic: two fresh databases get identical rows', async () => {
    const fixed = Date.UTC(2025, 5, 15, 9, 30);
    const [a, b] = [freshDb(), freshDb()];
    await seedDemo(a, { now: fixed });
    await seedDemo(b, { now: fixed });
    for (const table of ['businesses', 'products', 'reviews', 'product_reviews', 'bids']) {
      expect(rows(a, `SELECT * FROM ${table} ORDER BY id`)).toEqual(rows(b, `SELECT * FROM ${table} ORDER BY id`));
    }
  });
});

describe('seedLarge', () => {
  it('adds businesses with products, reviews, versions and full-text rows, and restores the triggers', async () => {
    const db = freshDb();
    const triggersBefore = rows(db, `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name`);
    const summary = await seedLarge(db, { businesses: 2_000, seed: 7 });

    expect(summary.businesses).toBe(2_000);
    expect(value(db, 'SELECT count(*) FROM businesses')).toBe(2_000);
    expect(value(db, 'SELECT count(*) FROM business_fts')).toBe(2_000);
    expect(value(db, `SELECT count(*) FROM business_fts WHERE business_fts MATCH 'cake*'`)).toBeGreaterThan(0);
    expect(rows(db, DERIVED_MISMATCHES)).toEqual([]);
    expect(rows(db, RATING_MISMATCHES)).toEqual([]);
    expect(rows(db, `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name`)).toEqual(
      triggersBefore,
    );

    const versions = rows<{ v: number }>(
      db,
      `SELECT version AS v FROM businesses UNION ALL SELECT version FROM products
       UNION ALL SELECT version FROM reviews UNION ALL SELECT version FROM product_reviews`,
    ).map((r) => r.v);
    expect(new Set(versions).size).toBe(versions.length);
    expect(Math.min(...versions)).toBeGreaterThan(0);
    expect(value(db, 'SELECT value FROM sync_counter WHERE id = 1')).toBe(Math.max(...versions));
  });

  it('adds to the demo set, and the restored triggers keep working afterwards', async () => {
    const db = freshDb();
    await seedDemo(db);
    await seedLarge(db, { businesses: 500 });
    expect(value(db, 'SELECT count(*) FROM businesses')).toBe(740);
    expect(value(db, 'SELECT count(*) FROM business_fts')).toBe(740);

    const counter = value(db, 'SELECT value FROM sync_counter WHERE id = 1') as number;
    const target = value(db, 'SELECT id FROM businesses WHERE product_count = 1 ORDER BY id DESC LIMIT 1') as number;
    db.$client
      .prepare(
        `INSERT INTO products (business_id, name, min_price, max_price) VALUES (?, 'Zebra-striped gizmo', 1000, 2000)`,
      )
      .run(target);
    expect(value(db, 'SELECT product_count FROM businesses WHERE id = ?', target)).toBe(2);
    expect(value(db, 'SELECT value FROM sync_counter WHERE id = 1')).toBeGreaterThan(counter);
    expect(rows(db, `SELECT rowid FROM business_fts WHERE business_fts MATCH 'gizmo'`)).toEqual([{ rowid: target }]);
  });
});

describe('npm run seed with DATABASE_URL (PostgreSQL)', () => {
  let cluster: PostgresCluster;
  let dir: string;
  beforeAll(async () => {
    cluster = await startPostgres();
    dir = mkdtempSync(join(tmpdir(), 'seed-cli-'));
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The command with DATABASE_URL naming `url`, or on a SQLite file without it. */
  const seedCli = (url: string | undefined, args: string[]) => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    return promisify(execFile)(process.execPath, ['--import', './scripts/ts.mjs', 'db/seed-cli.ts', ...args], {
      env: url ? { ...env, DATABASE_URL: url } : env,
    });
  };
  async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }
  const LARGE_TABLES = ['users', 'businesses', 'products', 'reviews', 'product_reviews', 'product_review_votes'];
  const count = (url: string, text: string) =>
    withClient(url, async (client) => Number((await client.query<{ n: string }>(text)).rows[0]!.n));

  it('seeds the demo set and N businesses straight into PostgreSQL: every table as on a SQLite file seeded alike', async () => {
    const url = await createDatabase(cluster.url, 'large');
    const file = join(dir, 'large.db');
    const args = ['--businesses', '500', '--seed', '7', '--now', '2026-06-01T09:30:00Z'];
    const [onPostgres] = await Promise.all([seedCli(url, args), seedCli(undefined, [...args, '--database', file])]);
    expect(onPostgres.stdout).toMatch(/Added 500 businesses/);

    // the same rows and ids on both engines, and the same versions counted from where the large
    // set began (the demo set's versions are the triggers' on each engine)
    const sqlite = new Database(file, { readonly: true });
    try {
      const large = copyPlan().filter((table) => LARGE_TABLES.includes(table.name));
      const read = async (query: (text: string) => Promise<unknown[][]>) => {
        const [[start]] = (await query('SELECT min(version) - 1 FROM businesses WHERE id > 240')) as [[number]];
        const [[counter]] = (await query('SELECT value FROM sync_counter')) as [[number]];
        const tables = await Promise.all(
          large.map(async ({ name, columns, primaryKey }) => {
            const at = columns.indexOf('version');
            const rows = await query(`SELECT ${columns.join(', ')} FROM ${name} ORDER BY ${primaryKey.join(', ')}`);
            return at < 0
              ? rows
              : rows
                  .filter((row) => (row[at] as number) > start)
                  .map((row) => row.with(at, (row[at] as number) - start));
          }),
        );
        return { counter: counter - start, tables };
      };
      const onSqlite = await read(async (text) => sqlite.prepare(text).raw(true).all() as unknown[][]);
      readBigNumbersAsNumbers();
      const onPg = await withClient(url, (client) =>
        read(async (text) => (await client.query<unknown[]>({ text, rowMode: 'array' })).rows),
      );
      expect(onPg.counter).toBe(onSqlite.counter);
      large.forEach(({ name }, i) => {
        expect(onPg.tables[i]!.length, name).toBe(onSqlite.tables[i]!.length);
        expect(onPg.tables[i], name).toEqual(onSqlite.tables[i]);
      });
    } finally {
      sqlite.close();
    }
    expect(await count(url, 'SELECT count(*) AS n FROM businesses')).toBe(740);
    expect(await count(url, 'SELECT count(*) AS n FROM business_fts')).toBe(740);
    expect(await count(url, `SELECT count(*) AS n FROM pg_trigger WHERE NOT tgisinternal AND tgenabled = 'D'`)).toBe(0);
    expect(
      await count(url, `SELECT count(*) AS n FROM businesses WHERE version > (SELECT value FROM sync_counter)`),
    ).toBe(0);

    // the triggers work again, and the identity columns go on past the ids given
    const counter = await count(url, 'SELECT value AS n FROM sync_counter');
    const target = await count(url, 'SELECT max(id) AS n FROM businesses WHERE product_count = 1');
    await withClient(url, (client) =>
      client.query(
        `INSERT INTO products (business_id, name, min_price, max_price) VALUES ($1, 'Zebra gizmo', 1000, 2000)`,
        [target],
      ),
    );
    expect(await count(url, `SELECT product_count AS n FROM businesses WHERE id = ${target}`)).toBe(2);
    expect(await count(url, 'SELECT value AS n FROM sync_counter')).toBeGreaterThan(counter);
    expect(
      await count(
        url,
        `SELECT business_id AS n FROM business_fts WHERE document @@ to_tsquery('soko_english', 'zebra')`,
      ),
    ).toBe(target);
    expect(await count(url, `SELECT max(id) AS n FROM products`)).toBe(
      (await count(url, `SELECT max(id) AS n FROM products WHERE name <> 'Zebra gizmo'`)) + 1,
    );
  }, 180_000);

  it('seeds the demo set alone without --businesses, and adds N businesses to it later', async () => {
    const url = await createDatabase(cluster.url, 'demo');
    await seedCli(url, []);
    expect(await count(url, 'SELECT count(*) AS n FROM businesses')).toBe(240);

    const { stdout } = await seedCli(url, ['--businesses', '100']);
    expect(stdout).toMatch(/Added 100 businesses/);
    expect(await count(url, 'SELECT count(*) AS n FROM businesses')).toBe(340);
    expect(await count(url, 'SELECT count(*) AS n FROM business_fts')).toBe(340);
    const versions = `SELECT version FROM businesses UNION ALL SELECT version FROM products
      UNION ALL SELECT version FROM reviews UNION ALL SELECT version FROM product_reviews`;
    expect(await count(url, `SELECT count(*) - count(DISTINCT version) AS n FROM (${versions}) v`)).toBe(0);
    expect(await count(url, `SELECT max(version) AS n FROM (${versions}) v`)).toBe(
      await count(url, 'SELECT value AS n FROM sync_counter'),
    );
  }, 120_000);
});
