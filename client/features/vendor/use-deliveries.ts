import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DeliveryRecord } from '../../../sync/schemas/pull';
import { useMyDeliveries, useOwnDataReady, type Local } from '../../store/hooks';
import { useApi } from '../../lib/use-api';
import { vendorKeys } from './vendor-keys';

export type VendorDelivery = Local<Omit<DeliveryRecord, 'business'>> & { business?: DeliveryRecord['business'] };

/**
 * The business's deliveries: from the device's store once it holds this account's data (offline
 * too, requests waiting to sync first), else from GET /api/deliveries/business/{id}.
 */
export function useDeliveries(businessId: number) {
  const { t } = useLingui();
  const ready = useOwnDataReady();
  const stored = useMyDeliveries(businessId);
  const remote = useApi(
    vendorKeys.deliveries(businessId),
    ready === false ? `/deliveries/business/${businessId}` : null,
    t`Failed to fetch deliveries`,
  );
  const [queued, setQueued] = useState<VendorDelivery[]>([]);
  // the API's answer stays until the store's copy is read (use-my-business.ts)
  const fromStore = stored !== undefined;
  return {
    deliveries: fromStore
      ? withoutArrived(stored)
      : remote.data && [
          ...queued.filter((q) => !remote.data!.deliveries.some((d) => same(d, q))),
          ...remote.data.deliveries,
        ],
    error: fromStore ? undefined : remote.error,
    reload: remote.reload,
    /** A request queued before the store is in use shows at once, until the API's copy lists it. */
    addQueued: (d: VendorDelivery) => setQueued((list) => [d, ...list]),
  };
}

const same = (a: VendorDelivery, b: VendorDelivery) =>
  a.item_name === b.item_name &&
  a.receiver_number === b.receiver_number &&
  a.delivery_address === b.delivery_address &&
  a.fare === b.fare;

/** A request the server has taken shows once: its real row replaces the local copy as soon as it arrives. */
function withoutArrived(list: VendorDelivery[]): VendorDelivery[] {
  const synced = list.filter((d) => !d.pending);
  return list.filter((d) => !(d.pending && d.syncState === 'applied' && synced.some((s) => same(s, d))));
}
