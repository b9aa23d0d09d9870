import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { db } from '../../store/db';
import { clearDeviceStore, setOnline } from '../../test-support/device';
import { signInAs, testUser } from '../../test-support/test-user';
import OutboxPage from './outbox-page';

beforeEach(async () => {
  await clearDeviceStore();
  setOnline(false);
  signInAs(testUser({ role: 'VENDOR' }));
  await db.outbox.bulkAdd([
    {
      id: 'quote-1',
      name: 'bid.create',
      args: { leadId: 4, amount: 45_000, message: 'Tomorrow', estimatedDuration: '1 day' },
      clientTime: Date.now(),
      userId: 7,
      state: 'rejected',
      attempts: 1,
      code: 400,
      message: 'Please check the quote',
      errors: { amount: 'Too high' },
    },
    {
      id: 'review-1',
      name: 'review.create',
      args: { businessId: 2, rating: 5 },
      clientTime: Date.now(),
      userId: 7,
      state: 'waiting',
      attempts: 0,
    },
    {
      id: 'other-1',
      name: 'review.create',
      args: { businessId: 3, rating: 1 },
      clientTime: Date.now(),
      userId: 8,
      state: 'waiting',
      attempts: 0,
    },
  ]);
});
afterEach(() => clearSession());

it('lists this account’s waiting and refused writes, with the server’s message, Edit and Discard', async () => {
  // a route screen: its data meter links to other routes
  render(
    <MemoryRouter initialEntries={['/sync']}>
      <OutboxPage />
    </MemoryRouter>,
  );
  await screen.findByText('Please check the quote');
  await waitFor(() => expect(screen.getByTestId('pending-count').textContent).toBe('1'));
  const outbox = screen.getByRole('list', { name: 'Changes waiting to sync' });
  expect(within(outbox).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByText('Refused')).toBeTruthy();
  expect(screen.getAllByText('Waiting to sync').map((e) => e.tagName)).toEqual(['H1', 'SPAN']);
  expect(screen.getByText(/Offline: changes are kept/)).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
  expect(screen.getByText('Too high')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '40000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save and resend' }));
  await waitFor(async () => expect(await db.outbox.get({ id: 'quote-1' })).toBeUndefined());
  const edited = (await db.outbox.where('state').equals('waiting').toArray()).find((e) => e.name === 'bid.create')!;
  expect(edited.args).toMatchObject({ amount: 40_000, leadId: 4 });

  vi.spyOn(window, 'confirm').mockReturnValue(true);
  const discard = await screen.findAllByRole('button', { name: 'Discard' });
  fireEvent.click(discard[0]!);
  await waitFor(async () => expect(await db.outbox.count()).toBe(2));
});

it('a quote for a request the customer closed meanwhile says why and offers only Discard', async () => {
  await db.outbox.clear();
  await db.outbox.add({
    id: 'quote-2',
    name: 'bid.create',
    args: { leadId: 5, amount: 60_000, message: 'Can start Monday', estimatedDuration: '2 days' },
    clientTime: Date.now(),
    userId: 7,
    state: 'rejected',
    attempts: 1,
    code: 409,
    message: 'This request has been closed by the customer',
  });
  render(
    <MemoryRouter initialEntries={['/sync']}>
      <OutboxPage />
    </MemoryRouter>,
  );
  const entry = (await screen.findByText('This request has been closed by the customer')).closest('li')!;
  expect(within(entry).getByText(/can no longer be sent/)).toBeTruthy();
  expect(within(entry).queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(within(entry).queryByRole('button', { name: 'Resend' })).toBeNull();
  expect(within(entry).getByRole('button', { name: 'Discard' })).toBeTruthy();
});
