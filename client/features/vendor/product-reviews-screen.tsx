import { useState } from 'react';
import { PRODUCT_REVIEWS_PAGE_SIZE, PRODUCT_REVIEW_SORTS } from '../../../sync/constants';
import { smallImagePath } from '../../../sync/image-path';
import { DataSaverImage } from '../../components/data-saver';
import { ThumbIcon } from '../../components/icons';
import { Stars } from '../../components/stars';
import { EmptyState, PageLoading } from '../../components/status';
import { formatDate } from '../../lib/format';
import { useCategories, useProductReviews, type ProductReviewView } from '../../store/hooks';

type Sort = (typeof PRODUCT_REVIEW_SORTS)[number];

const SORT_LABELS: Record<Sort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  'highest-rated': 'Highest rated',
  'lowest-rated': 'Lowest rated',
  'most-upvoted': 'Most upvoted',
  'most-downvoted': 'Most downvoted',
  'most-helpful': 'Most helpful',
};

const SORTERS: Record<Sort, (a: ProductReviewView, b: ProductReviewView) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  'highest-rated': (a, b) => b.rating - a.rating,
  'lowest-rated': (a, b) => a.rating - b.rating,
  'most-upvoted': (a, b) => b.upvotes - a.upvotes,
  'most-downvoted': (a, b) => b.downvotes - a.downvotes,
  'most-helpful': (a, b) => b.upvotes - b.downvotes - (a.upvotes - a.downvotes),
};

/** Product Reviews in the vendor area: the shared listing, read from the device's store (offline too). */
export default function VendorProductReviewsScreen() {
  const reviews = useProductReviews();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState('all');
  const [sort, setSort] = useState<Sort>('newest');
  const [shown, setShown] = useState(PRODUCT_REVIEWS_PAGE_SIZE);
  const list = reviews?.filter((r) => categoryId === 'all' || String(r.categoryId) === categoryId).sort(SORTERS[sort]);

  return (
    <section className="area-page">
      <header>
        <h1>Product Reviews</h1>
        <p className="muted">What customers across Uganda say about products they bought.</p>
      </header>
      <div className="filter-row">
        <label className="field">
          <span className="label">Category</span>
          <select value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="all">All categories</option>
            {categories?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="label">Sort by</span>
          <select value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
            {PRODUCT_REVIEW_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!list && <PageLoading label="Loading product reviews…" />}
      {list && list.length === 0 && <EmptyState title="No product reviews yet" />}
      {list && list.length > 0 && (
        <div className="grid grid-3">
          {list.slice(0, shown).map((r) => (
            <ReviewCard key={r.id} review={r} />
          ))}
        </div>
      )}
      {list && list.length > shown && (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setShown((n) => n + PRODUCT_REVIEWS_PAGE_SIZE)}
        >
          Show more
        </button>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: ProductReviewView }) {
  const picture = review.image ? smallImagePath(review.image) : review.imageUrl;
  return (
    <article className="card">
      {picture && <DataSaverImage className="review-image" src={picture} alt={review.name} />}
      <h3 style={{ marginTop: picture ? 8 : 0 }}>{review.name}</h3>
      <Stars rating={review.rating} size={14} showValue={false} />
      <dl className="kv">
        {review.boughtFrom && (
          <>
            <dt>From</dt>
            <dd>{review.boughtFrom}</dd>
          </>
        )}
        {review.amount && (
          <>
            <dt>Price</dt>
            <dd>{review.amount}</dd>
          </>
        )}
      </dl>
      {review.comment && (
        <p className="line-clamp-3 small" style={{ marginTop: 8 }}>
          {review.comment}
        </p>
      )}
      <p className="meta-line">
        {review.user.firstName} {review.user.lastName} · {formatDate(review.createdAt)}
      </p>
      <p className="meta-line" aria-label={`${review.upvotes} upvotes, ${review.downvotes} downvotes`}>
        <ThumbIcon size={16} /> {review.upvotes} <ThumbIcon size={16} down /> {review.downvotes}
      </p>
    </article>
  );
}
