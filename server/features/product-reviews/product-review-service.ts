import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { auditLog, productReviewVotes, productReviews, users } from '../../../db/schema';
import type { ProductReviewCreate, ProductReviewUpdate, ProductReviewVote } from '../../../sync/schemas/product-review';
import type { BulkModeration } from '../../../sync/schemas/review';
import { isAdmin, requireCaller, requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { requireOfferedCategory } from '../categories/category-service';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { imageExists } from '../uploads/image-store';
import type { Page } from '../../http/request-input';
import { wordsMatch } from '../reviews/admin-search';
import { auditMoves, movesOf } from '../reviews/bulk-moves';
import { loadProductReview, loadProductReviews, type ProductReviewView } from './product-review-view';
import { writeTx } from '../../../db/client';
import { alertReviewsModerated } from '../alerts/alert-events';
import { firstRow } from '../../../db/query';

/**
 * Product reviews: written by any signed-in account, changed or deleted by their author or an
 * admin. Like business reviews (server/features/reviews/review-service.ts) each new or edited
 * review waits as PENDING until an admin approves it: only APPROVED ones are listed, pulled to
 * devices (server/sync/pull-public.ts) and voted on, so an author's text and image URL reach no
 * other reader before a person has seen them. Votes: one per user and review; the counters are
 * recounted from the votes in the same transaction, so they always agree with them.
 */
const PRODUCT_REVIEW_NOT_FOUND = 'Product review not found';
type Direction = 'up' | 'down';

async function checkReferences(
  deps: Deps,
  input: { categoryId?: number | null; image?: string | null },
  current?: number | null,
) {
  if (input.categoryId !== undefined && input.categoryId !== null)
    await requireOfferedCategory(deps.db, input.categoryId, current);
  if (input.image && !(await imageExists(deps, input.image))) {
    throw badRequest('The image was not found. Please upload it again.', { image: 'Please upload the image again' });
  }
}

/** POST /api/product-reviews, and the offline `createProductReview` mutation. */
export async function createProductReview(
  deps: Deps,
  caller: Caller | null,
  args: ProductReviewCreate,
): Promise<ProductReviewView> {
  const author = requireCaller(caller);
  await checkReferences(deps, args);
  const row = await firstRow(
    deps.db
      .insert(productReviews)
      .values({
        userId: author.id,
        categoryId: args.categoryId,
        name: args.name,
        rating: args.rating,
        imageUrl: args.imageUrl ?? null,
        image: args.image ?? null,
        boughtFrom: args.boughtFrom ?? null,
        amount: args.amount ?? null,
        comment: args.comment ?? null,
        status: 'PENDING',
      })
      .returning({ id: productReviews.id }),
  );
  return (await loadProductReview(deps.db, row.id))!;
}

/** The votes a caller gave to some reviews, to mark them in a list. */
async function votesOf(deps: Deps, userId: number, reviewIds: number[]) {
  if (reviewIds.length === 0) return new Map<number, Direction>();
  const rows = await deps.db
    .select({ reviewId: productReviewVotes.reviewId, direction: productReviewVotes.direction })
    .from(productReviewVotes)
    .where(and(eq(productReviewVotes.userId, userId), inArray(productReviewVotes.reviewId, reviewIds)));
  return new Map(rows.map((r) => [r.reviewId, r.direction]));
}

const approved = eq(productReviews.status, 'APPROVED');

/**
 * GET /api/product-reviews: the approved reviews, newest first. Signed in, the caller also sees
 * their own votes (`myVote`) and, first on page 1, their own reviews not approved (yet), with status.
 */
export async function listProductReviews(deps: Deps, caller: Caller | null, page: Page) {
  const total = (await firstRow(deps.db.select({ n: count() }).from(productReviews).where(approved)))?.n ?? 0;
  const data = await loadProductReviews(deps.db, approved, { limit: page.limit, offset: (page.page - 1) * page.limit });
  if (caller) {
    if (page.page === 1)
      data.unshift(
        ...(await loadProductReviews(
          deps.db,
          and(eq(productReviews.userId, caller.id), ne(productReviews.status, 'APPROVED')),
        )),
      );
    const votes = await votesOf(
      deps,
      caller.id,
      data.map((r) => r.id),
    );
    for (const review of data) review.myVote = votes.get(review.id) ?? null;
  }
  return { data, total };
}

/** GET /api/product-reviews/my-reviews */
export async function listMyProductReviews(deps: Deps, caller: Caller | null): Promise<ProductReviewView[]> {
  const author = requireCaller(caller);
  return await loadProductReviews(deps.db, eq(productReviews.userId, author.id));
}

async function authoredOrAdmin(deps: Deps, caller: Caller | null, id: number) {
  const who = requireCaller(caller);
  const row = await firstRow(deps.db.select().from(productReviews).where(eq(productReviews.id, id)));
  if (!row) throw notFound(PRODUCT_REVIEW_NOT_FOUND);
  if (row.userId !== who.id && !isAdmin(who)) throw forbidden('Only the author of this review can change it');
  return { who, row };
}

export type ProductReviewFilter = 'PENDING' | 'APPROVED' | 'REJECTED' | 'FLAGGED' | 'ALL';

/**
 * GET /api/product-reviews/admin: every product review, optionally of one moderation state,
 * optionally searched (`q`: the product's name, where it was bought, the comment, the author's
 * name), with the total of all pages.
 */
export async function listAllProductReviews(
  deps: Deps,
  caller: Caller | null,
  status: ProductReviewFilter | undefined,
  page: Page,
  q?: string,
) {
  requireRole(caller, 'ADMIN');
  let byStatus: SQL | undefined;
  if (status === 'FLAGGED') byStatus = eq(productReviews.isFlagged, true);
  else if (status && status !== 'ALL') byStatus = eq(productReviews.status, status);
  const where = and(
    byStatus,
    wordsMatch(deps.db, q, [
      productReviews.name,
      productReviews.boughtFrom,
      productReviews.comment,
      users.firstName,
      users.lastName,
    ]),
  );
  const total =
    (
      await firstRow(
        deps.db
          .select({ n: count() })
          .from(productReviews)
          .innerJoin(users, eq(users.id, productReviews.userId))
          .where(where),
      )
    )?.n ?? 0;
  const data = await loadProductReviews(deps.db, where, { limit: page.limit, offset: (page.page - 1) * page.limit });
  return { data, total };
}

/**
 * PUT /api/product-reviews/bulk (admin): up to 100 product reviews to one status, in one
 * transaction, each change in the audit log (`product_review.approve`, `.reject` or `.requeue`,
 * the previous status as its reason); the status trigger brings approved ones to devices and
 * takes the others away. Unknown ids are ignored and listed in `unknown`; reviews already in the
 * status, or not in `from` when given, are left out of `changed` (as business reviews,
 * server/features/reviews/review-service.ts moderateReviews).
 */
export async function moderateProductReviews(deps: Deps, caller: Caller | null, input: BulkModeration) {
  const admin = requireRole(caller, 'ADMIN');
  return await writeTx(deps.db, async (tx) => {
    const rows = await tx
      .select({
        id: productReviews.id,
        status: productReviews.status,
        authorId: productReviews.userId,
        name: productReviews.name,
      })
      .from(productReviews)
      .where(inArray(productReviews.id, input.ids));
    const { moving, unknown } = movesOf(input, rows);
    if (moving.length > 0)
      await tx
        .update(productReviews)
        .set({ status: input.status })
        .where(
          inArray(
            productReviews.id,
            moving.map((r) => r.id),
          ),
        );
    const at = new Date(deps.now());
    const changed = await auditMoves(tx, { actorId: admin.id, kind: 'product_review', to: input.status, at }, moving);
    await alertReviewsModerated(tx, at.getTime(), moving.map(productReviewSubject), input.status);
    return { changed, unknown };
  });
}

/** PUT /api/product-reviews/{id}/approve and /reject (admin): the status trigger brings it to devices or takes it away. */
export async function moderateProductReview(
  deps: Deps,
  caller: Caller | null,
  id: number,
  status: 'APPROVED' | 'REJECTED',
): Promise<ProductReviewView> {
  requireRole(caller, 'ADMIN');
  await writeTx(deps.db, async (tx) => {
    const before = await firstRow(
      tx
        .select({ status: productReviews.status, authorId: productReviews.userId, name: productReviews.name })
        .from(productReviews)
        .where(eq(productReviews.id, id)),
    );
    if (!before) throw notFound(PRODUCT_REVIEW_NOT_FOUND);
    await tx.update(productReviews).set({ status }).where(eq(productReviews.id, id));
    if (before.status !== status) await alertReviewsModerated(tx, deps.now(), [productReviewSubject(before)], status);
  });
  return (await loadProductReview(deps.db, id))!;
}

/** What the author's alert names: the product reviewed; published ones are on Product Reviews. */
function productReviewSubject(review: { authorId: number; name: string }) {
  return { authorId: review.authorId, subject: review.name, url: '/product-reviews' };
}

/** Checks the caller may change a review before an image is stored for it. */
export async function assertCanChangeProductReview(deps: Deps, caller: Caller | null, id: number) {
  await authoredOrAdmin(deps, caller, id);
}

/**
 * PUT /api/product-reviews/{id}: the author or an admin changes some fields; null clears an
 * optional one. An author's edit goes back to moderation, so an approved review cannot be
 * turned into something no admin has seen.
 */
export async function updateProductReview(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: ProductReviewUpdate,
): Promise<ProductReviewView> {
  const { who, row } = await authoredOrAdmin(deps, caller, id);
  await checkReferences(deps, input, row.categoryId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) {
    const remoderate = row.userId === who.id && !isAdmin(who);
    await deps.db
      .update(productReviews)
      .set(remoderate ? { ...changes, status: 'PENDING' } : changes)
      .where(eq(productReviews.id, id));
  }
  return (await loadProductReview(deps.db, id))!;
}

/** DELETE /api/product-reviews/{id}: an admin's deletion is kept in the audit log with its reason. */
export async function deleteProductReview(deps: Deps, caller: Caller | null, id: number, reason?: string | null) {
  const { who, row } = await authoredOrAdmin(deps, caller, id);
  await writeTx(deps.db, async (tx) => {
    await tx.delete(productReviews).where(eq(productReviews.id, id));
    if (row.userId !== who.id) {
      await tx.insert(auditLog).values({
        actorId: who.id,
        action: 'product_review.delete',
        targetType: 'product_review',
        targetId: id,
        reason: reason ?? null,
      });
    }
  });
}

/** The caller's current vote on a review (null when none). */
export async function currentVote(deps: Deps, caller: Caller | null, reviewId: number): Promise<Direction | null> {
  const who = requireCaller(caller);
  const vote = await firstRow(
    deps.db
      .select({ direction: productReviewVotes.direction })
      .from(productReviewVotes)
      .where(and(eq(productReviewVotes.reviewId, reviewId), eq(productReviewVotes.userId, who.id))),
  );
  return vote?.direction ?? null;
}

/**
 * Sets the caller's vote on a review to an explicit state (`none` withdraws it). Setting the
 * state it already has changes nothing, so a replayed vote is harmless.
 */
export async function voteProductReview(deps: Deps, caller: Caller | null, { reviewId, direction }: ProductReviewVote) {
  const voter = requireCaller(caller);
  return await writeTx(deps.db, async (tx) => {
    // Only a published review can be voted on; a pending or rejected one is unknown to voters.
    const exists = await firstRow(
      tx
        .select({ id: productReviews.id })
        .from(productReviews)
        .where(and(eq(productReviews.id, reviewId), approved)),
    );
    if (!exists) throw notFound(PRODUCT_REVIEW_NOT_FOUND);
    const mine = and(eq(productReviewVotes.reviewId, reviewId), eq(productReviewVotes.userId, voter.id));
    const before = await firstRow(
      tx.select({ direction: productReviewVotes.direction }).from(productReviewVotes).where(mine),
    );
    if ((before?.direction ?? 'none') === direction) {
      const counts = (await firstRow(
        tx
          .select({ id: productReviews.id, upvotes: productReviews.upvotes, downvotes: productReviews.downvotes })
          .from(productReviews)
          .where(eq(productReviews.id, reviewId)),
      ))!;
      return { ...counts, myVote: before?.direction ?? null };
    }
    if (direction === 'none') {
      await tx.delete(productReviewVotes).where(mine);
    } else {
      await tx
        .insert(productReviewVotes)
        .values({ reviewId, userId: voter.id, direction })
        .onConflictDoUpdate({ target: [productReviewVotes.reviewId, productReviewVotes.userId], set: { direction } });
    }
    const counts = (await firstRow(
      tx
        .update(productReviews)
        .set({
          upvotes: sql`(SELECT count(*) FROM product_review_votes WHERE review_id = ${reviewId} AND direction = 'up')`,
          downvotes: sql`(SELECT count(*) FROM product_review_votes WHERE review_id = ${reviewId} AND direction = 'down')`,
          // A vote is not an edit of the review.
          updatedAt: sql`updated_at`,
        })
        .where(eq(productReviews.id, reviewId))
        .returning({ id: productReviews.id, upvotes: productReviews.upvotes, downvotes: productReviews.downvotes }),
    ))!;
    return { ...counts, myVote: direction === 'none' ? null : direction };
  });
}
