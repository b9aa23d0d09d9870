/**
 * One GET of the API for a screen, through the one server-state client (lib/server-state.ts):
 * the data (the last answer, kept for offline use), the error (the server's message or the
 * call's default), whether the device could not reach the server, when the shown answer was
 * fetched, a reload, and a local edit of the answer (a declined quote changes in place). The
 * last data stays on screen while a reload runs or fails.
 */
import { keepPreviousData, skipToken, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AnswerTo, ApiPath } from '../../sync/api-contract';
import { api, ApiError } from './api-client';
import { useOnline } from './connectivity';
import { accountKey, keepServerState, queryClient } from './server-state';

type ServerQueryOptions<T> = {
  /** The answer's key, from its feature's key factory; kept under the signed-in account (accountKey). */
  key: QueryKey;
  load: (signal: AbortSignal) => Promise<T>;
  /** false: nothing to ask yet (the path is not known). */
  enabled?: boolean;
  /** Until the answer of a new key arrives, show the last key's (a page of a list). */
  keepPrevious?: boolean;
  /** 0: asked again whenever shown (the admin's lists); else the client's minute. */
  staleTime?: number;
  /** false: a refusal is left to the screen's Retry; else 5xx are tried twice more. */
  retry?: false;
  /** The path asked, kept with the answer (its meta, not its key): the kept cache says what each answer is. */
  path?: string;
};

/** The shared core of useApi and the admin's useAdminQuery (features/admin/data/use-admin-query.ts). */
export function useServerQuery<T>({
  key,
  load,
  enabled = true,
  keepPrevious,
  staleTime,
  retry,
  path,
}: ServerQueryOptions<T>) {
  keepServerState();
  const online = useOnline();
  const queryKey = accountKey(key);
  const query = useQuery(
    {
      queryKey,
      // with nothing to ask, no refetch of any kind (a kept reload, a refetch of every answer) can call load
      queryFn: enabled ? ({ signal }) => load(signal) : skipToken,
      enabled,
      ...(keepPrevious && { placeholderData: keepPreviousData }),
      ...(staleTime !== undefined && { staleTime }),
      ...(retry === false && { retry }),
      ...(path && { meta: { path } }),
    },
    queryClient,
  );
  // a query with nothing to ask (no path yet) is never fetched, not even by a reload kept from a
  // render when it had a path (a mutation's onSuccess): the query's state now decides, not the closure
  const hash = JSON.stringify(queryKey);
  const reload = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: JSON.parse(hash) as QueryKey, exact: true, type: 'active' });
  }, [hash]);
  const update = (edit: (data: T) => T) =>
    queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? data : edit(data)));
  const networkError = query.error instanceof ApiError && query.error.isNetwork;
  return {
    data: query.data,
    error: query.error?.message,
    /** The last ask failed for want of a connection (its message says only that). */
    networkError,
    /** The server cannot be reached: the device is offline, or the last ask failed for want of a connection. */
    offline: !online || networkError || query.fetchStatus === 'paused',
    loading: enabled && query.isFetching,
    /** When the answer shown was fetched (epoch ms), 0 when there is none. */
    updatedAt: query.dataUpdatedAt,
    reload,
    update,
  };
}

/**
 * A screen's GET of `path` (null: nothing to ask yet), kept under `key` from the feature's key
 * factory (features/user/user-keys.ts…); the answer's type comes from the path (sync/api-contract.ts).
 */
export function useApi<P extends ApiPath<'GET'>>(key: QueryKey, path: P | null, fallback: string) {
  return useServerQuery<AnswerTo<'GET', P>>({
    key,
    load: (signal) => api(path!, { fallback, signal }),
    enabled: path !== null,
    keepPrevious: true,
    path: path ?? undefined,
  });
}
