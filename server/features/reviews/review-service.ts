import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { businesses, reviews } from '../../../db/schema';
import type { ReviewCreate } from '../../../sync/schemas/review';
import { requireCaller, requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { BUSINESS_NOT_FOUND, visibleBusiness } from '../businesses/business-service';
import type { Page } from '../uploads/request-input';
import { loadReview, loadReviews, type ReviewView } from './review-view';

/**
 * Business reviews (PRODUCT.md "Reviews"): one per user and business, a second one replacing the
 * first; every new or replaced review waits as PENDING for moderation. A business's rating and
 * totalReviews follow its APPROVED reviews, recomputed in the same transaction as each change.
 */
export const REVIEW_NOT_FOUND = 'Review not found';

/** Average of the approved ratings to one decimal, and their number. */
export function recomputeBusinessRating(db: Pick<Db, 'run'>, businessId: number) {
  // Only a real change is written: the version trigger fires on any UPDATE of these columns, and
  // a pending review (which changes no public figure) must not send its business to every device.
  db.run(sql`
    UPDATE businesses SET rating = r.rating, total_reviews = r.n
    FROM (
      SELECT coalesce(round(avg(rating), 1), 0) AS rating, count(*) AS n
      FROM reviews WHERE business_id = ${businessId} AND status = 'APPROVED'
    ) AS r
    WHERE businesses.id = ${businessId}
      AND (businesses.rating IS NOT r.rating OR businesses.total_reviews IS NOT r.n)`);
}

/** POST /api/reviews, and the offline `createReview` mutation. */
export function createReview(deps: Deps, caller: Caller | null, args: ReviewCreate): ReviewView {
  const author = requireCaller(caller);
  const business = deps.db.select().from(businesses).where(eq(businesses.id, args.businessId)).get();
  if (!business?.isActive) throw notFound(BUSINESS_NOT_FOUND);
  if (business.ownerId === author.id) throw forbidden('You cannot review your own business');
  const id = deps.db.transaction((tx) => {
    const values = { rating: args.rating, comment: args.comment ?? null, status: 'PENDING' as const, isFlagged: false };
    const row = tx
      .insert(reviews)
      .values({ businessId: business.id, userId: author.id, ...values })
      .onConflictDoUpdate({
        target: [reviews.businessId, reviews.userId],
        set: { ...values, createdAt: sql`excluded.created_at`, updatedAt: sql`excluded.updated_at` },
      })
      .returning({ id: reviews.id })
      .get();
    recomputeBusinessRating(tx, business.id);
    return row.id;
  });
  return loadReview(deps.db, id)!;
}

/** GET /api/reviews/my-reviews */
export function listMyReviews(deps: Deps, caller: Caller | null): ReviewView[] {
  const author = requireCaller(caller);
  return loadReviews(deps.db, eq(reviews.userId, author.id));
}

/**
 * GET /api/reviews/business/{id}: the approved reviews, newest first; on the first page the
 * caller's own review comes first when it is not approved (yet), with its status.
 */
export function listBusinessReviews(deps: Deps, caller: Caller | null, businessId: number, page: Page) {
  visibleBusiness(deps, caller, businessId);
  const approved = and(eq(reviews.businessId, businessId), eq(reviews.status, 'APPROVED'));
  const total = deps.db.select({ n: count() }).from(reviews).where(approved).get()?.n ?? 0;
  const data = loadReviews(deps.db, approved, { limit: page.limit, offset: (page.page - 1) * page.limit });
  if (caller && page.page === 1) {
    const own = loadReviews(
      deps.db,
      and(eq(reviews.businessId, businessId), eq(reviews.userId, caller.id), ne(reviews.status, 'APPROVED')),
    );
    data.unshift(...own);
  }
  return { data, total };
}

export type ReviewFilter = 'PENDING' | 'APPROVED' | 'REJECTED' | 'FLAGGED' | 'ALL';

/** GET /api/reviews (admin): every review, optionally of one moderation state. */
export function listAllReviews(deps: Deps, caller: Caller | null, status: ReviewFilter | undefined, page: Page) {
  requireRole(caller, 'ADMIN');
  let where: SQL | undefined;
  if (status === 'FLAGGED') where = eq(reviews.isFlagged, true);
  else if (status && status !== 'ALL') where = eq(reviews.status, status);
  const total = deps.db.select({ n: count() }).from(reviews).where(where).get()?.n ?? 0;
  const data = loadReviews(deps.db, where, { limit: page.limit, offset: (page.page - 1) * page.limit });
  return { data, total };
}

/** PUT /api/reviews/{id}/approve and /reject (admin). */
export function moderateReview(
  deps: Deps,
  caller: Caller | null,
  id: number,
  status: 'APPROVED' | 'REJECTED',
): ReviewView {
  requireRole(caller, 'ADMIN');
  deps.db.transaction((tx) => {
    const row = tx
      .update(reviews)
      .set({ status })
      .where(eq(reviews.id, id))
      .returning({ businessId: reviews.businessId })
      .get();
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    recomputeBusinessRating(tx, row.businessId);
  });
  return loadReview(deps.db, id)!;
}

/** PUT /api/reviews/{id}/flag (admin): sets the flag, or toggles it when no state is given. */
export function flagReview(deps: Deps, caller: Caller | null, id: number, isFlagged?: boolean): ReviewView {
  requireRole(caller, 'ADMIN');
  const changed = deps.db
    .update(reviews)
    .set({ isFlagged: isFlagged ?? sql`NOT ${reviews.isFlagged}` })
    .where(eq(reviews.id, id))
    .run();
  if (changed.changes === 0) throw notFound(REVIEW_NOT_FOUND);
  return loadReview(deps.db, id)!;
}
