/**
 * Account administration (docs/screens.md "Admin users"). Every change is kept in the audit
 * log with the admin and the reason. Suspending ends the account's sessions: its refresh tokens
 * are revoked here, and its access tokens already stop working because the auth middleware
 * checks isActive on every call. An admin cannot suspend, demote or delete their own account.
 * Suspending also hides the account's business until reactivation (docs/product.md "Roles and
 * ownership"), see `hideBusinessOf`.
 */
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, businesses, reviews, searches, users } from '../../../db/schema';
import { pagination } from '../../../sync/answers/envelope';
import type { UserListQuery, UserStatusUpdate } from '../../../sync/schemas/user';
import { revokeAllSessions } from '../../auth/auth-service';
import { requireRole } from '../../auth/permissions';
import { toPublicUser } from '../../auth/user-view';
import type { Caller, Deps } from '../../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { monthSums } from '../dashboards/month-window';
import { writeTx } from '../../../db/client';
import { containsIgnoringCase } from '../../../db/dialect';
import { firstRow } from '../../../db/query';

type Role = (typeof users.$inferSelect)['role'];

async function findUser(deps: Deps, id: number) {
  const user = await firstRow(deps.db.select().from(users).where(eq(users.id, id)));
  if (!user) throw notFound('User not found');
  return user;
}

async function audit(deps: Deps, actorId: number, action: string, targetId: number, reason: string | null) {
  await deps.db
    .insert(auditLog)
    .values({ actorId, action, targetType: 'user', targetId, reason, createdAt: new Date(deps.now()) });
}

export async function listUsers(deps: Deps, caller: Caller | null, query: UserListQuery) {
  requireRole(caller, 'ADMIN');
  const filters: SQL[] = [];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status === 'suspended') filters.push(eq(users.isActive, false));
  if (query.status === 'unverified') filters.push(and(eq(users.isActive, true), eq(users.isVerified, false))!);
  if (query.status === 'active') filters.push(and(eq(users.isActive, true), eq(users.isVerified, true))!);
  if (query.q) {
    const q = query.q;
    filters.push(
      or(
        containsIgnoringCase(deps.db, sql`${users.firstName} || ' ' || ${users.lastName}`, q),
        containsIgnoringCase(deps.db, users.email, q),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const total = (await firstRow(deps.db.select({ n: count() }).from(users).where(where)))?.n ?? 0;
  const rows = await deps.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    users: rows.map(toPublicUser),
    pagination: pagination(query, total),
  };
}

export async function getUser(deps: Deps, caller: Caller | null, id: number) {
  requireRole(caller, 'ADMIN');
  const user = await findUser(deps, id);
  const business = await firstRow(
    deps.db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.ownerId, id)),
  );
  const searchCount =
    (await firstRow(deps.db.select({ n: count() }).from(searches).where(eq(searches.userId, id))))?.n ?? 0;
  const reviewCount =
    (await firstRow(deps.db.select({ n: count() }).from(reviews).where(eq(reviews.userId, id))))?.n ?? 0;
  return { ...toPublicUser(user), business: business ?? null, _count: { searches: searchCount, reviews: reviewCount } };
}

export async function setUserStatus(deps: Deps, caller: Caller | null, id: number, input: UserStatusUpdate) {
  const admin = requireRole(caller, 'ADMIN');
  await writeTx(deps.db, async () => await changeUserStatus(deps, admin, id, input));
  return toPublicUser(await findUser(deps, id));
}

/**
 * Suspends or reactivates an account inside the caller's transaction: PUT /users/{id}/status,
 * and resolving a report with "suspend-user" (server/features/reports/report-service.ts).
 * 403 for the admin's own account, 404 for no account, 409 when nothing would change.
 */
export async function changeUserStatus(deps: Deps, admin: Caller, id: number, input: UserStatusUpdate) {
  if (id === admin.id && !input.isActive) throw forbidden('You cannot suspend your own account');
  const user = await findUser(deps, id);
  if (user.isActive === input.isActive) {
    throw conflict(input.isActive ? 'This account is already active' : 'This account is already suspended');
  }
  await deps.db
    .update(users)
    .set({ isActive: input.isActive, updatedAt: new Date(deps.now()) })
    .where(eq(users.id, id));
  await audit(deps, admin.id, input.isActive ? 'user.reactivate' : 'user.suspend', id, input.reason);
  if (input.isActive) await showBusinessOf(deps, admin.id, id, input.reason);
  else {
    await hideBusinessOf(deps, admin.id, id, input.reason);
    await revokeAllSessions(deps, id);
  }
}

/** The audit actions that set a business's isActive; the newest one tells why it is as it is. */
const BUSINESS_HIDDEN_BY_SUSPENSION = 'business.hidden-by-suspension';
const BUSINESS_SHOWN_BY_REACTIVATION = 'business.shown-by-reactivation';
const BUSINESS_VISIBILITY_ACTIONS = [
  'business.activate',
  'business.deactivate',
  BUSINESS_HIDDEN_BY_SUSPENSION,
  BUSINESS_SHOWN_BY_REACTIVATION,
];

