import { useLingui } from '@lingui/react/macro';
import { ErrorState, PageLoading } from '../../../components/status';
import type { AdminQuery } from '../data/use-admin-query';
import { useOnline } from '../../../lib/connectivity';
import { OfflineNotice } from './offline-notice';

/**
 * The states every admin list shares: loading with nothing to show yet, offline (with the age of
 * what is shown) and a failed load (orange banner with a retry button); and, given the screen's
 * `action` (the refusal of its last change, lib/changes.ts lastRefusal), that refusal in the same
 * banner, until dismissed.
 */
export function QueryStatus<T>({
  query,
  action,
  loadingText,
  retryLabel,
}: {
  query: AdminQuery<T>;
  action?: { error: string | null; dismiss: () => void };
  loadingText?: string;
  retryLabel?: string;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const hasData = query.data !== undefined;
  // The browser may know before the next load does: say so as soon as the connection drops.
  const offline = query.offline || !online;
  return (
    <>
      <OfflineNotice offline={offline} updatedAt={query.updatedAt} hasData={hasData} onRetry={query.reload} />
      <ErrorState banner message={query.error} onRetry={query.reload} retryLabel={retryLabel ?? t`Retry`} />
      {action && <ErrorState banner message={action.error} onDismiss={action.dismiss} />}
      {query.loading && !hasData && !offline && !query.error && <PageLoading label={loadingText ?? t`Loading…`} />}
    </>
  );
}
