import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import type { BusinessReviewRecord } from '../../../sync/schemas/pull';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorState, PageLoading } from '../../components/status';
import { settled } from '../../lib/outbox-result';
import { useSession } from '../../lib/session';
import { useBusinessReviews, type Local } from '../../store/hooks';
import { discardEntry, enqueue } from '../../store/outbox';
import { ReviewForm, type ReviewOutcome } from './review-form';
import { ReviewListView, ReviewsFrame, SignInToReview } from './reviews-view';

/** Through the outbox: written offline too, shown at once as pending, sent exactly once. */
async function submitReview(businessId: number, rating: number, comment: string): Promise<ReviewOutcome> {
  const id = await enqueue('review.create', { businessId, rating, comment: comment || undefined });
  const result = await settled(id);
  if (result.state === 'refused') {
    await discardEntry(id);
    throw new Error(result.message || t`Failed to submit review`);
  }
  return result.state === 'sent' ? 'sent' : 'queued';
}

type ReviewsProps = {
  businessId: number;
  /** Signs the owner's replies ("Reply from …"). */
  businessName: string;
  /** Fetched from the API while the directory is not synced yet. */
  remoteReviews: BusinessReviewRecord[] | null;
};

/**
 * Customer reviews (docs/screens.md "Business profile"): the list (approved, plus the author's own
 * pending one) and the form.
 */
export function ReviewsSection(props: ReviewsProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const { t } = useLingui();
  return (
    <ReviewsFrame
      form={
        session.isAuthenticated ? (
          <ReviewForm onSubmit={(rating, comment) => submitReview(props.businessId, rating, comment)} />
        ) : (
          <SignInToReview returnTo={pathname + search} />
        )
      }
    >
      <ErrorBoundary fallback={(retry) => <ErrorState message={t`Failed to load reviews`} onRetry={retry} />}>
        <ReviewList {...props} />
      </ErrorBoundary>
    </ReviewsFrame>
  );
}

function ReviewList({ businessId, businessName, remoteReviews }: ReviewsProps) {
  const stored = useBusinessReviews(businessId);
  const { t } = useLingui();
  // the API's (or the server page's) list shows while the store is read: no loading flash
  const reviews = stored && remoteReviews ? merge(stored, remoteReviews) : (stored ?? remoteReviews);
  if (!reviews) return <PageLoading label={t`Loading reviews…`} />;
  return <ReviewListView reviews={reviews} businessName={businessName} />;
}

/** The device's view (with writes still waiting) first, then the API's list without repeats. */
function merge(local: Local<BusinessReviewRecord>[], remote: BusinessReviewRecord[]): Local<BusinessReviewRecord>[] {
  const seen = new Set(local.map((r) => r.id));
  const ownPending = local.some((r) => r.pending);
  return [...local, ...remote.filter((r) => !seen.has(r.id) && !(ownPending && r.status === 'PENDING'))];
}
