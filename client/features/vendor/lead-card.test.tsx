import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LeadCard } from './lead-card';
import type { VendorLead } from './lead-view';

const HOUR = 3_600_000;
const lead = (over: Partial<VendorLead> = {}): VendorLead => ({
  id: 1,
  status: 'NEW',
  canBid: true,
  createdAt: new Date(Date.now() - 8 * 24 * HOUR).toISOString(),
  existingBid: null,
  expiresAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  search: {
    query: 'Wedding cake',
    district: 'Kampala',
    location: 'Ntinda',
    neededBy: 'this-week',
    details: 'Three tiers, vanilla.',
    budget: 100_000,
    createdAt: new Date(Date.now() - 8 * 24 * HOUR).toISOString(),
    expiresAt: new Date(Date.now() + 48 * HOUR).toISOString(),
    totalBids: 0,
    category: { name: 'Bakeries' },
    user: { firstName: 'Amina', lastName: 'Nakato', phone: null },
  },
  ...over,
});

function badgeOf(l: VendorLead, declined: ReadonlySet<number> = new Set(), businessName?: string) {
  const noop = vi.fn();
  const { container } = render(
    <LeadCard
      lead={l}
      declined={declined}
      businessName={businessName}
      onSendQuote={noop}
      onViewQuote={noop}
      onToggleDecline={noop}
      onDiscardRefused={noop}
    />,
  );
  const badges = [...container.querySelectorAll('.status-badge')].map((b) => b.textContent);
  return { badges, container };
}

describe('LeadCard status badge', () => {
  it('shows New for an open lead', () => {
    expect(badgeOf(lead()).badges).toEqual(['New']);
  });

  it('shows Expired, not New, once the request has expired (docs/product.md: a request lasts 7 days)', () => {
    const past = new Date(Date.now() - HOUR).toISOString();
    const l = lead({ expiresAt: past, search: { ...lead().search, expiresAt: past } });
    const { badges, container } = badgeOf(l);
    expect(badges).toEqual(['Expired']);
    expect(container.textContent).not.toContain('Send Quote');
  });

  it('shows Expired when the store marks the request expired (useMyLeads)', () => {
    const l = lead({ canBid: false, search: { ...lead().search, status: 'expired' } });
    const { badges, container } = badgeOf(l);
    expect(badges).toEqual(['Expired']);
    expect(container.querySelector('dd.danger-text')?.textContent).toBe('Expired');
  });

  it('shows Expired on a quoted lead whose request expired without a win', () => {
    const past = new Date(Date.now() - HOUR).toISOString();
    expect(badgeOf(lead({ status: 'BID_SENT', canBid: false, expiresAt: past })).badges).toEqual(['Expired']);
  });
});

const bid = (status: 'PENDING' | 'ACCEPTED' | 'DECLINED') => ({
  amount: 140_000,
  message: 'Vanilla sponge',
  estimatedDuration: '2 days',
  status,
});
/** A lead whose quote the customer answered; phone is what the server sends once hired. */
const quoted = (status: 'PENDING' | 'ACCEPTED' | 'DECLINED', phone: string | null = null) =>
  lead({
    status: 'BID_SENT',
    canBid: false,
    existingBid: bid(status),
    search: { ...lead().search, user: { ...lead().search.user, phone } },
  });
