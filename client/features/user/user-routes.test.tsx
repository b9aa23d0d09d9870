import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../sync/schemas/auth';
import { clearSession, getSession } from '../../lib/session';
import { stubFetchJson } from '../../test-support/json-response';
import { renderAt } from '../../test-support/render-at';
import { signInAs, testUser } from '../../test-support/test-user';
import UserRoutes from './user-routes';

const renderUserArea = (path: string) => renderAt(path, { '/user/*': <UserRoutes />, '/login': <p>Login page</p> });

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  stubFetchJson({ success: true, data: [], searches: [], categories: [] });
});
afterEach(() => {
  clearSession();
});

describe('user area role guard (docs/screens.md "Role guard")', () => {
  it.each([['VENDOR'], ['ADMIN']] as const)('logs a %s out and sends them to /login', async (role) => {
    signInAs(testUser({ role }));
    renderUserArea('/user/dashboard');
    await screen.findByText('Login page');
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('sends a signed-out visitor to /login', async () => {
    renderUserArea('/user/my-searches');
    await screen.findByText('Login page');
  });

  it('lets a user in, whatever the case of the role, with the menu and a not-found fallback', async () => {
    signInAs(testUser({ role: 'user' as PublicUser['role'] }));
    renderUserArea('/user/nowhere');
    await screen.findByText('Page not found');
    for (const name of ['My Searches', 'My Bids & Quotes', 'Public site', 'Logout']) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
    await waitFor(() => expect(getSession().isAuthenticated).toBe(true));
  });
});
