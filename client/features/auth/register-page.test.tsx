import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, expect, it } from 'vitest';
import { clearSession, getSession } from '../../lib/session';
import { stubFetch, stubFetchJson } from '../../test-support/json-response';
import { renderAt } from '../../test-support/render-at';
import RegisterPage from './register-page';

/** What POST /api/auth/register answers (sync/answers/auth.ts). */
const codeSent = {
  success: true,
  message: 'Account created. We sent a 6-digit code to your email.',
  email: 'amina@example.com',
};

function renderRegister(path = '/register') {
  return renderAt(path, { '/register': <RegisterPage />, '/verify': <p>verify screen</p> });
}

/** Fills the form in as Amina Nakato and sends it. */
async function createAccount(phoneNumber = '0700000111') {
  await userEvent.type(screen.getByLabelText(/First name/), 'Amina');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Nakato');
  await userEvent.type(screen.getByLabelText(/Email/), 'amina@example.com');
  await userEvent.type(screen.getByLabelText(/Phone number/), phoneNumber);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => clearSession());

it('requires first name, last name, email and phone number', async () => {
  const fetchMock = stubFetch();
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
  expect(fetchMock).not.toHaveBeenCalled();
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
  const fetchMock = stubFetchJson(codeSent, 201);
  renderRegister('/register?role=VENDOR');
  expect((screen.getByRole('radio', { name: 'Offer services or products' }) as HTMLInputElement).checked).toBe(true);
  await createAccount('+256 700 000 111');
  expect(await screen.findByText('verify screen')).toBeTruthy();
  expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
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
  stubFetchJson(codeSent, 201);
  const returnTo = encodeURIComponent('/business-profile/12/mama-bakery');
  renderAt(`/register?returnTo=${returnTo}`, { '/register': <RegisterPage />, '/verify': <ShowVerifyPath /> });
  expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(`/login?returnTo=${returnTo}`);
  await createAccount();
  expect(await screen.findByText(`verify at /verify?returnTo=${returnTo}`)).toBeTruthy();
});

it("shows the default 'Registration failed' when the server gives no message", async () => {
  stubFetchJson({}, 500);
  renderRegister();
  await createAccount();
  expect(await screen.findByText('Registration failed')).toBeTruthy();
});