async function businessAudit(deps: Deps, actorId: number, action: string, businessId: number, reason: string) {
  await deps.db
    .insert(auditLog)
    .values({ actorId, action, targetType: 'business', targetId: businessId, reason, createdAt: new Date(deps.now()) });
}

/**
 * A suspended account's business leaves the public directory (docs/product.md "Roles and
 * ownership"): it is set inactive, so the public reads answer 404 and the version trigger makes
 * devices drop it at their next pull. The audit row records that the suspension did it.
 */
async function hideBusinessOf(deps: Deps, adminId: number, userId: number, reason: string) {
  const hidden = await deps.db
    .update(businesses)
    .set({ isActive: false })
    .where(and(eq(businesses.ownerId, userId), eq(businesses.isActive, true)))
    .returning({ id: businesses.id });
  for (const b of hidden) await businessAudit(deps, adminId, BUSINESS_HIDDEN_BY_SUSPENSION, b.id, reason);
}

/**
 * Reactivation shows the business again only when the suspension hid it and no admin changed
 * its status since: one an admin deactivated (before or during the suspension) stays hidden.
 */
async function showBusinessOf(deps: Deps, adminId: number, userId: number, reason: string) {
  const business = await firstRow(
    deps.db
      .select({ id: businesses.id, isActive: businesses.isActive })
      .from(businesses)
      .where(eq(businesses.ownerId, userId)),
  );
  if (!business || business.isActive) return;
  const last = await firstRow(
    deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'business'),
          eq(auditLog.targetId, business.id),
          inArray(auditLog.action, BUSINESS_VISIBILITY_ACTIONS),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1),
  );
  if (last?.action !== BUSINESS_HIDDEN_BY_SUSPENSION) return;
  await deps.db.update(businesses).set({ isActive: true }).where(eq(businesses.id, business.id));
  await businessAudit(deps, adminId, BUSINESS_SHOWN_BY_REACTIVATION, business.id, reason);
}

/** A role change also ends the account's sessions, so its next sign-in shows the right area. */
export async function setUserRole(
  deps: Deps,
  caller: Caller | null,
  id: number,
  role: Role,
  reason: string | null | undefined,
) {
  const admin = requireRole(caller, 'ADMIN');
  if (id === admin.id) throw forbidden('You cannot change your own role');
  const user = await findUser(deps, id);
  if (user.role === role) return toPublicUser(user);
  await writeTx(deps.db, async () => {
    await deps.db
      .update(users)
      .set({ role, updatedAt: new Date(deps.now()) })
      .where(eq(users.id, id));
    await audit(
      deps,
      admin.id,
      'user.role',
      id,
      reason ? `${user.role} → ${role}: ${reason}` : `${user.role} → ${role}`,
    );
    await revokeAllSessions(deps, id);
  });
  return toPublicUser(await findUser(deps, id));
}

/** Deleting an account removes what it owns (its business, requests, reviews) by cascade. */
export async function deleteUser(deps: Deps, caller: Caller | null, id: number, reason: string | undefined) {
  const admin = requireRole(caller, 'ADMIN');
  if (id === admin.id) throw forbidden('You cannot delete your own account');
  const user = await findUser(deps, id);
  await writeTx(deps.db, async () => {
    await audit(deps, admin.id, 'user.delete', id, reason ?? `${user.email}`);
    await deps.db.delete(users).where(eq(users.id, id));
  });
}

export async function userStats(deps: Deps, caller: Caller | null) {
  requireRole(caller, 'ADMIN');
  const joined = monthSums(users.createdAt, deps.now());
  const row = (await firstRow(
    deps.db
      .select({
        totalUsers: count(),
        // count(*) FILTER, not sum() of a comparison: PostgreSQL's comparisons are booleans, which it cannot sum
        activeUsers: sql<number>`count(*) filter (where ${users.isActive} = 1)`,
        unverifiedUsers: sql<number>`count(*) filter (where ${users.isActive} = 1 and ${users.isVerified} = 0)`,
        users: sql<number>`count(*) filter (where ${users.role} = 'USER')`,
        vendors: sql<number>`count(*) filter (where ${users.role} = 'VENDOR')`,
        admins: sql<number>`count(*) filter (where ${users.role} = 'ADMIN')`,
        newThisMonth: joined.thisMonth,
        newLastMonth: joined.lastMonth,
      })
      .from(users),
  ))!;
  return {
    totalUsers: row.totalUsers,
    activeUsers: row.activeUsers,
    suspendedUsers: row.totalUsers - row.activeUsers,
    unverifiedUsers: row.unverifiedUsers,
    byRole: { USER: row.users, VENDOR: row.vendors, ADMIN: row.admins },
    newThisMonth: row.newThisMonth,
    newLastMonth: row.newLastMonth,
  };
}
