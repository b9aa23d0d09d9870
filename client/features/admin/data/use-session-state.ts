import { useCallback, useState } from 'react';
import { readStored, removeStored, writeStored } from './admin-cache';

/**
 * A screen's state kept for the tab's session (the last bulk change and its Undo): it survives
 * leaving the screen and reloading the tab, and goes on sign-out (query-store.ts
 * clearAdminData). null: nothing kept.
 */
export function useSessionState<T>(key: string): [T | null, (value: T | null) => void] {
  const [value, setValue] = useState<T | null>(() => readStored<T>(key));
  const set = useCallback(
    (next: T | null) => {
      setValue(next);
      if (next === null) removeStored(key);
      else writeStored(key, next);
    },
    [key],
  );
  return [value, set];
}
