import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test-support/render-at';
import { SearchCard } from './search-card';
import type { MySearch } from './types';

const DAY = 24 * 60 * 60 * 1000;

function request(fields: Partial<MySearch> = {}): MySearch {
  return {
    id: 41,
    query: 'Wedding cake for 100 guests',
    district: 'Kampala',
    location: 'Ntinda',
    budget: null,
    minPrice: null,
    maxPrice: null,
    neededBy: 'this-month',
    details: null,
    doneAt: null,
    categoryId: 2,
    category: { id: 2, name: 'Bakeries' },
    userId: 7,
    status: 'completed',
    createdAt: new Date(Date.now() - DAY).toISOString(),
    expiresAt: new Date(Date.now() + 6 * DAY).toISOString(),
    totalBids: 2,
    totalLeads: 6,
    _count: { bids: 2, leads: 6 },
    bids: [
      { id: 1, status: 'ACCEPTED', amount: 850_000, businessId: 5, businessName: 'Kampala Fresh Bakery' },
      { id: 2, status: 'DECLINED', amount: 800_000, businessId: 6, businessName: 'Ntinda Cakes' },
    ],
    ...fields,
  };
}

const renderCard = (search: MySearch) =>
  renderInRouter(
    <SearchCard search={search} closing={false} onViewQuotes={vi.fn()} onClose={vi.fn()} onDone={vi.fn()} />,
  );

describe('a request after the hire (docs/product.md "After the hire")', () => {
  it('reads Hired, names the hired business and offers Mark job done', () => {
    renderCard(request());
    const card = screen.getByRole('article');
    expect(within(card).getByText('Hired', { selector: '.status-badge' })).toBeTruthy();
    expect(within(card).queryByText('Completed')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Kampala Fresh Bakery' }).getAttribute('href')).toBe(
      '/business-profile/5',
    );
    expect(within(card).getByRole('button', { name: 'Mark job done' })).toBeTruthy();
  });

  it('reads Completed once the job is done, without Mark job done, and invites a review', () => {
    renderCard(request({ doneAt: new Date().toISOString() }));
    const card = screen.getByRole('article');
    expect(within(card).getByText('Completed', { selector: '.status-badge' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Mark job done' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Review Kampala Fresh Bakery' })).toBeTruthy();
  });

  it('an active request names no business and reads Active', () => {
    renderCard(request({ status: 'active', bids: [] }));
    const card = screen.getByRole('article');
    expect(within(card).getByText('Active', { selector: '.status-badge' })).toBeTruthy();
    expect(within(card).queryByText('Hired')).toBeNull();
  });
});

describe('the budget as the customer gave it', () => {
  it.each([
    [{ minPrice: 500_000, maxPrice: null, budget: 500_000 }, 'From USh 500,000'],
    [{ minPrice: null, maxPrice: 400_000, budget: 400_000 }, 'Up to USh 400,000'],
    [{ minPrice: 200_000, maxPrice: 400_000, budget: 400_000 }, 'USh 200,000 – 400,000'],
    [{ minPrice: null, maxPrice: null, budget: null }, 'Not sure'],
    // a request from before budgets were ranges: its one figure
    [{ minPrice: null, maxPrice: null, budget: 150_000 }, 'USh 150,000'],
  ])('%o → %s', (budget, text) => {
    renderCard(request({ status: 'active', bids: [], ...budget }));
    expect(screen.getByText('Budget').nextElementSibling?.textContent).toBe(text);
  });
});
