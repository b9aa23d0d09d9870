import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, bids, businesses, categories, leads, searches, users } from '../../../db/schema';
import { pagination } from '../../../sync/answers/envelope';
import { SEARCH_MERGE_HOURS, SEARCH_TTL_DAYS } from '../../../sync/constants';
import { regionOf } from '../../../sync/places';
import {
  requestFields,
  type SearchCreate,
  type SearchListQuery,
  type SearchPreviewQuery,
} from '../../../sync/schemas/search';
import { isAdmin, requireCaller, requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { requireOfferedCategory } from '../categories/category-service';
import { conflict, forbidden, notFound } from '../../http/errors';
import { alertNewLeads } from '../alerts/alert-events';
import { matchRecipients } from './request-matching';
import {
  contactFields,
  quotingBusinessFields,
  searchStatusSql,
  toBidView,
  toContact,
  toQuotingBusiness,
  toSearchView,
  totalBidsSql,
  totalLeadsSql,
} from './search-view';
import { writeTx } from '../../../db/client';
import { containsIgnoringCase, lowerAscii } from '../../../db/dialect';
import { firstRow, runWrite } from '../../../db/query';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function searchColumns(now: number) {
  return {
    search: searches,
    categoryName: categories.name,
    status: searchStatusSql(now),
    totalBids: totalBidsSql,
    totalLeads: totalLeadsSql,
  };
}

/**
 * A USER posts a request for quotes, on purpose (docs/product.md "Requests and quotes"). The
 * same need in the same category within SEARCH_MERGE_HOURS updates the earlier active request
 * instead of adding one; either way it goes as a NEW lead to the businesses `matchRecipients`
 * picks, topped up to the cap on an update. Expires SEARCH_TTL_DAYS after it was first posted.
 * The REST route and the offline `search.create` mutation both come here (server/sync/registry.ts).
 */
export async function createSearch(deps: Deps, caller: Caller | null, input: SearchCreate) {
  const who = requireRole(caller, 'USER');
  const category = await requireOfferedCategory(deps.db, input.categoryId);
  const now = deps.now();
  const fields = {
    ...requestFields(input),
    updatedAt: new Date(now),
  };
  return await writeTx(deps.db, async (tx) => {
    const earlier = await firstRow(
      tx
        .select({ id: searches.id })
        .from(searches)
        .where(
          and(
            eq(searches.userId, who.id),
            eq(searches.categoryId, category.id),
            sql`${lowerAscii(tx, searches.query)} = ${lowerAscii(tx, input.query)}`,
            gt(searches.createdAt, new Date(now - SEARCH_MERGE_HOURS * HOUR_MS)),
            sql`${searchStatusSql(now)} = 'active'`,
          ),
        )
        .orderBy(desc(searches.createdAt)),
    );
    const search = earlier
      ? (await firstRow(tx.update(searches).set(fields).where(eq(searches.id, earlier.id)).returning()))!
      : await firstRow(
          tx
            .insert(searches)
            .values({
              ...fields,
              userId: who.id,
              categoryId: category.id,
              expiresAt: new Date(now + SEARCH_TTL_DAYS * DAY_MS),
              createdAt: new Date(now),
            })
            .returning(),
        );
    const had = earlier
      ? (await tx.select({ id: leads.businessId }).from(leads).where(eq(leads.searchId, search.id))).map((l) => l.id)
      : [];
    const recipients = await matchRecipients(tx, { categoryId: category.id, district: input.district }, now, had);
    const newLeads = recipients.length
      ? await tx
          .insert(leads)
          .values(
            recipients.map((r) => ({
              searchId: search.id,
              businessId: r.id,
              createdAt: new Date(now),
              updatedAt: new Date(now),
            })),
          )
          .returning({ id: leads.id })
      : [];
    await alertNewLeads(
      tx,
      now,
      search.id,
      newLeads.map((l) => l.id),
    );
    const totalBids = earlier
      ? ((await firstRow(tx.select({ n: count() }).from(bids).where(eq(bids.searchId, search.id))))?.n ?? 0)
      : 0;
    return {
      ...toSearchView(search, {
        status: 'active',
        totalBids,
        totalLeads: had.length + recipients.length,
        categoryName: category.name,
      }),
      merged: Boolean(earlier),
    };
  });
}

/**
 * GET /api/searches/preview: how many businesses a request of this category and district would
 * reach, and how many of them are in the district itself (the form's preview step).
 */
export async function previewRecipients(deps: Deps, caller: Caller | null, where: SearchPreviewQuery) {
  requireRole(caller, 'USER');
  const recipients = await matchRecipients(deps.db, where, deps.now());
  return {
    recipients: recipients.length,
    inDistrict: recipients.filter((r) => r.inDistrict).length,
    region: regionOf(where.district) ?? null,
  };
}

/** The customer's own requests, newest first; closed ones leave the list (docs/screens.md "My Searches"). */
export async function listMySearches(deps: Deps, caller: Caller | null) {
  const who = requireRole(caller, 'USER');
  const rows = await deps.db
    .select(searchColumns(deps.now()))
    .from(searches)
    .innerJoin(categories, eq(categories.id, searches.categoryId))
    .where(and(eq(searches.userId, who.id), ne(searches.status, 'closed')))
    .orderBy(desc(searches.createdAt), desc(searches.id));
  const ids = rows.map((r) => r.search.id);
  const quotes = ids.length
    ? await deps.db
        .select({ bid: bids, businessName: businesses.name })
        .from(bids)
        .innerJoin(businesses, eq(businesses.id, bids.businessId))
        .where(inArray(bids.searchId, ids))
        .orderBy(asc(bids.createdAt))
    : [];
  return rows.map((r) => ({
    ...toSearchView(r.search, r),
    bids: quotes
      .filter((q) => q.bid.searchId === r.search.id)
      .map((q) => ({
        id: q.bid.id,
        status: q.bid.status,
        amount: q.bid.amount,
        businessId: q.bid.businessId,
        businessName: q.businessName,
      })),
  }));
}

async function findSearch(deps: Deps, id: number) {
  const row = await firstRow(
    deps.db
      .select({
        ...searchColumns(deps.now()),
        user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(searches)
      .innerJoin(categories, eq(categories.id, searches.categoryId))
      .innerJoin(users, eq(users.id, searches.userId))
      .where(eq(searches.id, id)),
  );
  if (!row) throw notFound('Request not found');
  return row;
}

/** The quotes of a request; the accepted one carries its business's contact card. */
async function quotesOf(deps: Deps, searchId: number) {
  return (
    await deps.db
      .select({ bid: bids, business: quotingBusinessFields, contact: contactFields })
      .from(bids)
      .innerJoin(businesses, eq(businesses.id, bids.businessId))
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(eq(bids.searchId, searchId))
      .orderBy(asc(bids.createdAt), asc(bids.id))
  ).map((r) => ({
    ...toBidView(r.bid),
    business: toQuotingBusiness(r.business),
    contact: r.bid.status === 'ACCEPTED' ? toContact(r.business, r.contact) : null,
  }));
}

/** The quotes of a request: for its customer, or an admin. */
export async function listSearchBids(deps: Deps, caller: Caller | null, searchId: number) {
  const who = requireCaller(caller);
  const row = await findSearch(deps, searchId);
  if (row.search.userId !== who.id && !isAdmin(who)) throw forbidden();
  return { search: toSearchView(row.search, row), bids: await quotesOf(deps, searchId) };
}

/** Only an active request can be closed; the conditional update makes the check race-free. */
export async function closeSearch(deps: Deps, caller: Caller | null, searchId: number) {
  const who = requireCaller(caller);
  const row = await findSearch(deps, searchId);
  if (row.search.userId !== who.id) throw forbidden('Only the customer who made this request can close it');
  const now = deps.now();
  const closed = await runWrite(
    deps.db
      .update(searches)
      .set({ status: 'closed', updatedAt: new Date(now) })
      .where(and(eq(searches.id, searchId), sql`${searchStatusSql(now)} = 'active'`)),
  );
  if (closed.changes === 0) throw conflict('Only active requests can be closed');
  const fresh = await findSearch(deps, searchId);
  return toSearchView(fresh.search, fresh);
}

/**
 * PUT /api/searches/{id}/done: the customer says the hired job is done (then the app invites a
 * review of the hired business). Only a completed request, once; a second call changes nothing.
 */
export async function markSearchDone(deps: Deps, caller: Caller | null, searchId: number) {
  const who = requireCaller(caller);
  const row = await findSearch(deps, searchId);
  if (row.search.userId !== who.id) throw forbidden('Only the customer who made this request can mark it done');
  if (row.status !== 'completed') throw conflict('Accept a quote before marking the job done');
  const now = new Date(deps.now());
  await deps.db
    .update(searches)
    .set({ doneAt: now, updatedAt: now })
    .where(and(eq(searches.id, searchId), isNull(searches.doneAt)));
  const fresh = await findSearch(deps, searchId);
  return toSearchView(fresh.search, fresh);
}

export async function listAllSearches(deps: Deps, caller: Caller | null, query: SearchListQuery) {
  requireRole(caller, 'ADMIN');
  const now = deps.now();
  const filters: SQL[] = [];
  if (query.status) filters.push(sql`${searchStatusSql(now)} = ${query.status}`);
  if (query.q) {
    const q = query.q;
    filters.push(
      or(
        containsIgnoringCase(deps.db, searches.query, q),
        containsIgnoringCase(deps.db, users.email, q),
        containsIgnoringCase(deps.db, sql`${users.firstName} || ' ' || ${users.lastName}`, q),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const total =
    (
      await firstRow(
        deps.db.select({ n: count() }).from(searches).innerJoin(users, eq(users.id, searches.userId)).where(where),
      )
    )?.n ?? 0;
  const rows = await deps.db
    .select({
      ...searchColumns(now),
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(searches)
    .innerJoin(categories, eq(categories.id, searches.categoryId))
    .innerJoin(users, eq(users.id, searches.userId))
    .where(where)
    .orderBy(desc(searches.createdAt), desc(searches.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    searches: rows.map((r) => ({ ...toSearchView(r.search, r), user: r.user })),
    pagination: pagination(query, total),
  };
}

export async function getSearchForAdmin(deps: Deps, caller: Caller | null, searchId: number) {
  requireRole(caller, 'ADMIN');
  const row = await findSearch(deps, searchId);
  return { ...toSearchView(row.search, row), user: row.user, bids: await quotesOf(deps, searchId) };
}

/** An admin deletes a request (its leads and quotes go with it); the reason is kept in the audit log. */
export async function deleteSearch(deps: Deps, caller: Caller | null, searchId: number, reason: string | undefined) {
  const admin = requireRole(caller, 'ADMIN');
  await writeTx(deps.db, async (tx) => {
    const gone = await runWrite(tx.delete(searches).where(eq(searches.id, searchId)));
    if (gone.changes === 0) throw notFound('Request not found');
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: 'search.delete',
      targetType: 'search',
      targetId: searchId,
      reason: reason ?? null,
      createdAt: new Date(deps.now()),
    });
  });
}
