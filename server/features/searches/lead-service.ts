import { desc, eq } from 'drizzle-orm';
import { bids, businesses, categories, leads, searches, users } from '../../../db/schema';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import type { WhenNeeded } from '../../../sync/schemas/search';
import { leadCustomerName, searchStatusSql, totalBidsSql } from './search-view';
import { firstRow } from '../../../db/query';
import { leadShare } from './request-matching';

/** The business a vendor acts for: it must exist and be theirs. */
async function ownBusiness(deps: Deps, caller: Caller, businessId: number) {
  const business = await firstRow(deps.db.select().from(businesses).where(eq(businesses.id, businessId)));
  if (!business) throw notFound('Business not found');
  if (business.ownerId !== caller.id) throw forbidden('This is not your business');
  return business;
}

/**
 * The leads of a business, newest first. A quote can be sent (canBid) while the lead is NEW,
 * the business has not quoted yet and the request is still active (docs/product.md).
 */
export async function listLeads(deps: Deps, caller: Caller | null, businessId: number) {
  const who = requireRole(caller, 'VENDOR');
  const business = await ownBusiness(deps, who, businessId);
  const rows = await deps.db
    .select({
      lead: leads,
      search: searches,
      status: searchStatusSql(deps.now()),
      totalBids: totalBidsSql,
      categoryName: categories.name,
      customer: { firstName: users.firstName, lastName: users.lastName, phone: users.phoneNumber },
      bid: {
        id: bids.id,
        amount: bids.amount,
        message: bids.message,
        estimatedDuration: bids.estimatedDuration,
        status: bids.status,
        createdAt: bids.createdAt,
      },
    })
    .from(leads)
    .innerJoin(searches, eq(searches.id, leads.searchId))
    .innerJoin(categories, eq(categories.id, searches.categoryId))
    .innerJoin(users, eq(users.id, searches.userId))
    .leftJoin(bids, eq(bids.leadId, leads.id))
    .where(eq(leads.businessId, business.id))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  const list = rows.map((r) => {
    const hired = r.bid?.status === 'ACCEPTED';
    return {
      id: r.lead.id,
      status: r.lead.status,
      canBid: r.lead.status === 'NEW' && !r.bid && r.status === 'active',
      existingBid: r.bid && {
        id: r.bid.id,
        amount: r.bid.amount,
        message: r.bid.message,
        estimatedDuration: r.bid.estimatedDuration,
        status: r.bid.status,
        submittedAt: r.bid.createdAt.toISOString(),
      },
      createdAt: r.lead.createdAt.toISOString(),
      expiresAt: r.search.expiresAt.toISOString(),
      search: {
        id: r.search.id,
        query: r.search.query,
        district: r.search.district,
        location: r.search.location,
        budget: r.search.budget,
        minPrice: r.search.minPrice,
        maxPrice: r.search.maxPrice,
        neededBy: r.search.neededBy as WhenNeeded,
        details: r.search.details,
        createdAt: r.search.createdAt.toISOString(),
        expiresAt: r.search.expiresAt.toISOString(),
        status: r.status,
        category: { name: r.categoryName },
        // the customer's full name and phone reach this business only once its quote was accepted
        user: { ...leadCustomerName(r.customer, hired), phone: hired ? r.customer.phone : null },
        totalBids: r.totalBids,
      },
    };
  });
  return { leads: list, businessName: business.name };
}

/**
 * GET /api/searches/lead-share/{businessId}: for the owner's Leads screen, how many requests of
 * its category and area were posted in the last 30 days and how many reached it
 * (docs/product.md "Fair leads").
 */
export async function myLeadShare(deps: Deps, caller: Caller | null, businessId: number) {
  const who = requireRole(caller, 'VENDOR');
  const business = await ownBusiness(deps, who, businessId);
  return await leadShare(deps.db, business, deps.now());
}
