import { useEffect, useState } from 'react';
import { api, ApiError } from '../../lib/api-client';
import { USER_DASHBOARD_RECENT_REVIEWS } from '../../../sync/constants';
import type { MyReview } from './review-row';

export type UserDashboard = {
  stats: {
    activeSearches: number;
    businessesContacted: number;
    reviewsWritten: number;
    savedBusinesses: number;
    monthlyGrowth?: { searches?: number; contacts?: number; reviews?: number };
  };
  recentlyContacted: {
    id: number;
    name: string;
    logo: string | null;
    category: string | { name: string } | null;
    rating: number;
    lastContact: string;
    status: string;
  }[];
  recentSearches: {
    id: number;
    query: string;
    date: string;
    category: string | { name: string } | null;
    status: string;
    results?: number;
    contacted?: number;
    budget: number | null;
  }[];
  recentReviews: MyReview[];
};

/** GET /api/users/dashboard: the answer may be wrapped in success and data (docs/screens.md "User dashboard"). */
export function useUserDashboard() {
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<{ nonce?: number; data?: UserDashboard; error?: string }>({});
  useEffect(() => {
    const controller = new AbortController();
    api<UserDashboard | { data: UserDashboard }>('/users/dashboard', {
      fallback: 'Failed to fetch dashboard data',
      signal: controller.signal,
    })
      .then((body) => {
        const data = 'data' in body ? body.data : body;
        setState({
          nonce,
          data: { ...data, recentReviews: (data.recentReviews ?? []).slice(0, USER_DASHBOARD_RECENT_REVIEWS) },
        });
      })
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        const message = err instanceof ApiError && err.status === 404 ? 'Dashboard endpoint not found' : err.message;
        setState((s) => ({ nonce, data: s.data, error: message }));
      });
    return () => controller.abort();
  }, [nonce]);
  return { ...state, loading: state.nonce !== nonce, reload: () => setNonce((n) => n + 1) };
}

export function categoryName(category: string | { name: string } | null | undefined): string {
  return typeof category === 'string' ? category : (category?.name ?? '');
}
