import { useBusinessEdits, useMyBusiness as useStoredBusiness, type EditedBusiness } from '../../store/hooks';
import { syncNow } from '../../store/outbox';
import { useApi } from './use-api';
import { useOwnDataReady } from './use-own-data-ready';

export type MyBusiness = EditedBusiness;

/**
 * The vendor's own business, null when there is none yet: from the device's store once it holds
 * this account's data (offline too), else from GET /api/businesses/my-business, with the edits
 * still in the outbox laid over it. `refresh` after a change made through the API re-reads both.
 */
export function useMyBusiness(enabled = true) {
  const ready = useOwnDataReady();
  const stored = useStoredBusiness();
  const remote = useApi<{ business: MyBusiness | null }>(
    enabled && ready === false ? '/businesses/my-business' : null,
    'Failed to fetch business',
  );
  const business = useBusinessEdits(ready ? stored : remote.data?.business);
  const refresh = async () => {
    remote.reload();
    await syncNow();
  };
  return {
    business,
    error: ready ? undefined : remote.error,
    loading: business === undefined,
    reload: remote.reload,
    refresh,
  };
}
