import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PUBLIC_LIST_MAX_LIMIT } from '../../../sync/constants';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { firstViewOf, useTakeOverFirstView } from '../../app/first-view';
import { DirectoryUnavailable } from '../../components/directory-unavailable';
import { PageLoading } from '../../components/status';
import { useDirectoryState } from '../../components/use-directory-state';
import { useDeviceMode, useProductReviews, useSyncStatus } from '../../store/hooks';
import { enqueue } from '../../store/outbox';
import { reviewPageOf, reviewPageSearch, reviewStats, visiblePage } from './product-review-rules';
import { NO_REVIEW_FILTER, ProductReviewsListView, type ReviewFilter, type ShownReview } from './product-reviews-view';
import { useKeptProductReviews } from './use-kept-product-reviews';
import './product-reviews.css';

/** Voting goes through the outbox; a failure is only logged (docs/screens.md "Conventions of every screen"). */
function vote(review: ShownReview, direction: 'up' | 'down') {
  const next = review.myVote === direction ? 'none' : direction;
  enqueue('productReview.vote', { reviewId: review.id, direction: next }).catch((err: unknown) =>
    console.warn('Vote not saved', err),
  );
}

/** Pulled reviews are approved; only the author's own pending or rejected ones carry another status. */
const isPublished = (r: ShownReview) => (r.status ?? 'APPROVED') === 'APPROVED';
const votable = (r: ShownReview) => (r.id > 0 && isPublished(r) ? (d: 'up' | 'down') => vote(r, d) : null);

const unfiltered = (f: ReviewFilter) =>
  f.categoryId === NO_REVIEW_FILTER.categoryId &&
  f.rating === NO_REVIEW_FILTER.rating &&
  f.sort === NO_REVIEW_FILTER.sort;

/**
 * Stats, filters (category, rating), sort, the card grid and pages of 20, the page in the address
 * (`?page=`). A page the server sent (server/pages/market-pages.ts) answers from the server's copy,
 * for the page and the unfiltered list it was sent for, until the device holds the reviews (a
 * device keeping part of the directory never holds them all).
 */
export function ProductReviewList({ categories, canVote }: { categories: CategoryRecord[]; canVote: boolean }) {
  const { t } = useLingui();
  const reviews = useProductReviews();
  const { scoped } = useKeptProductReviews();
  const mode = useDeviceMode();
  const { lastSyncAt } = useSyncStatus();
  const [search, setSearch] = useSearchParams();
  const page = reviewPageOf(search);
  const [filter, setFilter] = useState<ReviewFilter>(NO_REVIEW_FILTER);
  const [sent] = useState(() => firstViewOf('product-reviews'));
  const seed =
    sent &&
    unfiltered(filter) &&
    page === sent.page &&
    (reviews === undefined || mode === undefined || scoped || lastSyncAt === null)
      ? sent
      : null;
  const state = useDirectoryState((reviews && reviews.length > 0) || seed !== null);
  useTakeOverFirstView(seed !== null || (state !== 'loading' && reviews !== undefined));

  // a new filter or sort starts again at its best matches, on page 1
  const refine = (change: Partial<ReviewFilter>) => {
    setFilter((f) => ({ ...f, ...change }));
    if (page !== 1) setSearch(reviewPageSearch(1), { replace: true });
  };
  const limit = PUBLIC_LIST_MAX_LIMIT;
  const notice = scoped && !seed && (
    <p className="small muted" role="status">
      <Trans>The newest reviews (up to {limit}), kept on this phone for offline use.</Trans>
    </p>
  );
  const listed = categories.length > 0 ? categories : (seed?.categories ?? []);

  if (seed)
    return (
      <ProductReviewsListView
        stats={seed.stats}
        categories={listed}
        filter={filter}
        onFilter={refine}
        shown={seed.reviews.map((r) => ({ ...r, myVote: null }))}
        page={seed.page}
        pages={seed.pages}
        canVote={canVote}
        onVote={votable}
      />
    );
  if (state === 'unavailable') return <DirectoryUnavailable message={t`Failed to fetch product reviews`} />;
  if (state === 'loading' || !reviews) return <PageLoading label={t`Loading product reviews…`} />;
  const { shown, page: current, pages } = visiblePage(reviews, { page, ...filter });
  return (
    <ProductReviewsListView
      notice={notice}
      stats={reviewStats(reviews)}
      categories={listed}
      filter={filter}
      onFilter={refine}
      shown={shown}
      page={current}
      pages={pages}
      canVote={canVote}
      onVote={votable}
    />
  );
}
