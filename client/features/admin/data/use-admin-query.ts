import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/online';
import { keepServerState, queryClient } from '../../../lib/server-state';
import { adminKey } from './query-store';

export type AdminQuery<T> = {
  data: T | undefined;
  /** When the data shown was loaded (epoch ms), null when nothing was. */
  savedAt: number | null;
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
 * Loads an admin list through the server-state client (query-store.ts): on mount and whenever
 * its key changes (admin data is always asked again), on reload() and when the connection
 * returns; the last loaded data of that list shows meanwhile and offline. A refusal is not
 * retried by itself: the screen shows it with Retry.
 */
export function useAdminQuery<T>(key: string, load: (signal: AbortSignal) => Promise<T>): AdminQuery<T> {
  keepServerState();
  const online = useOnline();
  const query = useQuery(
    { queryKey: adminKey(key), queryFn: ({ signal }) => load(signal), staleTime: 0, retry: false },
    queryClient,
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const update = useCallback(
    (change: (current: T) => T) =>
      queryClient.setQueryData<T>(adminKey(key), (data) => (data === undefined ? data : change(data))),
    [key],
  );
  const networkError = query.error instanceof ApiError && query.error.isNetwork;
  return {
    data: query.data,
    savedAt: query.dataUpdatedAt || null,
    error: query.error && !networkError ? query.error.message : null,
    offline: !online || networkError || query.fetchStatus === 'paused',
    loading: query.isFetching,
    reload,
    update,
  };
}
