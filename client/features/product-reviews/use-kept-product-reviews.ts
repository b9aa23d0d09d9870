/**
 * On a device that does not keep the whole directory (client/store/device-scope.ts), the product
 * reviews are not pulled: opening the page online fetches the newest ones and keeps them for
 * offline use (store/seen-first.ts step 3). Returns how many the page then covers on a scoped
 * device, null when the device keeps them all.
 */
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { PUBLIC_LIST_MAX_LIMIT } from '../../../sync/constants';
import { api } from '../../lib/api-client';
import { useOnline } from '../../lib/connectivity';
import { useDeviceMode } from '../../store/hooks';
import { keepProductReviews } from '../../store/seen-first';

export function useKeptProductReviews(): { scoped: boolean } {
  const mode = useDeviceMode();
  const online = useOnline();
  const fetchNow = mode === 'scoped' && online;
  useEffect(() => {
    if (!fetchNow) return;
    api(`/product-reviews?page=1&limit=${PUBLIC_LIST_MAX_LIMIT}`, {
      anonymous: true,
      // the counts after a vote just sent, never a copy the browser kept from before it
      fresh: true,
      fallback: t`Failed to fetch product reviews`,
    })
      .then(({ data }) => keepProductReviews(data))
      .catch(() => undefined);
  }, [fetchNow]);
  return { scoped: mode === 'scoped' };
}
