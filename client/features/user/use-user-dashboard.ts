import { useApi } from '../../lib/use-api';
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

/**
 * GET /api/users/dashboard, which answers `{ success, data }` (docs/screens.md "User dashboard"),
 * through the one server-state hook: seen online, it opens offline with its last answer.
 */
export function useUserDashboard() {
  const answer = useApi<{ data: UserDashboard }>('/users/dashboard', 'Failed to fetch dashboard data');
  const data = answer.data?.data;
  return {
    ...answer,
    data: data && { ...data, recentReviews: (data.recentReviews ?? []).slice(0, USER_DASHBOARD_RECENT_REVIEWS) },
  };
}

export function categoryName(category: string | { name: string } | null | undefined): string {
  return typeof category === 'string' ? category : (category?.name ?? '');
}
