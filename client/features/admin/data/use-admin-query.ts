import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cancelQuery, queryEntry, runQuery, subscribeQueries, updateQuery, type QueryEntry } from './query-store';

export type AdminQuery<T> = QueryEntry<T> & {
  reload: () => void;
  /** Applies a local change to the loaded data (and to the copy kept for offline use). */
  update: (change: (current: T) => T) => void;
};

/**
 * Loads an admin list on mount, whenever its key changes, on reload() and when the connection
 * returns; shows the last loaded data meanwhile.
 */
export function useAdminQuery<T>(key: string, load: (signal: AbortSignal) => Promise<T>): AdminQuery<T> {
  const entry = useSyncExternalStore(
    subscribeQueries,
    () => queryEntry<T>(key),
    () => queryEntry<T>(key),
  );
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void runQuery(key, (signal) => loadRef.current(signal));
    return () => cancelQuery(key);
  }, [key, attempt]);

  useEffect(() => {
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (current: T) => T) => updateQuery(key, change), [key]);
  return { ...entry, reload, update };
}
