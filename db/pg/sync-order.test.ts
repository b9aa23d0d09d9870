/**
 * On PostgreSQL, versions become visible in the order they are given
 * (db/pg/migrations/0001_sync_versions.sql), so a device pulling `version > cursor` in pages never
 * moves its cursor past a row that is still to be committed (decision 003).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type PostgresCluster, startPostgres } from '../../test/setup/postgres';
import { openPostgres } from './client';

const WRITERS = 8;
const TRANSACTIONS_PER_WRITER = 30;
const PAGE = 25;

let cluster: PostgresCluster;
let pool: pg.Pool;

beforeAll(async () => {
  cluster = await startPostgres();
  ({ pool } = await openPostgres(await createDatabase(cluster.url, 'app'), { max: WRITERS + 4 }));
});
afterAll(async () => {
  await pool?.end();
  await cluster?.stop();
});

/** A pull page over every versioned row and tombstone, in one statement and so one snapshot. */
const PULL = `
  SELECT kind, id, version FROM (
    SELECT 'categories' AS kind, id, version FROM categories WHERE version > $1
    UNION ALL SELECT 'businesses', id, version FROM businesses WHERE version > $1
    UNION ALL SELECT 'products', id, version FROM products WHERE version > $1
    UNION ALL SELECT 'tombstones', id, version FROM tombstones WHERE version > $1
  ) AS changes ORDER BY version LIMIT ${PAGE}`;

type Change = { kind: string; id: number; version: number };

/** A device's puller: pages from its cursor on, the cursor moving to the last version it saw. */
function puller(query: (cursor: number) => Promise<Change[]>) {
  const seen = new Set<string>();
  let cursor = 0;
  return {
    seen,
    async pull(): Promise<Change[]> {
      const page = await query(cursor);
      for (const change of page) seen.add(`${change.kind}:${change.id}@${change.version}`);
      if (page.length > 0) cursor = page.at(-1)!.version;
      return page;
    },
    async pullAll(): Promise<void> {
      while ((await this.pull()).length === PAGE);
    },
  };
}

/** Waits until the backend `pid` waits for a lock, so that an interleaving is known, not hoped for. */
async function waitingForLock(pid: number): Promise<void> {
  for (;;) {
    const { rows } = await pool.query(`SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1`, [pid]);
    if (rows[0]?.wait_event_type === 'Lock') return;
    await sleep(5);
  }
}

