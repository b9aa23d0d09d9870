/**
 * Savepoints on PostgreSQL (db/client.ts): a nested write that ended well is released with the
 * next savepoint's opening or by the commit, one round trip fewer a nested write, and every
 * refused one still rolls back alone, however the savepoints follow or nest. And the statements
 * a write sends again are prepared on its connection (db/pg/client.ts), a bounded number of them.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMigratedTemplate, type PostgresCluster, startPostgres } from '../../test/setup/postgres';
import { closeDatabase, openDatabase, readTx, writeTx, type Db } from '../client';
import { rawAll } from '../query';
import { categories } from '../schema';
import { PREPARED_PER_CONNECTION } from './client';

let cluster: PostgresCluster;
let db: Db;

beforeAll(async () => {
  cluster = await startPostgres();
  db = openDatabase(await createMigratedTemplate(cluster.url, 'app'));
});
afterAll(async () => {
  if (db) await closeDatabase(db);
  await cluster?.stop();
});

let made = 0;
const category = (name: string) => ({ name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${++made}` });
const insert = (name: string) => db.insert(categories).values(category(name));
const names = async () =>
  (await readTx(db, (tx) => tx.select({ name: categories.name }).from(categories))).map((r) => r.name);
const refused = () => {
  throw new Error('refused');
};

describe('savepoints on PostgreSQL', () => {
  it('writes in turn, one refused: it alone is rolled back', async () => {
    await writeTx(db, async () => {
      await writeTx(db, () => insert('First kept'));
      await insert('Between kept');
      await expect(writeTx(db, async () => (await insert('Second refused'), refused()))).rejects.toThrow('refused');
      await writeTx(db, () => insert('Third kept'));
    });
    const after = await names();
    expect(after).toEqual(expect.arrayContaining(['First kept', 'Between kept', 'Third kept']));
    expect(after).not.toContain('Second refused');
  });

  it('nested: an inner one that ended well is rolled back with the outer one refused', async () => {
    await writeTx(db, async () => {
      await expect(
        writeTx(db, async () => {
          await writeTx(db, () => insert('Inner of refused'));
          await expect(writeTx(db, async () => (await insert('Inner refused'), refused()))).rejects.toThrow();
          await writeTx(db, () => insert('Inner again'));
          refused();
        }),
      ).rejects.toThrow('refused');
      await writeTx(db, async () => {
        await writeTx(db, () => insert('Nested kept'));
        await insert('Outer of nested kept');
      });
    });
    const after = await names();
    expect(after).toEqual(expect.arrayContaining(['Nested kept', 'Outer of nested kept']));
    for (const gone of ['Inner of refused', 'Inner refused', 'Inner again']) expect(after).not.toContain(gone);
  });

  it('a savepoint costs one round trip: its RELEASE goes with the next one, or with the commit', async () => {
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    let texts: string[];
    try {
      await writeTx(db, async () => {
        for (const n of [1, 2, 3]) await writeTx(db, () => insert(`Counted ${n}`));
      });
      texts = sent.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text));
    } finally {
      sent.mockRestore();
    }
    // BEGIN, the write turn's lock, three savepoints each with its insert, COMMIT
    expect(texts.filter((t) => /savepoint/i.test(t))).toEqual([
      'SAVEPOINT sp1',
      'RELEASE SAVEPOINT sp1; SAVEPOINT sp1',
      'RELEASE SAVEPOINT sp1; SAVEPOINT sp1',
    ]);
    expect(texts).toHaveLength(9);
  });
});

describe('prepared statements on PostgreSQL', () => {
  /** The texts prepared on the connection `tx` runs on. */
  const prepared = async (tx: Db) =>
    (
      await rawAll<{ statement: string }>(
        tx,
        sql`SELECT statement FROM pg_prepared_statements WHERE name LIKE ${'soko_%'}`,
      )
    ).map((r) => r.statement);
  const byName = (tx: Db, name: string) =>
    tx
      .select()
      .from(categories)
      .where(sql`${categories.name} = ${name}`);
  const isByName = (text: string) => /from "categories" where "categories"."name" = \$1/.test(text);

  it('a statement a write sends twice is prepared; one sent once, or twice by a read, is not', async () => {
    const inWrite = await writeTx(db, async (tx) => {
      await byName(tx, 'a');
      await byName(tx, 'b');
      await rawAll(tx, sql`SELECT ${1}::int AS sent_once`);
      return prepared(tx);
    });
    expect(inWrite.some(isByName)).toBe(true);
    expect(inWrite.some((text) => text.includes('sent_once'))).toBe(false);
    const inRead = await readTx(db, async (tx) => {
      const before = await prepared(tx);
      await rawAll(tx, sql`SELECT ${1}::int AS read_twice`);
      await rawAll(tx, sql`SELECT ${2}::int AS read_twice`);
      return { before, after: await prepared(tx) };
    });
    expect(inRead.after).toEqual(inRead.before);
    // and the prepared one answers for other values
    await insert('Prepared twice');
    expect(await writeTx(db, async (tx) => (await byName(tx, 'Prepared twice')).length)).toBe(1);
  });

  it(`a connection keeps at most ${PREPARED_PER_CONNECTION} of them, the least recently used going first`, async () => {
    const kept = await writeTx(db, async (tx) => {
      for (let n = 0; n < PREPARED_PER_CONNECTION + 30; n++)
        for (const value of [1, 2])
          await rawAll(tx, sql`SELECT ${value}::int + ${sql.raw(String(n))} AS "n${sql.raw(String(n))}"`);
      return prepared(tx);
    });
    expect(kept.length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
    expect(kept.some((text) => text.includes(`"n${PREPARED_PER_CONNECTION + 29}"`))).toBe(true);
    expect(kept.some((text) => text.includes('"n0"'))).toBe(false);
  });

  it('a statement PostgreSQL refused to prepare is let go without failing the write', async () => {
    await writeTx(db, async (tx) => {
      for (const value of [1, 2])
        await expect(writeTx(db, (inner) => rawAll(inner, sql`SELECT ${value} FROM no_such_table`))).rejects.toThrow();
      // enough others to make it the least recently used one out
      for (let n = 0; n < PREPARED_PER_CONNECTION; n++)
        for (const value of [1, 2]) await rawAll(tx, sql`SELECT ${value}::int AS "m${sql.raw(String(n))}"`);
      await insert('After a refused one');
    });
    expect(await names()).toContain('After a refused one');
  });
});
