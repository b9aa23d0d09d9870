import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { AsyncLocalStorage } from 'node:async_hooks';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isPostgresUrl } from './engine';
import { PreparingClient, readBigNumbersAsNumbers } from './pg/client';
import * as pgSchema from './pg/schema';
import * as schema from './sqlite-schema';

/**
 * The database the domain functions are given. Its type is drizzle's SQLite database: the query
 * builders and their results read the same on both engines, and the domain code only uses what
 * both engines share (builders awaited, raw SQL through db/query.ts; decision 013).
 */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** What writeTx and readTx hand their function: the transaction's own connection. */
export type Tx = Db;

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * How one open database runs transactions. Each engine keeps its connections; a database handed
 * to the domain is a router over them (`routed` below), so a query started inside a transaction's
 * async scope runs on that transaction's connection whatever handle it was started from.
 */
type Engine = {
  readonly kind: 'sqlite' | 'postgres';
  transaction<T>(kind: 'write' | 'read' | 'queue', fn: (tx: Tx) => Promise<T>): Promise<T>;
  savepoint<T>(tx: Tx, depth: number, fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(options: { checkpoint?: boolean }): Promise<void>;
};

type Scope = { engine: Engine; tx: Tx; kind: 'write' | 'read' | 'queue'; depth: number; open: boolean };

const scope = new AsyncLocalStorage<Scope>();
const ENGINE = Symbol('soko.engine');

function engineOf(db: object): Engine {
  const engine = (db as { [ENGINE]?: Engine })[ENGINE];
  if (!engine) throw new Error('Not a database opened by db/client.ts');
  return engine;
}

/** The transaction of `engine` the current async call chain runs in, if any. */
function currentScope(engine: Engine): Scope | undefined {
  const current = scope.getStore();
  return current?.open && current.engine === engine ? current : undefined;
}

/**
 * A write (decision 009, decision 013). Every write of a domain function and of a replayed
 * offline write goes through it. On SQLite it is BEGIN IMMEDIATE on the one writing connection,
 * one transaction at a time per process (SQLite has one writer anyway), so a transaction that
 * reads and then writes never fails at its first write; on PostgreSQL a transaction of the pool.
 * Nested (called again inside `fn`, on any handle of the same database), it is a savepoint: a
 * refused write rolls back alone. `fn` must not wait for anything but the database: the write
 * lock is held until it returns.
 *
 * `{ savepoint: false }`: nested, `fn` runs in the enclosing write without a savepoint of its own,
 * which on PostgreSQL saves two round trips (SAVEPOINT, RELEASE) a call. Only for a function whose
 * failure always fails the write it is nested in: whatever it throws reaches the enclosing
 * writeTx's own function uncaught, which then rolls back (a replayed write's savepoint,
 * server/sync/push.ts), so nothing of it stays. Outside a write it opens one as usual.
 */
export async function writeTx<T>(
  db: object,
  fn: (tx: Tx) => Promise<T> | T,
  options: { savepoint?: boolean } = {},
): Promise<T> {
  const engine = engineOf(db);
  const current = currentScope(engine);
  if (!current) return engine.transaction('write', async (tx) => fn(tx));
  if (current.kind === 'read') throw new Error('A write cannot open inside a read snapshot (readTx)');
  if (current.kind === 'queue') throw new Error('A write cannot open inside a queue claim (queueTx)');
  if (options.savepoint === false) return await fn(current.tx);
  current.depth += 1;
  try {
    return await engine.savepoint(current.tx, current.depth, async (tx) => fn(tx));
  } finally {
    current.depth -= 1;
  }
}

/**
 * A claim on a work queue whose rows carry no version (the alert outbox,
 * server/features/alerts/alert-worker.ts). On PostgreSQL a READ COMMITTED transaction that leaves
 * the sync counter's row alone: claims of several servers' workers do not take the write turn,
 * and take their rows with FOR UPDATE SKIP LOCKED instead. On SQLite, one writer: writeTx.
 * `fn` must not write a table the sync counter stamps.
 */
export async function queueTx<T>(db: object, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const engine = engineOf(db);
  if (engine.kind === 'sqlite' || currentScope(engine)) return writeTx(db, fn);
  return engine.transaction('queue', fn);
}

/**
 * A read snapshot: one consistent version of the database that takes no write lock, so a pull
 * page built inside it never holds up a write. Inside a write it reads that write's connection.
 */
export async function readTx<T>(db: object, fn: (tx: Tx) => Promise<T> | T): Promise<T> {
  const engine = engineOf(db);
  const current = currentScope(engine);
  if (current) return fn(current.tx);
  return engine.transaction('read', async (tx) => fn(tx));
}

/**
 * Closes every connection of a database after its last write ended; `checkpoint` first folds
 * SQLite's WAL into the database file (a clean stop, server/ops/lifecycle.ts).
 */
export function closeDatabase(db: object, options: { checkpoint?: boolean } = {}): Promise<void> {
  return engineOf(db).close(options);
}

/**
 * The handle the server and the domain get: outside a transaction it is `base`; a query started
 * from it inside a transaction of the same database (the async scope of writeTx or readTx) runs
 * on that transaction's connection, so a domain function called inside another's transaction (a
 * replayed write inside a push batch) sees and joins it, as a nested call did when the domain was
 * synchronous. On SQLite a write started outside any transaction is a transaction of its own on
 * the writing connection (`ownWrite`), as a lone statement is on PostgreSQL.
 */
function routed(base: Db, engine: Engine, writer?: Db): Db {
  const root: Db = new Proxy(base, {
    get(target, prop) {
      if (prop === ENGINE) return engine;
      const current = currentScope(engine);
      if (!current && writer && (prop === 'insert' || prop === 'update' || prop === 'delete'))
        return (...args: unknown[]) => ownWrite((writer[prop] as (...a: unknown[]) => object)(...args), root);
      const via = (current?.tx ?? target) as Db;
      const value: unknown = Reflect.get(via, prop, via);
      return typeof value === 'function' ? value.bind(via) : value;
    },
  });
  return root;
}

const OWN_WRITE = Symbol('soko.ownWrite');

/**
 * A SQLite write built outside a transaction: the builder as drizzle made it, except that running
 * it (awaiting it, or firstRow/runWrite of db/query.ts) takes the write lock first, so it never
 * slips into another request's open transaction on the writing connection.
 */
function ownWrite<T extends object>(builder: T, root: Db): T {
  const wrapped: T = new Proxy(builder, {
    get(target, prop) {
      if (prop === OWN_WRITE) return root;
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === 'then')
        return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
          writeTx(root, async () => (await (target as PromiseLike<unknown>)) as unknown).then(resolve, reject);
      if (typeof value !== 'function' || prop === 'constructor' || typeof prop === 'symbol') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result === target) return wrapped;
        return result !== null && typeof result === 'object' && 'then' in result ? ownWrite(result, root) : result;
      };
    },
  });
  return wrapped;
}

