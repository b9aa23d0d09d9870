import { readFileSync } from 'node:fs';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS } from '../../../sync/constants';
import { clearSession, getSession, setPendingEmail } from '../../lib/session';
import { jsonResponse, stubFetchJson } from '../../test-support/json-response';
import { renderAt } from '../../test-support/render-at';
import { testUser } from '../../test-support/test-user';
import UserDashboardScreen from '../user/user-dashboard-screen';
import LoginPage from './login-page';
import RegisterPage from './register-page';
import VerifyPage from './verify-page';

const user = testUser({
  id: 3,
  name: 'Grace Achieng',
  firstName: 'Grace',
  lastName: 'Achieng',
  email: 'user@example.com',
});

/** What POST /api/auth/verify-otp answers (sync/answers/auth.ts). */
const signedInAnswer = {
  success: true,
  message: 'Signed in',
  user,
  accessToken: 'a.b.c',
  refreshToken: 'r1',
  token: 'a.b.c',
};

function renderVerify(path = '/verify') {
  return renderAt(path, {
    '/verify': <VerifyPage />,
    '/login': <p>login screen</p>,
    '/user/dashboard': <p>user dashboard</p>,
    '/vendor/dashboard': <p>vendor dashboard</p>,
    '/business-profile/:id/:nameSlug?': <p>business profile</p>,
  });
}

const boxes = () => screen.getAllByRole('textbox', { name: /Digit/ }) as HTMLInputElement[];
const verify = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;

beforeEach(() => {
  clearSession();
  setPendingEmail('user@example.com');
});
afterEach(() => {
  vi.useRealTimers();
});

it('redirects to login when there is no pending e-mail', () => {
  clearSession();
  renderVerify();
  expect(screen.getByText('login screen')).toBeTruthy();
});

it('lets a long e-mail address wrap, so /verify fits a 360 px phone', () => {
  const long = 'nakawunde.ssebaggala.christine.secretary@kampala-capital-city-authority.go.ug';
  setPendingEmail(long);
  renderVerify();
  const shown = screen.getByText(long);
  expect(shown.classList.contains('auth-email')).toBe(true);
  // jsdom lays nothing out: the rule itself must make the class break anywhere
  const authCss = readFileSync('client/features/auth/auth.css', 'utf8');
  expect(authCss.replace(/\s+/g, ' ')).toContain('.auth-email { overflow-wrap: anywhere; }');
});

it('has six one-digit boxes; submit stays disabled until all are filled', async () => {
  renderVerify();
  expect(boxes()).toHaveLength(6);
  expect(verify().disabled).toBe(true);
  await userEvent.type(boxes()[0]!, '12345');
  expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '']);
  expect(document.activeElement).toBe(boxes()[5]);
  expect(verify().disabled).toBe(true);
  await userEvent.type(boxes()[5]!, 'x');
  expect(boxes()[5]!.value).toBe('');
  await userEvent.type(boxes()[5]!, '6');
  expect(verify().disabled).toBe(false);
});

it('pasting a whole code fills every box; backspace on an empty box goes back', async () => {
  renderVerify();
  fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 654 321 ' } });
  expect(boxes().map((b) => b.value)).toEqual(['6', '5', '4', '3', '2', '1']);
  await userEvent.clear(boxes()[5]!);
  expect(document.activeElement).toBe(boxes()[5]);
  await userEvent.keyboard('{Backspace}');
  expect(boxes()[4]!.value).toBe('');
  expect(document.activeElement).toBe(boxes()[4]);
});

it('counts the code down from 5:00; resend is offered after the server cooldown, restarts both and clears errors', async () => {
  // one rule with /login and the server (sync/constants.ts OTP_RESEND_COOLDOWN_SECONDS), not the code's lifetime
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const fetchMock = vi
    .fn()
    .mockResolvedValueOnce(jsonResponse({ success: false, message: 'Invalid or expired code' }, 400))
    .mockResolvedValueOnce(
      jsonResponse({ success: true, message: 'A new code is on its way.', email: 'user@example.com' }),
    );
  vi.stubGlobal('fetch', fetchMock);
  const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderVerify();
  expect(screen.getByText('5:00')).toBeTruthy();
  const resend = () => screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;
  expect(resend().disabled).toBe(true);
  expect(resend().textContent).toBe(`Resend code in 0:${OTP_RESEND_COOLDOWN_SECONDS}`);

  fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '111111' } });
  await u.click(verify());
  expect(await screen.findByText('Invalid or expired code')).toBeTruthy();

  await act(() => vi.advanceTimersByTimeAsync(OTP_RESEND_COOLDOWN_SECONDS * 1000));
  expect(screen.getByText('4:30')).toBeTruthy();
  expect(resend().disabled).toBe(false);
  await u.click(resend());
  expect(fetchMock.mock.calls[1]![0]).toBe('/api/auth/resend-otp');
  expect(await screen.findByText('5:00')).toBeTruthy();
  expect(screen.queryByText('Invalid or expired code')).toBeNull();
  expect(resend().disabled).toBe(true);

  await act(() => vi.advanceTimersByTimeAsync(OTP_TTL_SECONDS * 1000));
  expect(screen.getByText('Your code has expired.')).toBeTruthy();
  expect(resend().disabled).toBe(false);
});

