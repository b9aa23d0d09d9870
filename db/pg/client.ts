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

/** Most statements one connection keeps prepared; the least recently used is deallocated first. */
export const PREPARED_PER_CONNECTION = 100;

/**
 * Marks a statement whose best plan depends on its values, which is therefore never prepared but
 * planned for them on every call (PreparingClient below): a word looked up in the search index,
 * whose plan follows how common the word is; a listing whose index follows its filters and page.
 * A comment, so the same text runs on SQLite. Put it anywhere in the statement's text.
 */
export const PLANNED_PER_CALL = '/* planned per call */';

/**
 * A page of a listing, whose plan follows where the page starts and how far the cursor is: the
 * pull's page bound (server/sync/pull.ts) ran in parallel from the start of the table when
 * planned for its values and alone when kept generic, 20 against 43 ms (2026-11-28). Every text
 * with a parameter after OFFSET is planned per call without being marked.
 */
const PAGED = /\boffset \$\d/i;

/** Whether `text` must be planned for its values on every call. */
const plannedPerCall = (text: string) => text.includes(PLANNED_PER_CALL) || PAGED.test(text);

/** A query as drizzle and our own code send it: a config, its values in it or beside it. */
type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

const hasValues = (values: unknown) => Array.isArray(values) && values.length > 0;

/**
 * A connection that prepares a statement it is sent a second time (decision 013): node-postgres
 * sends a query without a name as an unnamed statement, which PostgreSQL parses and plans again on
 * every call: the four-table SELECT of a replayed review took 0.39 ms a call so over loopback, and
 * 0.14 ms prepared (1,000 calls each, 2026-11-27); planning the reads of a business's details was
 * most of PostgreSQL's 1.25 ms of CPU a request. A named one is parsed once per connection, then
 * only bound and run; PostgreSQL plans its first five runs for their values and then keeps a generic
 * plan only if it costs no more than those did. As SQLite's statement cache (db/client.ts), by
 * text: the second time a text with parameters is sent it gets a name of its own, kept for up to
 * PREPARED_PER_CONNECTION texts, so texts that differ by an IN list's length or a batch's row
 * count cannot grow the server's memory without bound. A text sent once (most of those) is never
 * prepared, nor one planned per call (plannedPerCall). Texts without parameters (transaction control,
 * several statements in one) go as they are.
 */
export class PreparingClient extends pg.Client {
  /** Each text seen, least recently used first: its statement's name, or '' when seen once. */
  readonly #texts = new Map<string, string>();
  #named = 0;

  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfig | null | undefined, unknown];
    if (
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      typeof config.submit !== 'function' &&
      hasValues(config.values ?? values) &&
      !plannedPerCall(config.text)
    ) {
      const name = this.#nameOf(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  /** The name to send `text` under, or undefined to send it unnamed. */
  #nameOf(text: string): string | undefined {
    const seen = this.#texts.get(text);
    this.#texts.delete(text);
    let name = seen;
    if (seen === '') name = `soko_${++this.#named}`;
    if (this.#texts.size >= PREPARED_PER_CONNECTION) {
      const [oldText, oldName] = this.#texts.entries().next().value!;
      // a failed transaction refuses every command until it ends, DEALLOCATE too: then the text
      // is simply not kept, and sent unnamed
      if (oldName && this.getTransactionStatus() === 'E') return undefined;
      this.#texts.delete(oldText);
      if (oldName) this.#deallocate(oldName);
    }
    this.#texts.set(text, name ?? '');
    return name;
  }

  /**
   * Sent before the query that made room for another statement, in the queue of this connection;
   * only for a statement PostgreSQL parsed (one whose first sending failed does not exist there,
   * and a DEALLOCATE refused inside a transaction would fail the transaction).
   */
  #deallocate(name: string): void {
    const parsed = (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection
      .parsedStatements;
    if (parsed[name] === undefined) return;
    delete parsed[name];
    super.query(`DEALLOCATE ${name}`, () => undefined);
  }
}
