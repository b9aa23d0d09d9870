/**
 * What `npm run db:copy` copies (db/copy.ts): every table declared in db/sqlite-schema.ts, read
 * from drizzle's declarations so that a table added there is copied without anyone remembering
 * to, with its columns and primary key, parents before the tables whose foreign keys point at them.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from './sqlite-schema';

export interface CopiedTable {
  name: string;
  columns: string[];
  /** The rows' order when they are copied and checksummed. */
  primaryKey: string[];
  /** The primary key's text columns: PostgreSQL must order them by bytes, as SQLite does (db/copy-verify.ts). */
  textKey: string[];
  /** Tables this one's foreign keys point at. */
  parents: string[];
}

/**
 * SQLite's own tables, which PostgreSQL does without or keeps in its own form: FTS5's business_fts
 * and its shadow tables (rebuilt on PostgreSQL, db/pg/migrations/0002_business_search.sql),
 * SQLite's catalog and sequences, and drizzle's bookkeeping (PostgreSQL has its own).
 */
const SQLITE_ONLY = [/^business_fts/, /^sqlite_/, /^__drizzle_migrations$/];

export const isSqliteOnly = (table: string) => SQLITE_ONLY.some((pattern) => pattern.test(table));

/** The tables to copy, parents first. */
export function copyPlan(): CopiedTable[] {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is SQLiteTable => is(value, SQLiteTable))
    .map(describe)
    .filter((table) => !isSqliteOnly(table.name));
  return parentsFirst(tables);
}

function describe(table: SQLiteTable): CopiedTable {
  const config = getTableConfig(table);
  const single = config.columns.filter((column) => column.primary);
  const key = single.length > 0 ? single : (config.primaryKeys[0]?.columns ?? []);
  // decision 003: every table has a primary key, which orders the rows on both engines
  if (key.length === 0) throw new Error(`Table ${config.name} has no primary key (db/sqlite-schema.ts)`);
  return {
    name: config.name,
    columns: config.columns.map((column) => column.name),
    primaryKey: key.map((column) => column.name),
    textKey: key.filter((column) => column.getSQLType() === 'text').map((column) => column.name),
    parents: [...new Set(config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name))],
  };
}

/**
 * Kahn's order: a table comes once every table it points at is placed. A table pointing at itself
 * places itself; declaration order breaks ties, so the order is the same on every run.
 */
function parentsFirst(tables: CopiedTable[]): CopiedTable[] {
  const names = new Set(tables.map((table) => table.name));
  const placed = new Set<string>();
  const ordered: CopiedTable[] = [];
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) =>
        !placed.has(table.name) &&
        table.parents.every((parent) => parent === table.name || placed.has(parent) || !names.has(parent)),
    );
    if (!next) {
      const left = tables.filter((table) => !placed.has(table.name)).map((table) => table.name);
      throw new Error(`The foreign keys of ${left.join(', ')} point at each other: no table of them can come first`);
    }
    placed.add(next.name);
    ordered.push(next);
  }
  return ordered;
}
