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
import { businessSearchSchema } from '../../sync/schemas/business';
import { findBusinesses } from '../../server/features/businesses/business-search';
import { PLANNED_PER_CALL, PREPARED_PER_CONNECTION } from './client';

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

  it('a write opens in one round trip, and a savepoint costs one: its RELEASE goes with the next one, or with the commit', async () => {
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
    // BEGIN with the write turn's lock in one, three savepoints each with its insert, COMMIT
    expect(texts[0]).toMatch(/^BEGIN ISOLATION LEVEL READ COMMITTED; SELECT 1 FROM sync_counter .* FOR UPDATE$/);
    expect(texts.filter((t) => /savepoint/i.test(t))).toEqual([
      'SAVEPOINT sp1',
      'RELEASE SAVEPOINT sp1; SAVEPOINT sp1',
      'RELEASE SAVEPOINT sp1; SAVEPOINT sp1',
    ]);
    expect(texts).toHaveLength(8);
  });
});

describe('transactions on PostgreSQL', () => {
  const settings = async (tx: Db) =>
    (
      await rawAll<{ isolation: string; readOnly: string }>(
        tx,
        sql`SELECT current_setting('transaction_isolation') AS "isolation", current_setting('transaction_read_only') AS "readOnly"`,
      )
    )[0];

  it('a write is READ COMMITTED holding the write turn; a read snapshot is REPEATABLE READ, READ ONLY', async () => {
    const locked = sql`SELECT count(*) AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
      WHERE c.relname = 'sync_counter' AND l.mode = 'RowShareLock' AND l.pid = pg_backend_pid()`;
    const inWrite = await writeTx(db, async (tx) => ({
      ...(await settings(tx)),
      locks: (await rawAll<{ n: number }>(tx, locked))[0]!.n,
    }));
    expect(inWrite).toEqual({ isolation: 'read committed', readOnly: 'off', locks: 1 });
    expect(await readTx(db, settings)).toEqual({ isolation: 'repeatable read', readOnly: 'on' });
    await expect(readTx(db, (tx) => tx.insert(categories).values(category('Refused')))).rejects.toThrow();
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

  it('a statement a write sends twice is prepared; one sent once is not', async () => {
    const inWrite = await writeTx(db, async (tx) => {
      await byName(tx, 'a');
      await byName(tx, 'b');
      await rawAll(tx, sql`SELECT ${1}::int AS sent_once`);
      return prepared(tx);
    });
    expect(inWrite.some(isByName)).toBe(true);
    expect(inWrite.some((text) => text.includes('sent_once'))).toBe(false);
    // and the prepared one answers for other values
    await insert('Prepared twice');
    expect(await writeTx(db, async (tx) => (await byName(tx, 'Prepared twice')).length)).toBe(1);
  });

  it('a statement a read sends twice is prepared too, in a snapshot or on its own', async () => {
    const inRead = await readTx(db, async (tx) => {
      await rawAll(tx, sql`SELECT ${1}::int AS read_twice`);
      await rawAll(tx, sql`SELECT ${2}::int AS read_twice`);
      return prepared(tx);
    });
    expect(inRead.some((text) => text.includes('read_twice'))).toBe(true);
    // outside a transaction each query takes a connection of the pool: the one it prepared on
    // sees it; run on every connection the pool may hand out (10), twice each
    const alone = sql`SELECT ${3}::int AS alone_twice, (SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE ${'%alone_twice%'}) AS kept`;
    const kept = [];
    for (let n = 0; n < 30; n++) kept.push((await rawAll<{ kept: number }>(db, alone))[0]!.kept);
    expect(Math.max(...kept)).toBe(1);
  });

  it('a read marked PLANNED_PER_CALL is planned for its values every time, never prepared', async () => {
    const marked = await readTx(db, async (tx) => {
      for (const value of [1, 2, 3])
        await rawAll(tx, sql`SELECT ${value}::int AS per_call ${sql.raw(PLANNED_PER_CALL)}`);
      return prepared(tx);
    });
    expect(marked.some((text) => text.includes('per_call'))).toBe(false);
  });

  it('a page of a listing (a parameter after OFFSET) is planned per call without a mark', async () => {
    const paged = await readTx(db, async (tx) => {
      for (const offset of [0, 1, 2])
        await rawAll(tx, sql`SELECT n AS paged FROM generate_series(1, 5) AS n ORDER BY n LIMIT ${2} OFFSET ${offset}`);
      return prepared(tx);
    });
    expect(paged.some((text) => text.includes('paged'))).toBe(false);
  });

  it("the search's word check and a listing are planned per call; its candidates are prepared", async () => {
    const search = async (query?: string) =>
      await findBusinesses(db, businessSearchSchema.parse({ query, categoryId: undefined }));
    const kept = await readTx(db, async (tx) => {
      for (const query of ['bread', 'cake', undefined, undefined]) await search(query);
      return (await rawAll<{ statement: string }>(tx, sql`SELECT statement FROM pg_prepared_statements`)).map(
        (r) => r.statement,
      );
    });
    expect(kept.some((text) => /FROM business_fts WHERE document @@ .* LIMIT 1/.test(text))).toBe(false);
    expect(kept.some((text) => /SELECT b\.id FROM businesses b WHERE .* LIMIT/.test(text))).toBe(false);
    expect(kept.some((text) => text.includes('WITH need AS MATERIALIZED'))).toBe(true);
  });

  it.each([
    ['a write', 'w', writeTx],
    ['a read', 'r', readTx],
  ] as const)(
    `a connection keeps at most ${PREPARED_PER_CONNECTION} of them, the least recently used going first (%s)`,
    async (_, prefix, run) => {
      const alias = (n: number) => `"${prefix}${n}"`;
      const kept = await run(db, async (tx) => {
        for (let n = 0; n < PREPARED_PER_CONNECTION + 30; n++)
          for (const value of [1, 2])
            await rawAll(tx, sql`SELECT ${value}::int + ${sql.raw(String(n))} AS ${sql.raw(alias(n))}`);
        return prepared(tx);
      });
      expect(kept.length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
      expect(kept.some((text) => text.includes(alias(PREPARED_PER_CONNECTION + 29)))).toBe(true);
      expect(kept.some((text) => text.includes(alias(0)))).toBe(false);
    },
  );

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
