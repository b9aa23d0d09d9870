/**
 * A vendor's dashboard (docs/screens.md "Vendor dashboard") for its business, computed from visits,
 * approved reviews, leads and quotes. Monthly growth compares this Kampala calendar month with the
 * last; `insights` are in business-insights.ts.
 */
import { and, avg, count, desc, eq } from 'drizzle-orm';
import { bids, businesses, businessVisits, categories, leads, reviews, searches, users } from '../../../db/schema';
import { DASHBOARD_ACTIVITY_LIMIT, DASHBOARD_RECENT_LIMIT } from '../../../sync/constants';
import { isAdmin, requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { leadCustomerName, searchStatusSql } from '../searches/search-view';
import { businessInsights } from './business-insights';
import { growthPercent, monthSums } from './month-window';
import { firstRow } from '../../../db/query';

type Activity = { message: string; time: string; icon: string; color: string };

const ush = (amount: number) => `USh ${amount.toLocaleString('en-US')}`;

export async function businessDashboard(deps: Deps, caller: Caller | null, businessId: number) {
  const who = requireRole(caller, 'VENDOR', 'ADMIN');
  const business = await firstRow(deps.db.select().from(businesses).where(eq(businesses.id, businessId)));
  if (!business) throw notFound('Business not found');
  if (business.ownerId !== who.id && !isAdmin(who)) throw forbidden('This is not your business');
  const now = deps.now();
  const approved = and(eq(reviews.businessId, businessId), eq(reviews.status, 'APPROVED'));

  const visits = (await firstRow(
    deps.db
      .select(monthSums(businessVisits.createdAt, now))
      .from(businessVisits)
      .where(eq(businessVisits.businessId, businessId)),
  ))!;
  const reviewRow = (await firstRow(
    deps.db
      .select({ total: count(), average: avg(reviews.rating), ...monthSums(reviews.createdAt, now) })
      .from(reviews)
      .where(approved),
  ))!;
  const leadRow = (await firstRow(
    deps.db.select(monthSums(leads.createdAt, now)).from(leads).where(eq(leads.businessId, businessId)),
  ))!;
  const currentLeads =
    (
      await firstRow(
        deps.db
          .select({ n: count() })
          .from(leads)
          .innerJoin(searches, eq(searches.id, leads.searchId))
          .where(and(eq(leads.businessId, businessId), eq(leads.status, 'NEW'), eq(searchStatusSql(now), 'active'))),
      )
    )?.n ?? 0;
  const bidRow = (await firstRow(
    deps.db
      .select({ total: count(), ...monthSums(bids.createdAt, now) })
      .from(bids)
      .where(eq(bids.businessId, businessId)),
  ))!;

  const recentLeads = await deps.db
    .select({
      lead: leads,
      search: searches,
      category: categories.name,
      status: searchStatusSql(now),
      customer: { firstName: users.firstName, lastName: users.lastName },
      quote: bids.status,
    })
    .from(leads)
    .innerJoin(searches, eq(searches.id, leads.searchId))
    .innerJoin(categories, eq(categories.id, searches.categoryId))
    .innerJoin(users, eq(users.id, searches.userId))
    .leftJoin(bids, eq(bids.leadId, leads.id))
    .where(eq(leads.businessId, businessId))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(DASHBOARD_ACTIVITY_LIMIT);
  const recentReviews = await deps.db
    .select({ review: reviews, user: { firstName: users.firstName, lastName: users.lastName, avatar: users.avatar } })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(approved)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(DASHBOARD_ACTIVITY_LIMIT);
  const recentQuotes = await deps.db
    .select({ bid: bids, query: searches.query })
    .from(bids)
    .innerJoin(searches, eq(searches.id, bids.searchId))
    .where(eq(bids.businessId, businessId))
    .orderBy(desc(bids.updatedAt), desc(bids.id))
    .limit(DASHBOARD_ACTIVITY_LIMIT);

  const activity: (Omit<Activity, 'time'> & { at: number })[] = [
    ...recentLeads.map((r) => ({
      at: r.lead.createdAt.getTime(),
      message: `New lead: ${r.search.query}`,
      icon: 'inbox',
      color: 'blue',
    })),
    ...recentReviews.map((r) => ({
      at: r.review.createdAt.getTime(),
      message: `New ${r.review.rating}-star review from ${r.user.firstName}`,
      icon: 'star',
      color: 'yellow',
    })),
    ...recentQuotes.flatMap((r) => {
      const sent = {
        at: r.bid.createdAt.getTime(),
        message: `You sent a quote of ${ush(r.bid.amount)} for "${r.query}"`,
        icon: 'send',
        color: 'purple',
      };
      if (r.bid.status === 'PENDING') return [sent];
      const accepted = r.bid.status === 'ACCEPTED';
      return [
        sent,
        {
          at: r.bid.updatedAt.getTime(),
          message: `Your quote for "${r.query}" was ${accepted ? 'accepted' : 'declined'}`,
          icon: accepted ? 'check-circle' : 'x-circle',
          color: accepted ? 'green' : 'red',
        },
      ];
    }),
  ];
  const recentActivity = activity
    .sort((a, b) => b.at - a.at)
    .slice(0, DASHBOARD_ACTIVITY_LIMIT)
    .map(({ at, ...rest }) => ({ ...rest, time: new Date(at).toISOString() }));

  return {
    business: { id: business.id, name: business.name, rating: business.rating, visits: business.visits },
    stats: {
      pageVisits: business.visits,
      totalReviews: reviewRow.total,
      currentLeads,
      totalBids: bidRow.total,
      averageRating: reviewRow.average === null ? 0 : Math.round(Number(reviewRow.average) * 10) / 10,
      monthlyGrowth: {
        pageVisits: growthPercent(visits.thisMonth, visits.lastMonth),
        reviews: growthPercent(reviewRow.thisMonth, reviewRow.lastMonth),
        leads: growthPercent(leadRow.thisMonth, leadRow.lastMonth),
        bids: growthPercent(bidRow.thisMonth, bidRow.lastMonth),
      },
    },
    insights: await businessInsights(deps, businessId, now),
    recentActivity,
    recentLeads: recentLeads.slice(0, DASHBOARD_RECENT_LIMIT).map((r) => ({
      id: r.lead.id,
      status: r.lead.status,
      createdAt: r.lead.createdAt.toISOString(),
      expiresAt: r.search.expiresAt.toISOString(),
      search: {
        id: r.search.id,
        query: r.search.query,
        budget: r.search.budget,
        minPrice: r.search.minPrice,
        maxPrice: r.search.maxPrice,
        district: r.search.district,
        location: r.search.location,
        status: r.status,
        category: { name: r.category },
        user: leadCustomerName(r.customer, r.quote === 'ACCEPTED'),
      },
    })),
    recentReviews: recentReviews.slice(0, DASHBOARD_RECENT_LIMIT).map((r) => ({
      id: r.review.id,
      rating: r.review.rating,
      comment: r.review.comment,
      status: r.review.status,
      createdAt: r.review.createdAt.toISOString(),
      user: r.user,
    })),
  };
}
