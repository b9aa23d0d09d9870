import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_DEFAULT_LIMIT } from '../../../sync/constants';
import { firstViewOf, useTakeOverFirstView } from '../../app/first-view';
import { DirectoryUnavailable } from '../../components/directory-unavailable';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorState, PageLoading } from '../../components/status';
import { useDirectoryState } from '../../components/use-directory-state';
import { useDocumentMeta } from '../../lib/document-meta';
import { SERVICES_META } from '../../../sync/public-pages';
import { useBusinesses, useDeviceMode, useSyncStatus } from '../../store/hooks';
import { categoriesOf, filterServices, servicesOf } from './service-filters';
import { ServiceResults, ServicesView, type ServiceFilter } from './services-view';
import './services.css';

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
  const mode = useDeviceMode();
  const scoped = mode === 'scoped';
  const { lastSyncAt } = useSyncStatus();
  const businesses = result?.businesses;
  // the first page the server sent (server/pages/market-pages.ts), for the unfiltered list
  const [sent] = useState(() => firstViewOf('services'));
  const [filter, setFilter] = useState<ServiceFilter>({ text: '', categoryId: null, price: '' });
  const [shown, setShown] = useState(SEARCH_DEFAULT_LIMIT);
  // the server's copy answers until the device's own has been read, if it holds the directory (a
  // scoped device never does)
  const seed =
    sent &&
    !filter.text &&
    filter.categoryId === null &&
    !filter.price &&
    shown === SEARCH_DEFAULT_LIMIT &&
    (businesses === undefined || mode === undefined || scoped || lastSyncAt === null)
      ? sent
      : null;
  const state = useDirectoryState((businesses && businesses.length > 0) || seed !== null);
  useTakeOverFirstView(seed !== null || state !== 'loading');
  const { t } = useLingui();

  const all = businesses ? servicesOf(businesses) : [];
  const matches = filterServices(all, filter);
  // a new search or filter starts again at its first results
  const refine = (change: Partial<ServiceFilter>) => {
    setFilter((f) => ({ ...f, ...change }));
    setShown(SEARCH_DEFAULT_LIMIT);
  };
  const more = () => setShown((n) => n + SEARCH_DEFAULT_LIMIT);

  return (
    <ServicesView
      services={seed ? seed.counts.services : all.length}
      businesses={seed ? seed.counts.businesses : new Set(all.map((s) => s.business.id)).size}
      categories={seed ? seed.categories : businesses ? categoriesOf(businesses) : []}
      filter={filter}
      onFilter={refine}
      notice={
        scoped &&
        !seed && (
          <p className="small muted" role="status">
            <Trans>
              The products and services of the businesses kept on this phone: the ones you opened and your offline
              areas. <Link to="/businesses-directory">Search the directory</Link> for all of Uganda.
            </Trans>
          </p>
        )
      }
    >
      {seed ? (
        <ServiceResults shown={seed.services} found={seed.counts.services} onMore={more} />
      ) : state === 'unavailable' ? (
        <DirectoryUnavailable message={t(FAILED)} retryLabel={t`Retry`} />
      ) : state === 'loading' ? (
        <PageLoading label={t`Loading services…`} />
      ) : (
        <ServiceResults shown={matches.slice(0, shown)} found={matches.length} onMore={more} />
      )}
    </ServicesView>
  );
}
