/**
 * db:copy (db/copy.ts) from real SQLite files into a private PostgreSQL cluster: the demo data
 * arrives whole and checked, a target holding data is refused, a bare target is migrated first,
 * a failure halfway leaves the target empty, and how fast 20,000 businesses copy.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type PostgresCluster, startPostgres } from '../test/setup/postgres';
import { closeDatabase, type Db, openDatabase } from './client';
import { type CopyReport, copySqliteToPostgres, tablesHoldingData } from './copy';
import { PG_MIGRATIONS_FOLDER } from './pg/client';
import { DEMO_BUSINESS_NAME, seedDemo, seedLarge } from './seed';

let cluster: PostgresCluster;
let dir: string;

beforeAll(async () => {
  cluster = await startPostgres();
  dir = mkdtempSync(join(tmpdir(), 'db-copy-'));
});
afterAll(async () => {
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A SQLite file made by the app's own openDatabase (it migrates), filled by `fill`, then closed. */
async function sqliteFile(name: string, fill: (db: Db) => Promise<unknown> = async () => undefined) {
  const file = join(dir, name);
  const db = openDatabase(file);
  try {
    await fill(db);
  } finally {
    await closeDatabase(db);
  }
  return file;
}

function sqliteAll<T>(file: string, text: string): T[] {
  const sqlite = new Database(file, { readonly: true });
  try {
    return sqlite.prepare(text).all() as T[];
  } finally {
    sqlite.close();
  }
}

async function postgresAll<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Beyond the demo set: a deleted product (a tombstone, and an id SQLite will not give again) and
 * rows keyed by text that sorts differently by bytes than by most collations.
 */
async function demoWithMore(db: Db) {
  await seedDemo(db);
  const sqlite = db.$client;
  sqlite.prepare('DELETE FROM products WHERE id = (SELECT max(id) FROM products)').run();
  const mutation = sqlite.prepare(
    `INSERT INTO applied_mutations (user_id, mutation_id, name, args_hash, result) VALUES (0, ?, 'review.create', 'h', '{"ok":true}')`,
  );
  for (const id of ['b', 'B', 'é', 'Z', 'a-1']) mutation.run(id);
  const hit = sqlite.prepare(
    `INSERT INTO rate_limit_hits (rule, client_key, window_start, hits) VALUES ('login', ?, 1, 2)`,
  );
  for (const key of ['x', 'X', 'ü']) hit.run(key);
}

const MIRRORED = ['categories', 'businesses', 'products', 'reviews', 'product_reviews', 'searches', 'leads', 'bids'];

describe('a copy of the demo data', () => {
  let source: string;
  let target: string;
  let report: CopyReport;
  const counter = (file: string) => sqliteAll<{ value: number }>(file, 'SELECT value FROM sync_counter')[0]!.value;

  beforeAll(async () => {
    source = await sqliteFile('demo.db', demoWithMore);
    target = await createDatabase(cluster.url, 'demo');
    report = await copySqliteToPostgres({ from: source, to: target });
  });

  it('has every table with the same rows and checksum on both sides', () => {
    expect(report.ok).toBe(true);
    expect(report.tables.filter((line) => !line.ok)).toEqual([]);
    const rows = Object.fromEntries(report.tables.map((line) => [line.table, line.postgres.rows]));
    expect(rows).toMatchObject({ businesses: 240, categories: 20, tombstones: 1, applied_mutations: 5 });
    expect(report.rowsCopied).toBe(report.tables.reduce((sum, line) => sum + line.sqlite.rows, 0) - 1);
  });

  it('keeps ids, versions and the sync counter', async () => {
    for (const table of MIRRORED) {
      const text = `SELECT id, version FROM ${table} ORDER BY id`;
      expect(await postgresAll(target, text), table).toEqual(sqliteAll(source, text));
    }
    expect(await postgresAll(target, 'SELECT value FROM sync_counter')).toEqual([{ value: counter(source) }]);
  });

  it('fills the search side table: a business is found by a word of its name', async () => {
    expect(report.searchIndex).toEqual({ businesses: 240, indexed: 240 });
    const found = await postgresAll<{ name: string }>(
      target,
      `SELECT b.name FROM business_fts f JOIN businesses b ON b.id = f.business_id
       WHERE f.document @@ to_tsquery('soko_english', $1)`,
      ['bakery'],
    );
    expect(found.map((row) => row.name)).toContain(DEMO_BUSINESS_NAME);
  });

  it('refuses a second copy into the same target, and leaves it as it was', async () => {
    const before = await postgresAll(target, 'SELECT count(*) AS n FROM businesses');
    await expect(copySqliteToPostgres({ from: source, to: target })).rejects.toThrow(
      /The target already holds data \(in .*businesses.*\): db:copy never overwrites/,
    );
    expect(await postgresAll(target, 'SELECT count(*) AS n FROM businesses')).toEqual(before);
  });

  it('leaves the triggers on, the counter going on from SQLite and new ids past every id SQLite gave', async () => {
    const [deleted] = sqliteAll<{ seq: number }>(source, `SELECT seq FROM sqlite_sequence WHERE name = 'products'`);
    const [business] = await postgresAll<{ id: number }>(target, 'SELECT min(id) AS id FROM businesses');
    const [added] = await postgresAll<{ id: number; version: number }>(
      target,
      `INSERT INTO products (business_id, name) VALUES ($1, 'Ntinda simsim paste') RETURNING id, version`,
      [business!.id],
    );
    expect(added).toEqual({ id: deleted!.seq + 1, version: counter(source) + 1 });
    // a word no demo product names or describes (descriptions are searched too, db/pg/migrations/0005)
    const found = await postgresAll(
      target,
      `SELECT business_id FROM business_fts WHERE document @@ to_tsquery('soko_english', 'simsim')`,
    );
    expect(found).toEqual([{ business_id: business!.id }]);
  });
});

