/**
 * The three filters of the vendor's reviews screen (docs/screens.md "Vendor reviews") and its
 * rating summary.
 * Service: reviews whose comment names one of the business's products or services.
 * Verified: APPROVED reviews; pending: those still waiting for moderation.
 */
import { RATING_MAX } from '../../../sync/constants';

export type ReviewLike = { rating: number; comment: string | null; status: string };
export type ReviewFilter = { rating: 'all' | `${number}`; service: string; verified: 'all' | 'verified' | 'pending' };

export const ALL_REVIEWS: ReviewFilter = { rating: 'all', service: 'all', verified: 'all' };

export function filterReviews<R extends ReviewLike>(reviews: readonly R[], filter: ReviewFilter): R[] {
  const service = filter.service.toLowerCase();
  return reviews.filter(
    (r) =>
      (filter.rating === 'all' || r.rating === Number(filter.rating)) &&
      (filter.service === 'all' || (r.comment ?? '').toLowerCase().includes(service)) &&
      (filter.verified === 'all' ||
        (filter.verified === 'verified' ? r.status === 'APPROVED' : r.status === 'PENDING')),
  );
}

/** Average (one decimal), count and how many reviews gave each star, 5 down to 1. */
export function ratingSummary(reviews: readonly Pick<ReviewLike, 'rating'>[]) {
  const counts = Array.from({ length: RATING_MAX }, (_, i) => ({
    stars: RATING_MAX - i,
    count: reviews.filter((r) => r.rating === RATING_MAX - i).length,
  }));
  const total = reviews.length;
  const average = total ? Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / total) * 10) / 10 : 0;
  return { average, total, counts };
}
