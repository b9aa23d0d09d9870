import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { smallImagePath } from '../../../sync/image-path';
import { ThumbIcon } from '../../components/icons';
import { Stars } from '../../components/stars';
import { relativeTime } from '../../lib/format';
import { useObjectUrl } from '../../lib/use-object-url';
import type { ProductReviewView } from '../../store/hooks';

/** The photo of a review still on the device is shown from its Blob; synced ones from the server. */
function useImageSource(review: Omit<ProductReviewView, 'userId'>): string | null {
  return useObjectUrl(review.imageBlob) ?? smallImagePath(review.image) ?? review.imageUrl;
}

/** The two vote buttons; the hidden words name each for screen readers and e2e/offline.test.ts. */
const VOTES = [
  { direction: 'up', label: msg`Helpful, upvotes:`, count: 'upvotes' },
  { direction: 'down', label: msg`Not helpful, downvotes:`, count: 'downvotes' },
] as const;

/** A product review card with its votes (docs/screens.md "Product reviews"): counts move by one as the user votes. */
export function ProductReviewCard({
  review,
  categoryName,
  onVote,
}: {
  review: Omit<ProductReviewView, 'userId'>;
  categoryName: string;
  onVote: ((direction: 'up' | 'down') => void) | null;
}) {
  const { t } = useLingui();
  const src = useImageSource(review);
  const [broken, setBroken] = useState(false);
  const author = `${review.user.firstName} ${review.user.lastName}`.trim() || t`Anonymous`;
  // what the reviewer typed goes in through t, never <Trans>, which reads a tag typed in a value as its own
  const { boughtFrom, amount, syncMessage } = review;
  return (
    <article className="card pr-card">
      {src && !broken && (
        <img
          className="pr-image"
          src={src}
          alt={review.name}
          width={160}
          height={120}
          loading="lazy"
          onError={() => setBroken(true)}
        />
      )}
      <div className="pr-body">
        <h3>{review.name}</h3>
        <p className="muted small">{categoryName}</p>
        <Stars rating={review.rating} size={16} />
        {boughtFrom && <p className="small pr-fact">{t`From: ${boughtFrom}`}</p>}
        {amount && <p className="small pr-fact">{t`Price: ${amount}`}</p>}
        {review.comment && <p className="line-clamp-3 pr-comment">{review.comment}</p>}
        <p className="muted small">
          {author} · {relativeTime(review.createdAt)}
        </p>
        <p className="review-tags">
          {review.pending && review.syncState === 'waiting' && (
            <span className="badge badge-pending">
              <Trans>Waiting to send</Trans>
            </span>
          )}
          {((review.pending && review.syncState === 'applied') || review.status === 'PENDING') && (
            <span className="badge badge-pending">
              <Trans>Waiting for approval</Trans>
            </span>
          )}
          {review.status === 'REJECTED' && (
            <span className="badge badge-pending">
              <Trans>Not approved</Trans>
            </span>
          )}
          {review.syncState === 'rejected' && (
            <span className="badge badge-pending">{t`Not accepted: ${syncMessage}`}</span>
          )}
          {review.isFlagged && (
            <span className="badge">
              <Trans>Flagged</Trans>
            </span>
          )}
        </p>
        <div className="votes">
          {VOTES.map((v) => (
            <button
              key={v.direction}
              type="button"
              className={`vote${review.myVote === v.direction ? ' vote-on' : ''}`}
              aria-pressed={review.myVote === v.direction}
              disabled={!onVote}
              onClick={() => onVote?.(v.direction)}
            >
              <ThumbIcon size={18} down={v.direction === 'down'} />{' '}
              <span className="visually-hidden">{t(v.label)}</span> {review[v.count]}
            </button>
          ))}
        </div>
      </div>
    </article>
  );
}
