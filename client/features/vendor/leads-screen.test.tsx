/**
 * The Leads screen's outcome filter: All, New, Quoted, Won, Lost and Expired with
 * their counts, each card topped by its outcome, and the tiles above. The leads come from a
 * mocked useLeads, as the API or the device's store would give them.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-at';
import type { VendorLead } from './lead-view';
import LeadsScreen, { leadShareText } from './leads-screen';
import { stubFetchJson } from '../../test-support/json-response';
import { signInAs, testVendor } from '../../test-support/test-user';

const HOUR = 3_600_000;
const state = vi.hoisted(() => ({ leads: [] as unknown[], declined: new Set<number>() }));
vi.mock('./use-leads', () => ({
  useLeads: () => ({
    leads: state.leads,
    businessName: undefined,
    error: undefined,
    reload: vi.fn(),
    markQuoted: vi.fn(),
  }),
  useDeclinedLeads: () => ({ declined: state.declined, toggle: vi.fn() }),
}));
vi.mock('./use-my-business', () => ({ useMyBusiness: () => ({ business: { id: 5, name: 'Mama Bakes' } }) }));
vi.mock('../../store/outbox', () => ({ enqueue: vi.fn(), discardEntry: vi.fn() }));

const future = (hours = 5 * 24) => new Date(Date.now() + hours * HOUR).toISOString();
const past = () => new Date(Date.now() - HOUR).toISOString();

function lead(id: number, query: string, over: Partial<VendorLead> = {}, search: Partial<VendorLead['search']> = {}) {
  return {
    id,
    status: 'NEW',
    canBid: true,
    createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    existingBid: null,
    expiresAt: future(),
    ...over,
    search: {
      query,
      district: 'Kampala',
      location: 'Ntinda',
      neededBy: 'this-week',
      details: null,
      budget: 100_000,
      createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      expiresAt: future(),
      status: 'active',
      totalBids: 1,
      category: { name: 'Bakeries' },
      user: { firstName: 'Amina', lastName: 'Nakato', phone: null },
      ...search,
    },
  } satisfies VendorLead;
}
const quote = (status: 'PENDING' | 'ACCEPTED' | 'DECLINED') => ({
  status: 'BID_SENT' as const,
  canBid: false,
  existingBid: { amount: 90_000, message: 'Fresh', estimatedDuration: '1 day', status },
});

let share: ReturnType<typeof stubFetchJson>;

beforeEach(() => {
  signInAs(testVendor);
  share = stubFetchJson({ success: true, days: 30, matching: 14, reached: 5 });
  state.declined = new Set();
  state.leads = [
    lead(1, 'Wedding cake', { expiresAt: future(12) }, { expiresAt: future(12) }),
    lead(2, 'Birthday cake', quote('PENDING')),
    lead(3, 'Cupcakes', quote('ACCEPTED'), { status: 'completed' }),
    lead(4, 'Bread rolls', quote('DECLINED'), { status: 'completed' }),
    lead(5, 'Scones', { canBid: false }, { status: 'closed' }),
    lead(6, 'Muffins', { canBid: false, expiresAt: past() }, { status: 'expired', expiresAt: past() }),
    lead(7, 'Doughnuts', quote('PENDING'), { status: 'expired', expiresAt: past() }),
    lead(8, 'Pastries'),
  ];
});

function renderScreen(path = '/vendor/leads/5') {
  return renderAt(path, { '/vendor/leads/:businessId': <LeadsScreen /> });
}

const filters = () =>
  within(screen.getByRole('group', { name: 'Filter leads' }))
    .getAllByRole('button')
    .map((b) => b.textContent);
const cards = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
const tile = (label: string) =>
  screen.getByText(label, { selector: '.stat-label' }).previousElementSibling?.textContent;

describe('Leads filter by outcome', () => {
  it('offers All first, then New, Quoted, Won, Lost and Expired with their counts', () => {
    renderScreen();
    expect(filters()).toEqual(['All (8)', 'New (2)', 'Quoted (1)', 'Won (1)', 'Lost (2)', 'Expired (2)']);
    expect(screen.getByRole('button', { name: 'All (8)' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(8);
  });

  it.each([
    ['New (2)', ['Wedding cake', 'Pastries'], 'New'],
    ['Quoted (1)', ['Birthday cake'], 'Quoted'],
    ['Won (1)', ['Cupcakes'], 'Won'],
    ['Lost (2)', ['Bread rolls', 'Scones'], 'Lost'],
    ['Expired (2)', ['Muffins', 'Doughnuts'], 'Expired'],
  ])('%s shows those leads, each topped by its outcome', async (filter, queries, badge) => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: filter }));
    expect(screen.getByRole('button', { name: filter }).getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toEqual(queries.map((q) => `Lead: ${q}`));
    for (const card of screen.getAllByRole('article')) {
      expect(card.querySelector('.status-badge')?.textContent).toBe(badge);
    }
    expect(screen.queryByText('Bid Sent')).toBeNull();
  });

  it('says so when a filter holds no lead', async () => {
    state.leads = [lead(1, 'Wedding cake')];
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Won (0)' }));
    expect(cards()).toEqual([]);
    expect(screen.getByText('No leads found')).toBeTruthy();
  });

  it('keeps a lead declined on this device out of New, and counts the tiles', () => {
    state.declined = new Set([8]);
    renderScreen();
    expect(filters()[1]).toBe('New (1)');
    expect(tile('New Leads')).toBe('1');
    expect(tile('Quotes Sent')).toBe('4');
    expect(tile('Expiring Soon')).toBe('1');
    expect(tile('Won')).toBe('1');
  });
});

it("refuses another business's leads instead of saying there are none", () => {
  renderScreen('/vendor/leads/9');
  screen.getByText('This is not your business: its leads are only for its owner.');
  expect(screen.getByRole('link', { name: 'View leads for Mama Bakes' }).getAttribute('href')).toBe('/vendor/leads/5');
  expect(screen.queryByText('No leads found')).toBeNull();
});

describe('fair leads', () => {
  it('says how many matching requests there were in 30 days and how many reached the business', async () => {
    renderScreen();
    const note = await screen.findByTestId('lead-share');
    expect(note.textContent).toContain(
      'In the last 30 days, 14 requests matched your category and area; 5 reached you.',
    );
    expect(share.mock.calls.map(([url]) => new URL(url, 'http://x').pathname)).toContain('/api/searches/lead-share/5');
  });

  it('words one and none', () => {
    expect(leadShareText({ days: 30, matching: 1, reached: 1 })).toBe(
      'In the last 30 days, 1 request matched your category and area; 1 reached you.',
    );
    expect(leadShareText({ days: 30, matching: 0, reached: 0 })).toBe(
      'No requests matched your category and area in the last 30 days.',
    );
  });
});
