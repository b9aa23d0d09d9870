/** Answers of the vendor's and the customer's dashboards (sync/api-contract.ts). */
import type { BusinessInsights } from '../schemas/insights';
import type { BusinessReviewRecord, LeadRecord } from '../schemas/pull';
import type { BusinessView } from './business';

/** One line of the vendor's recent activity; `icon` and `color` name how the line is drawn. */
type VendorActivity = { message: string; time: string; icon: string; color: string };

/** A recent lead of the vendor's business, with its request and the customer's name. */
export type VendorDashboardLead = Pick<LeadRecord, 'id' | 'status' | 'createdAt' | 'expiresAt'> & {
  search: Pick<
    LeadRecord['search'],
    'id' | 'query' | 'budget' | 'minPrice' | 'maxPrice' | 'district' | 'location' | 'status' | 'category'
  > & { user: { firstName: string; lastName: string } };
};

/**
 * GET /businesses/dashboard/{businessId} `data` (server/features/dashboards/business-dashboard-service.ts,
 * docs/screens.md "Vendor dashboard"). Growth is this Kampala month against the last, in percent.
 */
export type VendorDashboard = {
  business: Pick<BusinessView, 'id' | 'name' | 'rating' | 'visits'>;
  stats: {
    pageVisits: number;
    totalReviews: number;
    currentLeads: number;
    totalBids: number;
    averageRating: number;
    monthlyGrowth: { pageVisits: number; reviews: number; leads: number; bids: number };
  };
  insights: BusinessInsights;
  recentActivity: VendorActivity[];
  recentLeads: VendorDashboardLead[];
  /** Approved reviews, newest first. */
  recentReviews: Pick<BusinessReviewRecord, 'id' | 'rating' | 'comment' | 'status' | 'createdAt' | 'user'>[];
};

/** How far the customer got with a business that quoted (server/features/dashboards/user-dashboard-service.ts). */
export type ContactStatus = 'Connected' | 'Completed' | 'In Progress' | 'Quoted';

/** A business that quoted on one of the customer's requests; `category` is its category's name. */
export type ContactedBusiness = Pick<BusinessView, 'id' | 'name' | 'logo' | 'rating'> & {
  category: string;
  lastContact: string;
  status: ContactStatus;
};

/** One of the customer's requests: `category` its name, `status` in capitals ('ACTIVE', 'EXPIRED', …). */
type DashboardSearch = {
  id: number;
  query: string;
  date: string;
  category: string;
  status: string;
  /** The businesses it reached (leads) and the ones that quoted. */
  results: number;
  contacted: number;
  budget: number | null;
};

/** One of the customer's reviews, with its business. */
type DashboardReview = Pick<
  BusinessReviewRecord,
  'id' | 'businessId' | 'rating' | 'comment' | 'status' | 'isFlagged' | 'createdAt'
> & {
  businessName: string;
  business: { id: number; name: string; logo: string | null };
};

/** GET /users/dashboard `data` (docs/screens.md "User dashboard"). */
export type UserDashboard = {
  stats: {
    activeSearches: number;
    businessesContacted: number;
    reviewsWritten: number;
    /** Always 0: saving businesses is not built yet. */
    savedBusinesses: number;
    monthlyGrowth: { searches: number; contacts: number; reviews: number };
  };
  recentlyContacted: ContactedBusiness[];
  recentSearches: DashboardSearch[];
  recentReviews: DashboardReview[];
};

export interface DashboardAnswers {
  'GET /businesses/dashboard/:businessId': { success: true; data: VendorDashboard };
  'GET /users/dashboard': { success: true; data: UserDashboard };
}
