import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { businesses, categories, reviews, users } from '../../../db/schema';
import { firstRow } from '../../../db/query';

/** The review's own columns, as read here and as a write's RETURNING gives them back (review-service.ts). */
export const reviewColumns = {
  id: reviews.id,
  businessId: reviews.businessId,
  rating: reviews.rating,
  comment: reviews.comment,
  status: reviews.status,
  isFlagged: reviews.isFlagged,
  hired: reviews.hired,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

/**
 * A business review as the API shows it (BusinessReviewRecord, sync/schemas/pull.ts): the author by
 * name and avatar only, the business with its logo and category name.
 */
function reviewQuery(db: Db) {
  return db
    .select({
      ...reviewColumns,
      user: { firstName: users.firstName, lastName: users.lastName, avatar: users.avatar },
      business: { id: businesses.id, name: businesses.name, logo: businesses.logo },
      category: { name: categories.name },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .$dynamic();
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['all']>>[number];

export function toReviewView({ category, business, createdAt, updatedAt, reply, repliedAt, ...review }: ReviewRow) {
  return {
    ...review,
    reply: reply === null ? null : { text: reply, createdAt: (repliedAt ?? updatedAt).toISOString() },
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    business: { ...business, category },
  };
}
export type ReviewView = ReturnType<typeof toReviewView>;

export async function loadReviews(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<ReviewView[]> {
  const query = reviewQuery(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id));
  if (page) query.limit(page.limit).offset(page.offset);
  return (await query).map(toReviewView);
}

export async function loadReview(db: Db, id: number): Promise<ReviewView | null> {
  const row = await firstRow(reviewQuery(db).where(eq(reviews.id, id)));
  return row ? toReviewView(row) : null;
}
