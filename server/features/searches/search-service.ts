import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { auditLog, bids, businesses, categories, leads, searches, users } from '../../../db/schema';
import { SEARCH_TTL_DAYS } from '../../../sync/constants';
import type { SearchCreate, SearchListQuery } from '../../../sync/schemas/search';
import { isAdmin, requireCaller, requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import {
  quotingBusinessFields,
  searchStatusSql,
  toBidView,
  toQuotingBusiness,
  toSearchView,
  totalBidsSql,
  totalLeadsSql,
} from './search-view';

const DAY_MS = 86_400_000;

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
 * A USER posts a service request; in the same transaction every active business of its
 * category gets it as a NEW lead (one INSERT … SELECT). Expires after SEARCH_TTL_DAYS.
 */
export function createSearch(deps: Deps, caller: Caller | null, input: SearchCreate) {
  const who = requireRole(caller, 'USER');
  const category = deps.db.select().from(categories).where(eq(categories.id, input.categoryId)).get();
  if (!category) throw badRequest('Please choose a valid category', { categoryId: 'Please choose a valid category' });
  const now = deps.now();
  return deps.db.transaction((tx) => {
    const search = tx
      .insert(searches)
      .values({
        userId: who.id,
        categoryId: category.id,
        query: input.query,
        location: input.location ?? null,
        budget: input.budget ?? null,
        minPrice: input.minPrice ?? null,
        maxPrice: input.maxPrice ?? null,
        expiresAt: new Date(now + SEARCH_TTL_DAYS * DAY_MS),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning()
      .get();
    const fanOut = tx
      .insert(leads)
      .select(
        tx
          .select({
            id: sql`null`.as('id'),
            searchId: sql`${search.id}`.as('search_id'),
            businessId: businesses.id,
            status: sql`'NEW'`.as('status'),
            createdAt: sql`${now}`.as('created_at'),
            updatedAt: sql`${now}`.as('updated_at'),
            version: sql`0`.as('version'),
          })
          .from(businesses)
          .where(and(eq(businesses.categoryId, category.id), eq(businesses.isActive, true))),
      )
      .run();
    return toSearchView(search, {
      status: 'active',
      totalBids: 0,
      totalLeads: fanOut.changes,
      categoryName: category.name,
    });
  });
}

/** The customer's own requests, newest first; closed ones leave the list (spec 02 §4). */
export function listMySearches(deps: Deps, caller: Caller | null) {
  const who = requireRole(caller, 'USER');
  const rows = deps.db
    .select(searchColumns(deps.now()))
    .from(searches)
    .innerJoin(categories, eq(categories.id, searches.categoryId))
    .where(and(eq(searches.userId, who.id), ne(searches.status, 'closed')))
    .orderBy(desc(searches.createdAt), desc(searches.id))
    .all();
  const ids = rows.map((r) => r.search.id);
  const quotes = ids.length
    ? deps.db
        .select({ bid: bids, businessName: businesses.name })
        .from(bids)
        .innerJoin(businesses, eq(businesses.id, bids.businessId))
        .where(inArray(bids.searchId, ids))
        .orderBy(asc(bids.createdAt))
        .all()
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

function findSearch(deps: Deps, id: number) {
  const row = deps.db
    .select({
      ...searchColumns(deps.now()),
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(searches)
    .innerJoin(categories, eq(categories.id, searches.categoryId))
    .innerJoin(users, eq(users.id, searches.userId))
    .where(eq(searches.id, id))
    .get();
  if (!row) throw notFound('Request not found');
  return row;
}

function quotesOf(deps: Deps, searchId: number) {
  return deps.db
    .select({ bid: bids, business: quotingBusinessFields })
    .from(bids)
    .innerJoin(businesses, eq(businesses.id, bids.businessId))
    .where(eq(bids.searchId, searchId))
    .orderBy(asc(bids.createdAt), asc(bids.id))
    .all()
    .map((r) => ({ ...toBidView(r.bid), business: toQuotingBusiness(r.business) }));
}

/** The quotes of a request: for its customer, or an admin. */
export function listSearchBids(deps: Deps, caller: Caller | null, searchId: number) {
  const who = requireCaller(caller);
  const row = findSearch(deps, searchId);
  if (row.search.userId !== who.id && !isAdmin(who)) throw forbidden();
  return { search: toSearchView(row.search, row), bids: quotesOf(deps, searchId) };
}

/** Only an active request can be closed; the conditional update makes the check race-free. */
export function closeSearch(deps: Deps, caller: Caller | null, searchId: number) {
  const who = requireCaller(caller);
  const row = findSearch(deps, searchId);
  if (row.search.userId !== who.id) throw forbidden('Only the customer who made this request can close it');
  const now = deps.now();
  const closed = deps.db
    .update(searches)
    .set({ status: 'closed', updatedAt: new Date(now) })
    .where(and(eq(searches.id, searchId), sql`${searchStatusSql(now)} = 'active'`))
    .run();
  if (closed.changes === 0) throw conflict('Only active requests can be closed');
  const fresh = findSearch(deps, searchId);
  return toSearchView(fresh.search, fresh);
}

export function listAllSearches(deps: Deps, caller: Caller | null, query: SearchListQuery) {
  requireRole(caller, 'ADMIN');
  const now = deps.now();
  const filters: SQL[] = [];
  if (query.status) filters.push(sql`${searchStatusSql(now)} = ${query.status}`);
  if (query.q) {
    const q = query.q.toLowerCase();
    filters.push(
      sql`(instr(lower(${searches.query}), ${q}) > 0 or instr(lower(${users.email}), ${q}) > 0
        or instr(lower(${users.firstName} || ' ' || ${users.lastName}), ${q}) > 0)`,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const total =
    deps.db.select({ n: count() }).from(searches).innerJoin(users, eq(users.id, searches.userId)).where(where).get()
      ?.n ?? 0;
  const rows = deps.db
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
    .offset((query.page - 1) * query.limit)
    .all();
  return {
    searches: rows.map((r) => ({ ...toSearchView(r.search, r), user: r.user })),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}

export function getSearchForAdmin(deps: Deps, caller: Caller | null, searchId: number) {
  requireRole(caller, 'ADMIN');
  const row = findSearch(deps, searchId);
  return { ...toSearchView(row.search, row), user: row.user, bids: quotesOf(deps, searchId) };
}

/** An admin deletes a request (its leads and quotes go with it); the reason is kept in the audit log. */
export function deleteSearch(deps: Deps, caller: Caller | null, searchId: number, reason: string | undefined) {
  const admin = requireRole(caller, 'ADMIN');
  deps.db.transaction((tx) => {
    const gone = tx.delete(searches).where(eq(searches.id, searchId)).run();
    if (gone.changes === 0) throw notFound('Request not found');
    tx.insert(auditLog)
      .values({
        actorId: admin.id,
        action: 'search.delete',
        targetType: 'search',
        targetId: searchId,
        reason: reason ?? null,
        createdAt: new Date(deps.now()),
      })
      .run();
  });
}
