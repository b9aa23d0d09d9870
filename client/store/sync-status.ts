/**
 * Whether the device is online and syncing, when it last pulled and how many writes wait: what the
 * header's sync indicator shows (client/features/offline/sync-indicator.tsx) and the /sync page
 * and the screens' "last synced" notes read. Apart from ./hooks.ts, so the indicator, which loads
 * with home, brings only the store's tables and not the directory's queries nor the request
 * schemas (docs/decisions/010, "home's boot in smaller tasks").
 */
import { liveQuery, type Subscription } from 'dexie';
import { useCallback, useSyncExternalStore } from 'react';
import { countByState } from '../../sync/outbox';
import { useOnline } from '../lib/connectivity';
import { useSession } from '../lib/session';
import { db, type StoredEntry } from './db';
import { useSyncState } from './sync-state';

/** The signed-in account's id, 0 when signed out. */
export function useAccountId(): number {
  return useSession().user?.id ?? 0;
}

/** The current account's outbox entries (and anonymous ones made on this device). */
export function accountEntries(userId: number): Promise<StoredEntry[]> {
  return db.outbox
    .where('userId')
    .anyOf(userId === 0 ? [0] : [userId, 0])
    .sortBy('seq');
}

export type SyncStatus = {
  online: boolean;
  syncing: boolean;
  /** Epoch ms of the last finished pull, null before the first. */
  lastSyncAt: number | null;
  pendingCount: number;
  rejectedCount: number;
};

type Stored = { lastSyncAt: number | null; counts: ReturnType<typeof countByState> };

/**
 * One live query per account, however many components show the status: on a list page the header,
 * the list and its notes each asked, and every one ran its own IndexedDB transaction when the store
 * opened and again after each write of the first sync.
 */
type Shared = { value: Stored | undefined; listeners: Set<() => void>; subscription: Subscription | null };
const shared = new Map<number, Shared>();

function sharedStatus(userId: number): Shared {
  let entry = shared.get(userId);
  if (!entry) {
    entry = { value: undefined, listeners: new Set(), subscription: null };
    shared.set(userId, entry);
  }
  return entry;
}

/** After a failed read (the store closed, IndexedDB refused), the query starts again this much later. */
const RETRY_MS = 1_000;

function watch(userId: number, entry: Shared): void {
  entry.subscription = liveQuery(async (): Promise<Stored> => {
    const last = await db.meta.get('lastSyncAt');
    return { lastSyncAt: (last?.value as number | null) ?? null, counts: countByState(await accountEntries(userId)) };
  }).subscribe({
    next: (value) => {
      entry.value = value;
      for (const notify of [...entry.listeners]) notify();
    },
    // the status keeps its last value; a live query that failed has ended, so a new one starts
    error: () => {
      entry.subscription = null;
      setTimeout(() => {
        if (entry.listeners.size > 0 && !entry.subscription) watch(userId, entry);
      }, RETRY_MS);
    },
  });
}

function subscribeStatus(userId: number, listener: () => void): () => void {
  const entry = sharedStatus(userId);
  entry.listeners.add(listener);
  if (!entry.subscription) watch(userId, entry);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return;
    entry.subscription?.unsubscribe();
    entry.subscription = null;
  };
}

export function useSyncStatus(): SyncStatus {
  const online = useOnline();
  const { syncing } = useSyncState();
  const userId = useAccountId();
  const subscribe = useCallback((listener: () => void) => subscribeStatus(userId, listener), [userId]);
  const stored = useSyncExternalStore(subscribe, () => sharedStatus(userId).value);
  return {
    online,
    syncing,
    lastSyncAt: stored?.lastSyncAt ?? null,
    pendingCount: stored?.counts.pending ?? 0,
    rejectedCount: stored?.counts.rejected ?? 0,
  };
}
