/**
 * The business review queue: the search goes to the server and the screen says how
 * many match; rows are selected one by one or a page at a time, Approve/Reject selected send one
 * bulk call, and "2 reviews approved · Undo" sends the previous statuses back. A rejected review
 * can be approved or moved back to pending.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { forgetAdminDataAfterEach } from '../../../test-support/admin-data';
import { pagination } from '../../../../sync/answers/envelope';
import { jsonResponse } from '../../../test-support/json-response';
import type { AdminReview } from './admin-review';
import { AllReviews } from './all-reviews';

const review = (
  id: number,
  status: AdminReview['status'] = 'PENDING',
  business = 'Kampala Fresh Bakery',
): AdminReview => ({
  id,
  businessId: 9,
  rating: 4,
  comment: `Comment ${id}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  status,
  isFlagged: false,
  hired: false,
  reply: null,
  user: { firstName: 'Amina', lastName: `Nakato${id}`, avatar: null },
  business: { id: 9, name: business, logo: null, category: { name: 'Food' } },
});

type Call = { url: string; method: string; body: any };

/** A fake API: the list answers `rows` (statuses follow the bulk calls); bulk calls answer what changed. */
function server(rows: AdminReview[], total = rows.length) {
  const calls: Call[] = [];
  const statuses = new Map(rows.map((r) => [r.id, r.status]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      if (call.method === 'PUT' && url === '/api/reviews/bulk') {
        const { ids, status, from } = call.body as {
          ids: number[];
          status: AdminReview['status'];
          from?: AdminReview['status'];
        };
        const changed = ids.flatMap((id) => {
          const was = statuses.get(id)!;
          if (was === status || (from && was !== from)) return [];
          statuses.set(id, status);
          return [{ id, from: was, to: status }];
        });
        return jsonResponse({ success: true, changed, unknown: [] });
      }
      const data = rows.map((r) => ({ ...r, status: statuses.get(r.id)! }));
      return jsonResponse({
        success: true,
        data,
        pagination: pagination({ page: 1, limit: 20 }, total),
      });
    }),
  );
  return {
    calls,
    puts: () => calls.filter((c) => c.method === 'PUT').map((c) => c.body),
    gets: () => calls.filter((c) => c.method === 'GET'),
  };
}

forgetAdminDataAfterEach();

const card = (id: number) =>
  screen.getByRole('article', { name: `Review of Kampala Fresh Bakery by Amina Nakato${id}` });

describe('the review queue', () => {
  it('approves the selected reviews in one call, then Undo sends their previous status back', async () => {
    const api = server([review(1), review(2), review(3)]);
    const user = userEvent.setup({ delay: null });
    render(<AllReviews />);
    await screen.findByText('3 results');

    await user.click(within(card(1)).getByRole('checkbox'));
    await user.click(within(card(3)).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));

    expect(api.puts()).toEqual([{ ids: [1, 3], status: 'APPROVED' }]);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('2 reviews approved');
    expect(screen.getByText('0 selected')).toBeTruthy();
    // the page is loaded again, so that the queue moves on to the reviews still waiting
    await waitFor(() => expect(api.gets()).toHaveLength(2));

    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Undone: 2 reviews restored'));
    expect(api.puts()[1]).toEqual({ ids: [1, 3], status: 'PENDING', from: 'APPROVED' });
    expect(within(screen.getByRole('status')).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('keeps the Undo for the session, across leaving the screen', async () => {
    const api = server([review(1, 'REJECTED'), review(2)]);
    const user = userEvent.setup({ delay: null });
    const first = render(<AllReviews />);
    await screen.findByText('2 results');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect((await screen.findByRole('status')).textContent).toContain('2 reviews approved');
    first.unmount();

    render(<AllReviews />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('2 reviews approved');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.puts()).toHaveLength(3));
    // one call per previous status
    expect(api.puts().slice(1)).toEqual([
      { ids: [1], status: 'REJECTED', from: 'APPROVED' },
      { ids: [2], status: 'PENDING', from: 'APPROVED' },
    ]);
  });

  it('"Select all on this page" selects every row shown, and clears them again', async () => {
    server([review(1), review(2), review(3)]);
    const user = userEvent.setup({ delay: null });
    render(<AllReviews />);
    await screen.findByText('3 results');
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    const rowBoxes = () => [1, 2, 3].map((id) => (within(card(id)).getByRole('checkbox') as HTMLInputElement).checked);

    expect((screen.getByRole('button', { name: 'Reject selected' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(card(2)).getByRole('checkbox'));
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(rowBoxes()).toEqual([true, true, true]);
    expect(screen.getByText('3 selected')).toBeTruthy();
    await user.click(all);
    expect(rowBoxes()).toEqual([false, false, false]);
  });

  it('sends the search to the server once typing pauses, and shows how many match in all', async () => {
    const api = server([review(1)], 241);
    const user = userEvent.setup({ delay: null });
    render(<AllReviews />);
    expect(await screen.findByText('241 results')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'Bakery');
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('q=Bakery'))).toBe(true));
    const searches = api.calls.filter((c) => c.method === 'GET' && c.url.includes('q='));
    expect(searches.map((c) => c.url)).toEqual(['/api/reviews?status=PENDING&q=Bakery&page=1&limit=20']);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain('Page 1 of 13');
  });

  it('a rejected review can be approved or moved back to pending', async () => {
    const api = server([review(5, 'REJECTED')]);
    const user = userEvent.setup({ delay: null });
    render(<AllReviews />);
    await screen.findByText('1 result');
    expect(within(card(5)).queryByRole('button', { name: 'Reject' })).toBeNull();
    await user.click(within(card(5)).getByRole('button', { name: 'Move back to pending' }));
    expect((await screen.findByRole('status')).textContent).toContain('1 review moved back to pending');
    expect(api.puts()).toEqual([{ ids: [5], status: 'PENDING' }]);
    // one card's change stays in place, with its new status (no reload)
    expect(within(card(5)).getByText('Pending')).toBeTruthy();
    expect(within(card(5)).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(api.gets()).toHaveLength(1);
    await user.click(within(card(5)).getByRole('button', { name: 'Approve' }));
    expect(api.puts()[1]).toEqual({ ids: [5], status: 'APPROVED' });
  });
});
