/**
 * One entry per admin list (key = path plus filters): its data, when it was saved, and how the
 * last load ended. Loads write the entry; screens read it through useAdminQuery. A load that
 * fails for lack of a connection keeps the last data and marks the entry offline, so the
 * screen can say so plainly; any other failure keeps the data and carries the message.
 */
import { ApiError } from '../../../lib/api-client';
import { clearStored, readStored, writeStored } from './admin-cache';

export type QueryEntry<T = unknown> = {
  data: T | undefined;
  savedAt: number | null;
  error: string | null;
  offline: boolean;
  loading: boolean;
};

const entries = new Map<string, QueryEntry>();
const inflight = new Map<string, AbortController>();
const listeners = new Set<() => void>();

export function subscribeQueries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function queryEntry<T>(key: string): QueryEntry<T> {
  let entry = entries.get(key);
  if (!entry) {
    const stored = readStored<T>(key);
    entry = { data: stored?.data, savedAt: stored?.savedAt ?? null, error: null, offline: false, loading: true };
    entries.set(key, entry);
  }
  return entry as QueryEntry<T>;
}

function patch(key: string, change: Partial<QueryEntry>) {
  entries.set(key, { ...queryEntry(key), ...change });
  listeners.forEach((l) => l());
}

export async function runQuery<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Promise<void> {
  inflight.get(key)?.abort();
  const controller = new AbortController();
  inflight.set(key, controller);
  patch(key, { loading: true });
  try {
    const data = await load(controller.signal);
    if (controller.signal.aborted) return;
    const savedAt = Date.now();
    writeStored(key, { data, savedAt });
    patch(key, { data, savedAt, error: null, offline: false, loading: false });
  } catch (err) {
    if (inflight.get(key) !== controller) return;
    if (controller.signal.aborted) patch(key, { loading: false });
    else if (err instanceof ApiError && err.isNetwork) patch(key, { offline: true, error: null, loading: false });
    else patch(key, { error: (err as Error).message, offline: false, loading: false });
  } finally {
    if (inflight.get(key) === controller) inflight.delete(key);
  }
}

export function cancelQuery(key: string) {
  inflight.get(key)?.abort();
}

/** A local change after a successful action (status changed, row deleted): kept as the last data. */
export function updateQuery<T>(key: string, change: (current: T) => T) {
  const current = queryEntry<T>(key);
  if (current.data === undefined) return;
  const data = change(current.data);
  const savedAt = current.savedAt ?? Date.now();
  writeStored(key, { data, savedAt });
  patch(key, { data });
}

/** Sign-out: nothing of the platform's data stays on the device. */
export function clearAdminData() {
  inflight.forEach((c) => c.abort());
  inflight.clear();
  entries.clear();
  clearStored();
  listeners.forEach((l) => l());
}
