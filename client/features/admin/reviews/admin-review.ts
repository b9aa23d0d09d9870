import { api } from '../../../lib/api-client';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
import { listFrom, pagesFrom } from '../data/list-answer';

export type AdminReview = {
  id: number;
  rating: number;
  comment: string | null;
  createdAt: string;
  status: string;
  isFlagged: boolean;
  user?: { firstName: string; lastName: string; avatar: string | null } | null;
  business?: { id?: number; name: string; logo: string | null; category?: { name: string } | null } | null;
};

export type ReviewFilter = 'ALL' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'FLAGGED';
export type ReviewAction = 'approve' | 'reject' | 'flag';

/** APPROVED and PENDING as they are; any other status is shown as rejected (spec 02 §3). */
export function reviewStatusText(status: string): 'Approved' | 'Pending' | 'Rejected' {
  const key = status.toUpperCase();
  if (key === 'APPROVED') return 'Approved';
  if (key === 'PENDING') return 'Pending';
  return 'Rejected';
}

export type ReviewPage = { reviews: AdminReview[]; pages: number };

export async function fetchReviews(filter: ReviewFilter, page: number, signal: AbortSignal): Promise<ReviewPage> {
  const answer = await api<unknown>(`/reviews?status=${filter}&page=${page}&limit=${ADMIN_LIST_DEFAULT_LIMIT}`, {
    fallback: 'Failed to fetch reviews',
    signal,
  });
  return { reviews: listFrom<AdminReview>(answer, 'reviews'), pages: pagesFrom(answer) };
}

/** Approve, reject, or flag/unflag (an explicit state, so a repeated click cannot undo itself). */
export function moderateReview(review: AdminReview, action: ReviewAction) {
  return api(`/reviews/${review.id}/${action}`, {
    method: 'PUT',
    json: action === 'flag' ? { isFlagged: !review.isFlagged } : {},
    fallback: 'Failed to update review',
  });
}

export function applyAction(review: AdminReview, action: ReviewAction): AdminReview {
  if (action === 'approve') return { ...review, status: 'APPROVED' };
  if (action === 'reject') return { ...review, status: 'REJECTED' };
  return { ...review, isFlagged: !review.isFlagged };
}
