import { Trans, useLingui } from '@lingui/react/macro';
import type { BusinessReviewRecord } from '../../../sync/schemas/pull';
import { Stars } from '../../components/stars';
import { formatDate, initials, relativeTime } from '../../lib/format';
import type { Local } from '../../store/hooks';

/**
 * One review: author, stars, when, the comment, its state (pending, waiting, flagged), the
 * "Hired through Soko" mark and the owner's reply under it (docs/product.md "Reviews").
 */
export function ReviewItem({ review, businessName }: { review: Local<BusinessReviewRecord>; businessName: string }) {
  const { t } = useLingui();
  const author = `${review.user.firstName} ${review.user.lastName}`.trim() || t`Anonymous`;
  const message = review.syncMessage;
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
        {review.hired && <HiredBadge />}
        {review.status === 'PENDING' && (
          <span className="badge badge-pending">
            <Trans>Pending approval</Trans>
          </span>
        )}
        {review.status === 'REJECTED' && (
          <span className="badge">
            <Trans>Not approved</Trans>
          </span>
        )}
        {review.pending && review.syncState === 'waiting' && (
          <span className="badge">
            <Trans>Waiting to send</Trans>
          </span>
        )}
        {review.syncState === 'rejected' && <span className="badge badge-pending">{t`Not accepted: ${message}`}</span>}
        {review.isFlagged && (
          <span className="badge">
            <Trans>Flagged</Trans>
          </span>
        )}
      </p>
      {review.comment && <p className="review-comment">{review.comment}</p>}
      {review.reply && <OwnerReply reply={review.reply} businessName={businessName} />}
    </li>
  );
}

/** The author hired this business through a Soko request: said in words, the tick only decorates. */
function HiredBadge() {
  return (
    <span className="badge badge-hired">
      <span aria-hidden="true">✓</span> <Trans>Hired through Soko</Trans>
    </span>
  );
}

/** The owner's one reply, indented under the review so it reads as an answer, not a new review. */
function OwnerReply({
  reply,
  businessName,
}: {
  reply: NonNullable<BusinessReviewRecord['reply']>;
  businessName: string;
}) {
  const { t } = useLingui();
  return (
    <div className="review-reply">
      <p className="review-reply-head">
        <strong>{t`Reply from ${businessName}`}</strong>{' '}
        <time className="muted small" dateTime={reply.createdAt}>
          {formatDate(reply.createdAt)}
        </time>
      </p>
      <p className="review-reply-text">{reply.text}</p>
    </div>
  );
}
