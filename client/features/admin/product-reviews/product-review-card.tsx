import { smallImagePath } from '../../../../sync/image-path';
import { ThumbIcon } from '../../../components/icons';
import { Stars } from '../../../components/stars';
import { formatDate } from '../../../lib/format';
import { fullName, shortId } from '../display';
import { Badge } from '../ui/badge';
import type { AdminProductReview } from './admin-product-review';
import '../ui/item-card.css';

export function ProductReviewCard({ review, onDelete }: { review: AdminProductReview; onDelete: () => void }) {
  const picture = review.image ? smallImagePath(review.image) : review.imageUrl;
  const author = fullName(review.user) || 'Anonymous';
  return (
    <article className="card adm-product-review" aria-label={`${review.name} by ${author}`}>
      <div className="adm-product-image">
        {picture ? <img src={picture} alt={review.name} loading="lazy" /> : <span aria-hidden="true">No image</span>}
      </div>
      <div className="adm-product-body">
        <header className="adm-review-head">
          <div className="adm-review-title">
            <h2>{review.name}</h2>
            <p className="muted small">
              by {author} · {formatDate(review.createdAt)} · ID <span className="adm-mono">{shortId(review.id)}</span>
            </p>
          </div>
          {review.isFlagged && <Badge tone="red">Flagged</Badge>}
        </header>
        <Stars rating={review.rating} />
        <dl className="adm-inline-facts">
          <dt>Bought from</dt>
          <dd>{review.boughtFrom || '—'}</dd>
          <dt>Price</dt>
          <dd>{review.amount || '—'}</dd>
        </dl>
        {review.comment && <p className="line-clamp-3">{review.comment}</p>}
        <footer className="adm-card-actions">
          <span className="adm-votes" aria-label={`${review.upvotes} upvotes`}>
            <ThumbIcon size={16} /> {review.upvotes}
          </span>
          <span className="adm-votes" aria-label={`${review.downvotes} downvotes`}>
            <ThumbIcon size={16} down /> {review.downvotes}
          </span>
          <button type="button" className="btn btn-sm adm-btn-danger-outline adm-push-end" onClick={onDelete}>
            Delete Review
          </button>
        </footer>
      </div>
    </article>
  );
}
