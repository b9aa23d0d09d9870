/**
 * The owner's reply on My Reviews (docs/product.md "Reviews"): the real outbox and store on fake
 * IndexedDB. A reply is checked with the server's schema, queued as `review.reply`, shown at once
 * as waiting, and a refusal comes back next to its form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessReviewRecord } from '../../../sync/schemas/pull';
import { db } from '../../store/db';
import { storedBusiness } from '../../test-support/test-records';
import { clearDeviceStore, setOnline } from '../../test-support/device';
import { jsonResponse } from '../../test-support/json-response';
import { renderInRouter } from '../../test-support/render-at';
import { signInAs, testVendor } from '../../test-support/test-user';
import VendorReviewsScreen from './reviews-screen';

const review = (fields: Partial<BusinessReviewRecord> & Pick<BusinessReviewRecord, 'id'>): BusinessReviewRecord => ({
  businessId: 5,
  userId: 9,
  rating: 5,
  comment: null,
  status: 'APPROVED',
  isFlagged: false,
  hired: false,
  reply: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  user: { firstName: 'Ben', lastName: 'Okello', avatar: null },
  ...fields,
});
const ben = review({ id: 31, comment: 'Lovely cake', hired: true });
const amina = review({
  id: 32,
  userId: 10,
  comment: 'Good bread',
  user: { firstName: 'Amina', lastName: 'Nakato', avatar: null },
  reply: { text: 'Thank you Amina', createdAt: '2026-03-02T08:00:00.000Z' },
});

beforeEach(async () => {
  await clearDeviceStore();
  setOnline(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  signInAs(testVendor);
  await db.meta.put({ key: 'mineUserId', value: testVendor.id });
  await db.mine.put({ section: 'business', value: storedBusiness({ id: 5, name: 'Mama Bakery' }) });
  await db.reviews.bulkPut([ben, amina]);
});

const renderScreen = () => renderInRouter(<VendorReviewsScreen />);

/** The card of one review, found by its comment. */
const cardOf = (comment: string) => screen.getByText(comment).closest('li') as HTMLElement;

describe('replying to a review, offline', () => {
  it('shows the hired mark and an existing reply, with no Reply button on a review already answered', async () => {
    renderScreen();
    const answered = (await screen.findByText('Good bread')).closest('li') as HTMLElement;
    expect(within(answered).getByText('Your reply')).toBeTruthy();
    expect(within(answered).getByText('Thank you Amina')).toBeTruthy();
    expect(within(answered).queryByRole('button', { name: /Reply to the review/ })).toBeNull();
    expect(within(cardOf('Lovely cake')).getByText(/Hired through Soko/)).toBeTruthy();
    expect(within(answered).queryByText(/Hired through Soko/)).toBeNull();
  });

  it('refuses an empty reply with the schema’s message, then queues `review.reply` and shows it waiting', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Reply to the review by Ben Okello' }));
    const card = cardOf('Lovely cake');
    const field = within(card).getByLabelText('Your reply');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('maxLength')).toBe('1000');

    await user.type(field, '   ');
    await user.click(within(card).getByRole('button', { name: 'Publish Reply' }));
    expect(within(card).getByRole('alert').textContent).toBe('Please write your reply');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(await db.outbox.count()).toBe(0);

    await user.clear(field);
    await user.type(field, 'Thank you, Ben!  ');
    expect(within(card).getByText('17/1000')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Publish Reply' }));

    expect(await within(card).findByText('Waiting to send')).toBeTruthy();
    expect(within(card).getByText('Thank you, Ben!')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toMatch(/saved on this device/);
    expect(within(card).queryByRole('button', { name: /Reply to the review/ })).toBeNull();
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ name: 'review.reply', state: 'waiting', userId: testVendor.id });
    expect(entries[0]!.args).toEqual({ reviewId: 31, reply: 'Thank you, Ben!' });
  });

  it('brings a refused reply back in its form with the server’s message, and a new one replaces it', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Reply to the review by Ben Okello' }));
    await user.type(within(cardOf('Lovely cake')).getByLabelText('Your reply'), 'See you soon');
    await user.click(screen.getByRole('button', { name: 'Publish Reply' }));
    const [queued] = await db.outbox.toArray();
    await db.outbox.update(queued!.seq, { state: 'rejected', message: 'You can reply once the review is published' });

    const card = cardOf('Lovely cake');
    expect((await within(card).findByRole('alert')).textContent).toBe('You can reply once the review is published');
    // next to the form, not at the top of the page
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const field = within(card).getByLabelText('Your reply');
    expect(field).toHaveProperty('value', 'See you soon');
    expect(within(card).queryByText('Waiting to send')).toBeNull();

    await user.type(field, '!');
    await user.click(within(card).getByRole('button', { name: 'Publish Reply' }));
    expect(await within(card).findByText('Waiting to send')).toBeTruthy();
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.state, e.args])).toEqual([['waiting', { reviewId: 31, reply: 'See you soon!' }]]);
  });
});

it('online, offers no Reply on a review still waiting for approval', async () => {
  setOnline(true);
  const pending = review({ id: 33, comment: 'Not yet approved', status: 'PENDING' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/reviews/business/5')
        ? jsonResponse({ success: true, data: [pending, ben] })
        : jsonResponse({ success: false, message: 'Not found' }, 404),
    ),
  );
  renderScreen();
  await waitFor(() => expect(screen.getByText('Not yet approved')).toBeTruthy());
  expect(within(cardOf('Not yet approved')).queryByRole('button', { name: /Reply to the review/ })).toBeNull();
  expect(within(cardOf('Lovely cake')).getByRole('button', { name: 'Reply to the review by Ben Okello' })).toBeTruthy();
});

it('says "1 star" and "1 review", never "1 stars" or "1 reviews"', async () => {
  await db.reviews.clear();
  await db.reviews.put(review({ id: 40, rating: 1, comment: 'Late' }));
  renderScreen();
  await screen.findByText('Late');
  expect(screen.getByRole('option', { name: '1 star' })).toBeTruthy();
  expect(screen.getByRole('option', { name: '2 stars' })).toBeTruthy();
  expect(screen.getByText('1 review')).toBeTruthy();
  expect(screen.queryByText(/\b1 stars\b|\b1 reviews\b/)).toBeNull();
  expect(screen.getByLabelText('1 review with 1 star')).toBeTruthy();
});
