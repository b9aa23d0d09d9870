import { expect, it } from 'vitest';
import { shownReply, type ReplyEntry } from './review-replies';

const at = Date.UTC(2026, 2, 2, 9, 0);
const entry = (fields: Partial<ReplyEntry> & { reviewId: number; reply: string }): ReplyEntry => ({
  id: `m-${fields.reviewId}-${fields.reply}`,
  name: 'review.reply',
  state: 'waiting',
  clientTime: at,
  ...fields,
  args: { reviewId: fields.reviewId, reply: fields.reply },
});

it('shows the server’s reply before anything queued: a review has one reply', () => {
  const published = { text: 'Thank you', createdAt: '2026-03-01T00:00:00.000Z' };
  expect(shownReply(4, published, [entry({ reviewId: 4, reply: 'Other' })])).toEqual({
    state: 'published',
    ...published,
  });
});

it('shows a queued reply as waiting, sent once applied, and a refused one with the server’s message', () => {
  const waiting = entry({ reviewId: 4, reply: 'Thanks!' });
  expect(shownReply(4, null, [waiting])).toEqual({
    state: 'waiting',
    text: 'Thanks!',
    createdAt: new Date(at).toISOString(),
    mutationId: waiting.id,
  });
  expect(shownReply(4, null, [{ ...waiting, state: 'applied' }])).toMatchObject({ state: 'sent', text: 'Thanks!' });
  const refused = { ...waiting, state: 'rejected' as const, message: 'You have already replied to this review' };
  expect(shownReply(4, null, [refused])).toEqual({
    state: 'refused',
    text: 'Thanks!',
    message: 'You have already replied to this review',
    mutationId: waiting.id,
  });
});

it('takes the latest reply written for that review only', () => {
  const entries = [
    entry({ reviewId: 4, reply: 'First', state: 'rejected', message: 'No' }),
    entry({ reviewId: 5, reply: 'Another review' }),
    entry({ reviewId: 4, reply: 'Second' }),
  ];
  expect(shownReply(4, null, entries)).toMatchObject({ state: 'waiting', text: 'Second' });
  expect(shownReply(6, undefined, entries)).toBeNull();
});
