import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEFAULT_DIRECTORY_RATING, SEARCH_DEFAULT_LIMIT } from '../../../sync/constants';
import { ErrorBoundary } from '../../components/error-boundary';
import { BusinessResults } from '../../components/business-results';
import { useOwnTaskBehindFirstView } from '../../components/drawn-behind-first-view';
import { ErrorState } from '../../components/status';
import { useDocumentMeta } from '../../lib/document-meta';
import { DIRECTORY_META } from '../../../sync/public-pages';
import { parsePriceRange } from '../../lib/format';
import { useCategoryChoices } from '../categories/use-listed-categories';
import type { StoredCategory } from '../../store/db';
import { DirectoryFilters } from './directory-filters';
import { useDirectoryParams } from './use-directory-params';
import { GetQuotesOffer } from './get-quotes-offer';
import { DirectoryHead, directoryEmpty } from './directory-view';
import './directory.css';

const NO_CATEGORIES: StoredCategory[] = [];

/** The business directory, /businesses-directory (docs/screens.md "Business directory"), searched on the device. */
export default function DirectoryPage() {
  // behind the server's copy, drawn in a task after its script's evaluation
  return useOwnTaskBehindFirstView() ? <Directory /> : null;
}

function Directory() {
  useDocumentMeta(DIRECTORY_META);
  const [params, update] = useDirectoryParams();
  const categories = useCategoryChoices() ?? NO_CATEGORIES;
  const [pages, setPages] = useState(1);
  const range = parsePriceRange(params.priceRange);
  const activeCategory = categories.find((c) => c.id === params.categoryId);
  const { t } = useLingui();

  return (
    <>
      <DirectoryHead />
      <div className="container two-pane directory-layout">
        <DirectoryFilters
          key={`${params.categoryId}|${params.query}|${params.priceRange}`}
          params={params}
          categories={categories}
          onCategory={(c) => {
            setPages(1);
            update({
              categoryId: c?.id,
              service: c?.name ?? '',
              query: c ? params.query : '',
              priceRange: c ? params.priceRange : '',
            });
          }}
          onSearch={(query, priceRange) => {
            setPages(1);
            update({ query, priceRange });
          }}
          onSort={(sortBy) => update({ sortBy })}
        />
        <section aria-labelledby="results-title" className="directory-results">
          <h2 id="results-title" className="visually-hidden">
            <Trans>Results</Trans>
          </h2>
          <GetQuotesOffer categoryId={params.categoryId} query={params.query} priceRange={params.priceRange} />
          <ErrorBoundary
            resetKey={`${params.categoryId}|${params.query}|${params.priceRange}|${params.sortBy}`}
            fallback={(retry) => (
              <ErrorState
                message={
                  params.query ? t`Search failed. Please try again.` : t`Failed to load businesses. Please try again.`
                }
                onRetry={retry}
              />
            )}
          >
            <BusinessResults
              filter={{
                categoryId: params.categoryId,
                query: params.query || undefined,
                minPrice: range.minPrice,
                maxPrice: range.maxPrice,
                sortBy: params.sortBy,
                limit: pages * SEARCH_DEFAULT_LIMIT,
              }}
              heading={activeCategory ? `${activeCategory.emoji} ${activeCategory.name}` : t`All businesses`}
              defaultRating={DEFAULT_DIRECTORY_RATING}
              empty={directoryEmpty}
              onMore={() => setPages((p) => p + 1)}
            />
          </ErrorBoundary>
        </section>
      </div>
    </>
  );
}
