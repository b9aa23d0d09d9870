/**
 * Pulls pages until the server has nothing more (sync/protocol.ts, pull), then drops the outbox
 * entries whose real rows have now arrived (sync/outbox.ts step 5).
 */
import { reconciled } from '../../sync/outbox';
import { PULL_NEED_MAX } from '../../sync/protocol';
import { freshToken, refreshTokens } from '../lib/api-client';
import { getSession } from '../lib/session';
import { db, getMeta, setMeta } from './db';
import { clearAccountData } from './account';
import { applyPage } from './page-writer';

export class SyncHttpError extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? 'No connection' : `The server answered ${status}`);
  }
}

/** At most this many pages per run, so a broken server cannot keep a phone busy forever. */
const MAX_PAGES = 200;

export async function pullAll(): Promise<void> {
  const startedAt = Date.now();
  let askedForNeeded = false;
  for (let page = 0; page < MAX_PAGES; page++) {
    const userId = getSession().user?.id ?? null;
    if ((await getMeta<number | null>('mineUserId', null)) !== userId) await clearAccountData();
    const since = await getMeta('cursor', 0);
    const mineSince = await getMeta('mineCursor', 0);
    const need = (await getMeta<number[]>('needProducts', [])).slice(0, PULL_NEED_MAX);
    let token = userId === null ? null : await freshToken();
    let res = await fetchPage(since, token === null ? null : mineSince, need, token);
    if (res.status === 401 && token !== null) {
      token = (await refreshTokens()) ? getSession().token : null;
      res = await fetchPage(since, token === null ? null : mineSince, need, token);
    }
    if (res.status === 204) break;
    if (!res.ok) throw new SyncHttpError(res.status);
    const text = await res.text();
    // the account changed while the page travelled: its own data belongs to nobody here
    const sameAccount = (getSession().user?.id ?? null) === userId;
    const { hasMore } = await applyPage(text, { mineUserId: token !== null && sameAccount ? userId : null });
    if (hasMore) continue;
    // once more for businesses this pull showed without their products (step 3), not in a loop
    if (askedForNeeded || (await getMeta<number[]>('needProducts', [])).length === 0) break;
    askedForNeeded = true;
  }
  await setMeta('lastSyncAt', Date.now());
  const done = reconciled(await db.outbox.where('state').equals('applied').toArray(), startedAt);
  if (done.length) await db.outbox.where('id').anyOf(done).delete();
}

async function fetchPage(
  since: number,
  mineSince: number | null,
  need: number[],
  token: string | null,
): Promise<Response> {
  const query = `since=${since}${mineSince === null ? '' : `&mine=${mineSince}`}${need.length ? `&need=${need.join(',')}` : ''}`;
  try {
    return await fetch(`/api/sync/pull?${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
    });
  } catch {
    throw new SyncHttpError(0);
  }
}
