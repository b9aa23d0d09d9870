import { describe, expect, it } from 'vitest';
import { canSendQuote, effectiveStatus, inTab, type VendorLead } from './lead-view';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const lead = (over: Partial<VendorLead> = {}): VendorLead => ({
  id: 1,
  status: 'NEW',
  canBid: true,
  createdAt: new Date(NOW - 3_600_000).toISOString(),
  existingBid: null,
  expiresAt: new Date(NOW + 5 * 86_400_000).toISOString(),
  search: {
    query: 'Cake',
    location: null,
    budget: 100_000,
    createdAt: new Date(NOW).toISOString(),
    expiresAt: new Date(NOW + 5 * 86_400_000).toISOString(),
    totalBids: 0,
    category: { name: 'Bakeries' },
    user: { firstName: 'Amina', lastName: 'N' },
  },
  ...over,
});
const none = new Set<number>();

describe('Send Quote is offered (spec 02 §4)', () => {
  it.each([
    ['a new open lead', lead(), none, true],
    ['canBid false', lead({ canBid: false }), none, false],
    ['already quoted', lead({ status: 'BID_SENT' }), none, false],
    ['declined on this device', lead(), new Set([1]), false],
    ['expired', lead({ expiresAt: new Date(NOW - 1).toISOString() }), none, false],
  ])('%s → %s', (_n, l, declined, offered) => {
    expect(canSendQuote(l, declined, NOW)).toBe(offered);
  });
});

describe('filter tabs', () => {
  it('sorts a lead into its tab', () => {
    const expired = lead({ id: 2, expiresAt: new Date(NOW - 1).toISOString() });
    expect(inTab('new', lead(), none, NOW)).toBe(true);
    expect(inTab('new', expired, none, NOW)).toBe(false);
    expect(inTab('expired', expired, none, NOW)).toBe(true);
    expect(inTab('bid_sent', lead({ status: 'BID_SENT' }), none, NOW)).toBe(true);
    expect(inTab('declined', lead(), new Set([1]), NOW)).toBe(true);
    expect(effectiveStatus(lead({ status: 'BID_SENT' }), new Set([1]))).toBe('BID_SENT');
  });
});
