import { api } from '../../../lib/api-client';
import { listFrom, pagesFrom, totalFrom } from '../data/list-answer';
import { queueParams, type QueueQuery } from '../reviews/admin-review';

export type AdminProductReview = {
  id: number;
  name: string;
  rating: number;
  image?: string | null;
  imageUrl: string | null;
  boughtFrom: string | null;
  amount: string | null;
  comment: string | null;
  upvotes: number;
  downvotes: number;
  isFlagged: boolean;
  status: string;
  createdAt: string;
  user?: { firstName: string; lastName: string } | null;
};

export type ProductReviewPage = { reviews: AdminProductReview[]; pages: number; total: number };
export type ProductReviewFilter = 'ALL' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'FLAGGED';
/** approve and reject, and requeue: a rejected review back to pending. */
export type ModerationAction = 'approve' | 'reject' | 'requeue';

/**
 * Every product review, of one moderation state or all, searched on the server (product name,
 * shop, comment, author), with the number of matches in all (GET /product-reviews/admin).
 */
export async function fetchProductReviews(query: QueueQuery, signal: AbortSignal): Promise<ProductReviewPage> {
  const answer = await api<unknown>(`/product-reviews/admin?${queueParams(query)}`, {
    fallback: 'Failed to fetch product reviews',
    signal,
  });
  const reviews = listFrom<AdminProductReview>(answer, 'reviews');
  return { reviews, pages: pagesFrom(answer), total: totalFrom(answer, reviews.length) };
}

/** The reason (optional) is sent and kept in the audit trail. */
export function deleteProductReview(id: number, reason: string) {
  const trimmed = reason.trim();
  return api(`/product-reviews/${id}`, {
    method: 'DELETE',
    json: trimmed ? { reason: trimmed } : {},
    fallback: 'Failed to delete product review',
  });
}
