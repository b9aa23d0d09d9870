/**
 * A vote on a phone that keeps only chosen areas (device-scope.ts): the pull brings the account's
 * votes but not the product reviews, so the counts the phone shows after the vote was sent are the
 * ones the server answered to the vote itself.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ProductReviewRecord, VoteDirection } from '../../sync/schemas/pull';
import { clearSession } from '../lib/session';
import { clearDeviceStore, setOnline } from '../test-support/device';
import { signInAs, testUser } from '../test-support/test-user';
import { db } from './db';
import { fakeServer } from '../test-support/fake-server';
import { productReviews } from './local-views';
import { enqueue, syncNow } from './outbox';

let server: ReturnType<typeof fakeServer>;

const kettle: ProductReviewRecord = {
  id: 4,
  userId: 9,
  categoryId: 2,
  name: 'Electric kettle',
  rating: 4,
  imageUrl: null,
  image: null,
  boughtFrom: 'Game, Lugogo',
  amount: 'USh 85,000',
  comment: null,
  upvotes: 3,
  downvotes: 1,
  isFlagged: false,
  status: 'APPROVED',
  createdAt: '2026-11-20T09:00:00.000Z',
  user: { firstName: 'Sarah', lastName: 'N.' },
};

/** What the product reviews page shows (store/hooks.ts useProductReviews). */
async function shown() {
  const votes = ((await db.mine.get('votes'))?.value ?? []) as [number, VoteDirection][];
  const [view] = productReviews(await db.productReviews.toArray(), votes, await db.outbox.toArray(), null);
  return { upvotes: view!.upvotes, downvotes: view!.downvotes, myVote: view!.myVote };
}

beforeEach(async () => {
  await clearDeviceStore();
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  setOnline(true);
  signInAs(testUser({ id: 7 }));
  await db.productReviews.put(kettle);
  // the phone holds this account's own data, votes included (store/pull-apply.ts)
  await db.mine.put({ section: 'votes', value: [] });
  await db.meta.put({ key: 'mineUserId', value: 7 });
  // the server's vote answer: the review's counts after it, and the caller's vote
  server.state.answer = (m) =>
    m.name === 'productReview.vote'
      ? { status: 'applied', result: { id: 4, upvotes: 4, downvotes: 1, myVote: 'up' } }
      : undefined;
});
afterEach(() => clearSession());

it('shows the counts the server answered once the vote is sent and the next pull has settled it', async () => {
  await enqueue('productReview.vote', { reviewId: 4, direction: 'up' });
  expect(await shown()).toEqual({ upvotes: 4, downvotes: 1, myVote: 'up' });
  await syncNow();
  expect(await shown()).toEqual({ upvotes: 4, downvotes: 1, myVote: 'up' });

  // the next pull: the account's votes now hold this one, the settled entry leaves the outbox,
  // and the product reviews themselves do not come (a phone keeping only chosen areas)
  await db.mine.put({ section: 'votes', value: [[4, 'up']] });
  await db.outbox.where('state').equals('applied').delete();
  expect(await shown()).toEqual({ upvotes: 4, downvotes: 1, myVote: 'up' });
});
