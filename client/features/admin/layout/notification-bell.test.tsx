/**
 * The admin's notification bell (docs/screens.md "Admin layout"): the unread count is an answer of
 * the server-state client under the admin's account (unread-count.ts), which the messages screen
 * adjusts and asks again, and which sign-out removes with the area's other answers.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { accountKey, queryClient } from '../../../lib/server-state';
import { clearDeviceStore } from '../../../test-support/device';
import { jsonResponse, stubFetch } from '../../../test-support/json-response';
import { renderInRouter } from '../../../test-support/render-at';
import { signInAs, testUser } from '../../../test-support/test-user';
import { adminKeys } from '../data/admin-keys';
import { clearAdminData } from '../data/query-store';
import { NotificationBell } from './notification-bell';
import { adjustUnreadCount, refreshUnreadCount } from './unread-count';

beforeEach(async () => {
  await clearDeviceStore();
  signInAs(testUser({ id: 1, role: 'ADMIN' }));
});
afterEach(clearSession);

it('shows the server’s count, follows a read message, asks again, and goes on sign-out', async () => {
  let unread = 3;
  const fetchMock = stubFetch(
    vi.fn(async (url: string) =>
      url === '/api/messages/unread-count'
        ? jsonResponse({ success: true, count: unread })
        : jsonResponse({ success: false, message: `No route ${url}` }, 404),
    ),
  );
  renderInRouter(<NotificationBell />);
  expect((await screen.findByTestId('unread-count')).textContent).toBe('3');
  expect(screen.getByRole('link', { name: 'Notifications: 3 unread messages' })).toBeTruthy();
  // kept under the admin's account, with the area's other answers
  expect(queryClient.getQueryData(accountKey(adminKeys.unreadCount()))).toBe(3);

  // the messages screen marks one read: the bell follows at once, then the server's count
  act(() => adjustUnreadCount(-1));
  await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('2'));
  unread = 1;
  await act(() => refreshUnreadCount());
  await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('1'));
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/api/messages/unread-count',
    '/api/messages/unread-count',
  ]);

  act(() => clearAdminData());
  expect(queryClient.getQueryData(accountKey(adminKeys.unreadCount()))).toBeUndefined();
});
