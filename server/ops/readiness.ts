/**
 * Whether this process can serve (server/ops/lifecycle.ts step 1): not draining, the database
 * answers, and it holds every migration this build ships (a rolling deploy may start a new build
 * on a database an old one migrated: it is not ready until its own migrations are applied).
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/client';
import type { Lifecycle } from './lifecycle';

export type Readiness = { ready: true } | { ready: false; status: 'draining' | 'not ready'; reason: string };

let newestMigration: number | null = null;

/** When the newest migration of this build was made (its folder's timestamp, as drizzle records it). */
function newestShipped(): number {
  newestMigration ??= Math.max(
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );
  return newestMigration;
}

export function readiness(db: Db, lifecycle: Lifecycle | undefined): Readiness {
  if (lifecycle?.draining) return { ready: false, status: 'draining', reason: 'The server is shutting down' };
  let applied: number;
  try {
    const row = db.$client.prepare('SELECT MAX(created_at) AS newest FROM __drizzle_migrations').get() as
      { newest: number | null } | undefined;
    applied = Number(row?.newest ?? 0);
  } catch {
    return { ready: false, status: 'not ready', reason: 'The database does not answer' };
  }
  if (applied < newestShipped()) return { ready: false, status: 'not ready', reason: 'Migrations are not applied' };
  return { ready: true };
}