describe('a pull cursor never passes a row still to be committed', () => {
  it('would with versions from a sequence: a lower value committed after a higher one is skipped', async () => {
    await pool.query(`CREATE SEQUENCE race_versions`);
    await pool.query(`CREATE TABLE sequence_stamped (
      id integer GENERATED ALWAYS AS IDENTITY, version bigint NOT NULL DEFAULT nextval('race_versions'))`);
    const device = puller(async (cursor) => {
      const { rows } = await pool.query<Change>(
        `SELECT 'sequence_stamped' AS kind, id, version FROM sequence_stamped WHERE version > $1 ORDER BY version`,
        [cursor],
      );
      return rows;
    });
    const [first, second] = [await pool.connect(), await pool.connect()];
    try {
      await first.query('BEGIN');
      await first.query('INSERT INTO sequence_stamped DEFAULT VALUES'); // takes version 1
      await second.query('BEGIN');
      await second.query('INSERT INTO sequence_stamped DEFAULT VALUES'); // takes version 2
      await second.query('COMMIT');
      expect(await device.pull()).toEqual([{ kind: 'sequence_stamped', id: 2, version: 2 }]);
      await first.query('COMMIT');
      expect(await device.pull()).toEqual([]);
      const { rows } = await pool.query('SELECT id, version FROM sequence_stamped ORDER BY id');
      expect(rows).toEqual([
        { id: 1, version: 1 },
        { id: 2, version: 2 },
      ]);
      expect(device.seen.has('sequence_stamped:1@1')).toBe(false);
    } finally {
      for (const client of [first, second]) client.release(true);
      await pool.query('DROP TABLE sequence_stamped; DROP SEQUENCE race_versions');
    }
  });

  it('does not with the counter: a second stamping transaction waits until the first is committed', async () => {
    const device = puller(async (cursor) => (await pool.query<Change>(PULL, [cursor])).rows);
    await device.pullAll();
    const [first, second] = [await pool.connect(), await pool.connect()];
    try {
      await first.query('BEGIN');
      await first.query(`INSERT INTO categories (name) VALUES ('First')`);
      const { pid } = (await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!;
      await second.query('BEGIN');
      const secondInsert = second.query(`INSERT INTO categories (name) VALUES ('Second')`);
      await waitingForLock(pid);
      expect(await device.pull()).toEqual([]);
      await first.query('COMMIT');
      await secondInsert;
      expect((await device.pull()).map((c) => c.id)).toHaveLength(1);
      await second.query('COMMIT');
      expect((await device.pull()).map((c) => c.id)).toHaveLength(1);
      const { rows } = await pool.query(
        `SELECT name FROM categories WHERE name IN ('First', 'Second') ORDER BY version`,
      );
      expect(rows.map((r) => r.name)).toEqual(['First', 'Second']);
    } finally {
      // closed, not reused: a failed step may have left a transaction open
      for (const client of [first, second]) client.release(true);
    }
  });

  it(`holds under load: ${WRITERS} writers with delays between stamping and commit, one puller`, async () => {
    // Each writer works on rows of its own (a category, a business, its products): the counter row is
    // the only one they share, so they cannot deadlock on each other's rows.
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, async (_, n) => {
        const { rows } = await pool.query<{ category: number; business: number }>(
          `WITH owner AS (INSERT INTO users (first_name, last_name, email) VALUES ('W', 'R', $1) RETURNING id),
            category AS (INSERT INTO categories (name) VALUES ($2) RETURNING id)
          INSERT INTO businesses (owner_id, category_id, name) SELECT owner.id, category.id, $3 FROM owner, category
          RETURNING category_id AS category, id AS business`,
          [`writer${n}@example.com`, `Race ${n}`, `Business ${n}`],
        );
        return { n, ...rows[0]! };
      }),
    );
    const device = puller(async (cursor) => (await pool.query<Change>(PULL, [cursor])).rows);
    let writing = true;
    let pullsWhileWriting = 0;

    const write = async ({ n, category, business }: (typeof writers)[number]) => {
      const client = await pool.connect();
      try {
        for (let t = 0; t < TRANSACTIONS_PER_WRITER; t++) {
          await client.query('BEGIN');
          const step = t % 5;
          if (step === 0 || step === 3)
            await client.query(`INSERT INTO products (business_id, name, price) VALUES ($1, $2, $3)`, [
              business,
              `Product ${n}.${t}`,
              1_000 * t,
            ]);
          else if (step === 1)
            await client.query(`UPDATE products SET price = price + 1 WHERE business_id = $1`, [business]);
          else if (step === 2)
            await client.query(`UPDATE categories SET name = $1 WHERE id = $2`, [`Race ${n}.${t}`, category]);
          else
            await client.query(
              `DELETE FROM products WHERE id = (SELECT min(id) FROM products WHERE business_id = $1)`,
              [business],
            );
          await sleep(Math.random() * 3);
          // some roll back: their versions are never seen, and the counter goes back with them
          await client.query(t % 7 === 6 ? 'ROLLBACK' : 'COMMIT');
        }
      } finally {
        client.release(true);
      }
    };
    const pulling = (async () => {
      while (writing) {
        await device.pull();
        pullsWhileWriting++;
      }
    })();
    await Promise.all(writers.map(write));
    writing = false;
    await pulling;
    await device.pullAll();

    const { rows: final } = await pool.query<Change>(PULL.replace(`LIMIT ${PAGE}`, ''), [0]);
    const missed = final.filter((c) => !device.seen.has(`${c.kind}:${c.id}@${c.version}`));
    expect(missed).toEqual([]);
    expect(pullsWhileWriting).toBeGreaterThan(10);
    const { rows: counter } = await pool.query(`SELECT value FROM sync_counter WHERE id = 1`);
    expect(counter[0].value).toBe(Math.max(...final.map((c) => c.version)));
    expect(new Set(final.map((c) => c.version)).size).toBe(final.length);
  });
});
