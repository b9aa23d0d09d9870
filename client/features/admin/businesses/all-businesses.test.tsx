/**
 * The admin's businesses: the search goes to the server (GET /api/businesses/admin with
 * `q`) once typing pauses, and the screen shows how many match in all and the pages.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { businessView } from '../../../test-support/test-records';
import { forgetAdminDataAfterEach } from '../../../test-support/admin-data';
import { pagination } from '../../../../sync/answers/envelope';
import { jsonResponse } from '../../../test-support/json-response';
import { renderInRouter } from '../../../test-support/render-at';
import { AllBusinesses } from './all-businesses';

forgetAdminDataAfterEach();

it('searches all businesses on the server and shows the number of results and pages', async () => {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const searching = url.includes('q=');
      const business = businessView({
        id: 7,
        name: 'Kampala Fresh Bakery',
        categoryId: 2,
        category: { id: 2, name: 'Food', emoji: '🍞', image: null },
        district: 'Kampala',
        rating: 4.5,
        totalReviews: 12,
        _count: { reviews: 12, products: 0 },
        owner: { id: 3, firstName: 'Grace', lastName: 'Akello', email: 'grace@example.com' },
      });
      const total = searching ? 241 : 1200;
      return jsonResponse({
        success: true,
        businesses: [business],
        pagination: pagination({ page: 1, limit: 50 }, total),
      });
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderInRouter(<AllBusinesses />);
  expect(await screen.findByText('1,200 results')).toBeTruthy();
  await user.type(screen.getByRole('searchbox', { name: 'Search businesses' }), 'Bakery');
  expect(await screen.findByText('241 results')).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain('Page 1 of 5');
  await waitFor(() =>
    expect(urls).toEqual([
      '/api/businesses/admin?status=all&page=1&limit=50',
      '/api/businesses/admin?status=all&q=Bakery&page=1&limit=50',
    ]),
  );
});

it('lists the new businesses and marks one as looked at (docs/product.md "Shared links")', async () => {
  const calls: string[] = [];
  const business = businessView({
    id: 9,
    name: 'Fresh Juice Corner',
    isVerified: false,
    reviewedAt: null,
    owner: { id: 4, firstName: 'Sam', lastName: 'Okello', email: 'sam@example.com' },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (init?.method === 'PUT') return jsonResponse({ success: true, business: { ...business, reviewedAt: 'now' } });
      return jsonResponse({
        success: true,
        businesses: url.includes('review=new') ? [business] : [],
        pagination: pagination({ page: 1, limit: 50 }, 1),
      });
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderInRouter(<AllBusinesses />);
  await user.click(await screen.findByRole('tab', { name: 'New businesses' }));
  expect(await screen.findByText('New · not indexed')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Mark Fresh Juice Corner as looked at' }));
  await waitFor(() => expect(screen.queryByText('Fresh Juice Corner')).toBeNull());
  expect(calls).toContain('GET /api/businesses/admin?status=all&review=new&page=1&limit=50');
  expect(calls).toContain('PUT /api/businesses/9/reviewed');
});
