import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTx } from '../../../db/client';
import { auditLog, productReviews } from '../../../db/schema';
import { fileOf, formOf, pngBytes } from '../../../test/fixtures/images/make-image';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { account, insertCategory, insertProductReview, type Account } from '../businesses/test-fixtures';
import { createProductReview, voteProductReview } from './product-review-service';

let t: TestApp;
let author: Account;
let other: Account;
let categoryId: number;
beforeEach(async () => {
  t = createTestApp();
  author = await account(t, 'USER');
  other = await account(t, 'USER');
  categoryId = await insertCategory(t, 'Electronics');
});
afterEach(() => t.close());

const asCaller = (a: Account) => ({ id: a.id, role: 'USER' as const, email: '', firstName: '', lastName: '' });

describe('POST /api/product-reviews', () => {
  it('creates a review from a multipart form with an image file', async () => {
    const res = await t.request('POST', '/api/product-reviews', {
      token: author.token,
      form: formOf({
        name: 'Tecno Spark 10',
        categoryId: String(categoryId),
        rating: '4',
        boughtFrom: 'Kikuubo',
        amount: 'USh 450,000',
        comment: 'Battery lasts',
        imageUrl: '',
        image: fileOf(await pngBytes(), 'phone.png'),
      }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        name: 'Tecno Spark 10',
        categoryId,
        category: { id: categoryId, name: 'Electronics' },
        rating: 4,
        imageUrl: null,
        image: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/),
        boughtFrom: 'Kikuubo',
        amount: 'USh 450,000',
        comment: 'Battery lasts',
        upvotes: 0,
        downvotes: 0,
        status: 'PENDING',
        isFlagged: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        user: { firstName: 'Test', lastName: 'Person' },
      },
    });
  });

  it('accepts JSON with an already uploaded image and an image URL it never fetches', async () => {
    const upload = await t.request('POST', '/api/uploads', {
      form: formOf({ image: fileOf(await pngBytes(), 'a.png') }),
      token: author.token,
    });
    const res = await t.request('POST', '/api/product-reviews', {
      token: author.token,
      json: {
        name: 'Kettle',
        categoryId,
        rating: 5,
        image: upload.data.image,
        imageUrl: 'http://127.0.0.1:1/never-fetched.png',
      },
    });
    expect(res.status).toBe(201);
    expect(res.data.data).toMatchObject({ image: upload.data.image, imageUrl: 'http://127.0.0.1:1/never-fetched.png' });
  });

  it.each([
    [{ categoryId: 1, rating: 4 }, 'Please fill in all required fields'],
    [{ name: 'X', rating: 4 }, 'Please fill in all required fields'],
    [{ name: 'X', categoryId: 1 }, 'Please fill in all required fields'],
    [{ name: 'X', categoryId: 1, rating: 0 }, 'Please fill in all required fields'],
    [{ name: 'X', categoryId: 1, rating: 9 }, 'Rating must be between 1 and 5'],
    [
      { name: 'X', categoryId: 1, rating: 3, imageUrl: 'ftp://x.org/a.png' },
      'Please enter a valid image URL (http or https)',
    ],
    [
      { name: 'X', categoryId: 1, rating: 3, imageUrl: 'javascript:alert(1)' },
      'Please enter a valid image URL (http or https)',
    ],
    [{ name: 'X', categoryId: 1, rating: 3, image: '/etc/passwd' }, 'Please upload the image again'],
    [
      { name: 'X', categoryId: 1, rating: 3, image: `/api/uploads/${'a'.repeat(32)}.webp` },
      'The image was not found. Please upload it again.',
    ],
    [{ name: 'X', categoryId: 999, rating: 3 }, 'Please choose a valid category'],
  ])('refuses %o', async (body, message) => {
    const fixed: Record<string, unknown> = { ...body };
    if (fixed.categoryId === 1) fixed.categoryId = categoryId;
    const res = await t.request('POST', '/api/product-reviews', { json: fixed, token: author.token });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it('refuses an image file that is not an image (415)', async () => {
    const res = await t.request('POST', '/api/product-reviews', {
      form: formOf({
        name: 'X',
        categoryId: String(categoryId),
        rating: '3',
        image: fileOf(Buffer.from('<svg/>'), 'x.png'),
      }),
      token: author.token,
    });
    expect(res.status).toBe(415);
    expect(await t.db.select().from(productReviews)).toEqual([]);
  });
});

describe('reading product reviews', () => {
  it('GET /api/product-reviews pages newest first with { data, pagination }', async () => {
    for (let i = 1; i <= 3; i++) {
      await insertProductReview(t, {
        userId: author.id,
        categoryId,
        name: `Item ${i}`,
        createdAt: new Date(2024, 0, i),
      });
    }
    const res = await t.request('GET', '/api/product-reviews?page=1&limit=2');
    expect(res.data).toMatchObject({
      success: true,
      data: [{ name: 'Item 3' }, { name: 'Item 2' }],
      pagination: { page: 1, limit: 2, total: 3, totalPages: 2, pages: 2 },
    });
    expect(res.data.data[0].myVote).toBeUndefined();
    const second = await t.request('GET', '/api/product-reviews?page=2&limit=2');
    expect(second.data.data.map((r: { name: string }) => r.name)).toEqual(['Item 1']);
    const defaults = await t.request('GET', '/api/product-reviews?page=x&limit=-3');
    expect(defaults.data.pagination).toMatchObject({ page: 1, limit: 20 });
  });

  it('marks the caller’s own votes when signed in, and then is private', async () => {
    const id = await insertProductReview(t, { userId: author.id, categoryId });
    await t.request('PUT', `/api/product-reviews/${id}/downvote`, { token: other.token });
    const res = await t.request('GET', '/api/product-reviews', { token: other.token });
    expect(res.data.data[0]).toMatchObject({ id, downvotes: 1, myVote: 'down' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('GET /my-reviews lists only the caller’s reviews', async () => {
    await insertProductReview(t, { userId: author.id, categoryId, name: 'Mine' });
    await insertProductReview(t, { userId: other.id, categoryId, name: 'Theirs' });
    const res = await t.request('GET', '/api/product-reviews/my-reviews', { token: author.token });
    expect(res.data).toMatchObject({ success: true, data: [{ name: 'Mine' }] });
    expect(res.data.data).toHaveLength(1);
  });
});

describe('PUT and DELETE /api/product-reviews/{id}', () => {
  it('the author changes only the fields sent; a blank optional field is cleared', async () => {
    const id = await insertProductReview(t, {
      userId: author.id,
      categoryId,
      name: 'Old',
      boughtFrom: 'Shop',
      rating: 2,
    });
    const res = await t.request('PUT', `/api/product-reviews/${id}`, {
      form: formOf({ rating: '5', boughtFrom: '' }),
      token: author.token,
    });
    expect(res.status).toBe(200);
    expect(res.data.data).toMatchObject({ name: 'Old', rating: 5, boughtFrom: null });
  });

  it('an admin deletes with a reason kept in the audit log; the author needs none', async () => {
    const admin = await account(t, 'ADMIN');
    const first = await insertProductReview(t, { userId: author.id, categoryId });
    const second = await insertProductReview(t, { userId: author.id, categoryId });
    const byAdmin = await t.request('DELETE', `/api/product-reviews/${first}`, {
      json: { reason: 'Spam' },
      token: admin.token,
    });
    expect(byAdmin.data).toEqual({ success: true, message: 'Product review deleted' });
    expect(await t.db.select().from(auditLog)).toMatchObject([
      { actorId: admin.id, action: 'product_review.delete', targetId: first, reason: 'Spam' },
    ]);
    expect((await t.request('DELETE', `/api/product-reviews/${second}`, { token: author.token })).status).toBe(200);
    expect((await t.request('DELETE', `/api/product-reviews/${second}`, { token: author.token })).status).toBe(404);
  });
});

describe('votes', () => {
  it('upvote, again withdraws, downvote switches; counters follow in the answer', async () => {
    const id = await insertProductReview(t, { userId: author.id, categoryId });
    const vote = (dir: 'upvote' | 'downvote', who = other) =>
      t.request('PUT', `/api/product-reviews/${id}/${dir}`, { token: who.token }).then((r) => r.data);
    expect(await vote('upvote')).toEqual({ success: true, data: { id, upvotes: 1, downvotes: 0, myVote: 'up' } });
    expect((await vote('upvote')).data).toEqual({ id, upvotes: 0, downvotes: 0, myVote: null });
    expect((await vote('upvote')).data).toMatchObject({ upvotes: 1, myVote: 'up' });
    expect((await vote('downvote')).data).toEqual({ id, upvotes: 0, downvotes: 1, myVote: 'down' });
    expect((await vote('upvote', author)).data).toEqual({ id, upvotes: 1, downvotes: 1, myVote: 'up' });
  });

  it('voteProductReview sets an explicit state and is idempotent', async () => {
    const id = await insertProductReview(t, { userId: author.id, categoryId });
    const caller = asCaller(other);
    expect(await voteProductReview(t.deps, caller, { reviewId: id, direction: 'up' })).toMatchObject({ upvotes: 1 });
    expect(await voteProductReview(t.deps, caller, { reviewId: id, direction: 'up' })).toMatchObject({
      upvotes: 1,
      myVote: 'up',
    });
    expect(await voteProductReview(t.deps, caller, { reviewId: id, direction: 'none' })).toMatchObject({
      upvotes: 0,
      myVote: null,
    });
    expect(await voteProductReview(t.deps, caller, { reviewId: id, direction: 'none' })).toMatchObject({
      upvotes: 0,
      myVote: null,
    });
    await expect(voteProductReview(t.deps, caller, { reviewId: 999, direction: 'up' })).rejects.toThrow(
      'Product review not found',
    );
    await expect(voteProductReview(t.deps, null, { reviewId: id, direction: 'up' })).rejects.toThrow();
    const inSyncPush = await writeTx(t.db, (tx) =>
      voteProductReview({ ...t.deps, db: tx }, caller, { reviewId: id, direction: 'down' }),
    );
    expect(inSyncPush).toMatchObject({ upvotes: 0, downvotes: 1, myVote: 'down' });
  });

  it('createProductReview is the same function the offline sync calls', async () => {
    const review = await createProductReview(t.deps, asCaller(author), { name: 'Radio', categoryId, rating: 3 });
    expect(review).toMatchObject({ name: 'Radio', rating: 3, image: null, upvotes: 0, status: 'PENDING' });
  });

  it('answers 404 for an unknown review', async () => {
    expect((await t.request('PUT', '/api/product-reviews/4242/upvote', { token: other.token })).status).toBe(404);
  });
});
