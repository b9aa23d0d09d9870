/**
 * The admin's read of the audit log (db/schema.ts `auditLog`): who did what to which row, and
 * why. Rows are written where the change happens — moderation, deletes, suspensions,
 * verification, reports (server/features/users/user-admin-service.ts, reports/report-service.ts,
 * …); this file only reads them.
 *
 * Newest first is `ORDER BY id DESC`: the rowid b-tree walked backwards, so an unfiltered page
 * reads `offset + limit` rows and stops. `created_at` has no index, and every writer stamps
 * `deps.now()` at insert, so id order is creation order. An action filter walks the same b-tree
 * and skips other actions (no index on `action`); a target-type filter finds its rows through
 * `audit_target_idx` and sorts them. A text search reads every row: it matches inside names,
 * addresses and reasons, which no b-tree index serves.
 */
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog, businesses, categories, users } from '../../../db/schema';
import { ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT } from '../../../sync/constants';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import type { AuditEntry } from '../../../sync/answers/admin';
import { pagination } from '../../../sync/answers/envelope';
import { containsIgnoringCase } from '../../../db/dialect';
import { firstRow } from '../../../db/query';

/** Far past any real log: keeps `(page - 1) * limit` a small integer whatever the query says. */
const MAX_PAGE = 100_000;

const blankOrAll = (v: unknown) =>
  typeof v === 'string' && (v.trim() === '' || v.trim().toLowerCase() === 'all') ? undefined : v;

/** `GET /api/admin/audit-log?q=&action=&targetType=&page=&limit=`. */
export const auditLogQuerySchema = z.object({
  q: z.preprocess(blankOrAll, z.string().trim().max(100, 'The search is too long').optional()),
  /** One action exactly, as the writers name them: `user.suspend`, `product_review.delete`, … */
  action: z.preprocess(
    blankOrAll,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z_]{1,40}\.[a-z_-]{1,40}$/, 'Unknown action')
      .optional(),
  ),
  targetType: z.preprocess(
    blankOrAll,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z_]{1,40}$/, 'Unknown target type')
      .optional(),
  ),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .transform((n) => Math.min(n, MAX_PAGE)),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(ADMIN_LIST_DEFAULT_LIMIT)
    .transform((n) => Math.min(n, ADMIN_LIST_MAX_LIMIT)),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export async function listAuditLog(deps: Deps, caller: Caller | null, query: AuditLogQuery) {
  requireRole(caller, 'ADMIN');
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType));
  if (query.q) {
    const q = query.q;
    filters.push(
      or(
        containsIgnoringCase(deps.db, sql`${users.firstName} || ' ' || ${users.lastName}`, q),
        containsIgnoringCase(deps.db, users.email, q),
        containsIgnoringCase(deps.db, auditLog.action, q),
        containsIgnoringCase(deps.db, sql`coalesce(${auditLog.reason}, '')`, q),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;

  // Only a text search needs the actor's row to count; without one the count stays in audit_log.
  const counted = deps.db.select({ n: count() }).from(auditLog);
  const total =
    (await firstRow((query.q ? counted.leftJoin(users, eq(users.id, auditLog.actorId)) : counted).where(where)))?.n ??
    0;

  const rows = await deps.db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      reason: auditLog.reason,
      actorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);

  const names = await targetNames(deps, rows);
  const data: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    actor:
      r.actorId === null
        ? null
        : { id: r.actorId, name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(), email: r.email ?? '' },
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    targetName: names.get(`${r.targetType}:${r.targetId}`) ?? null,
    reason: r.reason,
  }));
  return { data, pagination: pagination(query, total) };
}

/** The names of one page's targets: one lookup by primary key per kind that has names. */
async function targetNames(
  deps: Deps,
  rows: readonly { targetType: string; targetId: number }[],
): Promise<Map<string, string>> {
  const idsOf = (type: string) => [...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId))];
  const names = new Map<string, string>();
  const businessIds = idsOf('business');
  if (businessIds.length) {
    const found = await deps.db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(inArray(businesses.id, businessIds));
    for (const b of found) names.set(`business:${b.id}`, b.name);
  }
  const userIds = idsOf('user');
  if (userIds.length) {
    const found = await deps.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const u of found) names.set(`user:${u.id}`, `${u.firstName} ${u.lastName}`.trim() || u.email);
  }
  const categoryIds = idsOf('category');
  if (categoryIds.length) {
    const found = await deps.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.id, categoryIds));
    for (const c of found) names.set(`category:${c.id}`, c.name);
  }
  return names;
}
