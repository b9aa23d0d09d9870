import { Trans, useLingui } from '@lingui/react/macro';
import { BusinessLogo } from '../../../components/business-logo';
import { Stars } from '../../../components/stars';
import { formatDate } from '../../../lib/format';
import { SmallButton } from '../../../components/small-button';
import { fullName } from '../display';
import { reviewStatusText, type AdminReview, type ReviewAction } from './admin-review';
import { SelectBox } from './bulk-bar';
import { ModerationButtons, ReviewBadges } from './review-moderation';
import '../ui/item-card.css';

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
  const { t } = useLingui();
  const status = reviewStatusText(review.status);
  const business = review.business.name;
  const author = fullName(review.user) || t`Anonymous`;
  const label = t`Review of ${business} by ${author}`;
  const date = formatDate(review.createdAt);
  return (
    <article className="card adm-review" aria-label={label}>
      <header className="adm-review-head">
        {onSelect && <SelectBox label={t`Select ${label}`} checked={Boolean(selected)} onChange={onSelect} />}
        <BusinessLogo name={business} logo={review.business.logo} size={44} />
        <div className="adm-review-title">
          <h2>{business}</h2>
          <p className="muted small">
            {review.business.category.name && `${review.business.category.name} · `}
            <Trans>
              by {author} · {date}
            </Trans>
          </p>
        </div>
        <ReviewBadges status={status} flagged={review.isFlagged} />
      </header>
      <Stars rating={review.rating} />
      {review.comment ? (
        <p className="adm-review-comment">{review.comment}</p>
      ) : (
        <p className="muted small">
          <Trans>No comment.</Trans>
        </p>
      )}
      <footer className="adm-card-actions">
        <ModerationButtons status={status} busy={busy} onModerate={(action) => onAction(review, action)} />
        <SmallButton tone="outline" disabled={busy} onClick={() => onAction(review, 'flag')}>
          {review.isFlagged ? <Trans>Unflag</Trans> : <Trans>Flag</Trans>}
        </SmallButton>
      </footer>
    </article>
  );
}
