import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { db } from '../../store/db';
import { setOnline } from '../../test-support/device';
import { jsonResponse } from '../../test-support/json-response';
import { renderAt, renderInRouter } from '../../test-support/render-at';
import { signInAs, testUser } from '../../test-support/test-user';
import LoginPage from '../auth/login-page';
import VerifyPage from '../auth/verify-page';
import { ReviewsSection } from './reviews-section';

const user = testUser();

beforeEach(async () => {
  await db.outbox.clear();
  setOnline(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

const renderSection = () =>
  renderInRouter(<ReviewsSection businessId={12} businessName="Mama Bakery" remoteReviews={null} />);

it('asks signed-out visitors to log in, with the profile as the page to come back to', () => {
  clearSession();
  render(
    <MemoryRouter initialEntries={['/business-profile/12/mama-bakery?ref=home']}>
      <ReviewsSection businessId={12} businessName="Mama Bakery" remoteReviews={null} />
    </MemoryRouter>,
  );
  expect(screen.getByText(/to write a review/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe(
    `/login?returnTo=${encodeURIComponent('/business-profile/12/mama-bakery?ref=home')}`,
  );
});

it('after logging in from the review form, the visitor lands back on the profile, not the dashboard', async () => {
  clearSession();
  setOnline(true);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/auth/verify-otp'
          ? jsonResponse({ success: true, user, accessToken: 'a.b.c', refreshToken: 'r1' })
          : jsonResponse({ success: true }),
      ),
    ),
  );
  renderAt('/business-profile/12/mama-bakery', {
    '/business-profile/:id/:nameSlug?': (
      <ReviewsSection businessId={12} businessName="Mama Bakery" remoteReviews={null} />
    ),
    '/login': <LoginPage />,
    '/verify': <VerifyPage />,
    '/user/dashboard': <p>user dashboard</p>,
  });
  await userEvent.click(screen.getByRole('link', { name: 'log in' }));
  await userEvent.type(screen.getByLabelText(/Email/), 'user@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  fireEvent.paste((await screen.findAllByRole('textbox', { name: /Digit/ }))[0]!, {
    clipboardData: { getData: () => '123456' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Signed in. Taking you back…')).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Submit Review' })).toBeTruthy();
  expect(screen.queryByText('user dashboard')).toBeNull();
});

it('offline, queues the review in the outbox and lists it at once as pending', async () => {
  signInAs(user);
  renderSection();
  await userEvent.click(screen.getByLabelText('4 stars'));
  await userEvent.type(screen.getByLabelText('Your review (optional)'), '  Fresh bread every morning  ');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
  expect(await screen.findByText(/will be sent when the connection returns/)).toBeTruthy();
  expect(await screen.findByText('Fresh bread every morning')).toBeTruthy();
  expect(screen.getByText('Pending approval')).toBeTruthy();
  expect(screen.getByText('Waiting to send')).toBeTruthy();
  const [entry] = await db.outbox.toArray();
  expect(entry).toMatchObject({ name: 'review.create', state: 'waiting', userId: 7 });
  expect(entry!.args).toEqual({ businessId: 12, rating: 4, comment: 'Fresh bread every morning' });
});
