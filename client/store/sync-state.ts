/**
 * Whether a sync run is in progress, and which offline area is downloading with the bytes
 * received so far (in memory, per tab), for useSyncStatus and the /sync page.
 */
import { useSyncExternalStore } from 'react';

export type AreaProgress = { district: string; received: number };
export type SyncState = { syncing: boolean; area: AreaProgress | null };

let state: SyncState = { syncing: false, area: null };
const listeners = new Set<() => void>();

export function setSyncState(patch: Partial<SyncState>): void {
  const next = { ...state, ...patch };
  if (next.syncing === state.syncing && next.area === state.area) return;
  state = next;
  listeners.forEach((l) => l());
}

function getSyncState(): SyncState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribe, getSyncState, getSyncState);
}
