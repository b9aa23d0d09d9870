import { Link, useLocation } from 'react-router-dom';
import type { BusinessReviewRecord } from '../../../sync/schemas/pull';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorState, PageLoading } from '../../components/status';
import { settled } from '../../lib/outbox-result';
import { withReturnPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { useBusinessReviews, type Local } from '../../store/hooks';
import { discardEntry, enqueue } from '../../store/outbox';
import { ReviewForm, type ReviewOutcome } from './review-form';
import { ReviewItem } from './review-item';

/** Through the outbox: written offline too, shown at once as pending, sent exactly once. */
async function submitReview(businessId: number, rating: number, comment: string): Promise<ReviewOutcome> {
  const id = await enqueue('review.create', { businessId, rating, comment: comment || undefined });
  const result = await settled(id);
  if (result.state === 'refused') {
    await discardEntry(id);
    throw new Error(result.message || 'Failed to submit review');
  }
  return result.state === 'sent' ? 'sent' : 'queued';
}

/**
 * Customer reviews (docs/screens.md "Business profile"): the list (approved, plus the author's own
 * pending one) and the form.
 */
export function ReviewsSection({
  businessId,
  businessName,
  remoteReviews,
}: {
  businessId: number;
  /** Signs the owner's replies ("Reply from …"). */
  businessName: string;
  /** Fetched from the API while the directory is not synced yet. */
  remoteReviews: BusinessReviewRecord[] | null;
}) {
  const session = useSession();
  const { pathname, search } = useLocation();
  return (
    <section className="card" aria-labelledby="reviews">
      <h2 id="reviews">Customer Reviews</h2>
      <div className="write-review">
        <h3>Write a Review</h3>
        {session.isAuthenticated ? (
          <ReviewForm onSubmit={(rating, comment) => submitReview(businessId, rating, comment)} />
        ) : (
          <p>
            Please <Link to={withReturnPath('/login', pathname + search)}>log in</Link> to write a review.
          </p>
        )}
      </div>
      <ErrorBoundary fallback={(retry) => <ErrorState message="Failed to load reviews" onRetry={retry} />}>
        <ReviewList businessId={businessId} businessName={businessName} remoteReviews={remoteReviews} />
      </ErrorBoundary>
    </section>
  );
}

function ReviewList({
  businessId,
  businessName,
  remoteReviews,
}: {
  businessId: number;
  businessName: string;
  remoteReviews: BusinessReviewRecord[] | null;
}) {
  const stored = useBusinessReviews(businessId);
  const reviews = stored && remoteReviews ? merge(stored, remoteReviews) : stored;
  if (!reviews) return <PageLoading label="Loading reviews…" />;
  if (reviews.length === 0) return <p className="muted">No reviews yet. Be the first to review this business.</p>;
  return (
    <ul className="review-list">
      {reviews.map((r) => (
        <ReviewItem key={r.id} review={r} businessName={businessName} />
      ))}
    </ul>
  );
}

/** The device's view (with writes still waiting) first, then the API's list without repeats. */
function merge(local: Local<BusinessReviewRecord>[], remote: BusinessReviewRecord[]): Local<BusinessReviewRecord>[] {
  const seen = new Set(local.map((r) => r.id));
  const ownPending = local.some((r) => r.pending);
  return [...local, ...remote.filter((r) => !seen.has(r.id) && !(ownPending && r.status === 'PENDING'))];
}
