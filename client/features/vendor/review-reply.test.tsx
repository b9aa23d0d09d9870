/** The reply form's answers from the server, the outbox and its settling replaced by stand-ins. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { ReviewReply } from './review-reply';
import type { VendorReview } from './use-business-reviews';

const outbox = vi.hoisted(() => ({
  enqueue: vi.fn(async () => 'reply-1'),
  discardEntry: vi.fn(async () => undefined),
}));
const settled = vi.hoisted(() => vi.fn());
vi.mock('../../store/outbox', () => outbox);
vi.mock('../../lib/outbox-result', () => ({ settled }));

const review: VendorReview = {
  id: 31,
  rating: 5,
  comment: 'Lovely cake',
  status: 'APPROVED',
  isFlagged: false,
  hired: false,
  reply: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  user: { firstName: 'Ben', lastName: 'Okello', avatar: null },
  shownReply: null,
};

beforeEach(() => {
  outbox.enqueue.mockClear();
  outbox.discardEntry.mockClear();
  settled.mockReset();
});

async function writeReply(text: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Reply to the review by Ben Okello' }));
  await user.type(screen.getByLabelText('Your reply'), text);
  await user.click(screen.getByRole('button', { name: 'Publish Reply' }));
}

it('says "Reply published" where the vendor replied once the server took it', async () => {
  settled.mockResolvedValue({ state: 'sent' });
  render(<ReviewReply review={review} />);
  await writeReply('Thank you');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reply published'));
  expect(outbox.enqueue).toHaveBeenCalledWith('review.reply', { reviewId: 31, reply: 'Thank you' });
  expect(screen.queryByRole('form')).toBeNull();
});

it('keeps the form and the text when the server refuses, with its message on the field', async () => {
  settled.mockResolvedValue({ state: 'refused', message: 'You have already replied to this review' });
  render(<ReviewReply review={review} />);
  await writeReply('Thank you');
  expect((await screen.findByRole('alert')).textContent).toBe('You have already replied to this review');
  expect(screen.getByLabelText('Your reply')).toHaveProperty('value', 'Thank you');
  // the refused copy leaves the outbox: the form says it all
  expect(outbox.discardEntry).toHaveBeenCalledWith('reply-1');
  expect(screen.getByRole('status').textContent).toBe('');
});

it('offers no Reply on a review not approved yet, nor on one already answered', () => {
  const { rerender } = render(<ReviewReply review={{ ...review, status: 'PENDING' }} />);
  expect(screen.queryByRole('button')).toBeNull();
  const reply = { text: 'Thanks', createdAt: '2026-03-02T08:00:00.000Z' };
  rerender(<ReviewReply review={{ ...review, reply, shownReply: { state: 'published', ...reply } }} />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText('Thanks')).toBeTruthy();
});

it('a reply saved offline says "Reply published" once it was sent, not that it waits', async () => {
  settled.mockResolvedValue({ state: 'queued' });
  const { rerender } = render(<ReviewReply review={review} />);
  await writeReply('Thank you');
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toMatch(/will be sent when the connection returns/),
  );
  const createdAt = '2026-03-02T10:00:00.000Z';
  rerender(
    <ReviewReply
      review={{ ...review, shownReply: { state: 'waiting', text: 'Thank you', createdAt, mutationId: 'reply-1' } }}
    />,
  );
  expect(screen.getByRole('status').textContent).toMatch(/will be sent when the connection returns/);
  // the connection returned: the outbox sent it
  rerender(<ReviewReply review={{ ...review, shownReply: { state: 'sent', text: 'Thank you', createdAt } }} />);
  expect(screen.getByRole('status').textContent).toBe('Reply published');
  rerender(<ReviewReply review={{ ...review, shownReply: { state: 'published', text: 'Thank you', createdAt } }} />);
  expect(screen.getByRole('status').textContent).toBe('Reply published');
});
