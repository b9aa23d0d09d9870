import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { businesses, users } from '../../../db/schema';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { wordsMatch } from '../reviews/admin-search';
import type { Page } from '../../http/request-input';
import { loadBusinessViews } from './business-view';
import { firstRow } from '../../../db/query';

export type AdminBusinessQuery = Page & { status?: 'all' | 'active' | 'inactive'; review?: 'new'; q?: string };

/**
 * GET /api/businesses/admin: every business with its owner, newest first, of one status or all,
 * searched across all of them (`q`: the business's name, its district and town, its owner's
 * e-mail address and name), with the total of all pages. `review: 'new'` keeps those no admin has
 * looked at and not verified, whose profiles are not indexed yet (docs/product.md "Shared links").
 * The public GET /api/businesses/all keeps its bare array.
 */
export async function listBusinessesForAdmin(deps: Deps, caller: Caller | null, query: AdminBusinessQuery) {
  requireRole(caller, 'ADMIN');
  const status = query.status ?? 'all';
  const where = and(
    status === 'all' ? undefined : eq(businesses.isActive, status === 'active'),
    query.review === 'new' ? and(isNull(businesses.reviewedAt), eq(businesses.isVerified, false)) : undefined,
    wordsMatch(deps.db, query.q, [
      businesses.name,
      businesses.district,
      businesses.city,
      users.email,
      users.firstName,
      users.lastName,
    ]),
  );
  const total =
    (
      await firstRow(
        deps.db.select({ n: count() }).from(businesses).innerJoin(users, eq(users.id, businesses.ownerId)).where(where),
      )
    )?.n ?? 0;
  const ids = (
    await deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(where)
      .orderBy(desc(businesses.createdAt), desc(businesses.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
  ).map((r) => r.id);
  return { businesses: await loadBusinessViews(deps.db, ids, { owner: true }), total };
}
