/**
 * The PostgreSQL schema is the SQLite schema on another engine: the domain is typed against
 * db/schema.ts and receives db/pg/schema.ts's tables at run time on PostgreSQL, so both declare
 * the same tables, columns, keys and indexes, and the same row types.
 */
import { is, type InferInsertModel, type InferSelectModel, type Table } from 'drizzle-orm';
import { getTableConfig as pgConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as sqlite from '../sqlite-schema';
import * as pg from './schema';

type Config = ReturnType<typeof sqliteConfig> | ReturnType<typeof pgConfig>;
type IndexColumn = Config['indexes'][number]['config']['columns'][number];

const columnName = (c: IndexColumn) => ('name' in c && typeof c.name === 'string' ? c.name : '(expression)');

/**
 * SQLite's INTEGER PRIMARY KEY is the rowid, which drizzle counts as a default; PostgreSQL's has
 * none (rowidKey in db/pg/schema.ts types it as optional all the same).
 */
const isRowid = (c: Config['columns'][number]) => c.primary && c.getSQLType() === 'integer';

/** What the domain relies on, engine-neutral. */
function shape(config: Config) {
  return {
    name: config.name,
    columns: config.columns
      .map((c) => ({ name: c.name, notNull: c.notNull, primary: c.primary, hasDefault: c.hasDefault || isRowid(c) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    primaryKeys: config.primaryKeys.map((pk) => pk.columns.map((c) => c.name)),
    indexes: config.indexes
      .map((i) => ({
        name: i.config.name,
        unique: i.config.unique,
        columns: i.config.columns.map(columnName),
        partial: i.config.where !== undefined,
      }))
      .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '')),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return {
          columns: ref.columns.map((c) => c.name),
          table: (ref.foreignTable as unknown as { [k: symbol]: string })[Symbol.for('drizzle:Name')],
          foreignColumns: ref.foreignColumns.map((c) => c.name),
          onDelete: fk.onDelete ?? 'no action',
        };
      })
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
  };
}

const tablesOf = (module: object, kind: typeof SQLiteTable | typeof PgTable) =>
  new Map(Object.entries(module).filter(([, value]) => is(value, kind)) as Array<[string, Table]>);

const sqliteTables = tablesOf(sqlite, SQLiteTable);
const pgTables = tablesOf(pg, PgTable);

describe('db/pg/schema.ts declares what db/schema.ts declares', () => {
  it('exports the same tables under the same names', () => {
    expect([...pgTables.keys()].sort()).toEqual([...sqliteTables.keys()].sort());
    expect(sqliteTables.size).toBeGreaterThan(20);
  });

  for (const [name, table] of sqliteTables) {
    it(name, () => {
      const other = pgTables.get(name);
      expect(other, `db/pg/schema.ts exports no ${name}`).toBeDefined();
      expect(shape(pgConfig(other as PgTable))).toEqual(shape(sqliteConfig(table as SQLiteTable)));
    });
  }

  it('has the same JS property for each column', () => {
    for (const [name, table] of sqliteTables) {
      const other = pgTables.get(name)!;
      const properties = (t: Table) =>
        Object.entries(t)
          .filter(([, c]) => typeof c === 'object' && c !== null && 'columnType' in c)
          .map(([key, c]) => `${key}=${(c as { name: string }).name}`)
          .sort();
      expect(properties(other), name).toEqual(properties(table));
    }
  });

  it('reads and writes values as SQLite does: Date, boolean, JSON', () => {
    const date = new Date(1_795_305_147_027);
    expect(pg.businesses.createdAt.mapToDriverValue(date)).toBe(date.getTime());
    expect(pg.businesses.createdAt.mapFromDriverValue('1795305147027')).toEqual(date);
    expect(pg.businesses.isActive.mapToDriverValue(true)).toBe(1);
    expect(pg.businesses.isActive.mapFromDriverValue(0)).toBe(false);
    expect(pg.surveyQuestions.options.mapToDriverValue(['A', 'B'])).toBe('["A","B"]');
    expect(pg.surveyQuestions.options.mapFromDriverValue('["A","B"]')).toEqual(['A', 'B']);
  });
});

type TablesOf<M, Kind> = { [K in keyof M as M[K] extends Kind ? K : never]: M[K] };
type SqliteTables = TablesOf<typeof sqlite, SQLiteTable>;
type PgTables = TablesOf<typeof pg, PgTable>;
type Rows<T> = {
  [K in keyof T]: T[K] extends Table ? { select: InferSelectModel<T[K]>; insert: InferInsertModel<T[K]> } : never;
};

it('gives the domain the same row types (checked by tsc)', () => {
  expectTypeOf<keyof PgTables>().toEqualTypeOf<keyof SqliteTables>();
  expectTypeOf<Rows<PgTables>>().toEqualTypeOf<Rows<SqliteTables>>();
  // one spelled out, so a mistake in the mapped types above cannot make the check vacuous
  expectTypeOf<InferInsertModel<typeof pg.businesses>>().toEqualTypeOf<InferInsertModel<typeof sqlite.businesses>>();
  expectTypeOf<InferSelectModel<typeof pg.businesses>['isActive']>().toEqualTypeOf<boolean>();
  expectTypeOf<InferSelectModel<typeof pg.businesses>['createdAt']>().toEqualTypeOf<Date>();
});
