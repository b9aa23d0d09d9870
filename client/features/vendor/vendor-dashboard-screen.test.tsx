/**
 * The vendor dashboard's Insights from the API, and what it shows when the API cannot
 * be reached: the business and leads the device holds, said to be from the last sync (it no longer
 * goes blank offline).
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchJson } from '../../test-support/json-response';
import { renderInRouter } from '../../test-support/render-at';
import type { VendorLead } from './lead-view';
import type { VendorDashboard } from '../../../sync/answers/dashboard';
import VendorDashboardScreen from './vendor-dashboard-screen';

const HOUR = 3_600_000;
const device = vi.hoisted(() => ({
  ready: true as boolean,
  leads: [] as unknown[],
  lastSyncAt: null as number | null,
}));
vi.mock('./use-my-business', () => ({
  useMyBusiness: () => ({
    business: { id: 5, name: 'Mama Bakes', visits: 40, rating: 4.5, totalReviews: 3 },
    reload: vi.fn(),
  }),
}));
vi.mock('../../store/hooks', () => ({
  // the store answers leads only once it holds the account's own data (store/hooks.ts)
  useMyLeads: () => (device.ready ? device.leads : undefined),
  useSyncStatus: () => ({ lastSyncAt: device.lastSyncAt }),
}));

const months = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
const answer: VendorDashboard = {
  business: { id: 5, name: 'Mama Bakes', rating: 4.5, visits: 41 },
  stats: {
    pageVisits: 41,
    totalReviews: 3,
    currentLeads: 2,
    totalBids: 5,
    averageRating: 4.5,
    monthlyGrowth: { pageVisits: 0, reviews: 0, leads: 0, bids: 0 },
  },
  insights: {
    quoted: 5,
    won: 3,
    winRate: 60,
    medianMinutesToQuote: 30,
    months: months.map((month, i) => ({ month, leads: i, wins: i % 2 })),
  },
  recentActivity: [{ message: 'New lead: Wedding cake', time: new Date().toISOString(), icon: 'inbox', color: 'blue' }],
  recentLeads: [],
  recentReviews: [],
};

function storedLead(id: number, query: string, quote?: 'PENDING' | 'ACCEPTED'): VendorLead {
  const createdAt = new Date(Date.now() - id * HOUR).toISOString();
  return {
    id,
    status: quote ? 'BID_SENT' : 'NEW',
    canBid: !quote,
    createdAt,
    expiresAt: new Date(Date.now() + 5 * 24 * HOUR).toISOString(),
    existingBid: quote
      ? {
          amount: 90_000,
          message: 'Fresh',
          estimatedDuration: '1 day',
          status: quote,
          submittedAt: new Date(Date.parse(createdAt) + 20 * 60_000).toISOString(),
        }
      : null,
    search: {
      query,
      district: 'Kampala',
      location: 'Ntinda',
      budget: 400_000,
      minPrice: 200_000,
      maxPrice: 400_000,
      createdAt,
      expiresAt: new Date(Date.now() + 5 * 24 * HOUR).toISOString(),
      status: 'active',
      totalBids: 1,
      category: { name: 'Bakeries' },
      user: { firstName: 'Amina', lastName: 'Nakato', phone: null },
    },
  };
}

beforeEach(() => {
  device.ready = true;
  device.lastSyncAt = Date.UTC(2025, 5, 15, 9, 30);
  device.leads = [
    storedLead(1, 'Wedding cake'),
    storedLead(2, 'Cupcakes', 'ACCEPTED'),
    storedLead(3, 'Scones', 'PENDING'),
  ];
});

const unreachable = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
const renderScreen = () => renderInRouter(<VendorDashboardScreen />);
const tile = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: '.stat-label' }).previousElementSibling?.textContent;

describe('vendor dashboard insights', () => {
  it('shows the win rate, the median time to quote and the months from the API', async () => {
    stubFetchJson({ success: true, data: answer });
    renderScreen();
    const insights = await screen.findByRole('region', { name: 'Insights' });
    expect(tile(insights, 'Win rate')).toBe('60%');
    expect(within(insights).getByText('3 won of 5 quotes')).toBeTruthy();
    expect(tile(insights, 'Time to quote')).toBe('30 min');
    const rows = within(insights)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Jan00', 'Feb11', 'Mar20', 'Apr31', 'May40', 'Jun51']);
    expect(insights.querySelector('svg[viewBox]')?.getAttribute('width')).toBe('100%');
    expect(screen.getByText('New lead: Wedding cake')).toBeTruthy();
    expect(screen.queryByText(/from the last sync/)).toBeNull();
  });

  it('shows dashes before the first quote', async () => {
    stubFetchJson({
      success: true,
      data: {
        ...answer,
        insights: {
          quoted: 0,
          won: 0,
          winRate: null,
          medianMinutesToQuote: null,
          months: months.map((m) => ({ month: m, leads: 0, wins: 0 })),
        },
      },
    });
    renderScreen();
    const insights = await screen.findByRole('region', { name: 'Insights' });
    expect(tile(insights, 'Win rate')).toBe('–');
    expect(within(insights).getByText('No quotes yet')).toBeTruthy();
    expect(tile(insights, 'Time to quote')).toBe('–');
  });
});

describe('vendor dashboard offline', () => {
  it('shows the figures the device holds, said to be from the last sync', async () => {
    unreachable();
    renderScreen();
    await screen.findByText(/You are offline: these figures are from the last sync/);
    expect(screen.queryByRole('alert')).toBeNull();
    const stats = screen.getByText('Page Visits').closest('.stat-grid') as HTMLElement;
    expect(tile(stats, 'Page Visits')).toBe('40');
    expect(tile(stats, 'Reviews')).toBe('3');
    expect(tile(stats, 'Current Leads')).toBe('1');
    expect(tile(stats, 'Total Bids')).toBe('2');
    const insights = screen.getByRole('region', { name: 'Insights' });
    expect(tile(insights, 'Win rate')).toBe('50%');
    expect(tile(insights, 'Time to quote')).toBe('20 min');
    const recent = screen.getByRole('region', { name: 'Recent Leads' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Wedding cake', 'Cupcakes', 'Scones']);
    expect(within(recent).getAllByText(/USh 200,000 – 400,000/)).toHaveLength(3);
  });

  it('says the API cannot be reached when the device holds nothing of the account yet', async () => {
    device.ready = false;
    unreachable();
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('No connection');
    expect(screen.queryByRole('region', { name: 'Insights' })).toBeNull();
  });
});

it('greets a first visit of this dashboard with Welcome, and later visits with Welcome back', async () => {
  localStorage.clear();
  stubFetchJson({ success: true, data: answer });
  const first = renderScreen();
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toMatch(/^Welcome, .+!$/);
  first.unmount();
  renderScreen();
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/^Welcome back, .+!$/);
});
