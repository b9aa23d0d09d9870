/**
 * A server process's life after it starts listening (docs/operations.md "Restarts and health"):
 *  1. Serving: `/api/health` answers ok; `/api/ready` answers 200 once the database answers and
 *     every migration is applied (readiness.ts).
 *  2. SIGTERM or SIGINT: draining. The listening socket closes, so no new connection is taken,
 *     and idle keep-alive connections close; requests in flight finish, their answers saying
 *     `Connection: close`; health and ready answer 503 "draining".
 *  3. The background jobs stop, and the alert batch being sent finishes.
 *  4. The WAL is checkpointed into the database file and the database closed; what must outlive
 *     it (the backup's last copy) stops; exit 0.
 *  5. Whatever still runs SHUTDOWN_DEADLINE_MS after the signal is cut off: its connections are
 *     closed and the process exits 1, so a supervisor's own kill never comes first.
 */
import type { Server } from 'node:http';
import { closeDatabase, type Db } from '../../db/client';

/** Within a supervisor's usual grace period (systemd and Kubernetes wait 30 s, Fly 5–30 s). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/** Shared with the routes (Deps.lifecycle): whether this process is on its way out. */
export type Lifecycle = { draining: boolean };

type Stoppable = {
  server: Server;
  db: Db;
  lifecycle: Lifecycle;
  /** Stops the background jobs; resolves once the work they had begun is done. */
  stopJobs: () => Promise<void>;
  /** Step 4, once the database is closed. */
  afterClose?: () => Promise<void>;
  log: (message: string) => void;
  exit?: (code: number) => void;
};

/** Installs the handlers of steps 2–5; answers the shutdown itself, for a caller that ends on its own. */
export function drainOnSignals(target: Stoppable): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  const shutdown = () => (stopping ??= drain(target));
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  return shutdown;
}

async function drain({ server, db, lifecycle, stopJobs, afterClose, log, exit = process.exit }: Stoppable) {
  const started = Date.now();
  // 2.
  lifecycle.draining = true;
  log('Draining: no new connections; finishing the requests in flight');
  const deadline = setTimeout(() => {
    log(`Still busy after ${SHUTDOWN_DEADLINE_MS} ms: closing the remaining connections`);
    server.closeAllConnections();
    exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // 3.
  await Promise.all([closed, stopJobs()]);
  // 4.
  await closeDatabase(db, { checkpoint: true });
  await afterClose?.();
  clearTimeout(deadline);
  log(`Stopped cleanly in ${Date.now() - started} ms`);
  exit(0);
}
