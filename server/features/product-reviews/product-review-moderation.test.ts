/**
 * Product reviews are moderated like business reviews (product-review-service.ts): a new one,
 * by REST or by push, waits as PENDING; only approved ones are listed, pulled and voted on;
 * approving brings one to devices at their next pull, rejecting or deleting takes it away.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productReviews } from '../../../db/schema';
import { PUSH_BATCH_MAX, type PullResponse } from '../../../sync/protocol';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { mutation, pull, push } from '../../sync/sync-test-kit';
import { firstRow } from '../../../db/query';

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterEach(() => t.close());

const review = (name: string) => ({
  name,
  categoryId: w.category.id,
  rating: 5,
  imageUrl: 'https://tracker.example/p.png',
});
const statusOf = async (id: number) =>
  (await firstRow(t.db.select({ status: productReviews.status }).from(productReviews).where(eq(productReviews.id, id))))
    ?.status;
const names = (res: { data: { data: { name: string }[] } }) => res.data.data.map((r) => r.name);
const publicList = (token: string | null = null) => t.request('GET', '/api/product-reviews', { token });
const pulledIds = (page: PullResponse | null) => (page?.productReviews ?? []).map((row) => row[0]);
const moderate = (id: number, action: 'approve' | 'reject') =>
  t.request('PUT', `/api/product-reviews/${id}/${action}`, { token: w.tokens.admin });

async function createByRest(name: string): Promise<number> {
  const res = await t.request('POST', '/api/product-reviews', { token: w.tokens.user, json: review(name) });
  expect(res.status).toBe(201);
  expect(res.data.data.status).toBe('PENDING');
  return res.data.data.id;
}

describe('a new product review waits for an admin', () => {
  it('REST: PENDING, absent from the public list and the pull, shown to its author marked as such', async () => {
    const id = await createByRest('Pending kettle');
    expect(await statusOf(id)).toBe('PENDING');
    expect(names(await publicList())).toEqual([]);
    expect(names(await publicList(w.tokens.otherUser))).toEqual([]);
    expect((await publicList()).data.pagination.total).toBe(0);
    const own = await publicList(w.tokens.user);
    expect(own.data.data).toMatchObject([{ id, name: 'Pending kettle', status: 'PENDING' }]);
    expect(
      (await t.request('GET', '/api/product-reviews/my-reviews', { token: w.tokens.user })).data.data,
    ).toMatchObject([{ id, status: 'PENDING' }]);
    const first = await pull(t, 0);
    expect(pulledIds(first.page)).not.toContain(id);
    expect(first.text).not.toContain('Pending kettle');
    expect(first.text).not.toContain('tracker.example');
  });

  it('push: productReview.create is PENDING too; 100 in one push publish nothing', async () => {
    const before = (await pull(t, 0)).page!.cursor;
    const batch = Array.from({ length: PUSH_BATCH_MAX }, (_, i) =>
      mutation('productReview.create', review(`Pushed ${i}`)),
    );
    const { status } = await push(t, w.tokens.user, batch);
    expect(status).toBe(200);
    const rows = await t.db.select({ status: productReviews.status }).from(productReviews);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'PENDING')).toBe(true);
    expect(names(await publicList(w.tokens.otherUser))).toEqual([]);
    for (const since of [0, before]) {
      const { page, text } = await pull(t, since, w.tokens.otherUser);
      expect(page!.productReviews).toBeUndefined();
      expect(text).not.toContain('Pushed ');
      expect(text).not.toContain('tracker.example');
    }
  });

  it('votes are refused (404) until it is approved', async () => {
    const id = await createByRest('Unvoted radio');
    const vote = () => t.request('PUT', `/api/product-reviews/${id}/upvote`, { token: w.tokens.otherUser });
    expect((await vote()).status).toBe(404);
    const pushed = await push(t, w.tokens.otherUser, [
      mutation('productReview.vote', { reviewId: id, direction: 'up' }),
    ]);
    expect(pushed.results[0]).toMatchObject({ status: 'rejected', code: 404 });
    await moderate(id, 'approve');
    expect((await vote()).data.data).toMatchObject({ upvotes: 1, myVote: 'up' });
  });
});

describe('moderation', () => {
  it('approving brings it to devices at their next pull; rejecting and deleting take it away', async () => {
    const id = await createByRest('Moderated blender');
    const cursor0 = (await pull(t, 0)).page!.cursor;

    expect((await moderate(id, 'approve')).data.data).toMatchObject({ id, status: 'APPROVED' });
    expect(names(await publicList())).toEqual(['Moderated blender']);
    const afterApprove = (await pull(t, cursor0)).page!;
    expect(pulledIds(afterApprove)).toEqual([id]);

    expect((await moderate(id, 'reject')).data.data).toMatchObject({ status: 'REJECTED' });
    expect(names(await publicList(w.tokens.otherUser))).toEqual([]);
    const afterReject = (await pull(t, afterApprove.cursor)).page!;
    expect(pulledIds(afterReject)).toEqual([]);
    expect(afterReject.deleted?.productReviews).toEqual([id]);

    await moderate(id, 'approve');
    const again = (await pull(t, afterReject.cursor)).page!;
    expect(pulledIds(again)).toEqual([id]);
    expect((await t.request('DELETE', `/api/product-reviews/${id}`, { token: w.tokens.admin })).status).toBe(200);
    expect((await pull(t, again.cursor)).page!.deleted?.productReviews).toEqual([id]);
  });

  it('an author’s edit of an approved review goes back to moderation; an admin’s edit does not', async () => {
    const id = await createByRest('Edited fan');
    await moderate(id, 'approve');
    const edit = await t.request('PUT', `/api/product-reviews/${id}`, {
      token: w.tokens.user,
      json: { imageUrl: 'https://other.example/new.png' },
    });
    expect(edit.data.data.status).toBe('PENDING');
    expect(names(await publicList())).toEqual([]);
    await moderate(id, 'approve');
    const byAdmin = await t.request('PUT', `/api/product-reviews/${id}`, {
      token: w.tokens.admin,
      json: { rating: 3 },
    });
    expect(byAdmin.data.data).toMatchObject({ status: 'APPROVED', rating: 3 });
  });

  it('the admin list filters by status; approve and reject answer 404 for an unknown review', async () => {
    const pending = await createByRest('Queue one');
    const approved = await createByRest('Queue two');
    await moderate(approved, 'approve');
    const list = (status: string) =>
      t.request('GET', `/api/product-reviews/admin?status=${status}`, { token: w.tokens.admin }).then((r) => r.data);
    expect((await list('PENDING')).data.map((r: { id: number }) => r.id)).toEqual([pending]);
    expect((await list('APPROVED')).data.map((r: { id: number }) => r.id)).toEqual([approved]);
    expect((await list('ALL')).pagination.total).toBe(2);
    expect((await moderate(999_999, 'approve')).status).toBe(404);
    expect((await moderate(999_999, 'reject')).status).toBe(404);
  });

  it('the author’s device holds its pending review in its own data, other devices do not', async () => {
    const id = await createByRest('Own pending iron');
    const mine = (await pull(t, 0, w.tokens.user, 0)).page!.mine!;
    expect(mine.productReviews).toMatchObject([
      { id, name: 'Own pending iron', status: 'PENDING', userId: w.ids.user },
    ]);
    const theirs = (await pull(t, 0, w.tokens.otherUser, 0)).page!.mine!;
    expect(theirs.productReviews).toEqual([]);
    await moderate(id, 'approve');
    const cursor = (await pull(t, 0, w.tokens.user, 0)).page!;
    expect(cursor.mine!.productReviews).toEqual([]);
    expect(pulledIds(cursor)).toContain(id);
  });
});