it('stores the session and opens the dashboard of the role after 100 ms', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const fetchMock = stubFetchJson(signedInAnswer);
  const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderVerify();
  fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });
  await u.click(verify());
  expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ email: 'user@example.com', otp: '123456' });
  expect(await screen.findByText(/Signed in/)).toBeTruthy();
  expect(getSession().isAuthenticated).toBe(true);
  expect(getSession().pendingEmail).toBeNull();
  expect(screen.queryByText('user dashboard')).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(100));
  expect(screen.getByText('user dashboard')).toBeTruthy();
});

it('opens the page the visitor came from (returnTo) instead of the dashboard', async () => {
  stubFetchJson(signedInAnswer);
  renderVerify(`/verify?returnTo=${encodeURIComponent('/business-profile/12/mama-bakery')}`);
  fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });
  await userEvent.click(verify());
  expect(await screen.findByText('Signed in. Taking you back…')).toBeTruthy();
  expect(await screen.findByText('business profile')).toBeTruthy();
  expect(screen.queryByText('user dashboard')).toBeNull();
});

it('ignores a returnTo of another site or of another role’s area, and opens the dashboard', async () => {
  for (const returnTo of ['//evil.example/phish', '/vendor/leads/4']) {
    setPendingEmail('user@example.com');
    stubFetchJson(signedInAnswer);
    const { unmount } = renderVerify(`/verify?returnTo=${encodeURIComponent(returnTo)}`);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });
    await userEvent.click(verify());
    expect(await screen.findByText('Signed in. Opening your dashboard…')).toBeTruthy();
    expect(await screen.findByText('user dashboard')).toBeTruthy();
    unmount();
  }
});

describe('the greeting after sign-in', () => {
  const dashboard = {
    stats: { activeSearches: 0, businessesContacted: 0, reviewsWritten: 0, savedBusinesses: 0 },
    recentlyContacted: [],
    recentSearches: [],
    recentReviews: [],
  };
  beforeEach(() => {
    clearSession();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url === '/api/auth/verify-otp'
            ? jsonResponse(signedInAnswer)
            : url === '/api/users/dashboard'
              ? jsonResponse({ success: true, data: dashboard })
              : url === '/api/categories'
                ? jsonResponse({ categories: [] })
                : jsonResponse({ success: true }),
        ),
      ),
    );
  });

  function renderSignIn(first: string) {
    renderAt(first, {
      '/register': <RegisterPage />,
      '/login': <LoginPage />,
      '/verify': <VerifyPage />,
      '/user/dashboard': <UserDashboardScreen />,
    });
  }

  async function enterCode() {
    fireEvent.paste((await screen.findAllByRole('textbox', { name: /Digit/ }))[0]!, {
      clipboardData: { getData: () => '123456' },
    });
    await userEvent.click(verify());
  }

  it('welcomes a brand-new account after registration, not "Welcome back"', async () => {
    renderSignIn('/register');
    await userEvent.type(screen.getByLabelText(/First name/), 'Grace');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Achieng');
    await userEvent.type(screen.getByLabelText(/Email/), 'user@example.com');
    await userEvent.type(screen.getByLabelText(/Phone number/), '0700000111');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await enterCode();
    expect((await screen.findByRole('heading', { level: 1, name: /Welcome/ })).textContent).toBe(
      'Welcome to Soko, Grace!',
    );
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('welcomes a returning account back after login', async () => {
    renderSignIn('/login');
    await userEvent.type(screen.getByLabelText(/Email/), 'user@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await enterCode();
    expect((await screen.findByRole('heading', { level: 1, name: /Welcome/ })).textContent).toBe(
      'Welcome back, Grace!',
    );
  });
});
