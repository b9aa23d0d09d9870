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

/**
 * Public counters of the platform (GET /api/stats/platform, /categories, /recent-activity;
 * docs/screens.md "Home"): numbers and public names only, never anyone's e-mail.
 */
function countOf(db: Db, table: SQLiteTable, where?: SQL) {
  return db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
}

/** GET /api/businesses/stats */
export function businessStats(db: Db) {
  return {
    totalBusinesses: countOf(db, businesses),
    activeBusinesses: countOf(db, businesses, eq(businesses.isActive, true)),
    totalCategories: countOf(db, categories),
    totalReviews: countOf(db, reviews, eq(reviews.status, 'APPROVED')),
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
function monthlyGrowth(db: Db, table: SQLiteTable, createdAt: SQLiteColumn, now: number, where?: SQL) {
  const { thisMonth, lastMonth } = monthStarts(now);
  const current = countOf(db, table, and(where, gte(createdAt, thisMonth)));
  const previous = countOf(db, table, and(where, gte(createdAt, lastMonth), lt(createdAt, thisMonth)));
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** GET /api/stats/platform. The platform takes no payments, so revenue growth is 0. */
export function platformStats(deps: Deps) {
  const { db } = deps;
  const now = deps.now();
  const active = eq(businesses.isActive, true);
  return {
    ...businessStats(db),
    // Home's "Businesses" counter: only the businesses a visitor can find, as the category
    // counts already do (activeBusinessCount); a deactivated one is not on the platform.
    totalBusinesses: countOf(db, businesses, active),
    // and only the categories it lists (docs/product.md "Categories")
    totalCategories: countOf(db, categories, eq(categories.isActive, true)),
    totalUsers: countOf(db, users),
    totalSearches: countOf(db, searches),
    totalMessages: countOf(db, messages),
    totalBids: countOf(db, bids),
    totalProductReviews: countOf(db, productReviews),
    verifiedBusinesses: countOf(db, businesses, and(active, eq(businesses.isVerified, true))),
    pendingReviews: countOf(db, reviews, eq(reviews.status, 'PENDING')),
    reportedUsers:
      db
        .select({ n: countDistinct(reports.reportedUserId) })
        .from(reports)
        .where(eq(reports.status, 'PENDING'))
        .get()?.n ?? 0,
    monthlyGrowth: {
      users: monthlyGrowth(db, users, users.createdAt, now),
      businesses: monthlyGrowth(db, businesses, businesses.createdAt, now, active),
      searches: monthlyGrowth(db, searches, searches.createdAt, now),
      revenue: 0,
    },
  };
}

/** GET /api/stats/categories: every listed category with its number of active businesses, most first. */
export function categoryStats(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      businessCount: activeBusinessCount,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(desc(activeBusinessCount), categories.name)
    .all();
}

/** GET /api/stats/recent-activity */
export function recentActivity(db: Db) {
  const recentBusinesses = db
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
    .limit(RECENT_ACTIVITY_LIMIT)
    .all();
  const recentReviews = db
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
    .limit(RECENT_ACTIVITY_LIMIT)
    .all();
  const recentSearches = db
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
    .limit(RECENT_ACTIVITY_LIMIT)
    .all();
  return { recentBusinesses, recentReviews, recentSearches };
}
