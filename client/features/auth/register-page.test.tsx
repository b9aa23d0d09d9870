import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../lib/session';
import RegisterPage from './register-page';

/** What POST /api/auth/register answers (sync/answers/auth.ts). */
const codeSent = {
  success: true,
  message: 'Account created. We sent a 6-digit code to your email.',
  email: 'amina@example.com',
};

function renderRegister(path = '/register') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/verify" element={<p>verify screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => clearSession());
afterEach(() => vi.unstubAllGlobals());

it('requires first name, last name, email and phone number', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  renderRegister();
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Phone number is required',
  ]) {
    expect(screen.getByText(message)).toBeTruthy();
  }
  await userEvent.type(screen.getByLabelText(/First name/), 'Amina');
  expect(screen.queryByText('First name is required')).toBeNull();
  expect(screen.getByText('Last name is required')).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();
});

it('offers USER (the default) and VENDOR, never ADMIN', () => {
  renderRegister();
  const user = screen.getByRole('radio', { name: 'Find services & products' }) as HTMLInputElement;
  const vendor = screen.getByRole('radio', { name: 'Offer services or products' }) as HTMLInputElement;
  expect(user.checked).toBe(true);
  expect(vendor.checked).toBe(false);
  expect(screen.getAllByRole('radio')).toHaveLength(2);
  expect(screen.queryByText(/admin/i)).toBeNull();
});

it('preselects VENDOR from Join as Vendor, registers and opens verify', async () => {
  const fetch = vi
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify(codeSent), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
  vi.stubGlobal('fetch', fetch);
  renderRegister('/register?role=VENDOR');
  expect((screen.getByRole('radio', { name: 'Offer services or products' }) as HTMLInputElement).checked).toBe(true);
  await userEvent.type(screen.getByLabelText(/First name/), 'Amina');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Nakato');
  await userEvent.type(screen.getByLabelText(/Email/), 'amina@example.com');
  await userEvent.type(screen.getByLabelText(/Phone number/), '+256 700 000 111');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('verify screen')).toBeTruthy();
  expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual({
    firstName: 'Amina',
    lastName: 'Nakato',
    email: 'amina@example.com',
    phoneNumber: '+256 700 000 111',
    role: 'VENDOR',
  });
  expect(getSession().pendingEmail).toBe('amina@example.com');
});

function ShowVerifyPath() {
  const { pathname, search } = useLocation();
  return <p>verify at {pathname + search}</p>;
}

it('passes the page to come back to on to /verify and to Login', async () => {
  vi.stubGlobal(
    'fetch',
    vi
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify(codeSent), { status: 201, headers: { 'content-type': 'application/json' } }),
      ),
  );
  const returnTo = encodeURIComponent('/business-profile/12/mama-bakery');
  render(
    <MemoryRouter initialEntries={[`/register?returnTo=${returnTo}`]}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/verify" element={<ShowVerifyPath />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(`/login?returnTo=${returnTo}`);
  await userEvent.type(screen.getByLabelText(/First name/), 'Amina');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Nakato');
  await userEvent.type(screen.getByLabelText(/Email/), 'amina@example.com');
  await userEvent.type(screen.getByLabelText(/Phone number/), '0700000111');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText(`verify at /verify?returnTo=${returnTo}`)).toBeTruthy();
});

it("shows the default 'Registration failed' when the server gives no message", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })),
  );
  renderRegister();
  await userEvent.type(screen.getByLabelText(/First name/), 'Amina');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Nakato');
  await userEvent.type(screen.getByLabelText(/Email/), 'amina@example.com');
  await userEvent.type(screen.getByLabelText(/Phone number/), '0700000111');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Registration failed')).toBeTruthy();
});
