import { count, desc, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { auditLog, businessVisits, businesses } from '../../../db/schema';
import type { BusinessCreate, BusinessHours, BusinessStatus, BusinessUpdate } from '../../../sync/schemas/business';
import { MARKET_UTC_OFFSET_HOURS } from '../../../sync/constants';
import { isAdmin, requireCaller, requireRole, requireVendorAccount } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { requireOfferedCategory } from '../categories/category-service';
import { conflict, forbidden, notFound } from '../../http/errors';
import { loadBusinessProfile, loadBusinessViews, type BusinessProfileView } from './business-view';
import { writeTx } from '../../../db/client';

type BusinessRow = typeof businesses.$inferSelect;

export const BUSINESS_NOT_FOUND = 'Business not found';

/** A business the caller may change: it must exist (404), be the caller's own and the caller a vendor (403). */
export function ownBusiness(deps: Deps, caller: Caller | null, businessId: number): BusinessRow {
  const who = requireVendorAccount(caller);
  const row = deps.db.select().from(businesses).where(eq(businesses.id, businessId)).get();
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  if (row.ownerId !== who.id) throw forbidden('Only the owner of this business can change it');
  return row;
}

/** A business the caller may see: active ones for everyone, inactive ones for its owner and admins. */
export function visibleBusiness(deps: Deps, caller: Caller | null, businessId: number): BusinessRow {
  const row = deps.db.select().from(businesses).where(eq(businesses.id, businessId)).get();
  if (!row || (!row.isActive && !isAdmin(caller) && row.ownerId !== caller?.id)) throw notFound(BUSINESS_NOT_FOUND);
  return row;
}

/** Hours as the compact JSON text of `businesses.hours` (db/schema.ts); null clears them. */
const storedHours = (hours: BusinessHours | null | undefined) => (hours ? JSON.stringify(hours) : null);

/** POST /api/businesses: a vendor creates its one business. */
export function createBusiness(deps: Deps, caller: Caller | null, input: BusinessCreate): BusinessProfileView {
  const vendor = requireRole(caller, 'VENDOR');
  requireOfferedCategory(deps.db, input.categoryId);
  const id = writeTx(deps.db, (tx) => {
    const existing = tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, vendor.id)).get();
    if (existing) throw conflict('You already have a business. A vendor can have only one.');
    return tx
      .insert(businesses)
      .values({ ...input, hours: storedHours(input.hours), ownerId: vendor.id })
      .returning({ id: businesses.id })
      .get().id;
  });
  return loadBusinessProfile(deps.db, id, { owner: true })!;
}

/** PUT/PATCH /api/businesses/{id}: the owner changes some fields; null clears an optional one. */
export function updateBusiness(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: BusinessUpdate,
): BusinessProfileView {
  const own = ownBusiness(deps, caller, id);
  if (input.categoryId !== undefined) requireOfferedCategory(deps.db, input.categoryId, own.categoryId);
  const { hours, ...rest } = input;
  const changes = {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(hours !== undefined && { hours: storedHours(hours) }),
  };
  if (Object.keys(changes).length > 0) deps.db.update(businesses).set(changes).where(eq(businesses.id, id)).run();
  return loadBusinessProfile(deps.db, id, { owner: true })!;
}

/** PUT /api/businesses/{id}/status: an admin (de)activates or verifies a business, with a reason kept. */
export function setBusinessStatus(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: BusinessStatus,
): BusinessProfileView {
  const admin = requireRole(caller, 'ADMIN');
  writeTx(deps.db, (tx) => {
    const changed = tx
      .update(businesses)
      .set({ isActive: input.isActive, ...(input.isVerified !== undefined && { isVerified: input.isVerified }) })
      .where(eq(businesses.id, id))
      .run();
    if (changed.changes === 0) throw notFound(BUSINESS_NOT_FOUND);
    tx.insert(auditLog)
      .values({
        actorId: admin.id,
        action: input.isActive ? 'business.activate' : 'business.deactivate',
        targetType: 'business',
        targetId: id,
        reason: input.reason ?? null,
      })
      .run();
  });
  return loadBusinessProfile(deps.db, id, { owner: true })!;
}

/**
 * PUT /api/businesses/{id}/reviewed: an admin has looked at a new business (docs/product.md "Shared
 * links"), so its profile may be indexed and listed in the sitemap. Marking it again keeps the
 * first date.
 */
