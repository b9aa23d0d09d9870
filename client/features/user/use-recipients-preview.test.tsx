/**
 * The Get quotes preview's count (use-recipients-preview.ts): asked of the server through the
 * server-state client, once for a category and district, and not at all offline (null).
 */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { clearSession } from '../../lib/session';
import { clearDeviceStore } from '../../test-support/device';
import { stubFetchJson } from '../../test-support/json-response';
import { signInAs, testUser } from '../../test-support/test-user';
import { useRecipientsPreview } from './use-recipients-preview';

beforeEach(async () => {
  await clearDeviceStore();
  signInAs(testUser());
});
afterEach(clearSession);

it('asks how many businesses a request reaches, and answers the same request again without asking', async () => {
  const fetchMock = stubFetchJson({ success: true, recipients: 4, inDistrict: 3, region: null });
  const request = { categoryId: 2, district: 'Gulu' };
  const first = renderHook(() => useRecipientsPreview(request));
  await waitFor(() => expect(first.result.current.result?.recipients).toBe(4));
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/searches/preview?categoryId=2&district=Gulu']);
  first.unmount();
  const again = renderHook(() => useRecipientsPreview(request));
  expect(again.result.current.result?.inDistrict).toBe(3);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('asks nothing offline', () => {
  const fetchMock = stubFetchJson({ success: true, recipients: 4, inDistrict: 3, region: null });
  const { result } = renderHook(() => useRecipientsPreview(null));
  expect(result.current).toEqual({});
  expect(fetchMock).not.toHaveBeenCalled();
});

it('says when the count could not be had', async () => {
  stubFetchJson({ success: false, message: 'Too many previews, please wait' }, 429);
  const { result } = renderHook(() => useRecipientsPreview({ categoryId: 2, district: 'Lira' }));
  await waitFor(() => expect(result.current.error).toBe('Too many previews, please wait'));
  expect(result.current.result).toBeUndefined();
});
