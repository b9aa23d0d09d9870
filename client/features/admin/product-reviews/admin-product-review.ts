import { PRODUCT_REVIEWS_PAGE_SIZE } from '../../../../sync/constants';
import { api } from '../../../lib/api-client';
import { listFrom, pagesFrom } from '../data/list-answer';

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
  createdAt: string;
  user?: { firstName: string; lastName: string } | null;
};

export type ProductReviewPage = { reviews: AdminProductReview[]; pages: number };

export async function fetchProductReviews(page: number, signal: AbortSignal): Promise<ProductReviewPage> {
  const answer = await api<unknown>(`/product-reviews?page=${page}&limit=${PRODUCT_REVIEWS_PAGE_SIZE}`, {
    fallback: 'Failed to fetch product reviews',
    signal,
  });
  return { reviews: listFrom<AdminProductReview>(answer, 'reviews'), pages: pagesFrom(answer) };
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