export function markBusinessReviewed(deps: Deps, caller: Caller | null, id: number): BusinessProfileView {
  const admin = requireRole(caller, 'ADMIN');
  writeTx(deps.db, (tx) => {
    const row = tx.select({ reviewedAt: businesses.reviewedAt }).from(businesses).where(eq(businesses.id, id)).get();
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    if (row.reviewedAt) return;
    tx.update(businesses)
      .set({ reviewedAt: new Date(deps.now()) })
      .where(eq(businesses.id, id))
      .run();
    tx.insert(auditLog)
      .values({ actorId: admin.id, action: 'business.review', targetType: 'business', targetId: id })
      .run();
  });
  return loadBusinessProfile(deps.db, id, { owner: true })!;
}

/** DELETE /api/businesses/admin/{id}: an admin removes a business with everything it owns. */
export function deleteBusiness(deps: Deps, caller: Caller | null, id: number, reason?: string | null) {
  const admin = requireRole(caller, 'ADMIN');
  writeTx(deps.db, (tx) => {
    const deleted = tx.delete(businesses).where(eq(businesses.id, id)).run();
    if (deleted.changes === 0) throw notFound(BUSINESS_NOT_FOUND);
    tx.insert(auditLog)
      .values({
        actorId: admin.id,
        action: 'business.delete',
        targetType: 'business',
        targetId: id,
        reason: reason ?? null,
      })
      .run();
  });
}

/** GET /api/businesses/details/{id}. `personal` tells the route the answer differs by caller. */
export function getBusinessProfile(deps: Deps, caller: Caller | null, id: number) {
  const row = visibleBusiness(deps, caller, id);
  const personal = isAdmin(caller) || row.ownerId === caller?.id;
  return { business: loadBusinessProfile(deps.db, id, { owner: personal })!, personal };
}

/** GET /api/businesses/my-business: the caller's business, or null when it has none yet. */
export function getMyBusiness(deps: Deps, caller: Caller | null): BusinessProfileView | null {
  const who = requireCaller(caller);
  const row = deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, who.id)).get();
  return row ? loadBusinessProfile(deps.db, row.id, { owner: true }) : null;
}

export type BusinessListFilter = { page: number; limit: number; status?: 'all' | 'active' | 'inactive' };

/** GET /api/businesses/all: active businesses for everyone; admins see all of them with owners. */
export function listBusinesses(deps: Deps, caller: Caller | null, filter: BusinessListFilter) {
  const admin = isAdmin(caller);
  const status = admin ? (filter.status ?? 'all') : 'active';
  const where = status === 'all' ? undefined : eq(businesses.isActive, status === 'active');
  const total = deps.db.select({ n: count() }).from(businesses).where(where).get()?.n ?? 0;
  const ids = deps.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(where)
    .orderBy(
      ...(admin
        ? [desc(businesses.createdAt), desc(businesses.id)]
        : [desc(businesses.rating), desc(businesses.totalReviews), desc(businesses.id)]),
    )
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .all()
    .map((r) => r.id);
  return { businesses: loadBusinessViews(deps.db, ids, { owner: admin }), total };
}

/** Home page lists: verified businesses first for "featured", the best rated for "top rated". */
export function listFeatured(deps: Deps, limit: number) {
  const ids = deps.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(desc(businesses.isVerified), desc(businesses.rating), desc(businesses.totalReviews), desc(businesses.id))
    .limit(limit)
    .all()
    .map((r) => r.id);
  return loadBusinessViews(deps.db, ids);
}

export function listTopRated(deps: Deps, limit: number) {
  const ids = deps.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(desc(businesses.rating), desc(businesses.totalReviews), desc(businesses.id))
    .limit(limit)
    .all()
    .map((r) => r.id);
  return loadBusinessViews(deps.db, ids);
}

/**
 * POST /api/businesses/{id}/visit: counted once a day per visitor (client address and account).
 * Only a hash of the visitor is kept.
 */
export function recordVisit(deps: Deps, caller: Caller | null, clientKey: string, id: number) {
  const row = deps.db
    .select({ id: businesses.id, isActive: businesses.isActive })
    .from(businesses)
    .where(eq(businesses.id, id))
    .get();
  if (!row?.isActive) throw notFound(BUSINESS_NOT_FOUND);
  const visitorKey = createHash('sha256')
    .update(`${clientKey}|${caller?.id ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
  const day = new Date(deps.now() + MARKET_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
  return writeTx(deps.db, (tx) => {
    const added = tx.insert(businessVisits).values({ businessId: id, visitorKey, day }).onConflictDoNothing().run();
    if (added.changes === 0) return false;
    // Raw SQL: a visit is not an edit, so updated_at stays as the owner left it.
    tx.run(sql`UPDATE businesses SET visits = visits + 1 WHERE id = ${id}`);
    return true;
  });
}
