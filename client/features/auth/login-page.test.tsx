import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../lib/session';
import { jsonResponse, stubFetch, stubFetchJson, stubNoNetwork } from '../../test-support/json-response';
import { renderAt } from '../../test-support/render-at';
import LoginPage from './login-page';

function ShowPath({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <p>
      {name} at {pathname + search}
    </p>
  );
}

function renderLogin(path = '/login') {
  return renderAt(path, { '/login': <LoginPage />, '/verify': <p>verify screen</p> });
}

/** What POST /api/auth/login answers (sync/answers/auth.ts). */
const codeSent = { success: true, message: 'We sent a 6-digit code to your email.', email: 'user@example.com' };

beforeEach(() => clearSession());

it('requires the e-mail and checks its shape before calling the API', async () => {
  const fetchMock = stubFetch();
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(screen.getByText('Email is required')).toBeTruthy();
  await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
  expect(screen.queryByText('Email is required')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('stores the pending e-mail and opens the verify screen', async () => {
  const fetchMock = stubFetchJson(codeSent);
  renderLogin();
  await userEvent.type(screen.getByLabelText(/Email/), 'User@Example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('verify screen')).toBeTruthy();
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/login');
  expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ email: 'User@Example.com' });
  expect(getSession().pendingEmail).toBe('user@example.com');
});

it('passes the page to come back to on to /verify and to Create an account', async () => {
  stubFetchJson(codeSent);
  const returnTo = encodeURIComponent('/business-profile/12/mama-bakery');
  renderAt(`/login?returnTo=${returnTo}`, { '/login': <LoginPage />, '/verify': <ShowPath name="verify" /> });
  expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
    `/register?returnTo=${returnTo}`,
  );
  await userEvent.type(screen.getByLabelText(/Email/), 'user@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText(`verify at /verify?returnTo=${returnTo}`)).toBeTruthy();
});

it('drops a return path to another site', async () => {
  stubFetchJson(codeSent);
  renderLogin(`/login?returnTo=${encodeURIComponent('//evil.example/phish')}`);
  expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
});

it("shows the server's message, or the default 'Login failed'", async () => {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(jsonResponse({ success: false }, 500)));
  renderLogin();
  await userEvent.type(screen.getByLabelText(/Email/), 'user@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Login failed')).toBeTruthy();
});

it('says plainly that signing in needs a connection', async () => {
  stubNoNetwork();
  renderLogin();
  await userEvent.type(screen.getByLabelText(/Email/), 'user@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText(/Signing in needs an internet connection/)).toBeTruthy();
  expect(getSession().pendingEmail).toBeNull();
});
