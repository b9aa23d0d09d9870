import { describe, expect, it } from 'vitest';
import {
  bidStatusLabel,
  budgetRange,
  budgetText,
  canSendQuote,
  effectiveStatus,
  hiredCustomer,
  inTab,
  isLongDetails,
  leadBadge,
  leadOutcome,
  leadPlace,
  neededByLabel,
  quoteDecided,
  quoteStatus,
  type VendorLead,
} from './lead-view';

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
    district: null,
    location: null,
    neededBy: 'flexible',
    details: null,
    budget: 100_000,
    createdAt: new Date(NOW).toISOString(),
    expiresAt: new Date(NOW + 5 * 86_400_000).toISOString(),
    totalBids: 0,
    category: { name: 'Bakeries' },
    user: { firstName: 'Amina', lastName: 'N', phone: null },
  },
  ...over,
});
const none = new Set<number>();

describe('Send Quote is offered (docs/screens.md "Leads")', () => {
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
    expect(inTab('all', expired, none, NOW)).toBe(true);
    expect(effectiveStatus(lead({ status: 'BID_SENT' }), new Set([1]))).toBe('BID_SENT');
  });

  it('keeps a lead declined on this device out of New until restored, under All with its badge', () => {
    const declined = new Set([1]);
    expect(inTab('new', lead(), declined, NOW)).toBe(false);
    expect(inTab('all', lead(), declined, NOW)).toBe(true);
    expect(leadBadge(lead(), declined, NOW)).toEqual({ label: 'Declined', tone: '' });
    // once the request ends, it is sorted like any other
    const closed = lead({ search: { ...lead().search, status: 'closed' } });
    expect(inTab('lost', closed, declined, NOW)).toBe(true);
    expect(leadBadge(closed, declined, NOW).label).toBe('Lost');
  });
});

describe('lead outcome', () => {
  const past = new Date(NOW - 1).toISOString();
  const bid = (status: 'PENDING' | 'ACCEPTED' | 'DECLINED') => ({
    amount: 90_000,
    message: 'm',
    estimatedDuration: '1 day',
    status,
  });
  const quoted = (status: 'PENDING' | 'ACCEPTED' | 'DECLINED', over: Partial<VendorLead> = {}) =>
    lead({ status: 'BID_SENT', canBid: false, existingBid: bid(status), ...over });
  const withSearch = (l: VendorLead, status: VendorLead['search']['status']) => ({
    ...l,
    search: { ...l.search, status },
  });

  it.each([
    ['no quote on an active request', lead(), 'new'],
    ['a quote waiting for the customer', quoted('PENDING'), 'quoted'],
    [
      'a quote still in the outbox',
      { ...quoted('PENDING'), pending: true as const, syncState: 'waiting' as const },
      'quoted',
    ],
    ['its quote accepted', quoted('ACCEPTED'), 'won'],
    ['its quote accepted, the request now completed', withSearch(quoted('ACCEPTED'), 'completed'), 'won'],
    ['its quote accepted, the request since expired', withSearch(quoted('ACCEPTED'), 'expired'), 'won'],
    ['its quote not selected', withSearch(quoted('DECLINED'), 'completed'), 'lost'],
    ['its quote not selected, the request since expired', withSearch(quoted('DECLINED'), 'expired'), 'lost'],
    ['no quote, another business hired', withSearch(lead({ canBid: false }), 'completed'), 'lost'],
    ['no quote, the customer closed the request', withSearch(lead({ canBid: false }), 'closed'), 'lost'],
    ['a pending quote on a closed request', withSearch(quoted('PENDING'), 'closed'), 'lost'],
    ['no quote, the request expired', lead({ expiresAt: past }), 'expired'],
    ['no quote, the store marked it expired', withSearch(lead({ canBid: false }), 'expired'), 'expired'],
    ['a pending quote, the request expired', quoted('PENDING', { expiresAt: past }), 'expired'],
  ] as const)('%s → %s', (_n, l, outcome) => {
    expect(leadOutcome(l, NOW)).toBe(outcome);
    expect(inTab(outcome, l, none, NOW)).toBe(true);
  });

  it('shows the outcome on the badge, never Bid Sent', () => {
    expect(leadBadge(lead(), none, NOW)).toEqual({ label: 'New', tone: 'status-blue' });
    expect(leadBadge(quoted('PENDING'), none, NOW)).toEqual({ label: 'Quoted', tone: 'status-yellow' });
    expect(leadBadge(quoted('ACCEPTED'), none, NOW)).toEqual({ label: 'Won', tone: 'status-green' });
    expect(leadBadge(quoted('DECLINED'), none, NOW)).toEqual({ label: 'Lost', tone: '' });
    expect(leadBadge(lead({ expiresAt: past }), none, NOW)).toEqual({ label: 'Expired', tone: '' });
  });
});

