/**
 * Step 5 of the pull (sync/protocol.ts): the caller's own data, each section whole when any of
 * it changed since the own-data cursor. Sections are built by the same list functions as the
 * ordinary routes, so a device holds exactly what the API would answer.
 */
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  bids,
  businesses,
  deliveries,
  leads,
  productReviewVotes,
  productReviews,
  products,
  reviews,
  searches,
  tombstones,
} from '../../db/schema';
import type { MineSections } from '../../sync/protocol';
import type {
  BusinessRecord,
  BusinessReviewRecord,
  DeliveryRecord,
  LeadRecord,
  ProductReviewRecord,
  SearchRecord,
} from '../../sync/schemas/pull';
import type { Caller, Deps } from '../context';
import { getMyBusiness } from '../features/businesses/business-service';
import { listBusinessDeliveries } from '../features/deliveries/delivery-service';
import { listMyProductReviews } from '../features/product-reviews/product-review-service';
import { listMyReviews } from '../features/reviews/review-service';
import { listLeads } from '../features/searches/lead-service';
import { listMySearches, listSearchBids } from '../features/searches/search-service';
import { rawGet, firstRow } from '../../db/query';

export type Mine = MineSections<
  BusinessRecord,
  BusinessReviewRecord,
  SearchRecord,
  LeadRecord,
  DeliveryRecord,
  ProductReviewRecord
>;

export async function mineChanges(deps: Deps, caller: Caller, since: number): Promise<Mine> {
  const { db } = deps;
  // whether it finds a row, not the value of EXISTS: 1/0 on SQLite, true/false on PostgreSQL
  const exists = async (query: SQL) => (await rawGet(db, sql`${query} limit 1`)) !== undefined;
  const deletedSince = async (...entities: string[]) =>
    await exists(
      sql`select 1 from ${tombstones} where ${tombstones.version} > ${since} and ${inArray(tombstones.entity, entities)}`,
    );
  const fresh = since === 0;
  const mine: Mine = {};

  if (
    fresh ||
    (await exists(
      sql`select 1 from ${reviews} where ${and(eq(reviews.userId, caller.id), gt(reviews.version, since))}`,
    )) ||
    (await deletedSince('reviews'))
  )
    mine.reviews = (await listMyReviews(deps, caller))
      .filter((r) => r.status !== 'APPROVED')
      .map((r) => ({ ...r, userId: caller.id }));

  // the public pull carries approved product reviews only (pull-public.ts); the author's others come here
  if (
    fresh ||
    (await exists(
      sql`select 1 from ${productReviews} where ${and(eq(productReviews.userId, caller.id), gt(productReviews.version, since))}`,
    )) ||
    (await deletedSince('product_reviews'))
  )
    mine.productReviews = (await listMyProductReviews(deps, caller))
      .filter((r) => r.status !== 'APPROVED')
      .map(({ category: _category, updatedAt: _updatedAt, ...r }) => ({ ...r, userId: caller.id }));

  // a vote changes the counts of its review, which bumps the review's version
  if (
    fresh ||
    (await exists(sql`select 1 from ${productReviews} where ${gt(productReviews.version, since)}`)) ||
    (await deletedSince('product_reviews'))
  )
    mine.votes = (
      await db
        .select({ reviewId: productReviewVotes.reviewId, direction: productReviewVotes.direction })
        .from(productReviewVotes)
        .where(eq(productReviewVotes.userId, caller.id))
    ).map((v) => [v.reviewId, v.direction]);

  if (caller.role === 'USER') {
    const ownSearch = sql`select 1 from ${searches} where ${searches.userId} = ${caller.id} and ${searches.version} > ${since}`;
    const quoted = sql`select 1 from ${bids} join ${searches} on ${searches.id} = ${bids.searchId}
      where ${searches.userId} = ${caller.id} and ${bids.version} > ${since}`;
    if (fresh || (await exists(ownSearch)) || (await exists(quoted)) || (await deletedSince('searches', 'bids'))) {
      const withQuotes = [];
      for (const s of await listMySearches(deps, caller))
        withQuotes.push({ ...s, quotes: (await listSearchBids(deps, caller, s.id)).bids });
      mine.searches = withQuotes;
    }
  }

  if (caller.role === 'VENDOR') {
    const own = await firstRow(
      db
        .select({ id: businesses.id, version: businesses.version })
        .from(businesses)
        .where(eq(businesses.ownerId, caller.id)),
    );
    const productChanged =
      own &&
      (await exists(
        sql`select 1 from ${products} where ${and(eq(products.businessId, own.id), gt(products.version, since))}`,
      ));
    if (fresh || !own || own.version > since || productChanged || (await deletedSince('businesses', 'products')))
      mine.business = own ? ((await getMyBusiness(deps, caller)) as BusinessRecord | null) : null;
    if (own) {
      const leadChanged = sql`select 1 from ${leads} join ${searches} on ${searches.id} = ${leads.searchId}
        left join ${bids} on ${bids.leadId} = ${leads.id}
        where ${leads.businessId} = ${own.id}
          and (${leads.version} > ${since} or ${searches.version} > ${since} or ${bids.version} > ${since})`;
      if (fresh || (await exists(leadChanged)) || (await deletedSince('leads', 'searches', 'bids')))
        mine.leads = (await listLeads(deps, caller, own.id)).leads.map((l) => ({ ...l, businessId: own.id }));
      const deliveryChanged = sql`select 1 from ${deliveries} where ${and(eq(deliveries.businessId, own.id), gt(deliveries.version, since))}`;
      if (fresh || (await exists(deliveryChanged)) || (await deletedSince('deliveries')))
        mine.deliveries = await listBusinessDeliveries(deps, caller, own.id);
    }
  }
  return mine;
}
