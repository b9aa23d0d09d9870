import { useState } from 'react';
import { PRODUCT_REVIEW_SORTS, PUBLIC_LIST_MAX_LIMIT, RATING_MAX } from '../../../sync/constants';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { CategoryFilter, SelectField } from '../../components/select-field';
import { DirectoryUnavailable } from '../../components/directory-unavailable';
import { EmptyState, PageLoading } from '../../components/status';
import { useDirectoryState } from '../../components/use-directory-state';
import { useProductReviews, type ProductReviewView } from '../../store/hooks';
import { enqueue } from '../../store/outbox';
import { ProductReviewCard } from './product-review-card';
import { SORT_NAMES, visiblePage, type ReviewSort } from './product-review-rules';
import { ReviewStats } from './review-stats';
import { useKeptProductReviews } from './use-kept-product-reviews';
import './product-reviews.css';

/** Voting goes through the outbox; a failure is only logged (docs/screens.md "Conventions of every screen"). */
function vote(review: ProductReviewView, direction: 'up' | 'down') {
  const next = review.myVote === direction ? 'none' : direction;
  enqueue('productReview.vote', { reviewId: review.id, direction: next }).catch((err: unknown) =>
    console.warn('Vote not saved', err),
  );
}

/** 5 stars first, down to 1. */
const RATING_CHOICES = Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i).map((n) => ({
  value: n,
  label: `${n} ${n === 1 ? 'star' : 'stars'}`,
}));
const SORT_CHOICES = PRODUCT_REVIEW_SORTS.map((s) => ({ value: s, label: SORT_NAMES[s] }));

/** Pulled reviews are approved; only the author's own pending or rejected ones carry another status. */
const isPublished = (r: ProductReviewView) => (r.status ?? 'APPROVED') === 'APPROVED';

/** Stats, filters (category, rating), sort, the card grid and pages of 20. */
export function ProductReviewList({ categories, canVote }: { categories: CategoryRecord[]; canVote: boolean }) {
  const reviews = useProductReviews();
  const { scoped } = useKeptProductReviews();
  const state = useDirectoryState(reviews && reviews.length > 0);
  const [page, setPage] = useState(1);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [sort, setSort] = useState<ReviewSort>('newest');

  if (state === 'unavailable') return <DirectoryUnavailable message="Failed to fetch product reviews" />;
  if (state === 'loading' || !reviews) return <PageLoading label="Loading product reviews…" />;

  const names = new Map(categories.map((c) => [c.id, c.name]));
  const { shown, page: current, pages } = visiblePage(reviews, { page, categoryId, rating, sort });
  // a new filter or sort starts again at its best matches, on page 1
  const refine = (change: () => void) => {
    change();
    setPage(1);
  };

  return (
    <>
      {scoped && (
        <p className="small muted" role="status">
          The newest reviews (up to {PUBLIC_LIST_MAX_LIMIT}), kept on this phone for offline use.
        </p>
      )}
      <ReviewStats reviews={reviews} />
      <div className="pr-filters">
        <CategoryFilter
          id="pr-filter-category"
          categories={categories}
          value={categoryId}
          onChange={(id) => refine(() => setCategoryId(id))}
        />
        <SelectField
          id="pr-filter-rating"
          label="Rating"
          value={rating ?? ''}
          blank="All ratings"
          choices={RATING_CHOICES}
          onChange={(v) => refine(() => setRating(v ? Number(v) : null))}
        />
        <SelectField
          id="pr-sort"
          label="Sort by"
          value={sort}
          choices={SORT_CHOICES}
          onChange={(v) => refine(() => setSort(v as ReviewSort))}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No product reviews yet" />
      ) : (
        <div className="grid grid-3">
          {shown.map((r) => (
            <ProductReviewCard
              key={r.id}
              review={r}
              categoryName={names.get(r.categoryId) ?? ''}
              onVote={canVote && r.id > 0 && isPublished(r) ? (direction) => vote(r, direction) : null}
            />
          ))}
        </div>
      )}
      {!canVote && <p className="muted small pr-vote-note">Log in to vote on reviews.</p>}
      {pages > 1 && (
        <nav className="pager" aria-label="Pages">
          <button
            type="button"
            className="btn btn-outline"
            disabled={current <= 1}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </button>
          <span>
            Page {current} of {pages}
          </span>
          <button
            type="button"
            className="btn btn-outline"
            disabled={current >= pages}
            onClick={() => setPage(current + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}
