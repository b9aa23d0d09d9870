import { describe, expect, it } from 'vitest';
import type { VendorLead } from './lead-view';
import {
  dashboardFromDevice,
  durationText,
  insightsFromLeads,
  monthLabel,
  monthOf,
  recentMonths,
} from './vendor-insights';

const MIN = 60_000;
const NOW = Date.UTC(2025, 5, 15, 9);

type Quote = { status: 'PENDING' | 'ACCEPTED' | 'DECLINED'; after: number };

/** A lead received at `createdAt`, quoted `after` minutes later when given a quote. */
function lead(id: number, createdAt: number, quote?: Quote): VendorLead {
  return {
    id,
    status: quote ? 'BID_SENT' : 'NEW',
    canBid: !quote,
    createdAt: new Date(createdAt).toISOString(),
    expiresAt: new Date(NOW + 5 * 86_400_000).toISOString(),
    existingBid: quote
      ? {
          amount: 50_000,
          message: 'm',
          estimatedDuration: '1 day',
          status: quote.status,
          submittedAt: new Date(createdAt + quote.after * MIN).toISOString(),
        }
      : null,
    search: {
      query: `Lead ${id}`,
      location: 'Ntinda',
      budget: null,
      createdAt: new Date(createdAt).toISOString(),
      expiresAt: new Date(NOW + 5 * 86_400_000).toISOString(),
      status: 'active',
      totalBids: 0,
      category: { name: 'Bakeries' },
      user: { firstName: 'Amina', lastName: 'N' },
    },
  };
}

describe('months of the chart (Kampala calendar, as the server)', () => {
  it('lists the last six months up to this one, oldest first, across the year', () => {
    expect(recentMonths(NOW)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    expect(recentMonths(Date.UTC(2025, 1, 3), 3)).toEqual(['2024-12', '2025-01', '2025-02']);
  });

  it('puts 31 January 22:00 UTC in February', () => {
    expect(monthOf(Date.UTC(2025, 0, 31, 20))).toBe('2025-01');
    expect(monthOf(Date.UTC(2025, 0, 31, 22))).toBe('2025-02');
    expect(monthLabel('2025-02')).toBe('Feb');
  });
});

describe('insights from the leads on the device', () => {
  it('matches the server: win rate, median minutes to quote, leads and wins per month', () => {
    const leads = [
      lead(1, Date.UTC(2025, 5, 10, 9), { status: 'PENDING', after: 30 }),
      lead(2, Date.UTC(2025, 5, 2, 9), { status: 'ACCEPTED', after: 90 }),
      lead(3, Date.UTC(2025, 4, 5, 9), { status: 'DECLINED', after: 10 }),
      lead(4, Date.UTC(2025, 2, 14, 9)),
      lead(5, Date.UTC(2025, 0, 31, 20)),
      lead(6, Date.UTC(2025, 0, 31, 22), { status: 'ACCEPTED', after: 600 }),
      lead(7, Date.UTC(2024, 11, 20, 9), { status: 'ACCEPTED', after: 5 }),
    ];
    expect(insightsFromLeads(leads, NOW)).toEqual({
      quoted: 5,
      won: 3,
      winRate: 60,
      medianMinutesToQuote: 30,
      months: [
        { month: '2025-01', leads: 1, wins: 0 },
        { month: '2025-02', leads: 1, wins: 1 },
        { month: '2025-03', leads: 1, wins: 0 },
        { month: '2025-04', leads: 0, wins: 0 },
        { month: '2025-05', leads: 1, wins: 0 },
        { month: '2025-06', leads: 2, wins: 1 },
      ],
    });
  });

  it('takes the mean of the middle two, and leaves out a quote still in the outbox', () => {
    const leads = [
      lead(1, Date.UTC(2025, 5, 10, 9), { status: 'PENDING', after: 45 }),
      lead(2, Date.UTC(2025, 5, 11, 9), { status: 'ACCEPTED', after: 120 }),
      {
        ...lead(3, Date.UTC(2025, 5, 12, 9), { status: 'PENDING', after: 1 }),
        pending: true as const,
        syncState: 'waiting' as const,
      },
    ];
    expect(insightsFromLeads(leads, NOW)).toMatchObject({ quoted: 2, won: 1, winRate: 50, medianMinutesToQuote: 83 });
  });

  it('has no rates before the first quote', () => {
    const insights = insightsFromLeads([lead(1, Date.UTC(2025, 5, 10, 9))], NOW);
    expect(insights).toMatchObject({ quoted: 0, won: 0, winRate: null, medianMinutesToQuote: null });
    expect(insights.months.at(-1)).toEqual({ month: '2025-06', leads: 1, wins: 0 });
  });
});

describe('the dashboard from the device', () => {
  it('takes visits, reviews and rating from the business and the rest from its leads', () => {
    const leads = [
      lead(1, Date.UTC(2025, 5, 10, 9)),
      lead(2, Date.UTC(2025, 5, 14, 9), { status: 'PENDING', after: 30 }),
      { ...lead(3, Date.UTC(2025, 5, 12, 9)), search: { ...lead(3, 0).search, status: 'closed' as const } },
    ];
    const dashboard = dashboardFromDevice({ visits: 40, rating: 4.5, totalReviews: 3 }, leads, NOW);
    expect(dashboard.stats).toEqual({
      pageVisits: 40,
      totalReviews: 3,
      currentLeads: 1,
      totalBids: 1,
      averageRating: 4.5,
    });
    expect(dashboard.recentLeads.map((l) => l.id)).toEqual([2, 3, 1]);
    expect(dashboard.insights.quoted).toBe(1);
  });
});

describe('durationText', () => {
  it.each([
    [0, 'Under a minute'],
    [45, '45 min'],
    [60, '1 h'],
    [125, '2 h 5 min'],
    [1440, '1 day'],
    [4000, '3 days'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });
});
