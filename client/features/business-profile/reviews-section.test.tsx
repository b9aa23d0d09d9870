import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearSession, signedIn } from '../../lib/session';
import { db } from '../../store/db';
import { ReviewsSection } from './reviews-section';

const user = {
  id: 7,
  name: 'Grace Achieng',
  firstName: 'Grace',
  lastName: 'Achieng',
  email: 'user@example.com',
  phoneNumber: null,
  avatar: null,
  role: 'USER' as const,
  isActive: true,
  isVerified: true,
  location: null,
  bio: null,
  createdAt: '2024-12-01T00:00:00Z',
};

beforeEach(async () => {
  await db.outbox.clear();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

const renderSection = () =>
  render(
    <MemoryRouter>
      <ReviewsSection businessId={12} remoteReviews={null} />
    </MemoryRouter>,
  );

it('asks signed-out visitors to log in', () => {
  clearSession();
  renderSection();
  expect(screen.getByText(/to write a review/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/login');
});

it('offline, queues the review in the outbox and lists it at once as pending', async () => {
  signedIn({ user, accessToken: 'a.b.c', refreshToken: 'r' });
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
