import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

export type PgDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export const PG_MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Whose advisory lock it is; any text every server agrees on. */
const MIGRATION_LOCK = 'soko migrations';

/**
 * Connects a pool to the PostgreSQL database at `url` (the SQLite counterpart is db/client.ts's
 * openDatabase) and, unless `migrate: false`, brings its schema up to date first (db/pg/migrations).
 */
export async function openPostgres(
  url: string,
  options: { migrate?: boolean; max?: number } = {},
): Promise<{ db: PgDb; pool: pg.Pool }> {
  readBigNumbersAsNumbers();
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  try {
    if (options.migrate !== false) await migrateOnce(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return { db: drizzle(pool, { schema }), pool };
}

/**
 * Two servers starting at once would both create drizzle's bookkeeping table and apply the same
 * migrations: the first to take the advisory lock migrates, the other then finds nothing to do.
 * The lock belongs to the connection, so a server that dies while migrating lets it go.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: PG_MIGRATIONS_FOLDER });
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
  } catch (err) {
    failure = err as Error;
    throw err;
  } finally {
    // a connection that failed is closed rather than reused, which also lets its lock go
    client.release(failure);
  }
}

/**
 * node-postgres hands 64-bit integers (count(*), sum(), a bigint column read by raw SQL) and
 * numerics (avg()) over as strings, in case they exceed a JS number; SQLite answers them with
 * numbers, and the domain's raw SQL expects numbers on both engines. Ours stay far below 2^53
 * (epoch milliseconds, versions, shillings up to MONEY_MAX). drizzle's node-postgres driver passes
 * its own parsers with each query and falls back to pg's global ones for these types
 * (drizzle-orm/node-postgres/session.js), so they are set globally: a pool's `types` option would
 * not reach drizzle's queries.
 */
export function readBigNumbersAsNumbers(): void {
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
}
