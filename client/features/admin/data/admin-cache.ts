/**
 * Admin screens' state kept for the tab's session in sessionStorage (use-session-state.ts: the
 * last bulk change and its Undo), and when it was saved. Session-scoped and cleared on sign-out:
 * it names the platform's data. Only the most recently used entries are kept. (The lists' own
 * answers are in the server-state client: query-store.ts.)
 */

export type CacheEntry<T> = { data: T; savedAt: number };

const PREFIX = 'soko-admin-cache:';
const INDEX_KEY = 'soko-admin-cache-index';
/** Lists kept at most; the least recently saved go first. */
export const ADMIN_CACHE_MAX_LISTS = 40;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readIndex(s: Storage): string[] {
  try {
    const keys = JSON.parse(s.getItem(INDEX_KEY) ?? '[]') as unknown;
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export function readStored<T>(key: string): CacheEntry<T> | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as CacheEntry<T>) : null;
  } catch {
    return null;
  }
}

export function writeStored<T>(key: string, entry: CacheEntry<T>) {
  const s = storage();
  if (!s) return;
  const index = readIndex(s).filter((k) => k !== key);
  index.push(key);
  const text = JSON.stringify(entry);
  // Evict the oldest lists beyond the cap, and more while the storage is full.
  while (index.length > 0) {
    while (index.length > ADMIN_CACHE_MAX_LISTS) s.removeItem(PREFIX + index.shift()!);
    try {
      s.setItem(PREFIX + key, text);
      s.setItem(INDEX_KEY, JSON.stringify(index));
      return;
    } catch {
      if (index.length === 1) return; // this list alone does not fit: the memory copy still serves this tab
      s.removeItem(PREFIX + index.shift()!);
    }
  }
}

export function removeStored(key: string) {
  const s = storage();
  if (!s) return;
  try {
    s.removeItem(PREFIX + key);
    s.setItem(INDEX_KEY, JSON.stringify(readIndex(s).filter((k) => k !== key)));
  } catch {
    // storage unavailable: nothing kept to remove
  }
}

export function clearStored() {
  const s = storage();
  if (!s) return;
  for (const key of Object.keys(s)) if (key.startsWith(PREFIX)) s.removeItem(key);
  s.removeItem(INDEX_KEY);
}
