/**
 * The admin's businesses (issue 19): the search goes to the server (GET /api/businesses/admin with
 * `q`) once typing pauses, and the screen shows how many match in all and the pages.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import type { BusinessView } from '../../../../sync/answers/business';
import { clearAdminData } from '../data/query-store';
import { AllBusinesses } from './all-businesses';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearAdminData());
});

it('searches all businesses on the server and shows the number of results and pages', async () => {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const searching = url.includes('q=');
      const business: BusinessView = {
        id: 7,
        name: 'Kampala Fresh Bakery',
        categoryId: 2,
        category: { id: 2, name: 'Food', emoji: '🍞', image: null },
        description: null,
        tagline: null,
        city: 'Kampala',
        district: 'Kampala',
        subCategory: null,
        whatsapp: null,
        email: null,
        website: null,
        tiktokUsername: null,
        logo: null,
        isVerified: false,
        verifiedAt: null,
        verifiedChecks: null,
        hours: null,
        isActive: true,
        rating: 4.5,
        totalReviews: 12,
        visits: 0,
        minPrice: null,
        maxPrice: null,
        responseMinutes: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        _count: { reviews: 12, products: 0 },
        owner: { id: 3, firstName: 'Grace', lastName: 'Akello', email: 'grace@example.com' },
      };
      const total = searching ? 241 : 1200;
      return json({
        success: true,
        businesses: [business],
        pagination: { page: 1, limit: 50, total, totalPages: Math.ceil(total / 50) },
      });
    }),
  );
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <AllBusinesses />
    </MemoryRouter>,
  );
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
