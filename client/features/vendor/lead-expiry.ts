import { plural, t } from '@lingui/core/macro';
import { LEAD_URGENT_DAYS, LEAD_URGENT_HOURS, SEARCH_TTL_DAYS } from '../../../sync/constants';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type LeadExpiry = { label: string; urgent: boolean; expired: boolean };

/**
 * How a lead's expiry shows, in the reader's language (docs/screens.md "Leads"): 'Expired' when past; under 24 hours the
 * hours left (urgent); under 3 days the days left (urgent); otherwise the days left, to the nearest day.
 */
export function leadExpiry(expiresAt: string | number | Date, now: number = Date.now()): LeadExpiry {
  const left = new Date(expiresAt).getTime() - now;
  if (!(left > 0)) return { label: t`Expired`, urgent: false, expired: true };
  if (left < LEAD_URGENT_HOURS * HOUR) {
    const hours = Math.max(1, Math.floor(left / HOUR));
    return { label: t`${plural(hours, { one: '# hour left', other: '# hours left' })}`, urgent: true, expired: false };
  }
  // to the nearest day: a 7-day request posted a minute ago reads 7 days, not 6
  const days = Math.round(left / DAY);
  return {
    label: t`${plural(days, { one: '# day left', other: '# days left' })}`,
    urgent: left < LEAD_URGENT_DAYS * DAY,
    expired: false,
  };
}

/** When a request stops taking quotes: its own expiresAt, else 7 days after it was posted. */
export function leadExpiresAt(search: { expiresAt?: string | null; createdAt: string }): string {
  return search.expiresAt ?? new Date(new Date(search.createdAt).getTime() + SEARCH_TTL_DAYS * DAY).toISOString();
}
