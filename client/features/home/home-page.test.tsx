import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import RegisterPage from '../auth/register-page';
import HomePage from './home-page';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url.startsWith('/api/stats/platform')
          ? json({
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
            ? json({ success: true, categories: [] })
            : json({ success: true, businesses: [], total: 0 }),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('"Join as vendor" opens registration with VENDOR chosen', async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/register" element={<RegisterPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const join = screen.getByRole('link', { name: 'Join as vendor' });
  expect(join.getAttribute('href')).toBe('/register?role=VENDOR');
  await userEvent.click(join);
  expect((screen.getByRole('radio', { name: 'Offer services or products' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('radio', { name: 'Find services & products' }) as HTMLInputElement).checked).toBe(false);
});
