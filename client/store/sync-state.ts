/** Whether a sync run is in progress (in memory, per tab), for useSyncStatus. */
import { useSyncExternalStore } from 'react';

export type SyncState = { syncing: boolean };

let state: SyncState = { syncing: false };
const listeners = new Set<() => void>();

export function setSyncState(patch: Partial<SyncState>): void {
  const next = { ...state, ...patch };
  if (next.syncing === state.syncing) return;
  state = next;
  listeners.forEach((l) => l());
}

export function getSyncState(): SyncState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribe, getSyncState, getSyncState);
}
