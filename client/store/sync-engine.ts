/**
 * When the device syncs: on start, when the server can be reached again (lib/connectivity.ts:
 * the browser's word alone is not enough), when the app comes back to the
 * foreground, every SYNC_INTERVAL_MS while open, right after a write when online, and when the
 * service worker's Background Sync asks (sw/sw.ts posts SW_SYNC_MESSAGE to open windows: the
 * tokens live in the page, so the page does the push). A run pushes the outbox, then pulls.
 * One tab at a time runs (Web Locks); a failed run backs off exponentially with jitter.
 */
import { backoffDelay } from '../../sync/outbox';
import { BACKGROUND_SYNC_TAG, SW_SYNC_MESSAGE } from '../../sync/protocol';
import { isOnline, onConnectivityChange } from '../lib/connectivity';
import { startDataMeter } from '../lib/data-meter';
import { subscribeSession, getSession } from '../lib/session';
import { getMeta, setMeta } from './db';
import { clearAccountData } from './account';
import { pullAll } from './pull';
import { pushOutbox } from './push';
import { setSyncState } from './sync-state';

const SYNC_INTERVAL_MS = 5 * 60_000;
const LOCK_NAME = 'soko-sync';
/** Another tab holds the lock: look again shortly, in case it finished before our write. */
const LOCK_BUSY_RETRY_MS = 3_000;

let started = false;
let running: Promise<void> | null = null;
let again = false;
/** syncNow asked: the next run ignores the backoff, even one set by the run still in flight. */
let forced = false;
/** The person asked (a button): the next run may download offline areas on data saver (pull.ts step 3). */
let asked = false;
let timer: ReturnType<typeof setTimeout> | null = null;

/** Starts the triggers once: main.tsx once the first screen is complete (app/first-screen.ts), and the sync indicator when it mounts. */
export function startSyncEngine(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  startDataMeter();
  // the outbox must survive storage pressure: ask the browser not to evict this origin's data
  void navigator.storage?.persist?.().catch(() => false);
  const kick = () => void syncNow();
  let online = isOnline();
  onConnectivityChange(() => {
    const now = isOnline();
    if (now && !online) kick();
    online = now;
  });
  window.addEventListener('focus', () => void requestSync());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestSync();
  });
  setInterval(() => void requestSync(), SYNC_INTERVAL_MS);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === SW_SYNC_MESSAGE) kick();
  });
  let user = getSession().user?.id ?? null;
  subscribeSession(() => {
    const next = getSession().user?.id ?? null;
    if (next === user) return;
    user = next;
    void clearAccountData().then(kick, () => undefined);
  });
  kick();
}

/** Syncs now, ignoring any backoff (the user asked, or the connection just came back). */
export async function syncNow(options: { userAsked?: boolean } = {}): Promise<void> {
  await setMeta('nextSyncAt', 0);
  forced = true;
  if (options.userAsked) asked = true;
  await requestSync();
}

/** Runs a sync unless one runs already (then one more follows) or the backoff says wait. */
export function requestSync(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        const force = forced;
        const userAsked = asked;
        forced = false;
        asked = false;
        await runOnce(force, userAsked);
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function runOnce(force: boolean, userAsked: boolean): Promise<void> {
  // with no way through, only a forced run tries (Sync now, the browser's word that the network is
  // back); the connectivity probe says when the rest may come back (lib/connectivity.ts)
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  if (!isOnline() && !force) return;
  if (!force && (await getMeta('nextSyncAt', 0)) > Date.now()) return;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return syncUnderLock(userAsked);
  await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (lock) await syncUnderLock(userAsked);
    else schedule(LOCK_BUSY_RETRY_MS);
  });
}

/** `userAsked`: Sync now, or a new offline area; it may download areas on data saver (pull.ts step 3). */
async function syncUnderLock(userAsked: boolean): Promise<void> {
  setSyncState({ syncing: true });
  try {
    const pushed = await pushOutbox();
    await pullAll({ userAsked });
    if (pushed === 'retry') await fail();
    else await setMeta('syncFailures', 0);
  } catch {
    await fail();
  } finally {
    setSyncState({ syncing: false, area: null });
  }
}

async function fail(): Promise<void> {
  const failures = (await getMeta('syncFailures', 0)) + 1;
  const delay = backoffDelay(failures);
  await setMeta('syncFailures', failures);
  await setMeta('nextSyncAt', Date.now() + delay);
  schedule(delay);
  await askForBackgroundSync();
}

function schedule(delay: number): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void requestSync();
  }, delay);
}

/** Lets the browser wake the app's service worker when the connection returns (where supported). */
export async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Background Sync is optional: the triggers above still cover an open app
  }
}