/** Runs a query's synchronous step (`get`, `run`) with the write lock when it is a write of its own. */
export function runOwn<T>(query: object, step: () => T): T | Promise<T> {
  const root = (query as { [OWN_WRITE]?: Db })[OWN_WRITE];
  return root ? writeTx(root, step) : step();
}

/** Every SQLite connection of a database: the writing one first, then the two readers. */
export function sqliteConnections(db: Db): Database.Database[] {
  const writer = db.$client as CachedStatementsDatabase;
  return [writer, ...writer.companions];
}

/** Whether a statement on `db` now runs inside one of its transactions. */
export function inTransaction(db: object): boolean {
  return currentScope(engineOf(db)) !== undefined;
}

/** One turn at a time: the next waits until the previous one settled. */
class Turns {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * Opens (creating if needed) the SQLite file with the settings the server relies on:
 * WAL so readers never wait for the writer; synchronous=NORMAL, which in WAL mode keeps the
 * database consistent after a crash or power loss and loses at most the last commits made
 * before an OS crash (never on a process crash); foreign keys enforced; a busy timeout, so
 * concurrent writers of other processes queue instead of failing (with writeTx above); prepared
 * statements reused (CachedStatementsDatabase, decision 009).
 *
 * Three connections (decision 013): one writes (writeTx, and a write outside one, which is a
 * transaction of its own), one reads outside transactions (always the latest commit: a request
 * reads what it just wrote), one holds read snapshots (readTx). The two readers are query_only.
 */
export function openDatabase(target: string, options: { migrate?: boolean; ready?: Promise<void> } = {}): Db {
  if (isPostgresUrl(target)) return openPostgresDatabase(target, options.ready);
  const path = target;
  const onDisk = path !== ':memory:';
  if (onDisk) {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    // created private before SQLite opens it: SQLite gives the -wal and -shm files the same mode
    closeSync(openSync(path, 'a', 0o600));
    keepPrivate(path);
  }
  const writer = connect(path);
  if (onDisk) for (const file of [`${path}-wal`, `${path}-shm`]) if (existsSync(file)) keepPrivate(file);
  const writeDb = writer.drizzle!;
  if (options.migrate !== false) migrate(writeDb, { migrationsFolder: MIGRATIONS_FOLDER });
  // an in-memory database exists once per connection: there, one connection does everything
  const reader = onDisk ? connect(path, { readOnly: true }) : writer;
  const snapshots = onDisk ? connect(path, { readOnly: true }) : writer;
  const readDb = onDisk ? (drizzle(reader, { schema }) as Db) : writeDb;
  const snapshotDb = onDisk ? (drizzle(snapshots, { schema }) as Db) : writeDb;
  writer.companions = onDisk ? [reader, snapshots] : [];

  const writes = new Turns();
  const reads = new Turns();
  const engine: Engine = {
    kind: 'sqlite',
    transaction(kind, fn) {
      const [turns, db] = kind === 'read' ? [reads, snapshotDb] : [writes, writeDb];
      return turns.run(async () => {
        db.$client.exec(kind === 'read' ? 'BEGIN DEFERRED' : 'BEGIN IMMEDIATE');
        const opened: Scope = { engine, tx: db, kind, depth: 0, open: true };
        try {
          const result = await scope.run(opened, () => fn(db));
          db.$client.exec('COMMIT');
          return result;
        } catch (err) {
          if (db.$client.inTransaction) db.$client.exec('ROLLBACK');
          throw err;
        } finally {
          opened.open = false;
        }
      });
    },
    async savepoint(tx, depth, fn) {
      const name = `sp${depth}`;
      tx.$client.exec(`SAVEPOINT ${name}`);
      try {
        const result = await fn(tx);
        tx.$client.exec(`RELEASE ${name}`);
        return result;
      } catch (err) {
        tx.$client.exec(`ROLLBACK TO ${name}`);
        tx.$client.exec(`RELEASE ${name}`);
        throw err;
      }
    },
    async close({ checkpoint }) {
      await writes.run(async () => undefined);
      if (checkpoint) writer.pragma('wal_checkpoint(TRUNCATE)');
      writer.close();
    },
  };
  for (const db of [writeDb, readDb, snapshotDb]) Object.defineProperty(db, ENGINE, { value: engine });
  // `$client` is the writing connection's: the tools that use it directly (seed, checkpoints,
  // readiness) want the one that migrates, writes and checkpoints
  Object.defineProperty(readDb, '$client', { value: writer, configurable: true });
  return routed(readDb, engine, writeDb);
}

function connect(path: string, options: { readOnly?: boolean } = {}): CachedStatementsDatabase {
  const sqlite = new CachedStatementsDatabase(path);
  if (!options.readOnly) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  if (options.readOnly) sqlite.pragma('query_only = ON');
  else sqlite.drizzle = drizzle(sqlite, { schema }) as Db;
  return sqlite;
}

/**
 * A PostgreSQL database (decision 013): a pool of connections, each transaction on one of them.
 * A write is READ COMMITTED and first locks the sync counter's row, which every version stamp
 * takes anyway (db/pg/migrations/0001_sync_versions.sql): writes take turns as they do on SQLite,
 * on every server of the database, so each rule that reads and then writes (three products per
 * business, one quote per lead, a mutation id applied once) holds as it does there, and no two
 * writes can deadlock. Reads are not held up. A read snapshot is REPEATABLE READ, READ ONLY, so
 * a pull page and its cursor come from one snapshot. Migrations are not applied here but
 * by migratePostgres (db/pg/client.ts), before the server opens the pool. `ready`, when given,
 * holds every connection back until it settles (a test's database still being created).
 */
function openPostgresDatabase(url: string, ready?: Promise<void>): Db {
  /**
   * A transaction's savepoint that ended well but is not released yet, by depth. Its RELEASE goes
   * with the next SAVEPOINT in one round trip, or not at all: the commit releases it, and a
   * rollback of the transaction, or to a savepoint opened before it, undoes it either way. Until
   * then the statements that follow run inside it, which changes nothing they see or lock. A push
   * batch run with a savepoint a write (server/sync/push.ts) so sends one round trip fewer each.
   */
  const unreleased = new WeakMap<Tx, number>();
  readBigNumbersAsNumbers();
  // a statement is prepared on its second use (db/pg/client.ts), a write's and a read's, except a
  // read whose best plan depends on its values (plannedPerCall: the search's word check, a page)
  const config: pg.PoolConfig = { connectionString: url, Client: PreparingClient };
  const pool = ready ? new PendingPool(config, ready) : new pg.Pool(config);
  // an idle connection that fails (the database restarted) is dropped by the pool; it must not
  // take the process down with an unhandled 'error' event
  pool.on('error', () => undefined);
  const base = drizzlePg(pool, { schema: pgSchema });
  // drizzle's PostgreSQL dialect names a type for each parameter it writes (prepareTyping: up to
  // ten class checks a parameter, 0.09 ms of a replayed review's 0.8), which only its HTTP drivers
  // send; node-postgres drops them (drizzle-orm/node-postgres/session.js), so they are not made
  (base as unknown as { dialect: { prepareTyping?: unknown } }).dialect.prepareTyping = undefined;
  const engine: Engine = {
    kind: 'postgres',
    transaction(kind, fn) {
      return pgTransaction(base, OPENINGS[kind], async (tx) => {
        Object.defineProperty(tx, ENGINE, { value: engine });
        const opened: Scope = { engine, tx: tx as unknown as Tx, kind, depth: 0, open: true };
        return scope.run(opened, () => fn(tx as unknown as Tx)).finally(() => (opened.open = false));
      });
    },
    async savepoint(tx, depth, fn) {
      // Each text below is sent without parameters, so as one simple query: one round trip
      const send = (text: string) => (tx as unknown as PgTx).execute(sql.raw(text));
      const ended = unreleased.get(tx);
      unreleased.delete(tx);
      await send(ended === undefined ? `SAVEPOINT sp${depth}` : `RELEASE SAVEPOINT sp${ended}; SAVEPOINT sp${depth}`);
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(tx);
      } catch (err) {
        // a savepoint that ended inside this one is rolled back with it
        unreleased.delete(tx);
        await send(`ROLLBACK TO SAVEPOINT sp${depth}; RELEASE SAVEPOINT sp${depth}`);
        throw err;
      }
      unreleased.set(tx, depth);
      return result;
    },
    async close() {
      await pool.end();
    },
  };
  Object.defineProperty(base, ENGINE, { value: engine });
  return routed(base as unknown as Db, engine);
}

