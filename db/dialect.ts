/**
 * Raw SQL that SQLite and PostgreSQL spell differently (decision 013). The domain writes raw SQL
 * once where one text means the same on both engines; for the rest it asks here, with the
 * database handle it runs on, and gets the fragment for that handle's engine.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export type Dialect = 'sqlite' | 'postgres';

/** better-sqlite3's drizzle databases and transactions have `all`; node-postgres's do not (db/query.ts). */
export function dialectOf(db: object): Dialect {
  return typeof (db as { all?: unknown }).all === 'function' ? 'sqlite' : 'postgres';
}

/**
 * SQLite's lower() on either engine: ASCII letters folded, every other character kept. PostgreSQL's
 * lower() folds every letter its database's locale knows, but under the C collation ASCII only,
 * so the two engines fold alike whatever the locale.
 */
export function lowerAscii(db: object, text: SQLWrapper | string): SQL<string> {
  return dialectOf(db) === 'sqlite' ? sql`lower(${text})` : sql`lower(CAST(${text} AS text) COLLATE "C")`;
}

/**
 * Whether `text` contains `needle` ignoring ASCII case, every character of `needle` taken
 * literally: LIKE with `%`, `_` and the escape character escaped, over lowerAscii of both sides
 * (SQLite's LIKE ignores ASCII case, PostgreSQL's no case). A needle with a NUL finds nothing,
 * without asking: PostgreSQL refuses a NUL in a text parameter, and no stored text holds one
 * (PostgreSQL's text cannot, and sync/schemas/text.ts refuses it in what people write).
 */
export function containsIgnoringCase(db: object, text: SQLWrapper, needle: string): SQL {
  if (needle.includes('\u0000')) return sql`1 = 0`;
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${lowerAscii(db, text)} LIKE ${lowerAscii(db, pattern)} ESCAPE '\\'`;
}

/**
 * The UTC calendar month ('YYYY-MM') of an epoch-milliseconds expression. A query that groups by
 * it must repeat the same text: PostgreSQL matches a GROUP BY to a selected expression only when
 * they are equal, and a bound parameter is a new `$n` each time it is written, so `epochMs` must
 * carry no parameters (month-window.ts inlines its constant offset).
 */
export function utcMonth(db: object, epochMs: SQLWrapper): SQL<string> {
  return dialectOf(db) === 'sqlite'
    ? sql<string>`strftime('%Y-%m', (${epochMs}) / 1000, 'unixepoch')`
    : sql<string>`to_char(to_timestamp((${epochMs}) / 1000) AT TIME ZONE 'UTC', 'YYYY-MM')`;
}

/**
 * The members of the JSON object in a text column as rows `(key, type, value)`, as SQLite's
 * json_each gives them, for `FROM table, ${jsonMembers(db, column)} AS alias`. `type` is SQLite's
 * name ('null', 'true', 'false', 'integer', 'real', 'text', 'array', 'object'); `value` is SQLite's
 * value, but text on PostgreSQL (one column has one type there): see `memberValue`. An array or
 * object member is JSON text, spaced differently per engine (jsonb writes its own).
 */
export function jsonMembers(db: object, column: SQLWrapper): SQL {
  if (dialectOf(db) === 'sqlite') return sql`json_each(${column})`;
  return sql`LATERAL (
    SELECT e.key AS key,
      CASE jsonb_typeof(e.value)
        WHEN 'string' THEN 'text'
        WHEN 'boolean' THEN e.value #>> '{}'
        WHEN 'number' THEN CASE WHEN e.value #>> '{}' ~ '^-?[0-9]+$' THEN 'integer' ELSE 'real' END
        ELSE jsonb_typeof(e.value)
      END AS type,
      e.value #>> '{}' AS value
    FROM jsonb_each(CAST(${column} AS jsonb)) AS e)`;
}

/** A `value` of `jsonMembers` as SQLite gives it: a number for a number, 1 or 0 for true or false. */
export function memberValue(type: string, value: string | number | null): string | number | null {
  if (type === 'integer' || type === 'real') return Number(value);
  if (type === 'true') return 1;
  if (type === 'false') return 0;
  return value;
}

/** The string member `key` of the JSON object in a text column; null when it is absent or not a string. */
export function jsonStringMember(db: object, column: SQLWrapper, key: string): SQL<string | null> {
  if (dialectOf(db) === 'sqlite') {
    const path = `$."${key}"`;
    return sql`(CASE WHEN json_type(${column}, ${path}) = 'text' THEN json_extract(${column}, ${path}) END)`;
  }
  const object = sql`CAST(${column} AS jsonb)`;
  const name = sql`CAST(${key} AS text)`;
  return sql`(CASE WHEN jsonb_typeof(${object} -> ${name}) = 'string' THEN ${object} ->> ${name} END)`;
}
