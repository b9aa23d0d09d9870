/**
 * The reviews section's markup without the store: the app's section (./reviews-section.tsx) and
 * the server's first view of a profile (client/first-view/) render the same elements.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BusinessReviewRecord } from '../../../sync/schemas/pull';
import { withReturnPath } from '../../lib/return-path';
import type { Local } from '../../store/hooks';
import { ReviewItem } from './review-item';

export function ReviewsFrame({ form, children }: { form: ReactNode; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby="reviews">
      <h2 id="reviews">
        <Trans>Customer Reviews</Trans>
      </h2>
      <div className="write-review">
        <h3>
          <Trans>Write a Review</Trans>
        </h3>
        {form}
      </div>
      {children}
    </section>
  );
}

export function SignInToReview({ returnTo }: { returnTo: string }) {
  return (
    <p>
      <Trans>
        Please <Link to={withReturnPath('/login', returnTo)}>log in</Link> to write a review.
      </Trans>
    </p>
  );
}

export function ReviewListView({
  reviews,
  businessName,
}: {
  reviews: (BusinessReviewRecord | Local<BusinessReviewRecord>)[];
  businessName: string;
}) {
  if (reviews.length === 0)
    return (
      <p className="muted">
        <Trans>No reviews yet. Be the first to review this business.</Trans>
      </p>
    );
  return (
    <ul className="review-list">
      {reviews.map((r) => (
        <ReviewItem key={r.id} review={r} businessName={businessName} />
      ))}
    </ul>
  );
}
