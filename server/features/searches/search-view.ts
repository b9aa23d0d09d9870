import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bids, businesses, leads, searches } from '../../../db/schema';
import type { SearchStatus } from '../../../sync/schemas/search';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SearchRow = typeof searches.$inferSelect;
type BidRow = typeof bids.$inferSelect;

/**
 * The derived status of spec 02 §4, in SQL so lists can filter and count on it:
 * expired when expiresAt is past, else completed when a quote was accepted, else closed when
 * the customer closed it, else active.
 */
export function searchStatusSql(now: number) {
  return sql<SearchStatus>`(case
    when ${searches.expiresAt} <= ${now} then 'expired'
    when exists (select 1 from ${bids} where ${bids.searchId} = ${searches.id} and ${bids.status} = 'ACCEPTED') then 'completed'
    when ${searches.status} = 'closed' then 'closed'
    else 'active' end)`;
}

export const totalBidsSql = sql<number>`(select count(*) from ${bids} where ${bids.searchId} = ${searches.id})`;
export const totalLeadsSql = sql<number>`(select count(*) from ${leads} where ${leads.searchId} = ${searches.id})`;

export function toSearchView(
  search: SearchRow,
  extra: { status: SearchStatus; totalBids: number; totalLeads: number; categoryName: string },
) {
  return {
    id: search.id,
    query: search.query,
    location: search.location,
    budget: search.budget,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    categoryId: search.categoryId,
    category: { id: search.categoryId, name: extra.categoryName },
    userId: search.userId,
    status: extra.status,
    createdAt: search.createdAt.toISOString(),
    expiresAt: search.expiresAt.toISOString(),
    totalBids: extra.totalBids,
    totalLeads: extra.totalLeads,
    _count: { bids: extra.totalBids, leads: extra.totalLeads },
  };
}

export function toBidView(bid: BidRow) {
  return {
    id: bid.id,
    leadId: bid.leadId,
    searchId: bid.searchId,
    businessId: bid.businessId,
    amount: bid.amount,
    message: bid.message,
    estimatedDuration: bid.estimatedDuration,
    status: bid.status,
    createdAt: bid.createdAt.toISOString(),
    submittedAt: bid.createdAt.toISOString(),
    updatedAt: bid.updatedAt.toISOString(),
  };
}

/** The business behind a quote, as the customer's quotes modal shows it. */
export const quotingBusinessFields = {
  id: businesses.id,
  name: businesses.name,
  rating: businesses.rating,
  totalReviews: businesses.totalReviews,
  city: businesses.city,
  district: businesses.district,
  logo: businesses.logo,
  isVerified: businesses.isVerified,
};

export function toQuotingBusiness(b: {
  [K in keyof typeof quotingBusinessFields]: (typeof businesses.$inferSelect)[K];
}) {
  return {
    id: b.id,
    name: b.name,
    rating: b.rating,
    totalReviews: b.totalReviews,
    location: [b.city, b.district].filter(Boolean).join(', '),
    city: b.city,
    district: b.district,
    logo: b.logo,
    isVerified: b.isVerified,
  };
}

/** A constraint failure of SQLite, possibly wrapped by drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ('code' in e && (e as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  }
  return false;
}
