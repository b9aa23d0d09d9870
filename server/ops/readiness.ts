/**
 * Whether this process can serve (server/ops/lifecycle.ts step 1): not draining, the database
 * answers, and it holds every migration this build ships (a rolling deploy may start a new build
 * on a database an old one migrated: it is not ready until its own migrations are applied).
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/client';
import { dialectOf, type Dialect } from '../../db/dialect';
import { PG_MIGRATIONS_FOLDER } from '../../db/pg/client';
import { rawGet } from '../../db/query';
import type { Lifecycle } from './lifecycle';

export type Readiness = { ready: true } | { ready: false; status: 'draining' | 'not ready'; reason: string };

const newestMigration = new Map<Dialect, number>();

/** When the newest migration of this build was made (its folder's timestamp, as drizzle records it). */
function newestShipped(dialect: Dialect): number {
  let newest = newestMigration.get(dialect);
  if (newest === undefined) {
    const migrationsFolder = dialect === 'sqlite' ? MIGRATIONS_FOLDER : PG_MIGRATIONS_FOLDER;
    newest = Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
    newestMigration.set(dialect, newest);
  }
  return newest;
}

/** drizzle keeps its record of applied migrations in a table of its own, on PostgreSQL in its own schema. */
const APPLIED = { sqlite: sql`__drizzle_migrations`, postgres: sql`drizzle.__drizzle_migrations` };

export async function readiness(db: Db, lifecycle: Lifecycle | undefined): Promise<Readiness> {
  if (lifecycle?.draining) return { ready: false, status: 'draining', reason: 'The server is shutting down' };
  const dialect = dialectOf(db);
  let applied: number;
  try {
    const row = await rawGet<{ newest: number | null }>(
      db,
      sql`SELECT MAX(created_at) AS newest FROM ${APPLIED[dialect]}`,
    );
    applied = Number(row?.newest ?? 0);
  } catch {
    return { ready: false, status: 'not ready', reason: 'The database does not answer' };
  }
  if (applied < newestShipped(dialect))
    return { ready: false, status: 'not ready', reason: 'Migrations are not applied' };
  return { ready: true };
}
