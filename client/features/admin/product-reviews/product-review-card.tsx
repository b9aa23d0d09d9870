import { Trans, useLingui } from '@lingui/react/macro';
import { smallImagePath } from '../../../../sync/image-path';
import { ThumbIcon } from '../../../components/icons';
import { Stars } from '../../../components/stars';
import { formatDate } from '../../../lib/format';
import { fullName, shortId } from '../display';
import { reviewStatusText } from '../reviews/admin-review';
import { SelectBox } from '../reviews/bulk-bar';
import { ModerationButtons, ReviewBadges } from '../reviews/review-moderation';
import { SmallButton } from '../../../components/small-button';
import type { AdminProductReview, ModerationAction } from './admin-product-review';
import '../ui/item-card.css';

/**
 * One product review of the queue: a pending one gets Approve and Reject, a rejected one Approve
 * and Move back to pending; every one Delete Review and, in the queue, a checkbox for the bulk actions.
 */
export function ProductReviewCard({
  review,
  busy,
  onModerate,
  onDelete,
  selected,
  onSelect,
}: {
  review: AdminProductReview;
  busy: boolean;
  onModerate: (action: ModerationAction) => void;
  onDelete: () => void;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}) {
  const status = reviewStatusText(review.status);
  // An author's image URL is not fetched until approved: the moderator opens it on purpose.
  const external = !review.image && review.imageUrl && status !== 'Approved' ? review.imageUrl : null;
  const picture = review.image ? smallImagePath(review.image) : external ? null : review.imageUrl;
  const { t } = useLingui();
  const author = fullName(review.user) || t`Anonymous`;
  const name = review.name;
  const date = formatDate(review.createdAt);
  const upvotes = review.upvotes;
  const downvotes = review.downvotes;
  return (
    <article className="card adm-product-review" aria-label={t`${name} by ${author}`}>
      {onSelect && <SelectBox label={t`Select ${name} by ${author}`} checked={Boolean(selected)} onChange={onSelect} />}
      <div className="adm-product-image">
        {picture ? (
          <img src={picture} alt={review.name} loading="lazy" />
        ) : external ? (
          <a href={external} target="_blank" rel="noopener noreferrer">
            <Trans>Open image link</Trans>
          </a>
        ) : (
          <span aria-hidden="true">
            <Trans>No image</Trans>
          </span>
        )}
      </div>
      <div className="adm-product-body">
        <header className="adm-review-head">
          <div className="adm-review-title">
            <h2>{review.name}</h2>
            <p className="muted small">
              <Trans>
                by {author} · {date} · ID
              </Trans>{' '}
              <span className="adm-mono">{shortId(review.id)}</span>
            </p>
          </div>
          <ReviewBadges status={status} flagged={review.isFlagged} />
        </header>
        <Stars rating={review.rating} />
        <dl className="adm-inline-facts">
          <dt>
            <Trans>Bought from</Trans>
          </dt>
          <dd>{review.boughtFrom || '—'}</dd>
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>{review.amount || '—'}</dd>
        </dl>
        {review.comment && <p className="line-clamp-3">{review.comment}</p>}
        <footer className="adm-card-actions">
          <span className="adm-votes" aria-label={t`${upvotes} upvotes`}>
            <ThumbIcon size={16} /> {review.upvotes}
          </span>
          <span className="adm-votes" aria-label={t`${downvotes} downvotes`}>
            <ThumbIcon size={16} down /> {review.downvotes}
          </span>
          <ModerationButtons status={status} busy={busy} onModerate={onModerate} />
          <SmallButton tone="danger" className="adm-push-end" disabled={busy} onClick={onDelete}>
            <Trans>Delete Review</Trans>
          </SmallButton>
        </footer>
      </div>
    </article>
  );
}
