import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens (creating if needed) the SQLite file with the settings the server relies on:
 * WAL so readers never wait for the writer; synchronous=NORMAL, which in WAL mode keeps the
 * database consistent after a crash or power loss and loses at most the last commits made
 * before an OS crash (never on a process crash); foreign keys enforced; a busy timeout, so
 * concurrent writers queue instead of failing (with writeTx below); prepared statements reused
 * (CachedStatementsDatabase, decision 009).
 */
export function openDatabase(path: string, options: { migrate?: boolean } = {}): Db {
  const onDisk = path !== ':memory:';
  if (onDisk) {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    // created private before SQLite opens it: SQLite gives the -wal and -shm files the same mode
    closeSync(openSync(path, 'a', 0o600));
    keepPrivate(path);
  }
  const sqlite = new CachedStatementsDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  if (onDisk) for (const file of [`${path}-wal`, `${path}-shm`]) if (existsSync(file)) keepPrivate(file);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  const db = drizzle(sqlite, { schema }) as Db;
  if (options.migrate !== false) migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}

/** The database holds e-mail addresses and session hashes: readable by the server's user only. */
function keepPrivate(file: string): void {
  try {
    chmodSync(file, 0o600);
  } catch (err) {
    // a file of another user (a shared deployment) keeps the mode its owner gave it
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A write: BEGIN IMMEDIATE takes the write lock when it starts, so one that reads then writes
 * waits out busy_timeout when another process (a second server, the admin CLI) is writing,
 * instead of failing at once with SQLITE_BUSY at its first write. Nested in another transaction
 * it is a savepoint of it.
 */
export function writeTx<T>(db: Pick<Db, 'transaction'>, fn: (tx: Tx) => T): T {
  return db.transaction(fn, { behavior: 'immediate' });
}

/**
 * A read snapshot: BEGIN DEFERRED in WAL mode reads one consistent version of the database and
 * takes no write lock, so a pull page built inside it never holds up a write.
 */
export function readTx<T>(db: Pick<Db, 'transaction'>, fn: (tx: Tx) => T): T {
  return db.transaction(fn, { behavior: 'deferred' });
}

/** Enough for every query the app builds; ad hoc texts (ids spelled into SQL) age out. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3's Database whose prepare() reuses statements (decision 009). drizzle prepares
 * every query anew, and SQLite compiles a statement with every trigger it may fire: an INSERT
 * INTO reviews costs ~0.3 ms to prepare and ~0.1 ms to run. The same SQL text gets the same
 * prepared statement (least recently used out). drizzle switches a statement to raw (array) rows
 * when it wants them, and our own code plucks; a reused statement is switched back first, so each
 * caller finds it as a fresh one would be.
 */
class CachedStatementsDatabase extends Database {
  readonly #statements = new Map<string, Database.Statement>();

  override prepare<BindParameters extends unknown[] | object = unknown[], Result = unknown>(
    source: string,
  ): Database.Statement<BindParameters, Result> {
    let statement = this.#statements.get(source);
    if (statement) {
      this.#statements.delete(source);
      // a statement still stepping through an iterate() cannot serve a second caller
      if (statement.busy) statement = undefined;
      else if (statement.reader) statement.pluck(false).expand(false).raw(false);
    }
    statement ??= super.prepare(source);
    this.#statements.set(source, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value!);
    return statement as Database.Statement<BindParameters, Result>;
  }
}
