/**
 * The dashboard's Connected Businesses from the requests the device holds, so the list follows a
 * hire offline too: the rule of server/features/dashboards/user-dashboard-service.ts, applied to
 * the whole quotes the store keeps. Every quote not declined counts, newest change first, one entry
 * per business: Connected once its quote was accepted (Completed after the request's expiry),
 * else Quoted.
 */
import type { ContactedBusiness, ContactStatus, UserDashboard } from '../../../sync/answers/dashboard';
import { DASHBOARD_RECENT_LIMIT } from '../../../sync/constants';
import { wholeQuotes, type MySearch } from './types';

export function contactedBusinesses(searches: readonly MySearch[], now = Date.now()): ContactedBusiness[] {
  const quotes = searches
    .flatMap((search) => (wholeQuotes(search) ?? []).map((quote) => ({ search, quote })))
    .filter(({ quote }) => quote.status !== 'DECLINED')
    .sort((a, b) => Date.parse(b.quote.updatedAt) - Date.parse(a.quote.updatedAt));
  const contacted = new Map<number, ContactedBusiness>();
  for (const { search, quote } of quotes) {
    const status: ContactStatus =
      quote.status === 'ACCEPTED' ? (Date.parse(search.expiresAt) <= now ? 'Completed' : 'Connected') : 'Quoted';
    const seen = contacted.get(quote.business.id);
    if (!seen) {
      const { id, name, logo, rating } = quote.business;
      contacted.set(id, {
        id,
        name,
        logo,
        rating,
        category: search.category.name,
        lastContact: quote.updatedAt,
        status,
      });
    } else if (seen.status === 'Quoted' && status !== 'Quoted') seen.status = status;
  }
  return [...contacted.values()];
}

/**
 * The kept answer with the device's newer view of the businesses: each one the device knows is
 * shown as the device sees it; those only the answer lists (on requests the device no longer
 * holds) stay.
 */
export function withContactedFromDevice(answer: UserDashboard, fromDevice: ContactedBusiness[]): UserDashboard {
  const known = new Set(fromDevice.map((b) => b.id));
  const merged = [...fromDevice, ...answer.recentlyContacted.filter((b) => !known.has(b.id))].sort(
    (a, b) => Date.parse(b.lastContact) - Date.parse(a.lastContact),
  );
  return {
    ...answer,
    stats: { ...answer.stats, businessesContacted: Math.max(answer.stats.businessesContacted, merged.length) },
    recentlyContacted: merged.slice(0, DASHBOARD_RECENT_LIMIT),
  };
}
