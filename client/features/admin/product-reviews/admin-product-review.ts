import { t } from '@lingui/core/macro';
import type { Pagination } from '../../../../sync/answers/envelope';
import type { ProductReviewItem } from '../../../../sync/answers/product-review';
import { api } from '../../../lib/api-client';
import { queueParams, type QueueQuery } from '../reviews/admin-review';

/** A product review in the admin's queue, as GET /api/product-reviews/admin lists it. */
export type AdminProductReview = ProductReviewItem;

export type ProductReviewPage = { reviews: AdminProductReview[]; pagination: Pagination };
/** approve and reject, and requeue: a rejected review back to pending. */
export type ModerationAction = 'approve' | 'reject' | 'requeue';

/**
 * Every product review, of one moderation state or all, searched on the server (product name,
 * shop, comment, author), with the number of matches in all (GET /product-reviews/admin).
 */
export async function fetchProductReviews(query: QueueQuery, signal: AbortSignal): Promise<ProductReviewPage> {
  const { data, pagination } = await api(`/product-reviews/admin?${queueParams(query)}`, {
    fallback: t`Failed to fetch product reviews`,
    signal,
  });
  return { reviews: data, pagination };
}

/** The reason (optional) is sent and kept in the audit trail. */
export function deleteProductReview(id: number, reason: string) {
  const trimmed = reason.trim();
  return api(`/product-reviews/${id}`, {
    method: 'DELETE',
    json: trimmed ? { reason: trimmed } : {},
    fallback: t`Failed to delete product review`,
  });
}
