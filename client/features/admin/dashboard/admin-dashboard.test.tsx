import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test-support/render-at';
import { AdminDashboard } from './admin-dashboard';
import type { AdminStats } from '../../../../sync/answers/admin';

const stats: AdminStats = {
  totalUsers: 40,
  activeBusinesses: 12,
  totalBusinesses: 14,
  verifiedBusinesses: 3,
  totalSearches: 30,
  totalBids: 7,
  totalReviews: 9,
  pendingReviews: 2,
  totalProductReviews: 4,
  reportedUsers: 1,
  totalCategories: 6,
  totalMessages: 5,
  unreadMessages: 2,
  totalRevenue: 250_000,
  monthlyGrowth: { users: 10, businesses: 20, searches: 30, revenue: 150 },
};

vi.mock('../data/use-admin-query', () => ({
  useAdminQuery: () => ({ data: stats, loading: false, offline: false, error: null, reload: vi.fn() }),
}));

describe('AdminDashboard cards', () => {
  it('Total Bids counts bids; the accepted quote value has its own card with its growth', () => {
    renderInRouter(<AdminDashboard />);
    const bidsCard = screen.getByRole('article', { name: 'Total Bids' });
    expect(bidsCard.textContent).toContain('7');
    expect(bidsCard.textContent).not.toContain('%');
    expect(bidsCard.textContent).not.toMatch(/quote value/i);
    const value = screen.getByRole('article', { name: 'Accepted Quote Value' });
    expect(value.textContent).toContain('USh 250,000');
    expect(value.textContent).toContain('+150% this month');
  });
});
