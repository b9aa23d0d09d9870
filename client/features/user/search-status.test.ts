import { describe, expect, it } from 'vitest';
import { searchShortId, searchStatus } from './search-status';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const future = new Date(NOW + 3_600_000).toISOString();
const past = new Date(NOW - 1).toISOString();

describe('searchStatus (docs/screens.md "My Searches")', () => {
  it.each([
    ['active with no quotes', { status: 'active', expiresAt: future, bids: [] }, 'active'],
    ['active with a pending quote', { status: 'active', expiresAt: future, bids: [{ status: 'PENDING' }] }, 'active'],
    [
      'a quote accepted',
      { status: 'active', expiresAt: future, bids: [{ status: 'DECLINED' }, { status: 'ACCEPTED' }] },
      'completed',
    ],
    ['past its expiry', { status: 'active', expiresAt: past, bids: [{ status: 'ACCEPTED' }] }, 'expired'],
    ['closed by the customer', { status: 'closed', expiresAt: future }, 'closed'],
    ['server says completed', { status: 'completed', expiresAt: future }, 'completed'],
  ])('%s → %s', (_n, search, status) => {
    expect(searchStatus(search, NOW)).toBe(status);
  });
});

describe('searchShortId', () => {
  it('shows the last 8 characters', () => {
    expect(searchShortId('clx9abcdef12345678')).toBe('12345678');
    expect(searchShortId(42)).toBe('42');
  });
});
