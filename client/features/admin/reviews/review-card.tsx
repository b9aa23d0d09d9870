import { BusinessLogo } from '../../../components/business-logo';
import { Stars } from '../../../components/stars';
import { formatDate } from '../../../lib/format';
import { fullName } from '../display';
import { Badge, type BadgeTone } from '../ui/badge';
import { reviewStatusText, type AdminReview, type ReviewAction } from './admin-review';
import { SelectBox } from './bulk-bar';
import '../ui/item-card.css';

const TONES: Record<ReturnType<typeof reviewStatusText>, BadgeTone> = {
  Approved: 'green',
  Pending: 'yellow',
  Rejected: 'red',
};

/**
 * One review of the queue: a pending one gets Approve and Reject, a rejected one Approve and
 * Move back to pending (a rejection can be reversed); every one Flag/Unflag and a checkbox for
 * the bulk actions.
 */
export function ReviewCard({
  review,
  busy,
  onAction,
  selected,
  onSelect,
}: {
  review: AdminReview;
  busy: boolean;
  onAction: (review: AdminReview, action: ReviewAction) => void;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}) {
  const status = reviewStatusText(review.status);
  const business = review.business.name;
  const author = fullName(review.user) || 'Anonymous';
  const label = `Review of ${business} by ${author}`;
  return (
    <article className="card adm-review" aria-label={label}>
      <header className="adm-review-head">
        {onSelect && <SelectBox label={`Select ${label}`} checked={Boolean(selected)} onChange={onSelect} />}
        <BusinessLogo name={business} logo={review.business.logo} size={44} />
        <div className="adm-review-title">
          <h2>{business}</h2>
          <p className="muted small">
            {review.business.category.name && `${review.business.category.name} · `}by {author} ·{' '}
            {formatDate(review.createdAt)}
          </p>
        </div>
        <div className="adm-review-badges">
          <Badge tone={TONES[status]}>{status}</Badge>
          {review.isFlagged && <Badge tone="red">Flagged</Badge>}
        </div>
      </header>
      <Stars rating={review.rating} />
      {review.comment ? (
        <p className="adm-review-comment">{review.comment}</p>
      ) : (
        <p className="muted small">No comment.</p>
      )}
      <footer className="adm-card-actions">
        {status !== 'Approved' && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            onClick={() => onAction(review, 'approve')}
          >
            Approve
          </button>
        )}
        {status === 'Pending' && (
          <button
            type="button"
            className="btn btn-sm adm-btn-danger-outline"
            disabled={busy}
            onClick={() => onAction(review, 'reject')}
          >
            Reject
          </button>
        )}
        {status === 'Rejected' && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy}
            onClick={() => onAction(review, 'requeue')}
          >
            Move back to pending
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={busy}
          onClick={() => onAction(review, 'flag')}
        >
          {review.isFlagged ? 'Unflag' : 'Flag'}
        </button>
      </footer>
    </article>
  );
}
