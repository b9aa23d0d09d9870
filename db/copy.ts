/**
 * `npm run db:copy` (db/copy-cli.ts): a deployment's SQLite file copied into an empty PostgreSQL
 * database, to move it there (docs/operations.md "Moving from SQLite to PostgreSQL").
 * 1. The SQLite file is opened read-only and read in one transaction: what is copied and what is
 *    checked come from one snapshot. It must have every table and column of db/sqlite-schema.ts.
 * 2. PostgreSQL's migrations are applied to the target (openPostgres), which must then hold no
 *    data: a copy never overwrites.
 * 3. One PostgreSQL transaction copies every table of db/sqlite-schema.ts (db/copy-plan.ts),
 *    parents first, in multi-row INSERTs, ids kept. The tables' own triggers are off meanwhile:
 *    the rows bring what those would write (versions, a business's derived prices and product
 *    count; nothing is deleted, so no tombstones), except the search side table business_fts,
 *    rebuilt once the rows are in. The sync counter takes SQLite's value, so versions keep their
 *    order and devices their pull cursors (decision 003, sync/protocol.ts pull step 8), and each
 *    identity column moves past the largest id SQLite ever gave. A failure rolls all of it back.
 * 4. After commit, each table's row count and checksum are compared on both sides (db/copy-verify.ts).
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import type pg from 'pg';
import { copyPlan, type CopiedTable, isSqliteOnly } from './copy-plan';
import { postgresSum, quoted, sqliteSum, type Verified } from './copy-verify';
import { openPostgres } from './pg/client';

export interface CopyOptions {
  /** The SQLite file. */
  from: string;
  /** postgres://… of an empty (or not yet migrated) database. */
  to: string;
  /** Rows per INSERT. */
  batchRows?: number;
  log?: (line: string) => void;
}

export interface CopyReport {
  tables: Verified[];
  /** business_fts rows after the rebuild, against the businesses they index. */
  searchIndex: { businesses: number; indexed: number };
  rowsCopied: number;
  copyMs: number;
  verifyMs: number;
  ok: boolean;
}

/** The copy did not start: the source or the target is not fit for it. Nothing was written. */
export class CopyRefused extends Error {}

/** A bound parameter is numbered with 16 bits in PostgreSQL's protocol. */
const MAX_PARAMETERS = 65_535;
const COUNTER = 'sync_counter';
/** PostgreSQL's search side table (db/pg/migrations/0002_business_search.sql), filled by triggers. */
const SEARCH_INDEX = 'business_fts';