type PgTx = { execute(query: ReturnType<typeof sql.raw>): Promise<unknown> };

/**
 * How each kind of transaction opens on PostgreSQL, in one simple query (one round trip): a write
 * at READ COMMITTED takes the sync counter's row lock before anything else (openPostgresDatabase
 * above), a read snapshot is REPEATABLE READ, READ ONLY, a queue claim READ COMMITTED alone.
 */
const OPENINGS = {
  write: 'BEGIN ISOLATION LEVEL READ COMMITTED; SELECT 1 FROM sync_counter WHERE id = 1 FOR UPDATE',
  read: 'BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY',
  queue: 'BEGIN ISOLATION LEVEL READ COMMITTED',
} as const;

type PgBase = ReturnType<typeof drizzlePg<typeof pgSchema>>;
type PooledSession = { client: pg.Pool; schema: unknown; options: unknown };

/**
 * drizzle's transaction on a connection of the pool (NodePgSession.transaction), except that it
 * opens with `opening` in one round trip: drizzle sends BEGIN on its own, and a write's lock then
 * took a second one before its first statement (decision 013).
 */
async function pgTransaction<T>(
  base: PgBase,
  opening: string,
  fn: (tx: NodePgTransaction<never, never>) => Promise<T>,
) {
  const { dialect, _: internals } = base as unknown as { dialect: PgDialect; _: { session: PooledSession } };
  const pooled = internals.session;
  const client = await pooled.client.connect();
  const session = new NodePgSession(client, dialect, pooled.schema as never, pooled.options as never);
  const tx = new NodePgTransaction<never, never>(dialect, session, pooled.schema as never);
  try {
    await tx.execute(sql.raw(opening));
    const result = await fn(tx);
    await tx.execute(sql.raw('COMMIT'));
    return result;
  } catch (err) {
    await tx.execute(sql.raw('ROLLBACK'));
    throw err;
  } finally {
    client.release();
  }
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** A pool whose connections wait for `ready` (openPostgresDatabase above). */
class PendingPool extends pg.Pool {
  readonly #ready: Promise<void>;

  constructor(config: pg.PoolConfig, ready: Promise<void>) {
    super(config);
    this.#ready = ready;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) return this.#ready.then(() => super.connect());
    this.#ready.then(
      () => super.connect(callback),
      (err: Error) => callback(err, undefined, () => undefined),
    );
  }
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
 * better-sqlite3's Database whose prepare() reuses statements (decision 009). drizzle prepares
 * every query anew, and SQLite compiles a statement with every trigger it may fire: an INSERT
 * INTO reviews costs ~0.3 ms to prepare and ~0.1 ms to run. The same SQL text gets the same
 * prepared statement (least recently used out). drizzle switches a statement to raw (array) rows
 * when it wants them, and our own code plucks; a reused statement is switched back first, so each
 * caller finds it as a fresh one would be.
 */
class CachedStatementsDatabase extends Database {
  readonly #statements = new Map<string, Database.Statement>();
  /** The readers opened beside this writing connection, closed with it. */
  companions: Database.Database[] = [];
  /** A drizzle database over this connection (the writing one). */
  drizzle?: Db;

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

  override close(): this {
    for (const companion of this.companions) if (companion.open) companion.close();
    return super.close();
  }
}
