import { PageLoading } from '../../../components/status';
import type { AdminQuery } from '../data/use-admin-query';
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
  const hasData = query.data !== undefined;
  return (
    <>
      <OfflineNotice offline={query.offline} savedAt={query.savedAt} hasData={hasData} onRetry={query.reload} />
      <ErrorBanner message={query.error} onRetry={query.reload} retryLabel={retryLabel} />
      {query.loading && !hasData && !query.offline && !query.error && <PageLoading label={loadingText} />}
    </>
  );
}
