/** Answers of /api/product-reviews (sync/api-contract.ts). */
import type { ProductReviewRecord, ReviewStatus, VoteDirection } from '../schemas/pull';
import type { BulkModerationAnswer } from '../schemas/review';
import type { Done, ListAnswer, PagedAnswer } from './envelope';

/**
 * A product review as the API shows it (server/features/product-reviews/product-review-view.ts):
 * the device's record without the author's id, with its status, category and last change.
 */
export type ProductReviewItem = Omit<ProductReviewRecord, 'userId' | 'status'> & {
  status: ReviewStatus;
  category: { id: number; name: string };
  updatedAt: string;
  /** The caller's own vote, on the public list asked signed in. */
  myVote?: VoteDirection | null;
};

/** A review's counts after the caller voted, and the caller's vote now (none when withdrawn). */
export type ProductReviewVotes = Pick<ProductReviewItem, 'id' | 'upvotes' | 'downvotes'> & {
  myVote: VoteDirection | null;
};

/** One review, as a write left it. */
type OneProductReview = { success: true; data: ProductReviewItem };

/** A page of reviews: the public list, or the admin's moderation queue. */
type ProductReviewPage = PagedAnswer<'data', ProductReviewItem>;

export interface ProductReviewAnswers {
  'POST /product-reviews': OneProductReview;
  'GET /product-reviews': ProductReviewPage;
  'GET /product-reviews/admin': ProductReviewPage;
  'GET /product-reviews/my-reviews': ListAnswer<'data', ProductReviewItem>;
  'PUT /product-reviews/bulk': BulkModerationAnswer;
  'PUT /product-reviews/:id/approve': OneProductReview;
  'PUT /product-reviews/:id/reject': OneProductReview;
  'PUT /product-reviews/:id': OneProductReview;
  'DELETE /product-reviews/:id': Done;
  'PUT /product-reviews/:id/upvote': { success: true; data: ProductReviewVotes };
  'PUT /product-reviews/:id/downvote': { success: true; data: ProductReviewVotes };
}
