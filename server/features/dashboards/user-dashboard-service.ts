/**
 * The customer's dashboard (docs/screens.md "User dashboard"), computed from their requests, the
 * quotes those received and their reviews. A business counts as contacted once it quoted on one of
 * the customer's requests: 'Quoted' while that quote waits for an answer, 'Connected' once the
 * customer accepted it, 'Completed' when the accepted request's window has ended. Businesses whose
 * only quotes were declined are left out.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { ContactStatus } from '../../../sync/answers/dashboard';
import { bids, businesses, categories, reviews, searches } from '../../../db/schema';
import { DASHBOARD_RECENT_LIMIT, USER_DASHBOARD_RECENT_REVIEWS } from '../../../sync/constants';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { searchStatusSql, totalBidsSql, totalLeadsSql } from '../searches/search-view';
import { growthPercent, monthSums } from './month-window';
import { firstRow } from '../../../db/query';

export async function userDashboard(deps: Deps, caller: Caller | null) {
  const who = requireRole(caller, 'USER');
  const now = deps.now();
  const mine = eq(searches.userId, who.id);

  const activeSearches =
    (
      await firstRow(
        deps.db
          .select({ n: count() })
          .from(searches)
          .where(and(mine, eq(searchStatusSql(now), 'active'))),
      )
    )?.n ?? 0;
  const searchMonths = (await firstRow(deps.db.select(monthSums(searches.createdAt, now)).from(searches).where(mine)))!;
  const contactMonths = (await firstRow(
    deps.db
      .select(monthSums(bids.createdAt, now))
      .from(bids)
      .innerJoin(searches, eq(searches.id, bids.searchId))
      .where(mine),
  ))!;
  const reviewRow = (await firstRow(
    deps.db
      .select({ total: count(), ...monthSums(reviews.createdAt, now) })
      .from(reviews)
      .where(eq(reviews.userId, who.id)),
  ))!;

  const quotes = await deps.db
    .select({
      business: { id: businesses.id, name: businesses.name, logo: businesses.logo, rating: businesses.rating },
      category: categories.name,
      status: bids.status,
      lastContact: bids.updatedAt,
      expiresAt: searches.expiresAt,
    })
    .from(bids)
    .innerJoin(searches, eq(searches.id, bids.searchId))
    .innerJoin(businesses, eq(businesses.id, bids.businessId))
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(mine, ne(bids.status, 'DECLINED')))
    .orderBy(desc(bids.updatedAt));
  const contacted = new Map<
    number,
    {
      id: number;
      name: string;
      logo: string | null;
      category: string;
      rating: number;
      lastContact: string;
      status: ContactStatus;
    }
  >();
  for (const q of quotes) {
    const status: ContactStatus =
      q.status === 'ACCEPTED' ? (q.expiresAt.getTime() <= now ? 'Completed' : 'Connected') : 'Quoted';
    const seen = contacted.get(q.business.id);
    if (!seen)
      contacted.set(q.business.id, {
        ...q.business,
        category: q.category,
        lastContact: q.lastContact.toISOString(),
        status,
      });
    else if (seen.status === 'Quoted' && status !== 'Quoted') seen.status = status;
  }

  const recentSearches = (
    await deps.db
      .select({
        search: searches,
        category: categories.name,
        status: searchStatusSql(now),
        results: totalLeadsSql,
        contacted: totalBidsSql,
      })
      .from(searches)
      .innerJoin(categories, eq(categories.id, searches.categoryId))
      .where(mine)
      .orderBy(desc(searches.createdAt), desc(searches.id))
      .limit(DASHBOARD_RECENT_LIMIT)
  ).map((r) => ({
    id: r.search.id,
    query: r.search.query,
    date: r.search.createdAt.toISOString(),
    category: r.category,
    status: r.status.toUpperCase(),
    results: r.results,
    contacted: r.contacted,
    budget: r.search.budget,
  }));

  const recentReviews = (
    await deps.db
      .select({ review: reviews, business: { id: businesses.id, name: businesses.name, logo: businesses.logo } })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .where(eq(reviews.userId, who.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(USER_DASHBOARD_RECENT_REVIEWS)
  ).map((r) => ({
    id: r.review.id,
    rating: r.review.rating,
    comment: r.review.comment,
    status: r.review.status,
    isFlagged: r.review.isFlagged,
    createdAt: r.review.createdAt.toISOString(),
    businessId: r.business.id,
    businessName: r.business.name,
    business: r.business,
  }));

  return {
    stats: {
      activeSearches,
      businessesContacted: contacted.size,
      reviewsWritten: reviewRow.total,
      savedBusinesses: 0,
      monthlyGrowth: {
        searches: growthPercent(searchMonths.thisMonth, searchMonths.lastMonth),
        contacts: growthPercent(contactMonths.thisMonth, contactMonths.lastMonth),
        reviews: growthPercent(reviewRow.thisMonth, reviewRow.lastMonth),
      },
    },
    recentlyContacted: [...contacted.values()].slice(0, DASHBOARD_RECENT_LIMIT),
    recentSearches,
    recentReviews,
  };
}
