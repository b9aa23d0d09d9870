import { render } from '@testing-library/react';
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
    location: 'Kampala',
    budget: 100_000,
    createdAt: new Date(Date.now() - 8 * 24 * HOUR).toISOString(),
    expiresAt: new Date(Date.now() + 48 * HOUR).toISOString(),
    totalBids: 0,
    category: { name: 'Bakeries' },
    user: { firstName: 'Amina', lastName: 'Nakato' },
  },
  ...over,
});

function badgeOf(l: VendorLead, declined: ReadonlySet<number> = new Set()) {
  const noop = vi.fn();
  const { container } = render(
    <LeadCard
      lead={l}
      declined={declined}
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

  it('shows Expired, not New, once the request has expired (spec: a request lasts 7 days)', () => {
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

  it('keeps Bid Sent on a quoted lead whose request expired', () => {
    const past = new Date(Date.now() - HOUR).toISOString();
    expect(badgeOf(lead({ status: 'BID_SENT', canBid: false, expiresAt: past })).badges).toEqual(['Bid Sent']);
  });
});