describe('db:copy', () => {
  it('migrates a target that has no schema yet, then copies into it', async () => {
    const source = await sqliteFile('empty.db');
    const target = await createDatabase(cluster.url, 'bare');
    expect(await postgresAll(target, `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);

    const report = await copySqliteToPostgres({ from: source, to: target });

    expect(report.ok).toBe(true);
    expect(report.rowsCopied).toBe(0);
    const journal = JSON.parse(readFileSync(join(PG_MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(await postgresAll(target, 'SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).toEqual([
      { n: journal.entries.length },
    ]);
  });

  it('refuses a SQLite file older than the schema before it touches the target', async () => {
    const old = join(dir, 'old.db');
    const sqlite = new Database(old);
    sqlite.exec('CREATE TABLE users (id integer PRIMARY KEY, email text)');
    sqlite.close();
    const target = await createDatabase(cluster.url, 'untouched');

    await expect(copySqliteToPostgres({ from: old, to: target })).rejects.toThrow(
      /old\.db lacks .+ and \d+ more: it is older than this version of Soko\. Start this version's server on it once/,
    );
    expect(await postgresAll(target, `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
  });

  it('leaves the target empty when a row fails halfway', async () => {
    const good = await sqliteFile('good.db', seedDemo);
    const broken = join(dir, 'broken.db');
    const sqlite = new Database(good);
    sqlite.prepare('VACUUM INTO ?').run(broken);
    sqlite.close();
    const injected = new Database(broken);
    // SQLite checks foreign keys only when asked; a file written without them can hold such a row
    injected.pragma('foreign_keys = OFF');
    injected.prepare(`INSERT INTO reviews (business_id, user_id, rating) VALUES (999999, 1, 5)`).run();
    injected.close();
    const target = await createDatabase(cluster.url, 'failing');

    await expect(copySqliteToPostgres({ from: broken, to: target })).rejects.toThrow(
      /Copying reviews failed after \d+ of its rows: .*foreign key.*Key \(business_id\)=\(999999\)/,
    );

    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      expect(await tablesHoldingData(client)).toEqual([]);
      const disabled = await client.query(`SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgenabled <> 'O'`);
      expect(disabled.rows).toEqual([]);
    } finally {
      await client.end();
    }
    // empty, not merely refused: the good file copies into it
    expect((await copySqliteToPostgres({ from: good, to: target })).ok).toBe(true);
  });

  it('[figure] copies 20,000 businesses', { timeout: 120_000 }, async () => {
    const source = await sqliteFile('large.db', (db) => seedLarge(db, { businesses: 20_000 }));
    const target = await createDatabase(cluster.url, 'large');

    const report = await copySqliteToPostgres({ from: source, to: target });

    expect(report.ok).toBe(true);
    // the search rows lie on disk in business id order, as the app's inserts lay them out, so a
    // scan that stops at a word's first match finds it among the first rows (db/copy.ts step 3)
    const outOfOrder = await postgresAll(
      target,
      `SELECT count(*) AS n FROM (SELECT business_id < lag(business_id) OVER (ORDER BY ctid) AS back FROM business_fts) s
       WHERE back`,
    );
    expect(outOfOrder).toEqual([{ n: 0 }]);
    const perSecond = Math.round(report.rowsCopied / (report.copyMs / 1000));
    console.log(
      `[figure] db:copy 20,000 businesses: ${report.rowsCopied.toLocaleString('en-US')} rows in ` +
        `${(report.copyMs / 1000).toFixed(1)} s (${perSecond.toLocaleString('en-US')} rows/s, search index ` +
        `rebuilt included), checked in ${(report.verifyMs / 1000).toFixed(1)} s`,
    );
  });
});
