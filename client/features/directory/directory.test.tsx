import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearSession, signedIn } from '../../lib/session';
import { readDirectoryParams, writeDirectoryParams } from './use-directory-params';
import { OFFLINE_NOTE, SAVED_NOTE, useSaveRequest } from './use-save-request';

it('mirrors the filters in query, priceRange, service, categoryId and sortBy', () => {
  const params = writeDirectoryParams({
    categoryId: 3,
    service: 'Bakeries',
    query: ' birthday cake ',
    priceRange: '50000-200000',
    sortBy: 'response',
  });
  expect(params.toString()).toBe(
    'query=birthday+cake&priceRange=50000-200000&service=Bakeries&categoryId=3&sortBy=response',
  );
  expect(readDirectoryParams(params)).toEqual({
    categoryId: 3,
    service: 'Bakeries',
    query: 'birthday cake',
    priceRange: '50000-200000',
    sortBy: 'response',
  });
  expect(readDirectoryParams(new URLSearchParams('categoryId=x&sortBy=cheapest'))).toEqual({
    categoryId: undefined,
    service: '',
    query: '',
    priceRange: '',
    sortBy: 'relevance',
  });
});

const person = (role: 'USER' | 'VENDOR') => ({
  user: {
    id: 9,
    name: 'A B',
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.com',
    phoneNumber: null,
    avatar: null,
    role,
    isActive: true,
    isVerified: true,
    location: null,
    bio: null,
    createdAt: '2024-12-01T00:00:00Z',
  },
  accessToken: 'a.b.c',
  refreshToken: 'r',
});

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock
    .mockReset()
    .mockResolvedValue(
      new Response('{"success":true}', { status: 201, headers: { 'content-type': 'application/json' } }),
    );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

it('a signed-in USER with a need creates the service request and sees the note for 4 s', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signedIn(person('USER'));
  const { result } = renderHook(() => useSaveRequest());
  await act(() => result.current.save({ query: ' cake for 30 ', categoryId: 3, minPrice: 50_000, maxPrice: 200_000 }));
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/searches');
  expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
    query: 'cake for 30',
    categoryId: 3,
    budget: 200_000,
    minPrice: 50_000,
    maxPrice: 200_000,
  });
  expect(result.current.note).toEqual({ tone: 'success', text: SAVED_NOTE });
  await act(() => vi.advanceTimersByTimeAsync(4000));
  expect(result.current.note).toBeNull();
});

it('saves nothing for visitors, vendors or an empty need, and says so plainly offline', async () => {
  const { result, rerender } = renderHook(() => useSaveRequest());
  await act(() => result.current.save({ query: 'cake', categoryId: 3 }));
  signedIn(person('VENDOR'));
  rerender();
  await act(() => result.current.save({ query: 'cake', categoryId: 3 }));
  signedIn(person('USER'));
  rerender();
  await act(() => result.current.save({ query: '   ', categoryId: 3 }));
  expect(fetchMock).not.toHaveBeenCalled();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await act(() => result.current.save({ query: 'cake', categoryId: 3 }));
  expect(fetchMock).not.toHaveBeenCalled();
  expect(result.current.note).toEqual({ tone: 'info', text: OFFLINE_NOTE });
});
