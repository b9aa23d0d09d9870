import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CATEGORY_LISTING_LIMIT, CATEGORY_SORT_OPTIONS, SORT_LABELS } from '../../../sync/constants';
import { BusinessCard } from '../../components/business-card';
import { ErrorBoundary } from '../../components/error-boundary';
import { CategoryIcon } from '../../components/category-icon';
import { EmptyState, ErrorState, PageLoading } from '../../components/status';
import { DIRECTORY_OFFLINE_HINT, useDirectoryState } from '../../components/use-directory-state';
import { heldNote, useDirectoryResults } from '../../components/use-directory-results';
import { useDocumentMeta } from '../../lib/document-meta';
import { categoryMeta } from '../../../sync/public-pages';
import { syncNow } from '../../store/outbox';
import { useCategory } from '../../store/hooks';
import './category-businesses.css';

type CategorySort = (typeof CATEGORY_SORT_OPTIONS)[number];

function decodeName(raw: string | undefined): string {
  try {
    return raw ? decodeURIComponent(raw) : '';
  } catch {
    return raw ?? '';
  }
}

/** A category's businesses, /category/{categoryId}/{name} (docs/screens.md "Category businesses"). */
export default function CategoryBusinessesPage() {
  const { categoryId, categoryName } = useParams();
  const id = Number(categoryId);
  const category = useCategory(Number.isInteger(id) ? id : -1);
  const name = category?.name ?? decodeName(categoryName);
  const listed = category?.isActive !== false;
  useDocumentMeta(categoryMeta(name));
  const [sortBy, setSortBy] = useState<CategorySort>('relevance');
  const [pages, setPages] = useState(1);

  return (
    <>
      <section className="page-head category-hero">
        <div className="container">
          <CategoryIcon category={category ?? { emoji: '🏷️', image: null }} size={56} className="category-hero-emoji" />
          <div>
            <h1>{name || 'Category'}</h1>
            <p>{category?.description || `Trusted ${name} businesses across Uganda.`}</p>
          </div>
        </div>
      </section>
      <div className="container section">
        <div className="category-toolbar">
          <Link to="/busines-categories">All categories</Link>
          {listed && (
            <div className="field sort-field">
              <label htmlFor="category-sort">Sort by</label>
              <select
                id="category-sort"
                value={sortBy}
                onChange={(e) => {
                  setSortBy(e.target.value as CategorySort);
                  setPages(1);
                }}
              >
                {CATEGORY_SORT_OPTIONS.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {!listed ? (
          <EmptyState title="This category is no longer listed.">
            <p className="muted">Its businesses can still be found in the directory.</p>
            <Link className="btn btn-primary" to="/businesses-directory">
              Browse businesses
            </Link>
          </EmptyState>
        ) : (
          <ErrorBoundary
            resetKey={sortBy}
            fallback={(retry) => <ErrorState message="Failed to load businesses. Please try again." onRetry={retry} />}
          >
            <CategoryGrid
              categoryId={id}
              sortBy={sortBy}
              limit={pages * CATEGORY_LISTING_LIMIT}
              onMore={() => setPages((p) => p + 1)}
            />
          </ErrorBoundary>
        )}
      </div>
    </>
  );
}

function CategoryGrid({
  categoryId,
  sortBy,
  limit,
  onMore,
}: {
  categoryId: number;
  sortBy: CategorySort;
  limit: number;
  onMore: () => void;
}) {
  const { page: result, held } = useDirectoryResults({ categoryId, sortBy, limit });
  const state = useDirectoryState(result && (result.total > 0 || held !== null));
  if (state === 'unavailable') {
    return (
      <ErrorState message="Failed to load businesses. Please try again." onRetry={() => void syncNow()}>
        <p className="small">{DIRECTORY_OFFLINE_HINT}</p>
      </ErrorState>
    );
  }
  if (state === 'loading' || !result) return <PageLoading label="Loading businesses…" />;
  const note = held !== null && (
    <p className="small muted" role="status">
      {heldNote(held)}
    </p>
  );
  if (result.total === 0) {
    if (held !== null)
      return (
        <>
          {note}
          <EmptyState title="No saved businesses in this category." />
        </>
      );
    return (
      <EmptyState title="No businesses in this category yet.">
        <Link className="btn btn-primary" to="/register?role=VENDOR">
          List your business
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      {note}
      <p className="results-count">
        {result.total} {result.total === 1 ? 'business' : 'businesses'}
      </p>
      <div className="grid grid-3">
        {result.businesses.map((b) => (
          <BusinessCard key={b.id} business={b} />
        ))}
      </div>
      {result.businesses.length < result.total && (
        <div className="more-row">
          <button type="button" className="btn btn-outline" onClick={onMore}>
            Show more businesses
          </button>
        </div>
      )}
    </>
  );
}
