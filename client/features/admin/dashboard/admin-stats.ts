import { api } from '../../../lib/api-client';

/** The platform statistics of GET /api/stats/admin (docs/screens.md "Admin dashboard"). */
export type AdminStats = {
  totalUsers: number;
  activeBusinesses: number;
  totalBusinesses: number;
  verifiedBusinesses: number;
  totalSearches: number;
  totalBids: number;
  /** Sum of accepted quotes, whole USh; monthlyGrowth.revenue is its growth. */
  totalRevenue: number;
  totalReviews: number;
  pendingReviews: number;
  totalProductReviews: number;
  reportedUsers: number;
  totalCategories: number;
  totalMessages: number;
  monthlyGrowth: { users: number; businesses: number; searches: number; revenue: number };
};

type StatsAnswer = AdminStats | { stats: AdminStats } | { data: AdminStats };

export async function fetchAdminStats(signal: AbortSignal): Promise<AdminStats> {
  const answer = await api<StatsAnswer>('/stats/admin', { fallback: 'Failed to fetch statistics', signal });
  if ('stats' in answer) return answer.stats;
  if ('data' in answer) return answer.data;
  return answer;
}
