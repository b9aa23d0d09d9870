import { count, desc, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { auditLog, businessVisits, businesses } from '../../../db/schema';
import type { BusinessCreate, BusinessHours, BusinessStatus, BusinessUpdate } from '../../../sync/schemas/business';
import { MARKET_UTC_OFFSET_HOURS } from '../../../sync/constants';
import { isAdmin, requireCaller, requireRole, requireVendorAccount } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { requireOfferedCategory } from '../categories/category-service';
import { conflict, forbidden, notFound } from '../../http/errors';
import { loadBusinessProfile, loadBusinessViews, readBusinessProfile, type BusinessProfileView } from './business-view';
import { writeTx } from '../../../db/client';
import { firstRow, runWrite, rawRun } from '../../../db/query';

type BusinessRow = typeof businesses.$inferSelect;

export const BUSINESS_NOT_FOUND = 'Business not found';

/** A business the caller may change: it must exist (404), be the caller's own and the caller a vendor (403). */
export async function ownBusiness(deps: Deps, caller: Caller | null, businessId: number): Promise<BusinessRow> {
  const who = requireVendorAccount(caller);
  const row = await firstRow(deps.db.select().from(businesses).where(eq(businesses.id, businessId)));
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  if (row.ownerId !== who.id) throw forbidden('Only the owner of this business can change it');
  return row;
}

/** Whether the caller may see a business: an active one everyone, an inactive one its owner and admins. */
const maySee = (caller: Caller | null, row: BusinessRow) =>
  row.isActive || isAdmin(caller) || row.ownerId === caller?.id;

/** A business the caller may see (maySee), else 404. */
export async function visibleBusiness(deps: Deps, caller: Caller | null, businessId: number): Promise<BusinessRow> {
  const row = await firstRow(deps.db.select().from(businesses).where(eq(businesses.id, businessId)));
  if (!row || !maySee(caller, row)) throw notFound(BUSINESS_NOT_FOUND);
  return row;
}

/** Hours as the compact JSON text of `businesses.hours` (db/schema.ts); null clears them. */
const storedHours = (hours: BusinessHours | null | undefined) => (hours ? JSON.stringify(hours) : null);

/** POST /api/businesses: a vendor creates its one business. */
export async function createBusiness(
  deps: Deps,
  caller: Caller | null,
  input: BusinessCreate,
): Promise<BusinessProfileView> {
  const vendor = requireRole(caller, 'VENDOR');
  await requireOfferedCategory(deps.db, input.categoryId);
  const id = await writeTx(deps.db, async (tx) => {
    const existing = await firstRow(
      tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, vendor.id)),
    );
    if (existing) throw conflict('You already have a business. A vendor can have only one.');
    return (
      await firstRow(
        tx
          .insert(businesses)
          .values({ ...input, hours: storedHours(input.hours), ownerId: vendor.id })
          .returning({ id: businesses.id }),
      )
    ).id;
  });
  return (await loadBusinessProfile(deps.db, id, { owner: true }))!;
}

/** PUT/PATCH /api/businesses/{id}: the owner changes some fields; null clears an optional one. */
export async function updateBusiness(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: BusinessUpdate,
): Promise<BusinessProfileView> {
  const own = await ownBusiness(deps, caller, id);
  if (input.categoryId !== undefined) await requireOfferedCategory(deps.db, input.categoryId, own.categoryId);
  const { hours, ...rest } = input;
  const changes = {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(hours !== undefined && { hours: storedHours(hours) }),
  };
  if (Object.keys(changes).length > 0) await deps.db.update(businesses).set(changes).where(eq(businesses.id, id));
  return (await loadBusinessProfile(deps.db, id, { owner: true }))!;
}

/** PUT /api/businesses/{id}/status: an admin (de)activates or verifies a business, with a reason kept. */
export async function setBusinessStatus(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: BusinessStatus,
): Promise<BusinessProfileView> {
  const admin = requireRole(caller, 'ADMIN');
  await writeTx(deps.db, async (tx) => {
    const changed = await runWrite(
      tx
        .update(businesses)
        .set({ isActive: input.isActive, ...(input.isVerified !== undefined && { isVerified: input.isVerified }) })
        .where(eq(businesses.id, id)),
    );
    if (changed.changes === 0) throw notFound(BUSINESS_NOT_FOUND);
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: input.isActive ? 'business.activate' : 'business.deactivate',
      targetType: 'business',
      targetId: id,
      reason: input.reason ?? null,
    });
  });
  return (await loadBusinessProfile(deps.db, id, { owner: true }))!;
}

/**
 * PUT /api/businesses/{id}/reviewed: an admin has looked at a new business (docs/product.md "Shared
 * links"), so its profile may be indexed and listed in the sitemap. Marking it again keeps the
 * first date.
 */
