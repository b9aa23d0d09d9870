import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
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
  status: string;
  createdAt: string;
  user?: { firstName: string; lastName: string } | null;
};

export type ProductReviewPage = { reviews: AdminProductReview[]; pages: number };
export type ProductReviewFilter = 'ALL' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'FLAGGED';
export type ModerationAction = 'approve' | 'reject';

/** Every product review, of one moderation state or all (GET /product-reviews/admin). */
export async function fetchProductReviews(
  filter: ProductReviewFilter,
  page: number,
  signal: AbortSignal,
): Promise<ProductReviewPage> {
  const answer = await api<unknown>(
    `/product-reviews/admin?status=${filter}&page=${page}&limit=${ADMIN_LIST_DEFAULT_LIMIT}`,
    { fallback: 'Failed to fetch product reviews', signal },
  );
  return { reviews: listFrom<AdminProductReview>(answer, 'reviews'), pages: pagesFrom(answer) };
}

/** Approve or reject: only an approved review is shown to others and sent to devices. */
export function moderateProductReview(id: number, action: ModerationAction) {
  return api(`/product-reviews/${id}/${action}`, {
    method: 'PUT',
    json: {},
    fallback: 'Failed to update product review',
  });
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
