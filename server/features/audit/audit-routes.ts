import { Hono, type Context } from 'hono';
import { callerWithRole } from '../../auth/permissions';
import type { AppEnv, Caller, Deps } from '../../context';
import { validate } from '../../http/validate';
import { workTurns } from '../../http/work-turns';
import { exportBusinessesCsv, exportUsersCsv, type CsvExport } from './admin-export';
import { auditLogQuerySchema, listAuditLog } from './audit-log-service';

/**
 * An export of 20,000 businesses holds the event loop for about 0.2 s (and as long again while
 * server/http/api-response.ts compresses it): it is built in a turn of its own
 * (server/http/work-turns.ts), one at a time per admin; a second at once is a 429.
 */
const exportBuilds = workTurns({ perClient: 1, maxWaiting: 4, what: 'exports' });

async function csvAnswer(c: Context<AppEnv>, build: (deps: Deps, caller: Caller) => Promise<CsvExport>) {
  // refused callers get their 401/403 at once, without waiting for a turn
  const admin = callerWithRole(c, 'ADMIN');
  const file = await exportBuilds.run(`account:${admin.id}`, () => build(c.var.deps, admin));
  c.header('Content-Disposition', file.contentDisposition);
  return c.body(file.csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
}

/**
 * Mounted at /api/admin (server/api.ts): the audit log and the CSV exports of accounts and
 * businesses. Admin only (401 signed out, 403 anyone else). Signed-in answers are
 * `private, no-store` (docs/security.md), an export of every address above all.
 */
export const adminAuditRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/audit-log', validate('query', auditLogQuerySchema), async (c) =>
    c.json({ success: true, ...(await listAuditLog(c.var.deps, c.var.caller, c.req.valid('query'))) }),
  )
  .get('/export/users.csv', (c) => csvAnswer(c, exportUsersCsv))
  .get('/export/businesses.csv', (c) => csvAnswer(c, exportBusinessesCsv));
