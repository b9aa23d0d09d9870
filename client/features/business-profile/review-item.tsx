import type { BusinessReviewRecord } from '../../../sync/schemas/pull';
import { Stars } from '../../components/stars';
import { initials, relativeTime } from '../../lib/format';
import type { Local } from '../../store/hooks';

/** One review: author, stars, when, the comment, and its state (pending, waiting, flagged). */
export function ReviewItem({ review }: { review: Local<BusinessReviewRecord> }) {
  const author = `${review.user.firstName} ${review.user.lastName}`.trim() || 'Anonymous';
  return (
    <li className="review-item">
      <div className="review-head">
        <span className="avatar" aria-hidden="true">
          {initials(author)}
        </span>
        <div>
          <p className="review-author">{author}</p>
          <p className="muted small">
            <Stars rating={review.rating} size={14} showValue={false} /> {relativeTime(review.createdAt)}
          </p>
        </div>
      </div>
      <p className="review-tags">
        {review.status === 'PENDING' && <span className="badge badge-pending">Pending approval</span>}
        {review.status === 'REJECTED' && <span className="badge">Not approved</span>}
        {review.pending && review.syncState === 'waiting' && <span className="badge">Waiting to send</span>}
        {review.syncState === 'rejected' && (
          <span className="badge badge-pending">Not accepted: {review.syncMessage}</span>
        )}
        {review.isFlagged && <span className="badge">Flagged</span>}
      </p>
      {review.comment && <p className="review-comment">{review.comment}</p>}
    </li>
  );
}
