/** Answers of /api/reviews, the reviews of businesses (sync/api-contract.ts). */
import type { BusinessReviewRecord } from '../schemas/pull';
import type { BulkModerationAnswer } from '../schemas/review';
import type { ListAnswer, PagedAnswer } from './envelope';

/**
 * A business review as the API shows it (server/features/reviews/review-view.ts): the device's
 * record without the author's id, always with its business, and when it last changed.
 */
export type BusinessReview = Omit<BusinessReviewRecord, 'userId' | 'business'> & {
  business: NonNullable<BusinessReviewRecord['business']>;
  updatedAt: string;
};

/** One review, as a write left it. */
type OneReview = { success: true; data: BusinessReview };

/** A page of reviews: a business's (public), or the admin's moderation queue. */
type ReviewPage = PagedAnswer<'data', BusinessReview>;

export interface ReviewAnswers {
  'POST /reviews': OneReview;
  'GET /reviews': ReviewPage;
  'GET /reviews/my-reviews': ListAnswer<'data', BusinessReview>;
  'GET /reviews/business/:id': ReviewPage;
  'PUT /reviews/bulk': BulkModerationAnswer;
  'PUT /reviews/:id/approve': OneReview;
  'PUT /reviews/:id/reject': OneReview;
  'POST /reviews/:id/reply': OneReview & { message: string };
  'PUT /reviews/:id/flag': OneReview;
}
