import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, productReviews, users } from '../../../db/schema';
import { firstRow } from '../../../db/query';

/**
 * A product review as the API shows it (ProductReviewRecord, sync/schemas/pull.ts): the author by
 * first and last name only.
 */
function productReviewQuery(db: Db) {
  return db
    .select({
      id: productReviews.id,
      name: productReviews.name,
      categoryId: productReviews.categoryId,
      category: { id: categories.id, name: categories.name },
      rating: productReviews.rating,
      imageUrl: productReviews.imageUrl,
      image: productReviews.image,
      boughtFrom: productReviews.boughtFrom,
      amount: productReviews.amount,
      comment: productReviews.comment,
      upvotes: productReviews.upvotes,
      downvotes: productReviews.downvotes,
      status: productReviews.status,
      isFlagged: productReviews.isFlagged,
      createdAt: productReviews.createdAt,
      updatedAt: productReviews.updatedAt,
      user: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .innerJoin(categories, eq(categories.id, productReviews.categoryId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof productReviewQuery>['all']>>[number];

function toView({ createdAt, updatedAt, ...row }: Row) {
  return { ...row, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
export type ProductReviewView = ReturnType<typeof toView> & { myVote?: 'up' | 'down' | null };

export async function loadProductReviews(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<ProductReviewView[]> {
  const query = productReviewQuery(db).where(where).orderBy(desc(productReviews.createdAt), desc(productReviews.id));
  if (page) query.limit(page.limit).offset(page.offset);
  return (await query).map(toView);
}

export async function loadProductReview(db: Db, id: number): Promise<ProductReviewView | null> {
  const row = await firstRow(productReviewQuery(db).where(eq(productReviews.id, id)));
  return row ? toView(row) : null;
}
