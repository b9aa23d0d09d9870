/** Answers of /api/admin (the audit log) and /api/stats/admin (docs/screens.md "Admin dashboard"). */
import type { PagedAnswer } from './envelope';

/** One line of the audit log (server/features/audit/audit-log-service.ts). */
export type AuditEntry = {
  id: number;
  createdAt: string;
  /** null once the admin's account is deleted. */
  actor: { id: number; name: string; email: string } | null;
  action: string;
  targetType: string;
  targetId: number;
  /** The target's name while it exists and has one (a business, an account, a category); null otherwise. */
  targetName: string | null;
  reason: string | null;
};

/** The platform's counts; `monthlyGrowth` is this calendar month against the last, in percent. */
export type AdminStats = {
  totalUsers: number;
  activeBusinesses: number;
  totalBusinesses: number;
  verifiedBusinesses: number;
  totalSearches: number;
  totalBids: number;
  totalReviews: number;
  pendingReviews: number;
  totalProductReviews: number;
  /** Reports still pending. */
  reportedUsers: number;
  totalCategories: number;
  totalMessages: number;
  unreadMessages: number;
  /** Sum of accepted quotes, whole USh. */
  totalRevenue: number;
  monthlyGrowth: { users: number; businesses: number; searches: number; revenue: number };
};

export interface AdminAnswers {
  'GET /admin/audit-log': PagedAnswer<'data', AuditEntry>;
  'GET /stats/admin': { success: true; data: AdminStats };
}
