/**
 * The SQL a database was asked while a function ran, on either engine: what SQLite's connections
 * prepared (db/client.ts sqliteConnections), or what node-postgres sent, transactions included.
 * Tests count with it how often a piece of work was done (a pull page built, for one).
 */
import pg from 'pg';
import { vi } from 'vitest';
import { sqliteConnections, type Db } from '../../db/client';
import { dialectOf } from '../../db/dialect';

export async function sqlWhile(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  if (dialectOf(db) === 'sqlite') {
    const prepares = sqliteConnections(db).map((connection) => vi.spyOn(connection, 'prepare'));
    try {
      await run();
      return prepares.flatMap((p) => p.mock.calls).map(([text]) => String(text));
    } finally {
      for (const p of prepares) p.mockRestore();
    }
  }
  // every pooled connection is a pg.Client; a query is its text or a config that holds it
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await run();
    return query.mock.calls.map(([sent]) =>
      String(typeof sent === 'string' ? sent : (sent as { text?: unknown } | undefined)?.text),
    );
  } finally {
    query.mockRestore();
  }
}
