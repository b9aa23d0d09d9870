import { PageLoading } from '../../../components/status';
import type { AdminQuery } from '../data/use-admin-query';
import { useOnline } from '../../../lib/online';
import { ErrorBanner } from './error-banner';
import { OfflineNotice } from './offline-notice';

/**
 * The three states every admin list shares: loading with nothing to show yet, offline (with the
 * age of what is shown) and a failed load (orange banner with a retry button).
 */
export function QueryStatus<T>({
  query,
  loadingText = 'Loading…',
  retryLabel = 'Retry',
}: {
  query: AdminQuery<T>;
  loadingText?: string;
  retryLabel?: string;
}) {
  const online = useOnline();
  const hasData = query.data !== undefined;
  // The browser may know before the next load does: say so as soon as the connection drops.
  const offline = query.offline || !online;
  return (
    <>
      <OfflineNotice offline={offline} savedAt={query.savedAt} hasData={hasData} onRetry={query.reload} />
      <ErrorBanner message={query.error} onRetry={query.reload} retryLabel={retryLabel} />
      {query.loading && !hasData && !offline && !query.error && <PageLoading label={loadingText} />}
    </>
  );
}
