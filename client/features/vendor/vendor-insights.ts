/**
 * The vendor's insights as the dashboard shows them, and the dashboard the device can
 * build from what it holds when the API is unreachable (the vendor dashboard
 * no longer goes blank offline). The figures follow the server's
 * (server/features/dashboards/business-insights.ts): win rate = won / quoted, the median minutes
 * from a lead to its quote, and the leads and wins of the last six Kampala calendar months, a
 * win counting in its lead's month.
 */
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { DASHBOARD_RECENT_LIMIT, MARKET_UTC_OFFSET_HOURS } from '../../../sync/constants';
import { leadOutcome, type VendorLead } from './lead-view';
import type { BusinessInsights, InsightMonth } from '../../../sync/schemas/insights';

/** `insights` of GET /api/businesses/dashboard/{businessId}. */
export type VendorInsights = BusinessInsights;
export type { InsightMonth };

const INSIGHT_MONTHS = 6;
const OFFSET_MS = MARKET_UTC_OFFSET_HOURS * 3_600_000;
const MINUTE = 60_000;

/** The Kampala calendar month ('YYYY-MM') of an instant. */
export function monthOf(time: number): string {
  return new Date(time + OFFSET_MS).toISOString().slice(0, 7);
}

/** The last `count` Kampala calendar months up to the one of `now`, oldest first. */
export function recentMonths(now: number, count = INSIGHT_MONTHS): string[] {
  const local = new Date(now + OFFSET_MS);
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - count + 1 + i, 1)).toISOString().slice(0, 7),
  );
}

/** A quote still in the outbox has not reached the server: it is not counted yet. */
function sentQuote(lead: VendorLead) {
  return lead.pending && lead.syncState === 'waiting' ? null : lead.existingBid;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor((sorted.length - 1) / 2);
  const middle = sorted.length % 2 ? sorted[mid]! : (sorted[mid]! + sorted[mid + 1]!) / 2;
  return Math.max(0, Math.round(middle));
}

/** The insights from the leads on the device, as the server computes them from its tables. */
export function insightsFromLeads(leads: readonly VendorLead[], now = Date.now()): VendorInsights {
  const quotes = leads.flatMap((lead) => {
    const quote = sentQuote(lead);
    return quote ? [{ lead, quote }] : [];
  });
  const won = quotes.filter((q) => q.quote.status === 'ACCEPTED').length;
  const minutes = quotes.flatMap(({ lead, quote }) => {
    const gap = (Date.parse(quote.submittedAt ?? '') - Date.parse(lead.createdAt)) / MINUTE;
    return Number.isFinite(gap) ? [gap] : [];
  });
  const months = new Map(recentMonths(now).map((month) => [month, { month, leads: 0, wins: 0 }]));
  for (const lead of leads) {
    const bucket = months.get(monthOf(Date.parse(lead.createdAt)));
    if (!bucket) continue;
    bucket.leads += 1;
    if (sentQuote(lead)?.status === 'ACCEPTED') bucket.wins += 1;
  }
  return {
    quoted: quotes.length,
    won,
    winRate: quotes.length ? Math.round((won * 100) / quotes.length) : null,
    medianMinutesToQuote: median(minutes),
    months: [...months.values()],
  };
}

/** "45 min", "2 h 5 min", "3 days": how long a median quote takes, in the reader's language. */
export function durationText(minutes: number): string {
  if (minutes < 1) return t`Under a minute`;
  if (minutes < 60) return t`${minutes} min`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? t`${hours} h ${rest} min` : t`${hours} h`;
  }
  const days = Math.round(minutes / (24 * 60));
  return t`${plural(days, { one: '# day', other: '# days' })}`;
}

/** 'Jun' for '2025-06', in the reader's language. */
export function monthLabel(month: string): string {
  return i18n.date(new Date(`${month}-01T00:00:00Z`), { month: 'short', timeZone: 'UTC' });
}

/** The business as the device keeps it: what the dashboard's header and tiles need. */
export type DeviceBusiness = { visits: number; rating: number; totalReviews: number };

/**
 * The dashboard's figures from the device (the business and its leads as last synced): page
 * visits, reviews and rating from the business, current leads, quotes, recent leads and the
 * insights from the leads. Growth, activity and reviews need the server and are left out.
 */
export function dashboardFromDevice(business: DeviceBusiness, leads: readonly VendorLead[], now = Date.now()) {
  const newest = [...leads].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return {
    stats: {
      pageVisits: business.visits,
      totalReviews: business.totalReviews,
      // as the server counts them: NEW leads of an active request
      currentLeads: leads.filter((l) => l.status === 'NEW' && leadOutcome(l, now) === 'new').length,
      totalBids: leads.filter((l) => sentQuote(l)).length,
      averageRating: business.rating,
    },
    recentLeads: newest.slice(0, DASHBOARD_RECENT_LIMIT),
    insights: insightsFromLeads(leads, now),
  };
}
