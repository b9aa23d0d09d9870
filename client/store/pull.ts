/**
 * Pulls pages until the server has nothing more (sync/protocol.ts, pull), then drops the outbox
 * entries whose real rows have now arrived (sync/outbox.ts step 5).
 *  1. A device that keeps the whole directory pulls it, as one scope with one cursor.
 *  2. A scoped device (device-scope.ts) pulls the categories scope (categories and its own data),
 *     then each offline area it chose, each with its own cursor, and drops what nothing keeps.
 *  3. With data saver on and a metered connection, areas are brought up to date only when the
 *     user asked for it (Sync now, or adding an area), never in the background.
 */
import { reconciled } from '../../sync/outbox';
import { PULL_NEED_MAX } from '../../sync/protocol';
import { freshToken, refreshTokens } from '../lib/api-client';
import { request } from '../lib/connectivity';
import { dataSaverOn, unmeteredConnection } from '../lib/data-saver-state';
import { getSession } from '../lib/session';
import { db, getMeta, setMeta } from './db';
import { clearAccountData } from './account';
import {
  deviceMode,
  evictForSpace,
  evictUnkept,
  isQuotaError,
  refreshCategoryCounts,
  renameOldAreas,
} from './device-scope';
import { applyPage } from './page-writer';
import type { PullTarget } from './pull-apply';
import { setSyncState } from './sync-state';

export class SyncHttpError extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? 'No connection' : `The server answered ${status}`);
  }
}

/** At most this many pages per run and scope, so a broken server cannot keep a phone busy forever. */
const MAX_PAGES = 200;

export async function pullAll(options: { userAsked?: boolean } = {}): Promise<void> {
  const startedAt = Date.now();
  const mode = await deviceMode();
  // 1.
  if (mode === 'whole') await pullScope({ scope: 'whole' });
  else {
    // 2.
    await pullScope({ scope: 'categories' });
    await refreshCategoryCounts();
    if (options.userAsked || !dataSaverOn() || unmeteredConnection()) {
      await renameOldAreas();
      for (const area of await db.areas.toArray()) await pullScope({ scope: 'area', district: area.district });
    }
    await evictUnkept();
  }
  await setMeta('lastSyncAt', Date.now());
  const done = reconciled(await db.outbox.where('state').equals('applied').toArray(), startedAt);
  if (done.length) await db.outbox.where('id').anyOf(done).delete();
}

/** One scope's pages until the last; a full store makes room once (device-scope.ts step 3). */
async function pullScope(target: PullTarget): Promise<void> {
  try {
    await pullPages(target);
  } catch (error) {
    if (!isQuotaError(error) || (await evictForSpace()) === 0) throw error;
    await pullPages(target);
  }
}

async function pullPages(target: PullTarget): Promise<void> {
  let askedForNeeded = false;
  const area = target.scope === 'area' ? target.district : null;
  let received = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    // the user removed the area while it downloaded: its pages are no longer wanted
    if (area && !(await db.areas.get(area))) break;
    const userId = getSession().user?.id ?? null;
    if (!area && (await getMeta<number | null>('mineUserId', null)) !== userId) await clearAccountData();
    const query = await pageQuery(target, userId !== null);
    let token = userId === null || area ? null : await freshToken();
    let res = await fetchPage(withMine(query, token), token);
    if (res.status === 401 && token !== null) {
      token = (await refreshTokens()) ? getSession().token : null;
      res = await fetchPage(withMine(query, token), token);
    }
    if (res.status === 204) {
      if (area) await db.areas.update(area, { syncedAt: Date.now() });
      break;
    }
    if (!res.ok) throw new SyncHttpError(res.status);
    const text = await res.text();
    if (area) {
      received += text.length;
      setSyncState({ area: { district: area, received } });
    }
    // the account changed while the page travelled: its own data belongs to nobody here
    const sameAccount = (getSession().user?.id ?? null) === userId;
    const mineUserId = token !== null && sameAccount ? userId : null;
    const { hasMore } = await applyPage(text, { mineUserId, target });
    if (hasMore) continue;
    // once more for businesses this pull showed without their products (step 3), not in a loop
    if (target.scope !== 'whole' || askedForNeeded || (await getMeta<number[]>('needProducts', [])).length === 0) break;
    askedForNeeded = true;
  }
  if (area) setSyncState({ area: null });
}

type PageQuery = { path: string; mine: number | null };

async function pageQuery(target: PullTarget, signedIn: boolean): Promise<PageQuery> {
  if (target.scope === 'area') {
    const since = (await db.areas.get(target.district))?.cursor ?? 0;
    return { path: `area=${encodeURIComponent(target.district)}&since=${since}`, mine: null };
  }
  const mine = signedIn ? await getMeta('mineCursor', 0) : null;
  if (target.scope === 'categories') return { path: `scope=categories&since=${await getMeta('baseCursor', 0)}`, mine };
  const need = (await getMeta<number[]>('needProducts', [])).slice(0, PULL_NEED_MAX);
  return { path: `since=${await getMeta('cursor', 0)}${need.length ? `&need=${need.join(',')}` : ''}`, mine };
}

const withMine = (query: PageQuery, token: string | null) =>
  token === null || query.mine === null ? query.path : `${query.path}&mine=${query.mine}`;

async function fetchPage(query: string, token: string | null): Promise<Response> {
  try {
    return await request(`/api/sync/pull?${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
    });
  } catch {
    throw new SyncHttpError(0);
  }
}
