import { describe, expect, it } from 'vitest';
import { leadExpiresAt, leadExpiry } from './lead-expiry';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('leadExpiry (docs/screens.md "Leads")', () => {
  it.each([
    ['past', -1, 'Expired', false, true],
    ['exactly now', 0, 'Expired', false, true],
    ['ten minutes left', 10 * 60_000, '1 hour left', true, false],
    ['one hour left', HOUR, '1 hour left', true, false],
    ['five and a half hours left', 5.5 * HOUR, '5 hours left', true, false],
    ['just under a day', 24 * HOUR - 1, '23 hours left', true, false],
    ['exactly a day', DAY, '1 day left', true, false],
    ['a day and a few hours', DAY + 5 * HOUR, '1 day left', true, false],
    ['two days and a half', 2.5 * DAY - HOUR, '2 days left', true, false],
    ['just under three days', 3 * DAY - 1, '3 days left', true, false],
    ['exactly three days', 3 * DAY, '3 days left', false, false],
    ['six days', 6 * DAY + HOUR, '6 days left', false, false],
    // the days left as a person counts them: a 7-day request posted a minute ago has 7, not 6
    ['a 7-day request posted a minute ago', 7 * DAY - 60_000, '7 days left', false, false],
  ])('%s → %s', (_name, offset, label, urgent, expired) => {
    expect(leadExpiry(NOW + offset, NOW)).toEqual({ label, urgent, expired });
  });

  it('reads ISO strings', () => {
    expect(leadExpiry(new Date(NOW + 2 * HOUR).toISOString(), NOW).label).toBe('2 hours left');
  });

  it('falls back to seven days after the request was posted', () => {
    const createdAt = new Date(NOW).toISOString();
    expect(leadExpiresAt({ createdAt })).toBe(new Date(NOW + 7 * DAY).toISOString());
    expect(leadExpiresAt({ createdAt, expiresAt: '2026-03-11T00:00:00.000Z' })).toBe('2026-03-11T00:00:00.000Z');
  });
});
