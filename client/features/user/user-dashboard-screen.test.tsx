/**
 * The customer's dashboard offline after a hire (docs/product.md "After the hire"): the answer kept
 * from before the hire lists no connected business, the device's own copy of the requests does.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { UserDashboard } from '../../../sync/answers/dashboard';
import type { QuoteRecord, SearchRecord } from '../../../sync/schemas/pull';
import { clearSession } from '../../lib/session';
import { accountKey, queryClient } from '../../lib/server-state';
import { db } from '../../store/db';
import { clearDeviceStore, setOnline } from '../../test-support/device';
import { stubNoNetwork } from '../../test-support/json-response';
import { renderInRouter } from '../../test-support/render-at';
import { signInAs, testUser } from '../../test-support/test-user';
import UserDashboardScreen from './user-dashboard-screen';
import { userKeys } from './user-keys';

const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

const keptBeforeTheHire: UserDashboard = {
  stats: {
    activeSearches: 1,
    businessesContacted: 0,
    reviewsWritten: 0,
    savedBusinesses: 0,
    monthlyGrowth: { searches: 0, contacts: 0, reviews: 0 },
  },
  recentlyContacted: [],
  recentSearches: [],
  recentReviews: [],
};

function quote(status: QuoteRecord['status']): QuoteRecord {
  return {
    id: 31,
    leadId: 21,
    searchId: 41,
    businessId: 5,
    amount: 850_000,
    message: 'Three tiers',
    estimatedDuration: '4 days',
    status,
    createdAt: at(Date.now() - DAY),
    submittedAt: at(Date.now() - DAY),
    updatedAt: at(Date.now() - 3_600_000),
    business: {
      id: 5,
      name: 'Kampala Fresh Bakery',
      rating: 4.4,
      totalReviews: 7,
      location: 'Kampala',
      city: 'Kampala',
      district: 'Kampala',
      logo: null,
      isVerified: true,
      whatsapp: null,
    },
    contact: null,
  };
}

const hiredRequest: SearchRecord = {
  id: 41,
  query: 'Wedding cake for 100 guests',
  district: 'Kampala',
  location: 'Ntinda',
  budget: null,
  minPrice: null,
  maxPrice: null,
  neededBy: 'this-month',
  details: null,
  doneAt: null,
  categoryId: 2,
  category: { id: 2, name: 'Bakeries' },
  userId: 7,
  status: 'completed',
  createdAt: at(Date.now() - DAY),
  expiresAt: at(Date.now() + 6 * DAY),
  totalBids: 1,
  totalLeads: 6,
  _count: { bids: 1, leads: 6 },
  bids: [{ id: 31, status: 'ACCEPTED', amount: 850_000, businessId: 5, businessName: 'Kampala Fresh Bakery' }],
  quotes: [quote('ACCEPTED')],
};

beforeEach(async () => {
  await clearDeviceStore();
  queryClient.clear();
  signInAs(testUser({ id: 7 }));
  // the device holds this account's own data, the hire included (store/pull-apply.ts)
  await db.mine.put({ section: 'searches', value: [hiredRequest] });
  await db.meta.put({ key: 'mineUserId', value: 7 });
  queryClient.setQueryData(accountKey(userKeys.dashboard()), { success: true, data: keptBeforeTheHire });
  setOnline(false);
  stubNoNetwork();
});
afterEach(() => {
  clearSession();
  queryClient.clear();
});

it('offline after a hire, lists the hired business under Connected Businesses', async () => {
  renderInRouter(<UserDashboardScreen />);
  const connected = (await screen.findByRole('heading', { name: 'Connected Businesses' })).closest('section')!;
  await within(connected).findByText('Kampala Fresh Bakery');
  expect(within(connected).getByText('Connected')).toBeTruthy();
  expect(within(connected).queryByText('No connected businesses yet')).toBeNull();
});
