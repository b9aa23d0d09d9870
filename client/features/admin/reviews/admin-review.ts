import { t } from '@lingui/core/macro';
import { api } from '../../../lib/api-client';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
import type { Pagination } from '../../../../sync/answers/envelope';
import type { BusinessReview } from '../../../../sync/answers/review';
import type { ModerationStatus } from './bulk-moderation';

/** A business review in the admin's queue, as GET /api/reviews lists it. */
export type AdminReview = BusinessReview;

export type ReviewFilter = 'ALL' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'FLAGGED';
/** approve, reject and requeue (back to pending) change the status; flag sets or clears the flag. */
export type ReviewAction = 'approve' | 'reject' | 'requeue' | 'flag';
export type StatusAction = Exclude<ReviewAction, 'flag'>;

export const ACTION_STATUS: Record<StatusAction, ModerationStatus> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  requeue: 'PENDING',
};

/**
 * APPROVED and PENDING as they are; any other status is shown as rejected (docs/screens.md "Admin
 * reviews"). The English word is the key of the status's label, tone and buttons (review-moderation.tsx).
 */
export function reviewStatusText(status: string): 'Approved' | 'Pending' | 'Rejected' {
  const key = status.toUpperCase();
  if (key === 'APPROVED') return 'Approved';
  if (key === 'PENDING') return 'Pending';
  return 'Rejected';
}

/** One page of a moderation queue, with where it stands (matching reviews in all, pages). */
export type ReviewPage = { reviews: AdminReview[]; pagination: Pagination };
/** A queue as the screen asks for it: a status filter, a search (blank: none) and a page. */
export type QueueQuery = { filter: ReviewFilter; q: string; page: number };

/** `status=PENDING&q=bakery&page=2&limit=20`: the query of GET /reviews and GET /product-reviews/admin. */
export function queueParams({ filter, q, page }: QueueQuery): string {
  const params = new URLSearchParams({ status: filter });
  if (q) params.set('q', q);
  params.set('page', String(page));
  params.set('limit', String(ADMIN_LIST_DEFAULT_LIMIT));
  return params.toString();
}

export async function fetchReviews(query: QueueQuery, signal: AbortSignal): Promise<ReviewPage> {
  const { data, pagination } = await api(`/reviews?${queueParams(query)}`, {
    fallback: t`Failed to fetch reviews`,
    signal,
  });
  return { reviews: data, pagination };
}

/** Flag or unflag (an explicit state, so a repeated click cannot undo itself). */
export function flagReview(review: AdminReview) {
  return api(`/reviews/${review.id}/flag`, {
    method: 'PUT',
    json: { isFlagged: !review.isFlagged },
    fallback: t`Failed to update review`,
  });
}
