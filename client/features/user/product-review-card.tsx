import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductReviewItem } from '../../../sync/answers/product-review';
import { smallImagePath } from '../../../sync/image-path';
import { DataSaverImage } from '../../components/data-saver';
import { ThumbIcon } from '../../components/icons';
import { Stars } from '../../components/stars';
import { formatDate } from '../../lib/format';
import { useObjectUrl } from '../../lib/use-object-url';

/** One of the customer's product reviews: the API's (sync/answers/product-review.ts) or one still in the outbox (its entry's id). */
export type MyProductReview = Pick<
  ProductReviewItem,
  'name' | 'rating' | 'image' | 'imageUrl' | 'boughtFrom' | 'amount' | 'comment' | 'upvotes' | 'downvotes' | 'createdAt'
> & {
  id: number | string;
  /** Moderation: only APPROVED reviews are shown to others. */
  status?: ProductReviewItem['status'];
  /** Written on this device and waiting in the outbox. */
  waiting?: boolean;
  /** Refused by the server, with its message. */
  refused?: string;
  /** The photo of a review still waiting in the outbox. */
  imageBlob?: Blob;
};

/**
 * A product review card (docs/screens.md "My Product Reviews"): image, name, stars, From, Price,
 * comment, votes, date.
 */
export function ProductReviewCard({
  review,
  onDelete,
  deleting,
}: {
  review: MyProductReview;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const { t } = useLingui();
  const local = useObjectUrl(review.imageBlob);
  const { upvotes, downvotes } = review;
  const picture = local ?? (review.image ? smallImagePath(review.image) : review.imageUrl);
  return (
    <article className="card">
      {picture && <DataSaverImage className="review-image" src={picture} alt={review.name} />}
      <div className="area-head" style={{ marginTop: picture ? 8 : 0 }}>
        <h3 style={{ margin: 0 }}>{review.name}</h3>
        {review.waiting && (
          <span className="status-badge waiting-sync">
            <Trans>Waiting to sync</Trans>
          </span>
        )}
        {review.refused && (
          <span className="status-badge status-red">
            <Trans>Not accepted</Trans>
          </span>
        )}
        {review.status === 'PENDING' && (
          <span className="status-badge status-yellow">
            <Trans>Waiting for approval</Trans>
          </span>
        )}
        {review.status === 'REJECTED' && (
          <span className="status-badge status-red">
            <Trans>Not approved</Trans>
          </span>
        )}
      </div>
      <Stars rating={review.rating} size={14} showValue={false} />
      {review.refused && <p className="field-error">{review.refused}</p>}
      <dl className="kv">
        {review.boughtFrom && (
          <>
            <dt>
              <Trans>From</Trans>
            </dt>
            <dd>{review.boughtFrom}</dd>
          </>
        )}
        {review.amount && (
          <>
            <dt>
              <Trans>Price</Trans>
            </dt>
            <dd>{review.amount}</dd>
          </>
        )}
      </dl>
      {review.comment && (
        <p className="line-clamp-3 small" style={{ marginTop: 8 }}>
          {review.comment}
        </p>
      )}
      <div className="area-head">
        <span className="meta-line">
          <ThumbIcon size={16} /> <span aria-label={t`${upvotes} upvotes`}>{review.upvotes}</span>
          <ThumbIcon size={16} down /> <span aria-label={t`${downvotes} downvotes`}>{review.downvotes}</span>
          <span>· {formatDate(review.createdAt)}</span>
        </span>
        {onDelete && (
          <button type="button" className="btn btn-ghost btn-sm danger-text" disabled={deleting} onClick={onDelete}>
            {deleting ? t`Deleting…` : t`Delete`}
          </button>
        )}
      </div>
    </article>
  );
}
