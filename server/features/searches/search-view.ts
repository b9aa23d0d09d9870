import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bids, businesses, leads, searches, users } from '../../../db/schema';
import type { QuoteContact } from '../../../sync/schemas/pull';
import type { SearchStatus, WhenNeeded } from '../../../sync/schemas/search';

export type Tx = Db;
type SearchRow = typeof searches.$inferSelect;
type BidRow = typeof bids.$inferSelect;

/**
 * A request's derived status (docs/screens.md "My Searches"), in SQL so lists can filter and count
 * on it: expired when expiresAt is past, else completed when a quote was accepted, else closed when
 * the customer closed it, else active.
 */
export function searchStatusSql(now: number) {
  return sql<SearchStatus>`(case
    when ${searches.expiresAt} <= ${now} then 'expired'
    when exists (select 1 from ${bids} where ${bids.searchId} = ${searches.id} and ${bids.status} = 'ACCEPTED') then 'completed'
    when ${searches.status} = 'closed' then 'closed'
    else 'active' end)`;
}

/**
 * The customer's name on a business's lead (docs/product.md "Requests and quotes"): the first name
 * and the last name's initial until that business's quote is accepted, the full name after.
 */
export function leadCustomerName(customer: { firstName: string; lastName: string }, hired: boolean) {
  return {
    firstName: customer.firstName,
    lastName: hired ? customer.lastName : (Array.from(customer.lastName)[0] ?? ''),
  };
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
    district: search.district,
    location: search.location,
    budget: search.budget,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    neededBy: search.neededBy as WhenNeeded,
    details: search.details,
    doneAt: search.doneAt?.toISOString() ?? null,
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
  whatsapp: businesses.whatsapp,
  responseMinutes: businesses.responseMinutes,
};

/**
 * The contact card of the business whose quote was accepted (docs/product.md): the owner's phone,
 * the business's WhatsApp, e-mail (else the owner's) and website.
 */
export const contactFields = {
  phone: users.phoneNumber,
  ownerEmail: users.email,
  email: businesses.email,
  website: businesses.website,
};

export function toContact(
  business: { name: string; whatsapp: string | null },
  c: { phone: string | null; ownerEmail: string; email: string | null; website: string | null },
): QuoteContact {
  return {
    name: business.name,
    phone: c.phone ?? business.whatsapp,
    whatsapp: business.whatsapp ?? c.phone,
    email: c.email ?? c.ownerEmail,
    website: c.website,
  };
}

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
    whatsapp: b.whatsapp,
    responseMinutes: b.responseMinutes,
  };
}

/** A unique constraint's refusal, on either engine (db/query.ts). */
export { isUniqueViolation } from '../../../db/query';
