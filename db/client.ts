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
 * before an OS crash (never on a process crash); foreign keys enforced; a busy timeout and
 * IMMEDIATE transactions so concurrent writers queue instead of failing.
 */
export function openDatabase(path: string, options: { migrate?: boolean } = {}): Db {
  const onDisk = path !== ':memory:';
  if (onDisk) {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    // created private before SQLite opens it: SQLite gives the -wal and -shm files the same mode
    closeSync(openSync(path, 'a', 0o600));
    keepPrivate(path);
  }
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  if (onDisk) for (const file of [`${path}-wal`, `${path}-shm`]) if (existsSync(file)) keepPrivate(file);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  const db = drizzle(sqlite, { schema }) as Db;
  // Transactions take the write lock when they begin (IMMEDIATE): one that reads and then writes
  // would otherwise fail at once with SQLITE_BUSY when another process (a second server, the
  // admin CLI) wrote in between, instead of waiting out busy_timeout. Nested ones are savepoints.
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn, config) => transaction(fn, { behavior: 'immediate', ...config })) as Db['transaction'];
  if (options.migrate !== false) migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  cacheStatements(sqlite);
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

/** Enough for every query the app builds; ad hoc texts (ids spelled into SQL) age out. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * drizzle prepares every query anew, and SQLite compiles a statement with every trigger it may
 * fire: an INSERT INTO reviews costs ~0.3 ms to prepare and ~0.1 ms to run. Statements are
 * reusable, so the same SQL text gets the same prepared statement (least recently used out).
 * drizzle switches a statement to raw (array) rows when it wants them, and our own code plucks;
 * a reused statement is switched back first, so each caller finds it as a fresh one would be.
 */
function cacheStatements(sqlite: Database.Database) {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source);
      // a statement still stepping through an iterate() cannot serve a second caller
      if (statement.busy) statement = undefined;
      else if (statement.reader) statement.pluck(false).expand(false).raw(false);
    }
    statement ??= prepare(source);
    cache.set(source, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return statement;
  }) as typeof sqlite.prepare;
}
