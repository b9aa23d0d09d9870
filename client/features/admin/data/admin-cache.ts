/**
 * Admin screens' state kept for the tab's session in sessionStorage: the last bulk change of each
 * moderation queue and its Undo (use-session-state.ts). Session-scoped and cleared on sign-out
 * (query-store.ts clearAdminData): it names the platform's data. One entry per queue, so nothing
 * needs evicting; storage that is full or unavailable leaves the screen's own copy for this tab.
 */

const PREFIX = 'soko-admin-cache:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as { data: T }).data : null;
  } catch {
    return null;
  }
}

export function writeStored<T>(key: string, data: T) {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ data }));
  } catch {
    // full: the screen still shows its notice until the tab is reloaded
  }
}

export function removeStored(key: string) {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // storage unavailable: nothing kept to remove
  }
}

export function clearStored() {
  const s = storage();
  if (!s) return;
  for (const key of Object.keys(s)) if (key.startsWith(PREFIX)) s.removeItem(key);
}
