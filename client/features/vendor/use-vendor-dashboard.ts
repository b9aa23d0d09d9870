import { useLingui } from '@lingui/react/macro';
import { useApi } from '../../lib/use-api';
import { useMyLeads, useSyncStatus } from '../../store/hooks';
import { dashboardFromDevice, type DeviceBusiness } from './vendor-insights';
import { vendorKeys } from './vendor-keys';

/**
 * GET /api/businesses/dashboard/{businessId}, which answers `{ success, data }`, through the one
 * server-state hook: seen online, it opens offline with its last answer. `offline` with no answer
 * at all lets the device's figures stand in (useDeviceDashboard).
 */
export function useVendorDashboard(businessId: number | null) {
  const { t } = useLingui();
  const answer = useApi(
    vendorKeys.dashboard(businessId ?? 0),
    businessId ? `/businesses/dashboard/${businessId}` : null,
    t`Failed to fetch dashboard data`,
  );
  return { ...answer, data: answer.data?.data };
}

/**
 * The dashboard from what the device holds, for when the API is unreachable:
 * the business and its leads as last synced, and when that sync was. Undefined until the device
 * holds this account's data.
 */
export function useDeviceDashboard(business: (DeviceBusiness & { id: number }) | null | undefined) {
  const leads = useMyLeads(business?.id ?? 0);
  const { lastSyncAt } = useSyncStatus();
  if (!business || !leads) return undefined;
  return { ...dashboardFromDevice(business, leads), lastSyncAt };
}
