import { useLingui } from '@lingui/react/macro';
import {
  useBusinessEdits,
  useMyBusiness as useStoredBusiness,
  useOwnDataReady,
  type EditedBusiness,
} from '../../store/hooks';
import { syncNow } from '../../store/outbox';
import { useApi } from '../../lib/use-api';
import { vendorKeys } from './vendor-keys';

export type MyBusiness = EditedBusiness;

/**
 * The vendor's own business, null when there is none yet: from the device's store once it holds
 * this account's data (offline too), else from GET /api/businesses/my-business, with the edits
 * still in the outbox laid over it. While a first pull lands, the API's answer stays on screen
 * until the store's copy is read, so a form being filled is never unmounted. `refresh` after a
 * change made through the API re-reads both.
 */
export function useMyBusiness(enabled = true) {
  const { t } = useLingui();
  const ready = useOwnDataReady();
  const stored = useStoredBusiness();
  const remote = useApi(
    vendorKeys.business(),
    enabled && ready === false ? '/businesses/my-business' : null,
    t`Failed to fetch business`,
  );
  const fromStore = stored !== undefined;
  const business = useBusinessEdits(fromStore ? stored : remote.data?.business);
  const refresh = async () => {
    remote.reload();
    await syncNow();
  };
  return {
    business,
    error: fromStore ? undefined : remote.error,
    loading: business === undefined,
    reload: remote.reload,
    refresh,
  };
}
