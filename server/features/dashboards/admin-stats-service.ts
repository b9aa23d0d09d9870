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
import { firstRow } from '../../../db/query';

export async function adminStats(deps: Deps, caller: Caller | null) {
  requireRole(caller, 'ADMIN');
  const now = deps.now();
  const countOf = async (table: SQLiteTable, where?: SQL) =>
    (await firstRow(deps.db.select({ n: count() }).from(table).where(where)))?.n ?? 0;
  const users$ = (await firstRow(deps.db.select(monthSums(users.createdAt, now)).from(users)))!;
  const businesses$ = (await firstRow(deps.db.select(monthSums(businesses.createdAt, now)).from(businesses)))!;
  const searches$ = (await firstRow(deps.db.select(monthSums(searches.createdAt, now)).from(searches)))!;
  const accepted = eq(bids.status, 'ACCEPTED');
  const revenue$ = (await firstRow(
    deps.db
      .select(monthSums(bids.updatedAt, now, bids.amount.getSQL()))
      .from(bids)
      .where(accepted),
  ))!;
  const totalRevenue = (
    await firstRow(
      deps.db
        .select({ total: sum(bids.amount) })
        .from(bids)
        .where(accepted),
    )
  )?.total;

  return {
    totalUsers: await countOf(users),
    activeBusinesses: await countOf(businesses, eq(businesses.isActive, true)),
    totalBusinesses: await countOf(businesses),
    verifiedBusinesses: await countOf(businesses, eq(businesses.isVerified, true)),
    totalSearches: await countOf(searches),
    totalBids: await countOf(bids),
    // published reviews, as the public site counts them; those waiting for moderation are pendingReviews
    totalReviews: await countOf(reviews, eq(reviews.status, 'APPROVED')),
    pendingReviews: await countOf(reviews, eq(reviews.status, 'PENDING')),
    totalProductReviews: await countOf(productReviews),
    reportedUsers: await countOf(reports, eq(reports.status, 'PENDING')),
    totalCategories: await countOf(categories),
    totalMessages: await countOf(messages),
    unreadMessages: await countOf(messages, and(eq(messages.isRead, false))),
    totalRevenue: Number(totalRevenue ?? 0),
    monthlyGrowth: {
      users: growthPercent(users$.thisMonth, users$.lastMonth),
      businesses: growthPercent(businesses$.thisMonth, businesses$.lastMonth),
      searches: growthPercent(searches$.thisMonth, searches$.lastMonth),
      revenue: growthPercent(revenue$.thisMonth, revenue$.lastMonth),
    },
  };
}