const dd = (container: HTMLElement, term: string) =>
  [...container.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

describe('LeadCard request facts', () => {
  it('shows the place, when it is needed, the budget and the details', () => {
    const { container } = badgeOf(lead());
    expect(dd(container, 'Where')).toBe('Ntinda, Kampala');
    expect(dd(container, 'Needed')).toBe('This week');
    expect(dd(container, 'Budget')).toBe('USh 100,000');
    expect(container.textContent).toContain('Three tiers, vanilla.');
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it.each([
    [{ minPrice: 200_000, maxPrice: 400_000 }, 'USh 200,000 – 400,000'],
    [{ minPrice: null, maxPrice: 400_000 }, 'Up to USh 400,000'],
    [{ minPrice: 200_000, maxPrice: null }, 'From USh 200,000'],
    [{ minPrice: null, maxPrice: null, budget: null }, 'Not sure'],
  ])('shows the budget as the customer gave it: %o → %s', (range, text) => {
    const { container } = badgeOf(lead({ search: { ...lead().search, ...range } }));
    expect(dd(container, 'Budget')).toBe(text);
  });

  it('shows an old lead without district, when or details as it came', () => {
    const { district: _d, neededBy: _n, details: _t, ...old } = lead().search;
    const { container } = badgeOf(lead({ search: { ...old, location: 'Kampala' } }));
    expect(dd(container, 'Where')).toBe('Kampala');
    expect(dd(container, 'Needed')).toBeUndefined();
  });

  it('leaves the place out when the request names none', () => {
    const { container } = badgeOf(lead({ search: { ...lead().search, district: null, location: null } }));
    expect(dd(container, 'Where')).toBeUndefined();
  });

  it('clamps long details behind a More toggle', async () => {
    const details = 'Three tiers with sugar flowers. '.repeat(10).trim();
    badgeOf(lead({ search: { ...lead().search, details } }));
    const text = screen.getByText(details);
    expect(text.className).toBe('line-clamp-3');
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(text.className).toBe('');
    expect(screen.getByRole('button', { name: 'Less' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('LeadCard quote status for the vendor (docs/product.md)', () => {
  it.each([
    ['PENDING', 'Waiting for the customer', 'status-yellow'],
    ['ACCEPTED', 'Hired', 'status-green'],
    ['DECLINED', 'Not selected', ''],
  ] as const)('%s reads %s', (status, label, tone) => {
    const { container } = badgeOf(quoted(status));
    expect(dd(container, 'Your quote')).toBe(`USh 140,000${label}`);
    const badge = [...container.querySelectorAll('.status-badge')].find((b) => b.textContent === label)!;
    expect(badge.className.trim()).toBe(`status-badge ${tone}`.trim());
    expect(container.textContent).not.toContain('Declined');
  });

  it('shows no customer status on a quote still waiting to sync', () => {
    const { badges } = badgeOf({ ...quoted('PENDING'), pending: true, syncState: 'waiting' });
    expect(badges).toEqual(['Waiting to sync', 'Quoted']);
  });

  it.each([
    ['PENDING', ['Quoted', 'Waiting for the customer']],
    ['ACCEPTED', ['Won', 'Hired']],
    ['DECLINED', ['Lost', 'Not selected']],
  ] as const)('tops a %s quote with its outcome', (status, badges) => {
    expect(badgeOf(quoted(status)).badges).toEqual(badges);
  });
});

describe('LeadCard customer contact once hired (docs/product.md)', () => {
  it('links a call and a WhatsApp message to the customer who hired the vendor', () => {
    badgeOf(quoted('ACCEPTED', '0772 123 456'), new Set(), 'Mama Bakes');
    const contact = screen.getByRole('region', { name: 'Customer contact' });
    expect(contact.textContent).toContain('Customer: Amina');
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:0772123456');
    const message = 'Hello Amina, this is Mama Bakes on Soko about your request "Wedding cake".';
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/256772123456?text=${encodeURIComponent(message)}`,
    );
  });

  it('still writes a WhatsApp message before the business name is known', () => {
    badgeOf(quoted('ACCEPTED', '+256 772 123456'));
    const href = screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!;
    expect(decodeURIComponent(href.split('?text=')[1]!)).toBe(
      'Hello Amina, I am writing from Soko about your request "Wedding cake".',
    );
  });

  it.each([
    ['hired without a phone', quoted('ACCEPTED')],
    ['not selected', quoted('DECLINED', '0772123456')],
    ['still waiting', quoted('PENDING', '0772123456')],
  ])('shows no contact block when %s', (_name, l) => {
    badgeOf(l);
    expect(screen.queryByRole('region', { name: 'Customer contact' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
  });
});
