import { useApi } from '../../lib/use-api';
import { useMyLeads, useSyncStatus } from '../../store/hooks';
import { dashboardFromDevice, type DeviceBusiness, type VendorInsights } from './vendor-insights';

export type VendorDashboard = {
  stats: {
    pageVisits: number;
    totalReviews: number;
    currentLeads: number;
    totalBids: number;
    averageRating: number;
    monthlyGrowth?: { pageVisits?: number; reviews?: number; leads?: number; bids?: number };
  };
  /** Absent from a server older than issue 19. */
  insights?: VendorInsights;
  recentActivity: { message: string; time: string; icon?: string; color?: string }[];
  recentLeads: {
    id: number;
    status: string;
    createdAt: string;
    search: {
      query: string;
      budget: number | null;
      minPrice?: number | null;
      maxPrice?: number | null;
      location: string | null;
      category: { name: string };
      user?: { firstName: string; lastName: string };
    };
  }[];
  recentReviews: {
    id: number;
    rating: number;
    comment: string | null;
    status: string;
    createdAt: string;
    user?: { firstName: string; lastName: string };
  }[];
};

/**
 * GET /api/businesses/dashboard/{businessId}, which answers `{ success, data }`, through the one
 * server-state hook: seen online, it opens offline with its last answer. `offline` with no answer
 * at all lets the device's figures stand in (useDeviceDashboard).
 */
export function useVendorDashboard(businessId: number | null) {
  const answer = useApi<{ data: VendorDashboard }>(
    businessId ? `/businesses/dashboard/${businessId}` : null,
    'Failed to fetch dashboard data',
  );
  return { ...answer, data: answer.data?.data };
}

/**
 * The dashboard from what the device holds (issue 19 item 7), for when the API is unreachable:
 * the business and its leads as last synced, and when that sync was. Undefined until the device
 * holds this account's data.
 */
export function useDeviceDashboard(business: (DeviceBusiness & { id: number }) | null | undefined) {
  const leads = useMyLeads(business?.id ?? 0);
  const { lastSyncAt } = useSyncStatus();
  if (!business || !leads) return undefined;
  return { ...dashboardFromDevice(business, leads), lastSyncAt };
}
