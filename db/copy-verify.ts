/**
 * The check after `npm run db:copy` (db/copy.ts): each table is read on both engines in primary
 * key order, each row becomes one canonical text, a JSON array of its values (numbers as numbers,
 * text as text, null as null), and the texts are hashed with SHA-256. The same rows give the same
 * hash on both engines because both drivers answer the same JavaScript values: integers and
 * bigints as numbers (readBigNumbersAsNumbers, db/pg/client.ts), doubles in their shortest exact
 * form (PostgreSQL's default extra_float_digits since version 12), text as strings.
 */
import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { CopiedTable } from './copy-plan';

export interface TableSum {
  rows: number;
  checksum: string;
}

/** One line of the table the copy prints: `table  rows  checksum  ok`. */
export interface Verified {
  table: string;
  sqlite: TableSum;
  postgres: TableSum;
  ok: boolean;
}

/** Rows fetched from PostgreSQL at a time: the whole table is never held in memory. */
const FETCH_ROWS = 5_000;

export const quoted = (name: string) => pg.escapeIdentifier(name);

class RowHash {
  readonly #hash = createHash('sha256');
  rows = 0;
  add(row: unknown[]): void {
    this.#hash.update(JSON.stringify(row));
    this.#hash.update('\n');
    this.rows++;
  }
  done(): TableSum {
    return { rows: this.rows, checksum: this.#hash.digest('hex') };
  }
}

export function sqliteSum(sqlite: Database.Database, table: CopiedTable): TableSum {
  const columns = table.columns.map(quoted).join(', ');
  const order = table.primaryKey.map(quoted).join(', ');
  const sum = new RowHash();
  const rows = sqlite.prepare(`SELECT ${columns} FROM ${quoted(table.name)} ORDER BY ${order}`).raw(true);
  for (const row of rows.iterate()) sum.add(row as unknown[]);
  return sum.done();
}

/** Inside a transaction of `client` (its cursor lives until the transaction ends). */
export async function postgresSum(client: pg.ClientBase, table: CopiedTable): Promise<TableSum> {
  const columns = table.columns.map(quoted).join(', ');
  // SQLite orders text by its bytes; PostgreSQL by the database's collation unless told "C"
  const order = table.primaryKey
    .map((column) => (table.textKey.includes(column) ? `${quoted(column)} COLLATE "C"` : quoted(column)))
    .join(', ');
  await client.query(
    `DECLARE copy_check NO SCROLL CURSOR FOR SELECT ${columns} FROM ${quoted(table.name)} ORDER BY ${order}`,
  );
  const sum = new RowHash();
  for (;;) {
    const { rows } = await client.query<unknown[]>({ text: `FETCH ${FETCH_ROWS} FROM copy_check`, rowMode: 'array' });
    for (const row of rows) sum.add(row);
    if (rows.length < FETCH_ROWS) break;
  }
  await client.query('CLOSE copy_check');
  return sum.done();
}

/** The printed table; a checksum is shown by its first 12 hex digits, both sides' where they differ. */
export function formatVerification(lines: Verified[]): string {
  const short = (sum: TableSum) => sum.checksum.slice(0, 12);
  const cells = lines.map((line) => [
    line.table,
    line.sqlite.rows === line.postgres.rows ? String(line.sqlite.rows) : `${line.sqlite.rows} ≠ ${line.postgres.rows}`,
    line.sqlite.checksum === line.postgres.checksum
      ? short(line.sqlite)
      : `${short(line.sqlite)} ≠ ${short(line.postgres)}`,
    line.ok ? 'ok' : 'DIFFERENT',
  ]);
  const rows = [['table', 'rows', 'checksum', 'ok'], ...cells];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row.map((cell, i) => (i === 1 ? cell.padStart(widths[i]!) : i < 3 ? cell.padEnd(widths[i]!) : cell)).join('  '),
    )
    .join('\n');
}