export async function copySqliteToPostgres(options: CopyOptions): Promise<CopyReport> {
  const log = options.log ?? (() => undefined);
  const plan = copyPlan();
  const sqlite = openSource(options.from);
  try {
    sqlite.exec('BEGIN'); // 1.
    const counter = checkSource(sqlite, plan, options.from, log);
    const { pool } = await openTarget(options.to); // 2.
    try {
      const client = await pool.connect();
      try {
        const started = performance.now();
        const rowsCopied = await copyAll(sqlite, client, plan, counter, options.batchRows ?? 500, log);
        const copyMs = performance.now() - started;
        await client.query('ANALYZE'); // the first queries are planned from the real sizes
        const verifyStarted = performance.now();
        const { tables, searchIndex } = await verify(sqlite, client, plan);
        const ok = tables.every((line) => line.ok) && searchIndex.indexed === searchIndex.businesses;
        return { tables, searchIndex, rowsCopied, copyMs, verifyMs: performance.now() - verifyStarted, ok };
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  } finally {
    sqlite.close();
  }
}

function openSource(path: string): Database.Database {
  if (!existsSync(path)) throw new CopyRefused(`${path} does not exist`);
  try {
    return new Database(path, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new CopyRefused(`${path} cannot be opened as a SQLite database: ${(err as Error).message}`);
  }
}

const listed = (names: string[]) =>
  names.length > 8 ? `${names.slice(0, 8).join(', ')} and ${names.length - 8} more` : names.join(', ');

async function openTarget(url: string) {
  try {
    return await openPostgres(url, { max: 1 });
  } catch (err) {
    throw new CopyRefused(
      `The target cannot be opened and migrated: ${(err as Error).message}. It must be an existing database ` +
        '(createdb) that this user owns.',
    );
  }
}

/** 1. Every declared table and column is in the file; returns its sync counter. */
function checkSource(sqlite: Database.Database, plan: CopiedTable[], from: string, log: (line: string) => void) {
  let inFile: string[];
  try {
    inFile = sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all() as string[];
  } catch (err) {
    throw new CopyRefused(`${from} is not a SQLite database: ${(err as Error).message}`);
  }
  const missing = plan.flatMap((table) => {
    if (!inFile.includes(table.name)) return [table.name];
    const columns = sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table.name) as string[];
    return table.columns.filter((column) => !columns.includes(column)).map((column) => `${table.name}.${column}`);
  });
  if (missing.length > 0) {
    throw new CopyRefused(
      `${from} lacks ${listed(missing)}: it is older than this version of Soko. Start this version's ` +
        'server on it once (it applies db/migrations), stop it, then copy.',
    );
  }
  const undeclared = inFile.filter((name) => !isSqliteOnly(name) && !plan.some((table) => table.name === name));
  if (undeclared.length > 0) log(`Not copied, as db/sqlite-schema.ts does not declare them: ${undeclared.join(', ')}`);
  const counter = sqlite.prepare(`SELECT value FROM ${COUNTER} WHERE id = 1`).pluck().get() as number | undefined;
  if (counter === undefined) throw new CopyRefused(`${from} has no sync counter row (db/migrations/0001_triggers.sql)`);
  return counter;
}

/**
 * Tables of the target holding any row, besides drizzle's migrations and the sync counter row the
 * migrations insert at 0.
 */
export async function tablesHoldingData(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `SELECT schemaname AS schema, tablename AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
       AND NOT (schemaname = 'drizzle' AND tablename = '__drizzle_migrations')
     ORDER BY schemaname, tablename`,
  );
  if (tables.length === 0) return [];
  const probes = tables.map(({ schema, name }, i) => {
    const unlessFresh = schema === 'public' && name === COUNTER ? ' WHERE NOT (id = 1 AND value = 0)' : '';
    return `SELECT $${i + 1}::text AS name WHERE EXISTS (SELECT 1 FROM ${quoted(schema)}.${quoted(name)}${unlessFresh})`;
  });
  const { rows } = await client.query<{ name: string }>(
    probes.join(' UNION ALL '),
    tables.map(({ schema, name }) => (schema === 'public' ? name : `${schema}.${name}`)),
  );
  return rows.map((row) => row.name);
}

/** 3. */
async function copyAll(
  sqlite: Database.Database,
  client: pg.ClientBase,
  plan: CopiedTable[],
  counter: number,
  batchRows: number,
  log: (line: string) => void,
): Promise<number> {
  const tables = plan.map((table) => quoted(table.name));
  await client.query('BEGIN');
  try {
    // writers wait until the copy is committed, so nothing slips in between the check and the copy
    await client.query(`LOCK TABLE ${[...tables, SEARCH_INDEX].join(', ')} IN EXCLUSIVE MODE`);
    const holding = await tablesHoldingData(client);
    if (holding.length > 0) {
      throw new CopyRefused(
        `The target already holds data (in ${listed(holding)}): db:copy never overwrites. ` +
          'Copy into a new, empty database.',
      );
    }
    for (const table of tables) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    let rowsCopied = 0;
    for (const table of plan.filter((table) => table.name !== COUNTER)) {
      const rows = await copyTable(sqlite, client, table, batchRows);
      log(`${table.name}: ${rows} rows`);
      rowsCopied += rows;
    }
    await client.query(`UPDATE ${COUNTER} SET value = $1 WHERE id = 1`, [counter]);
    await moveIdentities(sqlite, client, plan);
    // db/pg/migrations/0002_business_search.sql: the way to rebuild the whole index. Its rows are
    // then rewritten in business id order, as the app's own inserts lay them out: the rebuild
    // writes them in the order of its join, trade by trade, and a scan that stops at a word's first
    // match (LIMIT 1) read 1,300–3,200 pages of it on 100,000 businesses before finding one.
    await client.query('SELECT business_fts_refresh(ARRAY(SELECT id FROM businesses))');
    await client.query(`CLUSTER ${SEARCH_INDEX} USING ${SEARCH_INDEX}_pkey`);
    for (const table of tables) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
    return rowsCopied;
  } catch (err) {
    // a connection that broke has lost the transaction with it; the first error is the one to tell
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

async function copyTable(sqlite: Database.Database, client: pg.ClientBase, table: CopiedTable, batchRows: number) {
  const width = table.columns.length;
  const perInsert = Math.max(1, Math.min(batchRows, Math.floor(MAX_PARAMETERS / width)));
  const insert = (rows: number) =>
    `INSERT INTO ${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) VALUES ` +
    Array.from(
      { length: rows },
      (_, row) => `(${table.columns.map((_, i) => `$${row * width + i + 1}`).join(', ')})`,
    ).join(', ');
  const full = { name: `db_copy_${table.name}`, text: insert(perInsert) };
  const read = sqlite
    .prepare(
      `SELECT ${table.columns.map(quoted).join(', ')} FROM ${quoted(table.name)} ORDER BY ${table.primaryKey.map(quoted).join(', ')}`,
    )
    .raw(true);
  let values: unknown[] = [];
  let copied = 0;
  try {
    for (const row of read.iterate() as IterableIterator<unknown[]>) {
      values.push(...row);
      if (values.length === perInsert * width) {
        await client.query({ ...full, values });
        copied += perInsert;
        values = [];
      }
    }
    if (values.length > 0) await client.query(insert(values.length / width), values);
    return copied + values.length / width;
  } catch (err) {
    const detail = (err as pg.DatabaseError).detail;
    throw new Error(
      `Copying ${table.name} failed after ${copied} of its rows: ${(err as Error).message}` +
        `${detail ? ` (${detail})` : ''}. Nothing was written: the copy is one transaction.`,
      { cause: err },
    );
  }
}

/** The next id of each identity column: past the largest in the table and the largest SQLite ever gave. */
async function moveIdentities(sqlite: Database.Database, client: pg.ClientBase, plan: CopiedTable[]) {
  const hasSequences = sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`).get();
  const given = new Map(
    hasSequences ? (sqlite.prepare('SELECT name, seq FROM sqlite_sequence').raw(true).all() as [string, number][]) : [],
  );
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of rows) {
    if (!plan.some((copied) => copied.name === table)) continue;
    const { rows: top } = await client.query<{ max: number }>(
      `SELECT coalesce(max(${quoted(column)}), 0) AS max FROM ${quoted(table)}`,
    );
    const next = Math.max(top[0]!.max, given.get(table) ?? 0) + 1;
    await client.query(`ALTER TABLE ${quoted(table)} ALTER COLUMN ${quoted(column)} RESTART WITH ${next}`);
  }
}

/** 4. Both sides read in one snapshot each: SQLite's still open since step 1. */
async function verify(sqlite: Database.Database, client: pg.ClientBase, plan: CopiedTable[]) {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  const tables: Verified[] = [];
  for (const table of plan) {
    const sqliteSide = sqliteSum(sqlite, table);
    const postgresSide = await postgresSum(client, table);
    const ok = sqliteSide.rows === postgresSide.rows && sqliteSide.checksum === postgresSide.checksum;
    tables.push({ table: table.name, sqlite: sqliteSide, postgres: postgresSide, ok });
  }
  const { rows } = await client.query<{ businesses: number; indexed: number }>(
    'SELECT (SELECT count(*) FROM businesses) AS businesses, (SELECT count(*) FROM business_fts) AS indexed',
  );
  await client.query('COMMIT');
  return { tables, searchIndex: rows[0]! };
}
