/** Declining a quote is asked first (docs/product.md "Quotes"): a slip of the thumb cannot turn a business away. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { QuoteRecord } from '../../../sync/schemas/pull';
import { clearSession } from '../../lib/session';
import { stubFetchJson } from '../../test-support/json-response';
import { signInAs, testUser } from '../../test-support/test-user';
import { useQuoteActions } from './use-quote-actions';

const quote = {
  id: 31,
  searchId: 41,
  status: 'PENDING',
  amount: 850_000,
  business: { id: 5, name: 'Kampala Fresh Bakery' },
} as QuoteRecord;

afterEach(() => clearSession());

function declineWith(answer: boolean) {
  signInAs(testUser());
  const fetchMock = stubFetchJson({ success: true, bid: { ...quote, status: 'DECLINED' } });
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(answer);
  const onDeclined = vi.fn();
  const { result } = renderHook(() => useQuoteActions({ onAccepted: vi.fn(), onDeclined }));
  act(() => result.current.decline(quote));
  return { fetchMock, confirm, onDeclined };
}

it('asks before declining, naming the business, and declines only when the customer says yes', async () => {
  const { fetchMock, confirm, onDeclined } = declineWith(true);
  expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Kampala Fresh Bakery'));
  await waitFor(() => expect(onDeclined).toHaveBeenCalled());
  expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method])).toEqual([['/api/bids/31/decline', 'PATCH']]);
});

it('declines nothing when the customer changes their mind', async () => {
  const { fetchMock, confirm, onDeclined } = declineWith(false);
  expect(confirm).toHaveBeenCalled();
  await new Promise((r) => setTimeout(r, 50));
  expect(fetchMock).not.toHaveBeenCalled();
  expect(onDeclined).not.toHaveBeenCalled();
});
