import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CATEGORY_LISTING_LIMIT } from '../../../sync/constants';
import { firstViewOf } from '../../app/first-view';
import { BusinessResults } from '../../components/business-results';
import { useOwnTaskBehindFirstView } from '../../components/drawn-behind-first-view';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorState } from '../../components/status';
import { useDocumentMeta } from '../../lib/document-meta';
import { categoryMeta } from '../../../sync/public-pages';
import { categoryPath } from '../../lib/format';
import { useCategory } from '../../store/hooks';
import { useCategorySort } from './category-sort';
import { CategoryEmpty, CategoryView } from './category-view';
import './category-businesses.css';

function decodeName(raw: string | undefined): string {
  try {
    return raw ? decodeURIComponent(raw) : '';
  } catch {
    return raw ?? '';
  }
}

/**
 * A category's businesses, /category/{categoryId}/{name} (docs/screens.md "Category businesses").
 * A page the server sent with its content starts from the server's category and list
 * (client/app/first-view.ts) until the device's store has its own. The sort is the address's
 * `sortBy` (./category-sort.ts), as the server's page for it (server/pages/public-pages.ts).
 */
export default function CategoryBusinessesPage() {
  // behind the server's copy, drawn in a task after its script's evaluation
  return useOwnTaskBehindFirstView() ? <CategoryBusinesses /> : null;
}

function CategoryBusinesses() {
  const { categoryId, categoryName } = useParams();
  const id = Number(categoryId);
  const [sent] = useState(() => {
    const data = firstViewOf('category');
    return data?.category.id === id ? data : null;
  });
  const stored = useCategory(Number.isInteger(id) ? id : -1);
  const category = stored ?? sent?.category ?? stored;
  const name = category?.name ?? decodeName(categoryName);
  useDocumentMeta(categoryMeta(name));
  const [sortBy, setSortBy] = useCategorySort();
  const [pages, setPages] = useState(1);
  const { t } = useLingui();

  return (
    <CategoryView
      name={name}
      path={categoryPath({ id: categoryId ?? '', name })}
      category={category}
      sortBy={sortBy}
      onSort={(sort) => {
        setSortBy(sort);
        setPages(1);
      }}
      places={sent?.places}
      results={
        <ErrorBoundary
          resetKey={sortBy}
          fallback={(retry) => <ErrorState message={t`Failed to load businesses. Please try again.`} onRetry={retry} />}
        >
          <BusinessResults
            filter={{ categoryId: id, sortBy, limit: pages * CATEGORY_LISTING_LIMIT }}
            empty={(saved) => <CategoryEmpty saved={saved} />}
            onMore={() => setPages((p) => p + 1)}
          />
        </ErrorBoundary>
      }
    />
  );
}
