/**
 * What the domain code runs that the two engines' drivers answer differently (decision 013).
 * Query builders are awaited as they are on both engines: a select gives its rows, a write with
 * `.returning()` its returned rows. These cover the rest: the first row of a query, the number of
 * rows a write changed, and raw SQL.
 */
import { SQL, type Query, type SQLWrapper } from 'drizzle-orm';
import { inTransaction, runOwn, writeTx } from './client';

type SqliteQuery<Row> = { all(): Row[]; run(): { changes: number } };
type RawDb = { all<T>(query: SQLWrapper | string): T[]; get<T>(query: SQLWrapper | string): T | undefined };
type RawRun = { run(query: SQLWrapper | string): { changes: number } };
type PgQuery<Row> = PromiseLike<Row[]> & { limit?: (n: number) => PromiseLike<Row[]> };
type PgResult = { rowCount: number | null; rows: unknown[] };
type PgDb = { execute(query: SQLWrapper | string): PromiseLike<PgResult> };

const onSqlite = (target: object): boolean => typeof (target as { all?: unknown }).all === 'function';

/** The first row of a query (SQLite steps one row; PostgreSQL asks for one). */
export async function firstRow<Query extends { get(): unknown }>(query: Query): Promise<ReturnType<Query['get']>> {
  if (onSqlite(query)) return (await runOwn(query, () => query.get())) as ReturnType<Query['get']>;
  const pg = query as unknown as PgQuery<ReturnType<Query['get']>>;
  const rows = await (typeof pg.limit === 'function' ? pg.limit(1) : pg);
  return rows[0] as ReturnType<Query['get']>;
}

/** Runs a write and tells how many rows it changed. */
export async function runWrite(query: { run(): { changes: number } }): Promise<{ changes: number }> {
  if (onSqlite(query)) {
    const { changes } = await runOwn(query, () => (query as unknown as SqliteQuery<unknown>).run());
    return { changes };
  }
  const result = (await (query as unknown as PromiseLike<PgResult>)) as PgResult;
  return { changes: result.rowCount ?? 0 };
}

/** Raw SQL's rows. */
export async function rawAll<Row>(db: object, query: SQLWrapper): Promise<Row[]> {
  if (onSqlite(db)) return (db as RawDb).all<Row>(query);
  return (await (db as PgDb).execute(query)).rows as Row[];
}

/** Raw SQL's first row. */
export async function rawGet<Row>(db: object, query: SQLWrapper): Promise<Row | undefined> {
  if (onSqlite(db)) return (db as RawDb).get<Row>(query);
  return (await (db as PgDb).execute(query)).rows[0] as Row | undefined;
}

/**
 * Raw SQL written out now as the text and values its engine runs, for rawGet, rawAll or rawRun to
 * run later: drizzle writes a statement's text out again each time it runs it. A push has the next
 * write's statement written out while the write before it is at the database (server/sync/push.ts).
 */
export function writtenOut(db: object, query: SQLWrapper): SQL {
  const dialect = (db as { dialect: { sqlToQuery(query: SQL): Query } }).dialect;
  return new WrittenOut(dialect.sqlToQuery(query.getSQL()));
}

/** A statement whose text and values are written out already: what drizzle's dialect asks of it when it runs it. */
class WrittenOut extends SQL {
  readonly #written: Query;

  constructor(written: Query) {
    super([]);
    this.#written = written;
  }

  override toQuery(): Query {
    return this.#written;
  }
}

/** Raw SQL that writes; how many rows it changed. */
export async function rawRun(db: object, query: SQLWrapper): Promise<{ changes: number }> {
  // outside a transaction, a statement of its own (on SQLite, with the write lock: db/client.ts)
  if (!inTransaction(db)) return writeTx(db, (tx) => rawRun(tx, query));
  if (onSqlite(db)) return { changes: (db as RawRun).run(query).changes };
  return { changes: (await (db as PgDb).execute(query)).rowCount ?? 0 };
}

/**
 * Whether a write was refused by a unique constraint, on either engine (SQLite's code, or
 * PostgreSQL's SQLSTATE 23505), however deep drizzle wrapped the driver's error.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = 'code' in e ? (e as { code: unknown }).code : undefined;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') return true;
  }
  return false;
}

/** PostgreSQL's answers that mean "not now, the same request may simply be tried again". */
const TRY_AGAIN_SQLSTATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected: one of the transactions was chosen to give way
  '55P03', // lock_not_available: a lock_timeout ran out
]);

/**
 * Whether the database turned a transaction away for now, so that the caller should be asked to
 * try again (a 503 with Retry-After, or a push result the device keeps and resends), on either
 * engine: SQLite's SQLITE_BUSY (another process held the write lock past busy_timeout), or one of
 * PostgreSQL's SQLSTATEs above; however deep drizzle wrapped the driver's error.
 */
export function isBusy(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = 'code' in e ? String((e as { code: unknown }).code) : '';
    if (code.startsWith('SQLITE_BUSY') || TRY_AGAIN_SQLSTATES.has(code)) return true;
  }
  return false;
}
