import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { SERVICES_META } from '../../../sync/public-pages';
import { useBusinesses, useDeviceMode } from '../../store/hooks';
import { ServiceCard } from './service-card';
import { categoriesOf, filterServices, servicesOf, type PriceFilterId } from './service-filters';
import './services.css';

/** The price filters' names (sync/constants.ts SERVICE_PRICE_FILTERS), in the reader's language. */
const PRICE_LABELS: Record<PriceFilterId, MessageDescriptor> = {
  'under-100k': msg`Under 100K`,
  '100k-500k': msg`100K - 500K`,
  '500k-1m': msg`500K - 1M`,
  'over-1m': msg`Over 1M`,
};
const FAILED = msg`Failed to load services. Please try again.`;

/**
 * Products and services, /service-and-products (docs/screens.md "Products and services"), from the
 * synced directory.
 */
export default function ServicesPage() {
  useDocumentMeta(SERVICES_META);
  const { t } = useLingui();
  return (
    <ErrorBoundary fallback={(retry) => <ErrorState message={t(FAILED)} onRetry={retry} retryLabel={t`Retry`} />}>
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
  const { t } = useLingui();
  const priceChoices = SERVICE_PRICE_FILTERS.map((f) => ({ value: f.id, label: t(PRICE_LABELS[f.id]) }));

  const all = businesses ? servicesOf(businesses) : [];
  const services = all.length;
  const distinct = new Set(all.map((s) => s.businessId)).size;
  const matches = filterServices(all, { text, categoryId, price });
  const found = matches.length;
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
          <h1>
            <Trans>Products &amp; Services</Trans>
          </h1>
          <p>
            <Trans>
              <Plural value={services} one="# service or product" other="# services and products" /> from{' '}
              <Plural value={distinct} one="# business" other="# businesses" />
            </Trans>
          </p>
          <div className="hero-search">
            <SearchIcon />
            <label htmlFor="service-search" className="visually-hidden">
              <Trans>Search products and services</Trans>
            </label>
            <input
              id="service-search"
              type="search"
              placeholder={t`Search cakes, car service, phone repair…`}
              value={text}
              onChange={(e) => refine(() => setText(e.target.value))}
            />
          </div>
        </div>
      </section>
      <div className="container section">
        {scoped && (
          <p className="small muted" role="status">
            <Trans>
              The products and services of the businesses kept on this phone: the ones you opened and your offline
              areas. <Link to="/businesses-directory">Search the directory</Link> for all of Uganda.
            </Trans>
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
            label={t`Price`}
            value={price}
            blank={t`Any price`}
            choices={priceChoices}
            onChange={(v) => refine(() => setPrice(v as PriceFilterId | ''))}
          />
        </div>
        {state === 'unavailable' ? (
          <DirectoryUnavailable message={t(FAILED)} retryLabel={t`Retry`} />
        ) : state === 'loading' ? (
          <PageLoading label={t`Loading services…`} />
        ) : matches.length === 0 ? (
          <EmptyState title={t`No services found`} />
        ) : (
          <>
            <p className="results-count">
              <Trans>{found} found</Trans>
            </p>
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
                  <Trans>Show more</Trans>
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
