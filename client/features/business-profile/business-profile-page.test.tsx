/**
 * A profile whose fetch fails while the browser says online (docs/product.md "A connection that
 * lies"), on a phone that keeps only chosen areas: "Business not found" only when the server said
 * so (404); a proxy's answer means no connection, and the server's own trouble says it failed.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { db } from '../../store/db';
import { storedBusiness } from '../../test-support/test-records';
import { clearDeviceStore, setOnline } from '../../test-support/device';
import { jsonResponse, stubFetch } from '../../test-support/json-response';
import { renderAt } from '../../test-support/render-at';
import BusinessProfilePage from './business-profile-page';

beforeEach(async () => {
  await clearDeviceStore();
  clearSession();
  // a phone that has synced before, keeping only chosen areas
  await db.meta.bulkPut([
    { key: 'mode', value: 'scoped' },
    { key: 'lastSyncAt', value: Date.now() - 60_000 },
  ]);
  setOnline(true);
});
afterEach(() => clearSession());

/** The server, or what answers in its place, for the profile's calls; the rest answer nothing new. */
function answerProfile(details: () => Response) {
  stubFetch(
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/businesses/details/')) return details();
      if (url.startsWith('/api/reviews/business/')) return jsonResponse({ success: true, data: [] });
      if (url.startsWith('/api/sync/pull')) return new Response(null, { status: 204 });
      return jsonResponse({ success: true });
    }),
  );
}

const openProfile = () => renderAt('/business-profile/12', { '/business-profile/:id': <BusinessProfilePage /> });

it('a proxy answering 502 in plain text: No connection, never "Business not found"', async () => {
  answerProfile(() => new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
  openProfile();
  await screen.findByText('No connection', { exact: true });
  expect(screen.queryByText('Business not found')).toBeNull();
});

it('the server in trouble (500): says the profile failed to load, with Try again, not "Business not found"', async () => {
  answerProfile(() => jsonResponse({ success: false, message: 'Something went wrong' }, 500));
  openProfile();
  await screen.findByText('Something went wrong');
  expect(screen.getByRole('button', { name: /Try again/i })).toBeTruthy();
  expect(screen.queryByText('Business not found')).toBeNull();
});

it('the kept copy shows when the fetch fails', async () => {
  answerProfile(() => new Response(null, { status: 504 }));
  // kept as an opened profile is, with its view in the same transaction (seen-first.ts keepProfile):
  // on a scoped phone a business nothing keeps is dropped by the next sync's eviction
  // (device-scope.ts evictUnkept), which the sync engine an earlier test's page started may run
  await db.transaction('rw', [db.businesses, db.seen], async () => {
    await db.businesses.put(storedBusiness({ id: 12, name: 'Kampala Fresh Bakery' }));
    await db.seen.put({ businessId: 12, seenAt: Date.now() });
  });
  openProfile();
  await screen.findByRole('heading', { level: 1, name: 'Kampala Fresh Bakery' });
  expect(screen.queryByText('Business not found')).toBeNull();
});

it('the server says it has no such business (404): Business not found', async () => {
  answerProfile(() => jsonResponse({ success: false, message: 'Business not found' }, 404));
  openProfile();
  await screen.findByText('Business not found');
});
