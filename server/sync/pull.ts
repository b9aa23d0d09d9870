/**
 * GET /api/sync/pull (sync/protocol.ts, pull): one page of public changes and, on the last page,
 * the caller's own data, all read from one snapshot. Null when there is nothing new (step 6).
 */
import { PULL_PAGE_LIMIT, type PullResponse } from '../../sync/protocol';
import { internStrings } from '../../sync/pull-strings';
import type { Caller, Deps } from '../context';
import { mineChanges } from './pull-mine';
import { currentVersion, pageBound, publicChanges } from './pull-public';

export function pullChanges(
  deps: Deps,
  caller: Caller | null,
  since: number,
  mineSince: number | undefined,
  options: { limit?: number; need?: number[] } = {},
): PullResponse | null {
  const { limit = PULL_PAGE_LIMIT, need = [] } = options;
  // a deferred transaction only reads: in WAL mode it is a consistent snapshot that blocks no writer
  return deps.db.transaction(() => {
    // 8. a cursor from the future: this database was replaced, the device starts over
    const counter = currentVersion(deps.db);
    const reset = since > counter;
    const from = reset ? 0 : since;
    const { upper, hasMore } = pageBound(deps.db, from, limit);
    const changes = publicChanges(deps.db, from, upper, need);
    const page: PullResponse = { cursor: upper, hasMore, ...(reset && { reset: true }), ...changes };
    if (caller && mineSince !== undefined && !hasMore) {
      const mine = mineChanges(deps, caller, reset || mineSince > counter ? 0 : mineSince);
      if (Object.keys(mine).length) page.mine = mine;
    }
    // the device keeps its cursors: the range it would skip holds no change it keeps
    if (!reset && !hasMore && Object.keys(changes).length === 0 && !page.mine) return null;
    return internStrings(page);
  });
}
