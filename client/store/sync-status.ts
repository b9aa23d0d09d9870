/**
 * Whether the device is online and syncing, when it last pulled and how many writes wait: what the
 * header's sync indicator shows (client/features/offline/sync-indicator.tsx) and the /sync page
 * and the screens' "last synced" notes read. Apart from ./hooks.ts, so the indicator, which loads
 * with home, brings only the store's tables and not the directory's queries nor the request
 * schemas (docs/decisions/010, "home's boot in smaller tasks").
 */
import { useLiveQuery } from 'dexie-react-hooks';
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

export function useSyncStatus(): SyncStatus {
  const online = useOnline();
  const { syncing } = useSyncState();
  const userId = useAccountId();
  const stored = useLiveQuery(async () => {
    const last = await db.meta.get('lastSyncAt');
    return { lastSyncAt: (last?.value as number | null) ?? null, counts: countByState(await accountEntries(userId)) };
  }, [userId]);
  return {
    online,
    syncing,
    lastSyncAt: stored?.lastSyncAt ?? null,
    pendingCount: stored?.counts.pending ?? 0,
    rejectedCount: stored?.counts.rejected ?? 0,
  };
}
