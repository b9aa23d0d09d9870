/**
 * The admin's Audit Log screen (server/features/audit/audit-log-service.ts): each entry says
 * what was done in words, when, to what (a business linked to its public profile), by whom and
 * why; the search goes to the server once typing pauses; the action filter and the pages too.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { forgetAdminDataAfterEach } from '../../../test-support/admin-data';
import { pagination } from '../../../../sync/answers/envelope';
import { jsonResponse } from '../../../test-support/json-response';
import { renderInRouter } from '../../../test-support/render-at';
import { actionText, reasonText, type AuditEntry } from './admin-audit';
import { AuditLog } from './audit-log';

const entries: AuditEntry[] = [
  {
    id: 31,
    createdAt: '2026-11-20T08:05:00.000Z',
    actor: { id: 2, name: 'Grace Akello', email: 'grace@example.com' },
    action: 'business.deactivate',
    targetType: 'business',
    targetId: 5,
    targetName: 'Mama Bakery',
    reason: 'Closed for good',
  },
  {
    id: 30,
    createdAt: '2026-11-19T10:00:00.000Z',
    actor: null,
    action: 'user.delete',
    targetType: 'user',
    targetId: 9,
    targetName: null,
    reason: null,
  },
  {
    id: 29,
    createdAt: '2026-11-18T10:00:00.000Z',
    actor: { id: 2, name: 'Grace Akello', email: 'grace@example.com' },
    action: 'report.resolved',
    targetType: 'report',
    targetId: 4,
    targetName: null,
    reason: 'suspend-user',
  },
];

function server(answer: (url: URL) => Response) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      urls.push(url);
      return answer(url);
    }),
  );
  return urls;
}

const page = (data: AuditEntry[], total = data.length) =>
  jsonResponse({ success: true, data, pagination: pagination({ page: 1, limit: 20 }, total) });

const renderScreen = () => renderInRouter(<AuditLog />);

forgetAdminDataAfterEach();

describe('the Audit Log screen', () => {
  it('shows what, when, the target, who and why of each entry, with the total', async () => {
    const urls = server(() => page(entries, 43));
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(screen.getByText('43 entries')).toBeTruthy();
    expect(urls[0]!.pathname).toBe('/api/admin/audit-log');
    expect(urls[0]!.searchParams.get('page')).toBe('1');

    expect(first!.textContent).toContain('Deactivated a business');
    expect(first!.textContent).toContain('Grace Akello');
    expect(first!.textContent).toContain('grace@example.com');
    expect(first!.textContent).toContain('Closed for good');
    expect(within(first!).getByText(/20 Nov 2026/)).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Mama Bakery' }).getAttribute('href')).toBe(
      '/business-profile/5/mama-bakery/uganda',
    );

    expect(second!.textContent).toContain('Deleted an account');
    expect(second!.textContent).toContain('Account #9 (deleted)');
    expect(second!.textContent).toContain('A deleted account');
    expect(second!.textContent).toContain('No reason given');
    expect(within(second!).queryByRole('link')).toBeNull();

    expect(third!.textContent).toContain('Resolved a report');
    expect(third!.textContent).toContain('Report #4');
    expect(third!.textContent).toContain('Suspended the reported account');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    const urls = server((url) => page(url.searchParams.get('q') ? entries.slice(0, 1) : entries));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByRole('list', { name: 'Audit log entries' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the audit log' }), 'grace');
    await vi.waitFor(() => expect(urls.some((u) => u.searchParams.get('q') === 'grace')).toBe(true));
    // one request for the whole word, none per key
    expect(urls.filter((u) => u.searchParams.has('q')).map((u) => u.searchParams.get('q'))).toEqual(['grace']);
    expect(urls.at(-1)!.searchParams.get('page')).toBe('1');
    await vi.waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Audit log entries' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('filters by action and pages through the results', async () => {
    const urls = server((url) => (url.searchParams.get('action') ? page([], 0) : page(entries, 60)));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByText('60 entries');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(urls.at(-1)!.searchParams.get('page')).toBe('2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Suspended an account');
    await vi.waitFor(() => expect(urls.at(-1)!.searchParams.get('action')).toBe('user.suspend'));
    expect(urls.at(-1)!.searchParams.get('page')).toBe('1');
    expect(await screen.findByText('No entries match')).toBeTruthy();
  });

  it('shows the server’s message when the log cannot be read', async () => {
    server(() => jsonResponse({ success: false, message: 'Forbidden' }, 403));
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('Forbidden');
  });
});

describe('actions and reasons in words', () => {
  it.each([
    ['user.suspend', 'Suspended an account'],
    ['verification.revoke', 'Removed a Verified badge'],
    ['product_review.delete', 'Deleted a product review'],
    ['business.hidden-by-suspension', 'Hid a business (owner suspended)'],
    ['delivery.cancel_all', 'Delivery: cancel all'],
    ['odd', 'Odd'],
  ])('%s reads “%s”', (action, words) => expect(actionText(action)).toBe(words));

  it('puts a resolved report’s action in words and leaves other reasons as written', () => {
    expect(reasonText({ action: 'report.resolved', reason: 'hide-review' })).toBe('Hid the reported review');
    expect(reasonText({ action: 'user.suspend', reason: 'hide-review' })).toBe('hide-review');
    expect(reasonText({ action: 'user.delete', reason: null })).toBe('');
  });
});
