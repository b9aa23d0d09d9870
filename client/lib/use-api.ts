/**
 * One GET of the API for a signed-in screen, through the one server-state client
 * (lib/server-state.ts): the data (the last answer, kept for offline use), the error (the
 * server's message or the call's default), whether the device could not reach the server, when
 * the shown answer was fetched, a reload, and a local edit of the answer (a declined quote
 * changes in place). The last data stays on screen while a reload runs or fails.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, ApiError } from './api-client';
import { useOnline } from './online';
import { apiKey, keepServerState, queryClient } from './server-state';

export function useApi<T>(path: string | null, fallback: string) {
  keepServerState();
  const online = useOnline();
  const query = useQuery(
    {
      queryKey: apiKey(path ?? ''),
      queryFn: ({ signal }) => api<T>(path!, { fallback, signal }),
      enabled: path !== null,
      // a new path (or none) keeps the last answer on screen until its own arrives
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const update = useCallback(
    (edit: (data: T) => T) =>
      queryClient.setQueryData<T>(apiKey(path ?? ''), (data) => (data === undefined ? data : edit(data))),
    [path],
  );
  const networkError = query.error instanceof ApiError && query.error.isNetwork;
  return {
    data: query.data,
    error: query.error?.message,
    /** The server cannot be reached: the device is offline, or the last ask failed for want of a connection. */
    offline: !online || networkError || query.fetchStatus === 'paused',
    loading: path !== null && query.isFetching,
    /** When the answer shown was fetched (epoch ms), 0 when there is none. */
    updatedAt: query.dataUpdatedAt,
    reload,
    update,
  };
}
