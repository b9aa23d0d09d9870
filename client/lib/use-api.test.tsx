import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { stubFetchJson } from '../test-support/json-response';
import { accountKey, queryClient } from './server-state';
import { useApi } from './use-api';

/** Any key of a feature's factory would do: the hook keeps the answer under it. */
const key = ['my-searches'] as const;

it('a reload of a query with nothing to ask fetches nothing (it once asked /apinull)', async () => {
  const fetchMock = stubFetchJson({ success: true, searches: [] });
  const { result } = renderHook(() => useApi(key, null as '/searches/my-searches' | null, 'Failed to fetch searches'));
  act(() => result.current.reload());
  await new Promise((r) => setTimeout(r, 50));
  expect(fetchMock).not.toHaveBeenCalled();
});

it('a reload of a named query asks its path again', async () => {
  const fetchMock = stubFetchJson({ success: true, searches: [] });
  const { result } = renderHook(() => useApi(key, '/searches/my-searches', 'Failed to fetch searches'));
  await waitFor(() => expect(result.current.data).toEqual({ success: true, searches: [] }));
  act(() => result.current.reload());
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/searches/my-searches', '/api/searches/my-searches']);
});

it('keeps the path it asked with the answer, outside its key', async () => {
  stubFetchJson({ success: true, searches: [] });
  const { result } = renderHook(() => useApi(key, '/searches/my-searches', 'Failed to fetch searches'));
  await waitFor(() => expect(result.current.data).toBeDefined());
  expect(queryClient.getQueryCache().find({ queryKey: accountKey(key), exact: true })?.meta).toEqual({
    path: '/searches/my-searches',
  });
});

it('a reload kept from when the path was known fetches nothing once the path is gone', async () => {
  // a mutation's onSuccess runs the reload of the render it started in: the device's own copy
  // may have arrived meanwhile, leaving the query nothing to ask (features/user/use-my-searches.ts)
  const fetchMock = stubFetchJson({ success: true, searches: [] });
  const { result, rerender } = renderHook(
    ({ path }: { path: '/searches/my-searches' | null }) => useApi(key, path, 'Failed to fetch searches'),
    { initialProps: { path: '/searches/my-searches' } },
  );
  await waitFor(() => expect(result.current.data).toBeDefined());
  const keptReload = result.current.reload;
  rerender({ path: null });
  act(() => keptReload());
  await new Promise((r) => setTimeout(r, 50));
  expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/searches/my-searches']);
});

it('a refetch of every kept answer never asks a query with nothing to ask', async () => {
  const fetchMock = stubFetchJson({ success: true, searches: [] });
  const { result, rerender, unmount } = renderHook(
    ({ path }: { path: '/searches/my-searches' | null }) => useApi(key, path, 'Failed to fetch searches'),
    { initialProps: { path: '/searches/my-searches' } },
  );
  await waitFor(() => expect(result.current.data).toBeDefined());
  rerender({ path: null });
  unmount();
  await act(() => queryClient.refetchQueries());
  expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/searches/my-searches']);
});
