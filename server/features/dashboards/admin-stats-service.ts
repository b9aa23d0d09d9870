/**
 * Platform statistics for the admin dashboard (docs/screens.md "Admin dashboard"). Revenue is the
 * sum of accepted quote amounts, counted in the month each quote was accepted.
 */
import { and, count, eq, sum, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  bids,
  businesses,
  categories,
  messages,
  productReviews,
  reports,
  reviews,
  searches,
  users,
} from '../../../db/schema';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { growthPercent, monthSums } from './month-window';

export function adminStats(deps: Deps, caller: Caller | null) {
  requireRole(caller, 'ADMIN');
  const now = deps.now();
  const countOf = (table: SQLiteTable, where?: SQL) =>
    deps.db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
  const users$ = deps.db.select(monthSums(users.createdAt, now)).from(users).get()!;
  const businesses$ = deps.db.select(monthSums(businesses.createdAt, now)).from(businesses).get()!;
  const searches$ = deps.db.select(monthSums(searches.createdAt, now)).from(searches).get()!;
  const accepted = eq(bids.status, 'ACCEPTED');
  const revenue$ = deps.db
    .select(monthSums(bids.updatedAt, now, bids.amount.getSQL()))
    .from(bids)
    .where(accepted)
    .get()!;
  const totalRevenue = deps.db
    .select({ total: sum(bids.amount) })
    .from(bids)
    .where(accepted)
    .get()?.total;

  return {
    totalUsers: countOf(users),
    activeBusinesses: countOf(businesses, eq(businesses.isActive, true)),
    totalBusinesses: countOf(businesses),
    verifiedBusinesses: countOf(businesses, eq(businesses.isVerified, true)),
    totalSearches: countOf(searches),
    totalBids: countOf(bids),
    totalReviews: countOf(reviews),
    pendingReviews: countOf(reviews, eq(reviews.status, 'PENDING')),
    totalProductReviews: countOf(productReviews),
    reportedUsers: countOf(reports, eq(reports.status, 'PENDING')),
    totalCategories: countOf(categories),
    totalMessages: countOf(messages),
    unreadMessages: countOf(messages, and(eq(messages.isRead, false))),
    totalRevenue: Number(totalRevenue ?? 0),
    monthlyGrowth: {
      users: growthPercent(users$.thisMonth, users$.lastMonth),
      businesses: growthPercent(businesses$.thisMonth, businesses$.lastMonth),
      searches: growthPercent(searches$.thisMonth, searches$.lastMonth),
      revenue: growthPercent(revenue$.thisMonth, revenue$.lastMonth),
    },
  };
}