export async function markBusinessReviewed(
  deps: Deps,
  caller: Caller | null,
  id: number,
): Promise<BusinessProfileView> {
  const admin = requireRole(caller, 'ADMIN');
  await writeTx(deps.db, async (tx) => {
    const row = await firstRow(
      tx.select({ reviewedAt: businesses.reviewedAt }).from(businesses).where(eq(businesses.id, id)),
    );
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    if (row.reviewedAt) return;
    await tx
      .update(businesses)
      .set({ reviewedAt: new Date(deps.now()) })
      .where(eq(businesses.id, id));
    await tx
      .insert(auditLog)
      .values({ actorId: admin.id, action: 'business.review', targetType: 'business', targetId: id });
  });
  return (await loadBusinessProfile(deps.db, id, { owner: true }))!;
}

/** DELETE /api/businesses/admin/{id}: an admin removes a business with everything it owns. */
export async function deleteBusiness(deps: Deps, caller: Caller | null, id: number, reason?: string | null) {
  const admin = requireRole(caller, 'ADMIN');
  await writeTx(deps.db, async (tx) => {
    const deleted = await runWrite(tx.delete(businesses).where(eq(businesses.id, id)));
    if (deleted.changes === 0) throw notFound(BUSINESS_NOT_FOUND);
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: 'business.delete',
      targetType: 'business',
      targetId: id,
      reason: reason ?? null,
    });
  });
}

/** GET /api/businesses/details/{id}. `personal` tells the route the answer differs by caller. */
export async function getBusinessProfile(deps: Deps, caller: Caller | null, id: number) {
  // one statement reads what the check needs and what the answer shows (readBusinessProfile)
  const found = await readBusinessProfile(deps.db, id);
  if (!found || !maySee(caller, found.business)) throw notFound(BUSINESS_NOT_FOUND);
  const personal = isAdmin(caller) || found.business.ownerId === caller?.id;
  return { business: found.profile({ owner: personal }), personal };
}

/** GET /api/businesses/my-business: the caller's business, or null when it has none yet. */
export async function getMyBusiness(deps: Deps, caller: Caller | null): Promise<BusinessProfileView | null> {
  const who = requireCaller(caller);
  const row = await firstRow(
    deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, who.id)),
  );
  return row ? await loadBusinessProfile(deps.db, row.id, { owner: true }) : null;
}

export type BusinessListFilter = { page: number; limit: number; status?: 'all' | 'active' | 'inactive' };

/** GET /api/businesses/all: active businesses for everyone; admins see all of them with owners. */
export async function listBusinesses(deps: Deps, caller: Caller | null, filter: BusinessListFilter) {
  const admin = isAdmin(caller);
  const status = admin ? (filter.status ?? 'all') : 'active';
  const where = status === 'all' ? undefined : eq(businesses.isActive, status === 'active');
  const total = (await firstRow(deps.db.select({ n: count() }).from(businesses).where(where)))?.n ?? 0;
  const ids = (
    await deps.db
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
  ).map((r) => r.id);
  return { businesses: await loadBusinessViews(deps.db, ids, { owner: admin }), total };
}

/** Home page lists: verified businesses first for "featured", the best rated for "top rated". */
export async function listFeatured(deps: Deps, limit: number) {
  const ids = (
    await deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .orderBy(desc(businesses.isVerified), desc(businesses.rating), desc(businesses.totalReviews), desc(businesses.id))
      .limit(limit)
  ).map((r) => r.id);
  return await loadBusinessViews(deps.db, ids);
}

export async function listTopRated(deps: Deps, limit: number) {
  const ids = (
    await deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .orderBy(desc(businesses.rating), desc(businesses.totalReviews), desc(businesses.id))
      .limit(limit)
  ).map((r) => r.id);
  return await loadBusinessViews(deps.db, ids);
}

/**
 * POST /api/businesses/{id}/visit: counted once a day per visitor (client address and account).
 * Only a hash of the visitor is kept.
 */
export async function recordVisit(deps: Deps, caller: Caller | null, clientKey: string, id: number) {
  const row = await firstRow(
    deps.db.select({ id: businesses.id, isActive: businesses.isActive }).from(businesses).where(eq(businesses.id, id)),
  );
  if (!row?.isActive) throw notFound(BUSINESS_NOT_FOUND);
  const visitorKey = createHash('sha256')
    .update(`${clientKey}|${caller?.id ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
  const day = new Date(deps.now() + MARKET_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
  return await writeTx(deps.db, async (tx) => {
    const added = await runWrite(
      tx.insert(businessVisits).values({ businessId: id, visitorKey, day }).onConflictDoNothing(),
    );
    if (added.changes === 0) return false;
    // Raw SQL: a visit is not an edit, so updated_at stays as the owner left it.
    await rawRun(tx, sql`UPDATE businesses SET visits = visits + 1 WHERE id = ${id}`);
    return true;
  });
}
