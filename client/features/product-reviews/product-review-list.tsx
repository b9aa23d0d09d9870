import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
const RATINGS = Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i);

/** Pulled reviews are approved; only the author's own pending or rejected ones carry another status. */
const isPublished = (r: ProductReviewView) => (r.status ?? 'APPROVED') === 'APPROVED';

/** Stats, filters (category, rating), sort, the card grid and pages of 20. */
export function ProductReviewList({ categories, canVote }: { categories: CategoryRecord[]; canVote: boolean }) {
  const { t } = useLingui();
  const reviews = useProductReviews();
  const { scoped } = useKeptProductReviews();
  const state = useDirectoryState(reviews && reviews.length > 0);
  const [page, setPage] = useState(1);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [sort, setSort] = useState<ReviewSort>('newest');

  if (state === 'unavailable') return <DirectoryUnavailable message={t`Failed to fetch product reviews`} />;
  if (state === 'loading' || !reviews) return <PageLoading label={t`Loading product reviews…`} />;

  const ratingChoices = RATINGS.map((n) => ({ value: n, label: t`${plural(n, { one: '# star', other: '# stars' })}` }));
  const sortChoices = PRODUCT_REVIEW_SORTS.map((s) => ({ value: s, label: t(SORT_NAMES[s]) }));
  const limit = PUBLIC_LIST_MAX_LIMIT;

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
          <Trans>The newest reviews (up to {limit}), kept on this phone for offline use.</Trans>
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
          label={t`Rating`}
          value={rating ?? ''}
          blank={t`All ratings`}
          choices={ratingChoices}
          onChange={(v) => refine(() => setRating(v ? Number(v) : null))}
        />
        <SelectField
          id="pr-sort"
          label={t`Sort by`}
          value={sort}
          choices={sortChoices}
          onChange={(v) => refine(() => setSort(v as ReviewSort))}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t`No product reviews yet`} />
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
      {!canVote && (
        <p className="muted small pr-vote-note">
          <Trans>Log in to vote on reviews.</Trans>
        </p>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t`Pages`}>
          <button
            type="button"
            className="btn btn-outline"
            disabled={current <= 1}
            onClick={() => setPage(current - 1)}
          >
            <Trans>Previous</Trans>
          </button>
          <span>
            <Trans>
              Page {current} of {pages}
            </Trans>
          </span>
          <button
            type="button"
            className="btn btn-outline"
            disabled={current >= pages}
            onClick={() => setPage(current + 1)}
          >
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </>
  );
}
