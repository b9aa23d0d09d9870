import { useLingui } from '@lingui/react/macro';
import { useOwnDataReady } from '../../store/hooks';
import { useMySearches as useStoredSearches } from '../../store/my-searches';
import { syncNow } from '../../store/outbox';
import { useApi } from '../../lib/use-api';
import type { MySearch } from './types';
import { userKeys } from './user-keys';

/**
 * The customer's open requests with their quotes: from the device's store once it holds this
 * account's data (so they open offline), else from GET /api/searches/my-searches.
 * `refresh` after a change made through the API re-reads both.
 */
export function useMySearches() {
  const { t } = useLingui();
  const ready = useOwnDataReady();
  const stored = useStoredSearches();
  const remote = useApi(
    userKeys.searches(),
    ready === false ? '/searches/my-searches' : null,
    t`Failed to fetch searches`,
  );
  // the API's answer stays until the store's copy is read (vendor/use-my-business.ts)
  const fromStore = stored !== undefined;
  const searches: MySearch[] | undefined = fromStore ? stored : remote.data?.searches;
  const refresh = async () => {
    remote.reload();
    await syncNow();
  };
  return {
    searches,
    error: fromStore ? undefined : remote.error,
    loading: searches === undefined,
    reload: remote.reload,
    refresh,
  };
}
