/**
 * Quotes (bids) on leads, and the customer's answer to them (docs/product.md "Requests and quotes"):
 * 1. A business sends at most one quote per lead (unique index on bids.lead_id), only while
 *    the request is active; the lead becomes BID_SENT and the quote PENDING.
 * 2. Only the request's customer answers a PENDING quote, while the request is active: accept
 *    (the request becomes completed, the other pending quotes become DECLINED, which their
 *    vendors see as "Not selected", and the accepted business's contact card is returned) or
 *    decline (that quote only). docs/product.md "Requests and quotes".
 * Each alerts whom it concerns (docs/product.md "Alerts") in its own transaction.
 * Each runs in one writeTx, which the sync push's own transaction turns into a savepoint (db/client.ts).
 */
import { and, eq, ne } from 'drizzle-orm';
import { bids, businesses, leads, searches, users } from '../../../db/schema';
import type { BidCreate } from '../../../sync/schemas/bid';
import type { SearchStatus } from '../../../sync/schemas/search';
import { requireCaller, requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { contactFields, isUniqueViolation, searchStatusSql, toBidView, toContact, type Tx } from './search-view';
import { writeTx } from '../../../db/client';
import { alertNewQuote, alertQuotesAnswered } from '../alerts/alert-events';
import { firstRow } from '../../../db/query';
import { updateResponseMinutes } from './response-time';

const ALREADY_QUOTED = 'You have already sent a quote for this lead';
const REFUSED_BY_STATUS = {
  expired: 'This request has expired',
  closed: 'This request has been closed by the customer',
  completed: 'The customer has already accepted a quote for this request',
} as const;

/** Step 1. */
export async function createBid(deps: Deps, caller: Caller | null, args: BidCreate) {
  const who = requireRole(caller, 'VENDOR');
  const now = deps.now();
  return await writeTx(deps.db, async (tx) => {
    const row = await firstRow(
      tx
        .select({ lead: leads, ownerId: businesses.ownerId, status: searchStatusSql(now) })
        .from(leads)
        .innerJoin(businesses, eq(businesses.id, leads.businessId))
        .innerJoin(searches, eq(searches.id, leads.searchId))
        .where(eq(leads.id, args.leadId)),
    );
    if (!row) throw notFound('Lead not found');
    if (row.ownerId !== who.id) throw forbidden('This lead belongs to another business');
    const existing = await firstRow(tx.select({ id: bids.id }).from(bids).where(eq(bids.leadId, row.lead.id)));
    if (existing || row.lead.status === 'BID_SENT') throw conflict(ALREADY_QUOTED);
    if (row.status !== 'active') throw conflict(REFUSED_BY_STATUS[row.status]);
    if (row.lead.status !== 'NEW') throw conflict('This lead is no longer open for quotes');
    let bid: typeof bids.$inferSelect;
    try {
      bid = await firstRow(
        tx
          .insert(bids)
          .values({
            leadId: row.lead.id,
            searchId: row.lead.searchId,
            businessId: row.lead.businessId,
            amount: args.amount,
            message: args.message,
            estimatedDuration: args.estimatedDuration,
            createdAt: new Date(now),
            updatedAt: new Date(now),
          })
          .returning(),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(ALREADY_QUOTED);
      throw err;
    }
    await tx
      .update(leads)
      .set({ status: 'BID_SENT', updatedAt: new Date(now) })
      .where(eq(leads.id, row.lead.id));
    await updateResponseMinutes(tx, row.lead.businessId, now);
    await alertNewQuote(tx, now, bid);
    return toBidView(bid);
  });
}

async function answerableBid(tx: Tx, caller: Caller, bidId: number, now: number) {
  const row = await firstRow(
    tx
      .select({ bid: bids, customerId: searches.userId, status: searchStatusSql(now) })
      .from(bids)
      .innerJoin(searches, eq(searches.id, bids.searchId))
      .where(eq(bids.id, bidId)),
  );
  if (!row) throw notFound('Quote not found');
  if (row.customerId !== caller.id) throw forbidden('Only the customer who made this request can answer its quotes');
  if (row.bid.status !== 'PENDING') throw conflict(`This quote has already been ${row.bid.status.toLowerCase()}`);
  return row;
}

async function setBidStatus(tx: Tx, bidId: number, status: 'ACCEPTED' | 'DECLINED', now: number) {
  return (await firstRow(
    tx
      .update(bids)
      .set({ status, updatedAt: new Date(now) })
      .where(and(eq(bids.id, bidId), eq(bids.status, 'PENDING')))
      .returning(),
  ))!;
}

function requireActive(status: SearchStatus) {
  if (status === 'completed') throw conflict('You have already accepted a quote for this request');
  if (status !== 'active') throw conflict(REFUSED_BY_STATUS[status]);
}

/** Step 2: accepting completes the request and answers the other pending quotes. */
export async function acceptBid(deps: Deps, caller: Caller | null, bidId: number) {
  const who = requireCaller(caller);
  const now = deps.now();
  return await writeTx(deps.db, async (tx) => {
    const row = await answerableBid(tx, who, bidId, now);
    requireActive(row.status);
    const bid = await setBidStatus(tx, bidId, 'ACCEPTED', now);
    const notSelected = await tx
      .update(bids)
      .set({ status: 'DECLINED', updatedAt: new Date(now) })
      .where(and(eq(bids.searchId, bid.searchId), ne(bids.id, bid.id), eq(bids.status, 'PENDING')))
      .returning();
    await alertQuotesAnswered(tx, now, bid.searchId, [
      { ...bid, accepted: true },
      ...notSelected.map((b) => ({ ...b, accepted: false })),
    ]);
    const card = (await firstRow(
      tx
        .select({ business: { name: businesses.name, whatsapp: businesses.whatsapp }, contact: contactFields })
        .from(businesses)
        .innerJoin(users, eq(users.id, businesses.ownerId))
        .where(eq(businesses.id, bid.businessId)),
    ))!;
    return {
      bid: toBidView(bid),
      searchStatus: 'completed' as const,
      contact: toContact(card.business, card.contact),
    };
  });
}

/** Step 2: declining changes only that quote, while the request is active. */
export async function declineBid(deps: Deps, caller: Caller | null, bidId: number) {
  const who = requireCaller(caller);
  const now = deps.now();
  return await writeTx(deps.db, async (tx) => {
    const row = await answerableBid(tx, who, bidId, now);
    requireActive(row.status);
    const bid = await setBidStatus(tx, bidId, 'DECLINED', now);
    await alertQuotesAnswered(tx, now, bid.searchId, [{ ...bid, accepted: false }]);
    return { bid: toBidView(bid) };
  });
}
