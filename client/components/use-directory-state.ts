/**
 * Whether the synced directory can answer yet: lists read the device's store, which is empty
 * until the first pull lands. Before that they show loading while online, and say plainly that
 * a connection is needed once when offline, instead of claiming "nothing found".
 */
import { useEffect, useRef } from 'react';
import { afterFirstScreen } from '../app/first-screen';
import { useSyncStatus } from '../store/hooks';

export type DirectoryState = 'ready' | 'loading' | 'unavailable';

/**
 * The sync engine and what it brings (the pull, the outbox's schemas, the phone numbers' metadata)
 * load on their own, not with the list's script: a page sent with its content then evaluates its
 * own modules in a shorter task (bench row 13).
 */
function startSyncEngine() {
  void import('../store/sync-engine')
    .then((m) => m.startSyncEngine())
    .catch((err: unknown) => console.warn('Offline sync could not start', err));
}

export function useDirectoryState(hasData: boolean | undefined): DirectoryState {
  const { online, lastSyncAt } = useSyncStatus();
  // a list opened first (a deep link) needs the directory now, not when the browser is idle; a
  // screen that has what it shows from its first render (a profile the server sent) does not
  const hadData = useRef(hasData === true);
  useEffect(() => (hadData.current ? afterFirstScreen(startSyncEngine) : startSyncEngine()), []);
  if (hasData === undefined) return 'loading';
  if (hasData || lastSyncAt !== null) return 'ready';
  return online ? 'loading' : 'unavailable';
}

// the sentence itself, in the reader's language, is drawn by ./directory-unavailable.tsx
export { DIRECTORY_OFFLINE_HINT } from './directory-unavailable';
