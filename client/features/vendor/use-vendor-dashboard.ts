import { useEffect, useState } from 'react';
import { api, ApiError } from '../../lib/api-client';
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

/** GET /api/businesses/dashboard/{businessId}; the answer may be wrapped in success and data. */
export function useVendorDashboard(businessId: number | null) {
  const [nonce, setNonce] = useState(0);
  const key = businessId ? `${businessId}#${nonce}` : '';
  const [state, setState] = useState<{ key?: string; data?: VendorDashboard; error?: string; offline?: boolean }>({});
  useEffect(() => {
    if (!businessId) return;
    const controller = new AbortController();
    api<VendorDashboard | { data: VendorDashboard }>(`/businesses/dashboard/${businessId}`, {
      fallback: 'Failed to fetch dashboard data',
      signal: controller.signal,
    })
      .then((body) => setState({ key, data: 'data' in body ? body.data : body }))
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        const message = err instanceof ApiError && err.status === 404 ? 'Dashboard endpoint not found' : err.message;
        const offline = err instanceof ApiError && err.isNetwork;
        setState((s) => ({ key, data: s.data, error: message, offline }));
      });
    return () => controller.abort();
  }, [businessId, key]);
  return {
    data: state.data,
    error: state.error,
    /** The API could not be reached (no answer at all): the device's figures can stand in. */
    offline: state.offline ?? false,
    loading: Boolean(key) && state.key !== key,
    reload: () => setNonce((n) => n + 1),
  };
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
