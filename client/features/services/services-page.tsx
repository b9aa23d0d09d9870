import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_DEFAULT_LIMIT, SERVICE_PRICE_FILTERS } from '../../../sync/constants';
import { DirectoryUnavailable } from '../../components/directory-unavailable';
import { ErrorBoundary } from '../../components/error-boundary';
import { SearchIcon } from '../../components/icons';
import { CategoryFilter, SelectField } from '../../components/select-field';
import { EmptyState, ErrorState, PageLoading } from '../../components/status';
import { useDirectoryState } from '../../components/use-directory-state';
import { useDocumentMeta } from '../../lib/document-meta';
import { countOf } from '../../lib/format';
import { SERVICES_META } from '../../../sync/public-pages';
import { useBusinesses, useDeviceMode } from '../../store/hooks';
import { ServiceCard } from './service-card';
import { categoriesOf, filterServices, servicesOf, type PriceFilterId } from './service-filters';
import './services.css';

const PRICE_CHOICES = SERVICE_PRICE_FILTERS.map((f) => ({ value: f.id, label: f.label }));
const FAILED = 'Failed to load services. Please try again.';

/**
 * Products and services, /service-and-products (docs/screens.md "Products and services"), from the
 * synced directory.
 */
export default function ServicesPage() {
  useDocumentMeta(SERVICES_META);
  return (
    <ErrorBoundary fallback={(retry) => <ErrorState message={FAILED} onRetry={retry} retryLabel="Retry" />}>
      <ServicesBody />
    </ErrorBoundary>
  );
}

function ServicesBody() {
  const result = useBusinesses({});
  // a device that keeps part of the directory (store/device-scope.ts) lists the part it holds
  const scoped = useDeviceMode() === 'scoped';
  const businesses = result?.businesses;
  const state = useDirectoryState(businesses && businesses.length > 0);
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [price, setPrice] = useState<PriceFilterId | ''>('');
  const [shown, setShown] = useState(SEARCH_DEFAULT_LIMIT);

  const all = businesses ? servicesOf(businesses) : [];
  const distinct = new Set(all.map((s) => s.businessId)).size;
  const matches = filterServices(all, { text, categoryId, price });
  const categories = businesses ? categoriesOf(businesses) : [];
  // a new search or filter starts again at its first results
  const refine = (change: () => void) => {
    change();
    setShown(SEARCH_DEFAULT_LIMIT);
  };

  return (
    <>
      <section className="page-head">
        <div className="container">
          <h1>Products &amp; Services</h1>
          <p>
            {countOf(all.length, 'service or product', 'services and products')} from{' '}
            {countOf(distinct, 'business', 'businesses')}
          </p>
          <div className="hero-search">
            <SearchIcon />
            <label htmlFor="service-search" className="visually-hidden">
              Search products and services
            </label>
            <input
              id="service-search"
              type="search"
              placeholder="Search cakes, car service, phone repair…"
              value={text}
              onChange={(e) => refine(() => setText(e.target.value))}
            />
          </div>
        </div>
      </section>
      <div className="container section">
        {scoped && (
          <p className="small muted" role="status">
            The products and services of the businesses kept on this phone: the ones you opened and your offline areas.{' '}
            <Link to="/businesses-directory">Search the directory</Link> for all of Uganda.
          </p>
        )}
        <div className="service-filters">
          <CategoryFilter
            id="service-category"
            categories={categories}
            value={categoryId}
            onChange={(id) => refine(() => setCategoryId(id))}
          />
          <SelectField
            id="service-price"
            label="Price"
            value={price}
            blank="Any price"
            choices={PRICE_CHOICES}
            onChange={(v) => refine(() => setPrice(v as PriceFilterId | ''))}
          />
        </div>
        {state === 'unavailable' ? (
          <DirectoryUnavailable message={FAILED} retryLabel="Retry" />
        ) : state === 'loading' ? (
          <PageLoading label="Loading services…" />
        ) : matches.length === 0 ? (
          <EmptyState title="No services found" />
        ) : (
          <>
            <p className="results-count">{matches.length} found</p>
            <div className="grid grid-3">
              {matches.slice(0, shown).map((s) => (
                <ServiceCard key={s.id} service={s} />
              ))}
            </div>
            {shown < matches.length && (
              <div className="more-row">
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => setShown((n) => n + SEARCH_DEFAULT_LIMIT)}
                >
                  Show more
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