describe('the budget as the customer gave it', () => {
  it.each([
    ['a range', { minPrice: 200_000, maxPrice: 400_000, budget: 400_000 }, 'USh 200,000 – 400,000'],
    ['one figure as both ends', { minPrice: 150_000, maxPrice: 150_000, budget: 150_000 }, 'USh 150,000'],
    ['a maximum only', { minPrice: null, maxPrice: 400_000, budget: 400_000 }, 'Up to USh 400,000'],
    ['a minimum only', { minPrice: 200_000, maxPrice: null, budget: 200_000 }, 'From USh 200,000'],
    ['not sure', { minPrice: null, maxPrice: null, budget: null }, 'Not sure'],
    ['an old lead with its one budget', { budget: 100_000 }, 'USh 100,000'],
    ['an old lead without a budget', { budget: null }, 'Not sure'],
  ])('%s → %s', (_n, given, text) => {
    expect(budgetText(given)).toBe(text);
    expect(budgetRange(given)).toBe(text === 'Not sure' ? null : text);
  });
});

const search = lead().search;
const quote = (status: 'PENDING' | 'ACCEPTED' | 'DECLINED', phone: string | null = null): VendorLead =>
  lead({
    status: 'BID_SENT',
    canBid: false,
    existingBid: { amount: 1, message: 'm', estimatedDuration: '1 day', status },
    search: { ...search, user: { ...search.user, phone } },
  });

describe('the request as the vendor reads it', () => {
  it.each([
    ['area and district', { location: 'Ntinda', district: 'Kampala' }, 'Ntinda, Kampala'],
    ['the district named twice', { location: ' kampala ', district: 'Kampala' }, 'kampala'],
    ['the district only', { location: '', district: 'Wakiso' }, 'Wakiso'],
    ['an old lead, the location only', { location: 'Kampala', district: undefined }, 'Kampala'],
    ['neither', { location: null, district: null }, null],
  ])('place from %s', (_n, place, text) => {
    expect(leadPlace({ ...search, ...place })).toBe(text);
  });

  it('labels when it is needed, and says nothing on an old lead', () => {
    expect(neededByLabel({ ...search, neededBy: 'today' })).toBe('Today');
    expect(neededByLabel({ ...search, neededBy: 'this-month' })).toBe('This month');
    expect(neededByLabel({ ...search, neededBy: undefined })).toBeNull();
  });

  it('clamps details past three lines or about three lines of text', () => {
    expect(isLongDetails('Three tiers, vanilla.')).toBe(false);
    expect(isLongDetails('a\nb\nc')).toBe(false);
    expect(isLongDetails('a\nb\nc\nd')).toBe(true);
    expect(isLongDetails('x'.repeat(161))).toBe(true);
  });
});

describe("the vendor's quote status (docs/product.md)", () => {
  it('reads Waiting for the customer, Hired, Not selected — never Declined', () => {
    expect(bidStatusLabel('PENDING')).toEqual({ label: 'Waiting for the customer', tone: 'status-yellow' });
    expect(bidStatusLabel('ACCEPTED')).toEqual({ label: 'Hired', tone: 'status-green' });
    expect(bidStatusLabel('DECLINED')).toEqual({ label: 'Not selected', tone: '' });
    expect(bidStatusLabel('WITHDRAWN')).toEqual({ label: 'WITHDRAWN', tone: '' });
  });

  it('has no status before the quote left the device, nor without a quote', () => {
    expect(quoteStatus(lead())).toBeNull();
    expect(quoteStatus({ ...quote('PENDING'), pending: true, syncState: 'waiting' })).toBeNull();
    expect(quoteStatus({ ...quote('PENDING'), pending: true, syncState: 'applied' })?.label).toBe(
      'Waiting for the customer',
    );
  });

  it('drops the expiry once the customer chose', () => {
    expect(quoteDecided(quote('PENDING'))).toBe(false);
    expect(quoteDecided(quote('ACCEPTED'))).toBe(true);
    expect(quoteDecided(quote('DECLINED'))).toBe(true);
  });

  it('gives the customer to call only to the hired vendor, and only with a phone', () => {
    expect(hiredCustomer(quote('ACCEPTED', '0772123456'))).toEqual({ firstName: 'Amina', phone: '0772123456' });
    expect(hiredCustomer(quote('ACCEPTED', '  '))).toBeNull();
    expect(hiredCustomer(quote('ACCEPTED'))).toBeNull();
    expect(hiredCustomer(quote('DECLINED', '0772123456'))).toBeNull();
  });
});
