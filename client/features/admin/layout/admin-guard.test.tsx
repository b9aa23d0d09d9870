import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../../sync/schemas/auth';
import { clearSession, getSession, signedIn } from '../../../lib/session';
import { AdminGuard } from './admin-guard';

function signInAs(role: string) {
  const user = { id: 1, firstName: 'Ada', lastName: 'Admin', email: 'a@example.com', role } as unknown as PublicUser;
  signedIn({ user, accessToken: 'access', refreshToken: 'refresh' });
}

function renderArea() {
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <AdminGuard>
              <p>Admin content</p>
            </AdminGuard>
          }
        />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => act(() => clearSession()));

describe('admin role guard (docs/screens.md "Role guard")', () => {
  it.each(['ADMIN', 'admin', 'Admin'])('lets role %s in after the first check', async (role) => {
    signInAs(role);
    renderArea();
    expect(screen.getByText('Checking access…')).toBeTruthy();
    expect(screen.queryByText('Admin content')).toBeNull();
    expect(await screen.findByText('Admin content')).toBeTruthy();
  });

  it.each(['USER', 'vendor'])('logs role %s out and sends it to /login', async (role) => {
    signInAs(role);
    renderArea();
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(getSession().token).toBeNull();
    expect(getSession().user).toBeNull();
  });

  it('sends a visitor without a session to /login', async () => {
    renderArea();
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('acts at once when the admin signs out later', async () => {
    signInAs('ADMIN');
    renderArea();
    await screen.findByText('Admin content');
    act(() => clearSession());
    expect(screen.getByText('Login page')).toBeTruthy();
  });
});
