/**
 * GET /api/sync/pull (sync/protocol.ts, pull): one page of public changes and, on the last page,
 * the caller's own data, all read from one snapshot. Null when there is nothing new (step 6).
 */
import { inArray } from 'drizzle-orm';
import { businesses } from '../../db/schema';
import { PULL_PAGE_LIMIT, type PullResponse } from '../../sync/protocol';
import { internStrings } from '../../sync/pull-strings';
import type { Caller, Deps } from '../context';
import { type Db, readTx } from '../../db/client';
import { changedBusinesses } from './pull-businesses';
import { mineChanges } from './pull-mine';
import { currentVersion, pageBound, publicChanges } from './pull-public';
import type { PullScope } from './pull-scope';

export async function pullChanges(
  deps: Deps,
  caller: Caller | null,
  since: number,
  mineSince: number | undefined,
  options: { limit?: number; need?: number[]; scope?: PullScope } = {},
): Promise<PullResponse | null> {
  const { limit = PULL_PAGE_LIMIT, need = [], scope } = options;
  return await readTx(deps.db, async () => {
    // 8. a cursor from the future: this database was replaced, the device starts over
    const counter = await currentVersion(deps.db);
    const reset = since > counter;
    // `need` names businesses of the whole directory (step 3); a scoped pull takes none
    if (need.length && since > 0 && !reset && !scope) return await neededPage(deps.db, since, need);
    const from = reset ? 0 : since;
    const { upper, hasMore } = await pageBound(deps.db, from, limit, scope);
    const changes = await publicChanges(deps.db, from, upper, [], scope);
    const page: PullResponse = { cursor: upper, hasMore, ...(reset && { reset: true }), ...changes };
    if (caller && mineSince !== undefined && !hasMore) {
      const mine = await mineChanges(deps, caller, reset || mineSince > counter ? 0 : mineSince);
      if (Object.keys(mine).length) page.mine = mine;
    }
    // the device keeps its cursors: the range it would skip holds no change it keeps
    if (!reset && !hasMore && Object.keys(changes).length === 0 && !page.mine) return null;
    return internStrings(page);
  });
}

/**
 * Step 3, `need`: the named businesses with their products, in a page of their own that leaves
 * the cursor where it was (`hasMore`, so the device pulls its next page as usual). Its cost
 * follows the list (at most PULL_NEED_MAX businesses), not how far behind the cursor is; a named
 * business that is gone or hidden is listed in `deleted`, so the device stops asking for it.
 * A first pull (since 0) needs no list: every business of its pages comes with its products.
 */
export async function neededPage(db: Db, since: number, need: number[]): Promise<PullResponse> {
  const active = new Set(
    (
      await db
        .select({ id: businesses.id, isActive: businesses.isActive })
        .from(businesses)
        .where(inArray(businesses.id, need))
    )
      .filter((b) => b.isActive)
      .map((b) => b.id),
  );
  // an empty range (since, since]: only the named businesses, all with their products
  const { rows } = await changedBusinesses(db, since, since, [...active]);
  const gone = need.filter((id) => !active.has(id));
  const page: PullResponse = { cursor: since, hasMore: true };
  if (rows.length) page.businesses = rows;
  if (gone.length) page.deleted = { businesses: gone };
  return internStrings(page);
}

/** Step 5 on its own: the caller's own data since its cursor, read from one snapshot. */
export async function ownChanges(deps: Deps, caller: Caller, mineSince: number) {
  return await readTx(deps.db, async () => await mineChanges(deps, caller, mineSince));
}
