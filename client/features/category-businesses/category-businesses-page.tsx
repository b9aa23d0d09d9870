import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CATEGORY_LISTING_LIMIT, CATEGORY_SORT_OPTIONS, SORT_LABELS } from '../../../sync/constants';
import { BusinessResults } from '../../components/business-results';
import { ErrorBoundary } from '../../components/error-boundary';
import { CategoryIcon } from '../../components/category-icon';
import { SelectField } from '../../components/select-field';
import { EmptyState, ErrorState } from '../../components/status';
import { useDocumentMeta } from '../../lib/document-meta';
import { categoryMeta } from '../../../sync/public-pages';
import { useCategory } from '../../store/hooks';
import './category-businesses.css';

type CategorySort = (typeof CATEGORY_SORT_OPTIONS)[number];
const SORT_CHOICES = CATEGORY_SORT_OPTIONS.map((s) => ({ value: s, label: SORT_LABELS[s] }));

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
            <SelectField
              id="category-sort"
              className="field sort-field"
              label="Sort by"
              value={sortBy}
              choices={SORT_CHOICES}
              onChange={(v) => {
                setSortBy(v as CategorySort);
                setPages(1);
              }}
            />
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
            <BusinessResults
              filter={{ categoryId: id, sortBy, limit: pages * CATEGORY_LISTING_LIMIT }}
              empty={(saved) =>
                saved ? (
                  <EmptyState title="No saved businesses in this category." />
                ) : (
                  <EmptyState title="No businesses in this category yet.">
                    <Link className="btn btn-primary" to="/register?role=VENDOR">
                      List your business
                    </Link>
                  </EmptyState>
                )
              }
              onMore={() => setPages((p) => p + 1)}
            />
          </ErrorBoundary>
        )}
      </div>
    </>
  );
}
