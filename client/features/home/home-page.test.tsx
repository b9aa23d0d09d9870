import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test-support/json-response';
import { renderAt } from '../../test-support/render-at';
import RegisterPage from '../auth/register-page';
import HomePage from './home-page';

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url.startsWith('/api/stats/platform')
          ? jsonResponse({
              success: true,
              data: {
                totalBusinesses: 2,
                activeBusinesses: 2,
                totalCategories: 1,
                totalReviews: 4,
                totalUsers: 3,
                totalSearches: 0,
                totalMessages: 0,
                totalBids: 0,
                totalProductReviews: 0,
                verifiedBusinesses: 0,
                pendingReviews: 0,
                reportedUsers: 0,
                monthlyGrowth: { users: 0, businesses: 0, searches: 0, revenue: 0 },
              },
            })
          : url.startsWith('/api/categories')
            ? jsonResponse({ success: true, categories: [] })
            : jsonResponse({ success: true, businesses: [], total: 0 }),
      ),
    ),
  );
});

it('"Join as vendor" opens registration with VENDOR chosen', async () => {
  renderAt('/', { '/': <HomePage />, '/register': <RegisterPage /> });
  const join = screen.getByRole('link', { name: 'Join as vendor' });
  expect(join.getAttribute('href')).toBe('/register?role=VENDOR');
  await userEvent.click(join);
  expect((screen.getByRole('radio', { name: 'Offer services or products' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('radio', { name: 'Find services & products' }) as HTMLInputElement).checked).toBe(false);
});
