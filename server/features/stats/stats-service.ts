import { and, count, countDistinct, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../db/client';
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
import { MARKET_UTC_OFFSET_HOURS, RECENT_ACTIVITY_LIMIT } from '../../../sync/constants';
import type { Deps } from '../../context';
import { activeBusinessCount } from '../categories/category-service';
import { firstRow } from '../../../db/query';

/**
 * Public counters of the platform (GET /api/stats/platform, /categories, /recent-activity;
 * docs/screens.md "Home"): numbers and public names only, never anyone's e-mail.
 */
async function countOf(db: Db, table: SQLiteTable, where?: SQL) {
  return (await firstRow(db.select({ n: count() }).from(table).where(where)))?.n ?? 0;
}

/** GET /api/businesses/stats */
export async function businessStats(db: Db) {
  return {
    totalBusinesses: await countOf(db, businesses),
    activeBusinesses: await countOf(db, businesses, eq(businesses.isActive, true)),
    totalCategories: await countOf(db, categories),
    totalReviews: await countOf(db, reviews, eq(reviews.status, 'APPROVED')),
  };
}

/** Start of the current and the previous calendar month in Kampala, as epoch ms. */
function monthStarts(now: number) {
  const offset = MARKET_UTC_OFFSET_HOURS * 3_600_000;
  const local = new Date(now + offset);
  const start = (monthsBack: number) => Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1) - offset;
  return { thisMonth: new Date(start(0)), lastMonth: new Date(start(1)) };
}

/** Percent change of new rows (those matching `where`) this month against last month, one decimal. */
async function monthlyGrowth(db: Db, table: SQLiteTable, createdAt: SQLiteColumn, now: number, where?: SQL) {
  const { thisMonth, lastMonth } = monthStarts(now);
  const current = await countOf(db, table, and(where, gte(createdAt, thisMonth)));
  const previous = await countOf(db, table, and(where, gte(createdAt, lastMonth), lt(createdAt, thisMonth)));
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** GET /api/stats/platform. The platform takes no payments, so revenue growth is 0. */
export async function platformStats(deps: Deps) {
  const { db } = deps;
  const now = deps.now();
  const active = eq(businesses.isActive, true);
  return {
    ...(await businessStats(db)),
    // Home's "Businesses" counter: only the businesses a visitor can find, as the category
    // counts already do (activeBusinessCount); a deactivated one is not on the platform.
    totalBusinesses: await countOf(db, businesses, active),
    // and only the categories it lists (docs/product.md "Categories")
    totalCategories: await countOf(db, categories, eq(categories.isActive, true)),
    totalUsers: await countOf(db, users),
    totalSearches: await countOf(db, searches),
    totalMessages: await countOf(db, messages),
    totalBids: await countOf(db, bids),
    totalProductReviews: await countOf(db, productReviews),
    verifiedBusinesses: await countOf(db, businesses, and(active, eq(businesses.isVerified, true))),
    pendingReviews: await countOf(db, reviews, eq(reviews.status, 'PENDING')),
    reportedUsers:
      (
        await firstRow(
          db
            .select({ n: countDistinct(reports.reportedUserId) })
            .from(reports)
            .where(eq(reports.status, 'PENDING')),
        )
      )?.n ?? 0,
    monthlyGrowth: {
      users: await monthlyGrowth(db, users, users.createdAt, now),
      businesses: await monthlyGrowth(db, businesses, businesses.createdAt, now, active),
      searches: await monthlyGrowth(db, searches, searches.createdAt, now),
      revenue: 0,
    },
  };
}

/** GET /api/stats/categories: every listed category with its number of active businesses, most first. */
export async function categoryStats(db: Db) {
  return await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      businessCount: activeBusinessCount,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(desc(activeBusinessCount), categories.name);
}

/** GET /api/stats/recent-activity */
export async function recentActivity(db: Db) {
  const recentBusinesses = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      logo: businesses.logo,
      city: businesses.city,
      district: businesses.district,
      category: { name: categories.name },
      createdAt: businesses.createdAt,
    })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(eq(businesses.isActive, true))
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  const recentReviews = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      user: { firstName: users.firstName, lastName: users.lastName, avatar: users.avatar },
      business: { id: businesses.id, name: businesses.name, logo: businesses.logo },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(and(eq(reviews.status, 'APPROVED'), eq(businesses.isActive, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  const recentSearches = await db
    .select({
      id: searches.id,
      query: searches.query,
      location: searches.location,
      category: { name: categories.name },
      createdAt: searches.createdAt,
    })
    .from(searches)
    .innerJoin(categories, eq(categories.id, searches.categoryId))
    .orderBy(desc(searches.createdAt), desc(searches.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return { recentBusinesses, recentReviews, recentSearches };
}
