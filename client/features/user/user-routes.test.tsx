import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../sync/schemas/auth';
import { clearSession, getSession, signedIn } from '../../lib/session';
import UserRoutes from './user-routes';

const person = (role: string): PublicUser =>
  ({
    id: 7,
    name: 'Amina Nakato',
    firstName: 'Amina',
    lastName: 'Nakato',
    email: 'amina@example.com',
    phoneNumber: null,
    avatar: null,
    role,
    isActive: true,
    isVerified: true,
    location: null,
    bio: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }) as PublicUser;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/user/*" element={<UserRoutes />} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: [], searches: [], categories: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('user area role guard (docs/screens.md "Role guard")', () => {
  it.each([['VENDOR'], ['ADMIN']])('logs a %s out and sends them to /login', async (role) => {
    signedIn({ user: person(role), accessToken: 'a.b.c', refreshToken: 'r' });
    renderAt('/user/dashboard');
    await screen.findByText('Login page');
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('sends a signed-out visitor to /login', async () => {
    renderAt('/user/my-searches');
    await screen.findByText('Login page');
  });

  it('lets a user in, whatever the case of the role, with the menu and a not-found fallback', async () => {
    signedIn({ user: person('user'), accessToken: 'a.b.c', refreshToken: 'r' });
    renderAt('/user/nowhere');
    await screen.findByText('Page not found');
    for (const name of ['My Searches', 'My Bids & Quotes', 'Public site', 'Logout']) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
    await waitFor(() => expect(getSession().isAuthenticated).toBe(true));
  });
});
