/**
 * My Business while the first signed-in pull lands: the screen shows the API's copy, then the
 * store's, and never "no business" or "loading" in between (a form being filled on it would be
 * unmounted and lose what was typed: the verification e2e flake of stop 24).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../sync/schemas/auth';
import { clearSession, signedIn } from '../../lib/session';
import { db } from '../../store/db';
import { testToken } from '../../store/fake-server';
import { storedBusiness } from '../../store/test-records';
import { useMyBusiness } from './use-my-business';

const vendor: PublicUser = {
  id: 4,
  name: 'Sarah Namuli',
  firstName: 'Sarah',
  lastName: 'Namuli',
  email: 'vendor@example.com',
  phoneNumber: null,
  avatar: null,
  role: 'VENDOR',
  isActive: true,
  isVerified: true,
  location: null,
  bio: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  signedIn({ user: vendor, accessToken: testToken(), refreshToken: 'refresh' });
  const fromApi = storedBusiness({ id: 9, name: 'Bakery (from the API)' });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ business: fromApi }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

it('keeps showing a business while the own data arrives in the store', async () => {
  const seen: (string | null | undefined)[] = [];
  const { result } = renderHook(() => {
    const answer = useMyBusiness();
    seen.push(answer.business === undefined ? undefined : (answer.business?.name ?? null));
    return answer;
  });
  await waitFor(() => expect(result.current.business?.name).toBe('Bakery (from the API)'));

  // what pull-apply.ts writes at the end of a signed-in pull, in one transaction
  await act(() =>
    db.transaction('rw', [db.mine, db.meta], async () => {
      await db.mine.put({ section: 'business', value: storedBusiness({ id: 9, name: 'Bakery (from the store)' }) });
      await db.meta.put({ key: 'mineUserId', value: vendor.id });
    }),
  );
  await waitFor(() => expect(result.current.business?.name).toBe('Bakery (from the store)'));

  const firstShown = seen.findIndex((name) => name !== undefined);
  expect(seen.slice(firstShown).every((name) => typeof name === 'string')).toBe(true);
});
