import { useLingui } from '@lingui/react/macro';
import { useTakeOverFirstView } from '../../app/first-view';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorState, PageLoading } from '../../components/status';
import { DIRECTORY_OFFLINE_HINT, useDirectoryState } from '../../components/use-directory-state';
import { useDocumentMeta } from '../../lib/document-meta';
import { CATEGORIES_META } from '../../../sync/public-pages';
import { CategoriesHead, CategoriesView } from './categories-view';
import { useListedCategories } from './use-listed-categories';
import './categories.css';

const reload = () => window.location.reload();
function Failed() {
  const { t } = useLingui();
  return <ErrorState message={t`Failed to load categories`} onRetry={reload} />;
}

/** The categories page, /busines-categories (docs/screens.md "Categories"). */
export default function CategoriesPage() {
  useDocumentMeta(CATEGORIES_META);
  return (
    <>
      <CategoriesHead />
      <ErrorBoundary fallback={() => <Failed />}>
        <CategoriesBody />
      </ErrorBoundary>
    </>
  );
}

function CategoriesBody() {
  const categories = useListedCategories();
  const state = useDirectoryState(categories && categories.length > 0);
  useTakeOverFirstView(state !== 'loading');
  const { t } = useLingui();

  if (state === 'unavailable') {
    return (
      <div className="container section">
        <ErrorState message={t`Failed to load categories`} onRetry={reload}>
          <p className="small">{DIRECTORY_OFFLINE_HINT}</p>
        </ErrorState>
      </div>
    );
  }
  if (state === 'loading' || !categories) return <PageLoading label={t`Loading categories…`} />;
  return <CategoriesView categories={categories} />;
}
