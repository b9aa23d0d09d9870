import { useServerQuery } from '../../../lib/use-api';
import type { AdminListKey } from './admin-keys';

export type AdminQuery<T> = {
  data: T | undefined;
  /** When the data shown was loaded (epoch ms), null when nothing was. */
  updatedAt: number | null;
  /** The server's message (or the call's default) when the last load was refused or failed. */
  error: string | null;
  /** The server cannot be reached: the browser says offline, or the last load found no connection. */
  offline: boolean;
  loading: boolean;
  reload: () => void;
  /** Applies a local change to the loaded data (and to the copy kept for offline use). */
  update: (change: (current: T) => T) => void;
};

/**
 * Loads an admin list through the server-state client (lib/use-api.ts, query-store.ts), kept under
 * its key (admin-keys.ts): on mount and whenever its key changes (admin data is always asked again), on reload() and when the
 * connection returns; the last loaded data of that list shows meanwhile and offline. A refusal
 * is not retried by itself: the screen shows it with Retry.
 */
export function useAdminQuery<T>(key: AdminListKey, load: (signal: AbortSignal) => Promise<T>): AdminQuery<T> {
  const { data, error, networkError, offline, loading, updatedAt, reload, update } = useServerQuery<T>({
    key,
    load,
    staleTime: 0,
    retry: false,
  });
  return {
    data,
    updatedAt: updatedAt || null,
    error: error && !networkError ? error : null,
    offline,
    loading,
    reload,
    update,
  };
}
