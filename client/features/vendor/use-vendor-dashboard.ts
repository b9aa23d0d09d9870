import { useEffect, useState } from 'react';
import { api, ApiError } from '../../lib/api-client';

export type VendorDashboard = {
  stats: {
    pageVisits: number;
    totalReviews: number;
    currentLeads: number;
    totalBids: number;
    averageRating: number;
    monthlyGrowth?: { pageVisits?: number; reviews?: number; leads?: number; bids?: number };
  };
  recentActivity: { message: string; time: string; icon?: string; color?: string }[];
  recentLeads: {
    id: number;
    status: string;
    createdAt: string;
    search: {
      query: string;
      budget: number | null;
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
  const [state, setState] = useState<{ key?: string; data?: VendorDashboard; error?: string }>({});
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
        setState((s) => ({ key, data: s.data, error: message }));
      });
    return () => controller.abort();
  }, [businessId, key]);
  return {
    data: state.data,
    error: state.error,
    loading: Boolean(key) && state.key !== key,
    reload: () => setNonce((n) => n + 1),
  };
}
