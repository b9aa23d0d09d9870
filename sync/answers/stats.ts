/** Answers of the public counters, /api/stats and GET /api/businesses/stats, and of /api/health (sync/api-contract.ts). */
import type { BusinessReviewRecord, CategoryRecord, SearchRecord } from '../schemas/pull';
import type { BusinessView } from './business';
import type { ListAnswer } from './envelope';

/** GET /businesses/stats: every business and category; reviews approved. */
type BusinessStats = {
  totalBusinesses: number;
  activeBusinesses: number;
  totalCategories: number;
  totalReviews: number;
};

/**
 * Home's counters (server/features/stats/stats-service.ts): here `totalBusinesses` counts only the
 * active businesses and `totalCategories` only the listed categories. Growth is this Kampala month's
 * new rows against last month's, in percent; the platform takes no payments, so revenue is 0.
 */
export type PlatformStats = BusinessStats & {
  totalUsers: number;
  totalSearches: number;
  totalMessages: number;
  totalBids: number;
  totalProductReviews: number;
  verifiedBusinesses: number;
  pendingReviews: number;
  reportedUsers: number;
  monthlyGrowth: { users: number; businesses: number; searches: number; revenue: number };
};

/** A listed category with its number of active businesses. */
type CategoryStat = Pick<CategoryRecord, 'id' | 'name' | 'description'> & { businessCount: number };

/** The newest active businesses, approved reviews and requests, public names only. */
type RecentActivity = {
  recentBusinesses: (Pick<BusinessView, 'id' | 'name' | 'logo' | 'city' | 'district' | 'createdAt'> & {
    category: { name: string };
  })[];
  recentReviews: (Pick<BusinessReviewRecord, 'id' | 'rating' | 'comment' | 'createdAt' | 'user'> & {
    business: { id: number; name: string; logo: string | null };
  })[];
  recentSearches: (Pick<SearchRecord, 'id' | 'query' | 'location' | 'createdAt'> & { category: { name: string } })[];
};

export interface StatsAnswers {
  'GET /businesses/stats': { success: true } & BusinessStats;
  'GET /stats/platform': { success: true; data: PlatformStats };
  'GET /stats/categories': ListAnswer<'data', CategoryStat>;
  'GET /stats/recent-activity': { success: true; data: RecentActivity };
  /** The load balancer's probe: no envelope. */
  'GET /health': { status: string };
  'GET /ready': { status: string };
}
