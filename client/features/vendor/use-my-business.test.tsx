/**
 * My Business while the first signed-in pull lands: the screen shows the API's copy, then the
 * store's, and never "no business" or "loading" in between (a form being filled on it would be
 * unmounted and lose what was typed: the verification e2e flake of stop 24).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { clearSession } from '../../lib/session';
import { db } from '../../store/db';
import { storedBusiness } from '../../test-support/test-records';
import { clearDeviceStore } from '../../test-support/device';
import { stubFetchJson } from '../../test-support/json-response';
import { signInAs, testVendor } from '../../test-support/test-user';
import { useMyBusiness } from './use-my-business';

beforeEach(async () => {
  await clearDeviceStore();
  signInAs(testVendor);
  const fromApi = storedBusiness({ id: 9, name: 'Bakery (from the API)' });
  stubFetchJson({ business: fromApi });
});

afterEach(() => {
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
      await db.meta.put({ key: 'mineUserId', value: testVendor.id });
    }),
  );
  await waitFor(() => expect(result.current.business?.name).toBe('Bakery (from the store)'));

  const firstShown = seen.findIndex((name) => name !== undefined);
  expect(seen.slice(firstShown).every((name) => typeof name === 'string')).toBe(true);
});
