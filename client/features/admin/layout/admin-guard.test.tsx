import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../../sync/schemas/auth';
import { clearSession, getSession } from '../../../lib/session';
import { renderAt } from '../../../test-support/render-at';
import { signInAs, testUser } from '../../../test-support/test-user';
import { AdminGuard } from './admin-guard';

/** Roles as the server might spell them: the guard reads them without regard to case. */
const signInWithRole = (role: string) => signInAs(testUser({ id: 1, role: role as PublicUser['role'] }));

function renderArea() {
  renderAt('/admin/dashboard', {
    '/admin/*': (
      <AdminGuard>
        <p>Admin content</p>
      </AdminGuard>
    ),
    '/login': <p>Login page</p>,
  });
}

afterEach(() => act(() => clearSession()));

describe('admin role guard (docs/screens.md "Role guard")', () => {
  it.each(['ADMIN', 'admin', 'Admin'])('lets role %s in after the first check', async (role) => {
    signInWithRole(role);
    renderArea();
    expect(screen.getByText('Checking access…')).toBeTruthy();
    expect(screen.queryByText('Admin content')).toBeNull();
    expect(await screen.findByText('Admin content')).toBeTruthy();
  });

  it.each(['USER', 'vendor'])('logs role %s out and sends it to /login', async (role) => {
    signInWithRole(role);
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
    signInWithRole('ADMIN');
    renderArea();
    await screen.findByText('Admin content');
    act(() => clearSession());
    expect(screen.getByText('Login page')).toBeTruthy();
  });
});
