/**
 * The product reviews page's parts the server also renders (client/first-view/render.tsx) with a
 * page of reviews: no stylesheet, no store here (product-reviews-page.tsx and product-review-list.tsx
 * add them).
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_REVIEW_SORTS, RATING_MAX } from '../../../sync/constants';
import { PageHead } from '../../components/page-head';
import { CategoryFilter, SelectField } from '../../components/select-field';
import { EmptyState } from '../../components/status';
import type { ProductReviewView } from '../../store/hooks';
import { ProductReviewCard } from './product-review-card';
import { SORT_NAMES, reviewPageSearch, type ReviewSort, type ReviewStatsData } from './product-review-rules';
import { ReviewStats } from './review-stats';

/** A review as a card shows it: the server's page sends no author id and no vote of a reader. */
export type ShownReview = Omit<ProductReviewView, 'userId'>;

export type ReviewFilter = { categoryId: number | null; rating: number | null; sort: ReviewSort };
export const NO_REVIEW_FILTER: ReviewFilter = { categoryId: null, rating: null, sort: 'newest' };

/** 5 stars first, down to 1. */
const RATINGS = Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i);

/** The green head: its title, its line and Add Review (signed in) or the way to sign in. */
export function ProductReviewsHead({ action }: { action: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageHead
      title={t`Product Reviews`}
      lead={t`Real shoppers in Uganda share what they bought, where, and what they paid.`}
    >
      <div className="btn-row pr-actions">{action}</div>
    </PageHead>
  );
}

/** What a visitor who is not signed in is offered in the head. */
export function SignInToAddReview() {
  return (
    <Link className="btn btn-light" to="/login">
      <Trans>Log in to add a review</Trans>
    </Link>
  );
}

/** A step of the pager: a link to that page (`?page=`, which the server also answers), or a disabled button. */
function PageStep({ page, disabled, children }: { page: number; disabled: boolean; children: ReactNode }) {
  if (disabled)
    return (
      <button type="button" className="btn btn-outline" disabled>
        {children}
      </button>
    );
  return (
    <Link className="btn btn-outline" to={{ search: reviewPageSearch(page) }}>
      {children}
    </Link>
  );
}

/** Stats, filters (category, rating), sort, a page of cards and the pager (docs/screens.md "Product reviews"). */
export function ProductReviewsListView({
  notice,
  stats,
  categories,
  filter,
  onFilter,
  shown,
  page,
  pages,
  canVote,
  onVote,
}: {
  /** A line above the stats (what a phone keeping part of the directory lists). */
  notice?: ReactNode;
  stats: ReviewStatsData;
  categories: readonly { id: number; name: string }[];
  filter: ReviewFilter;
  onFilter: (change: Partial<ReviewFilter>) => void;
  shown: readonly ShownReview[];
  page: number;
  pages: number;
  canVote: boolean;
  /** The vote of a review that takes one, null for one that does not. */
  onVote: (review: ShownReview) => ((direction: 'up' | 'down') => void) | null;
}) {
  const { t } = useLingui();
  const ratingChoices = RATINGS.map((n) => ({ value: n, label: t`${plural(n, { one: '# star', other: '# stars' })}` }));
  const sortChoices = PRODUCT_REVIEW_SORTS.map((s) => ({ value: s, label: t(SORT_NAMES[s]) }));
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const current = page;
  return (
    <>
      {notice}
      <ReviewStats stats={stats} />
      <div className="pr-filters">
        <CategoryFilter
          id="pr-filter-category"
          categories={categories}
          value={filter.categoryId}
          onChange={(categoryId) => onFilter({ categoryId })}
        />
        <SelectField
          id="pr-filter-rating"
          label={t`Rating`}
          value={filter.rating ?? ''}
          blank={t`All ratings`}
          choices={ratingChoices}
          onChange={(v) => onFilter({ rating: v ? Number(v) : null })}
        />
        <SelectField
          id="pr-sort"
          label={t`Sort by`}
          value={filter.sort}
          choices={sortChoices}
          onChange={(v) => onFilter({ sort: v as ReviewSort })}
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
              onVote={canVote ? onVote(r) : null}
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
          <PageStep page={current - 1} disabled={current <= 1}>
            <Trans>Previous</Trans>
          </PageStep>
          <span>
            <Trans>
              Page {current} of {pages}
            </Trans>
          </span>
          <PageStep page={current + 1} disabled={current >= pages}>
            <Trans>Next</Trans>
          </PageStep>
        </nav>
      )}
    </>
  );
}
