import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTx } from '../../../db/client';
import { businesses, reviews } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { account, insertBusiness, insertCategory, insertReview, type Account } from '../businesses/test-fixtures';
import { createReview } from './review-service';
import { loadReview } from './review-view';
import { firstRow } from '../../../db/query';

let t: TestApp;
let owner: Account;
let user: Account;
let admin: Account;
let businessId: number;
beforeEach(async () => {
  t = createTestApp();
  owner = await account(t, 'VENDOR');
  user = await account(t, 'USER');
  admin = await account(t, 'ADMIN');
  businessId = await insertBusiness(t, {
    categoryId: await insertCategory(t, 'Salons'),
    ownerId: owner.id,
    name: 'Glow Salon',
  });
});
afterEach(() => t.close());

const business = async () => (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, businessId))))!;
const post = (body: unknown, token: string | null = user.token) =>
  t.request('POST', '/api/reviews', { json: body, token });

describe('POST /api/reviews', () => {
  it('a pending review leaves its business unchanged for sync: no new version, nothing to pull', async () => {
    const before = (await business()).version;
    expect((await post({ businessId, rating: 2, comment: 'Waiting for moderation' })).status).toBe(201);
    expect((await business()).version).toBe(before);
  });

  it('creates a PENDING review, shown with the author and the business', async () => {
    const res = await post({ businessId, rating: 4, comment: '  Lovely braids  ' });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        businessId,
        rating: 4,
        comment: 'Lovely braids',
        status: 'PENDING',
        isFlagged: false,
        hired: false,
        reply: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        user: { firstName: 'Test', lastName: 'Person', avatar: null },
        business: { id: businessId, name: 'Glow Salon', logo: null, category: { name: 'Salons' } },
      },
    });
    expect(await business()).toMatchObject({ rating: 0, totalReviews: 0 });
  });

  it.each([
    [{ businessId: 1 }, 'Please select a rating'],
    [{ businessId: 1, rating: 0 }, 'Please select a rating'],
    [{ businessId: 1, rating: 6 }, 'Rating must be between 1 and 5'],
    [{ businessId: 1, rating: 3.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ businessId: 1, rating: 3, comment: 'x'.repeat(2001) }, 'The comment can be at most 2000 characters'],
  ])('refuses %o', async (body, message) => {
    const res = await post({ ...body, businessId });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it('replaces the author’s earlier review, which goes back to PENDING', async () => {
    const first = await post({ businessId, rating: 5 });
    await t.request('PUT', `/api/reviews/${first.data.data.id}/approve`, { token: admin.token });
    expect(await business()).toMatchObject({ rating: 5, totalReviews: 1 });
    const second = await post({ businessId, rating: 2, comment: 'Changed my mind' });
    expect(second.data.data).toMatchObject({ id: first.data.data.id, rating: 2, status: 'PENDING' });
    expect(await t.db.select().from(reviews)).toHaveLength(1);
    expect(await business()).toMatchObject({ rating: 0, totalReviews: 0 });
  });

  it('does not let a vendor review its own business (403), nor anyone review an unknown one (404)', async () => {
    expect((await post({ businessId, rating: 5 }, owner.token)).status).toBe(403);
    expect((await post({ businessId: 9999, rating: 5 })).status).toBe(404);
    // on PostgreSQL the review is written before the rule refuses it: the refusal rolls it back
    expect(await t.db.select().from(reviews)).toEqual([]);
  });

  it('does not take a review of a business that was closed (404), and keeps nothing of it', async () => {
    await t.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, businessId));
    expect((await post({ businessId, rating: 5 })).status).toBe(404);
    expect(await t.db.select().from(reviews)).toEqual([]);
    expect(await business()).toMatchObject({ rating: 0, totalReviews: 0 });
  });

  it('is the same domain function the offline sync calls', async () => {
    const caller = { id: user.id, role: 'USER' as const, email: 'u@x', firstName: 'Test', lastName: 'Person' };
    const review = await createReview(t.deps, caller, { businessId, rating: 3 });
    expect(review).toMatchObject({ rating: 3, status: 'PENDING', comment: null });
    // The sync push runs it inside its own transaction, with the transaction as the database.
    const replaced = await writeTx(t.db, (tx) =>
      createReview({ ...t.deps, db: tx }, caller, { businessId, rating: 1 }),
    );
    expect(replaced).toMatchObject({ id: review.id, rating: 1 });
    // built from the write's own statements, it reads as the review read back would
    expect(replaced).toEqual(await loadReview(t.db, review.id));
  });

  it('leaves the business alone when what it replaces was not published', async () => {
    await post({ businessId, rating: 5 });
    const before = await business();
    await post({ businessId, rating: 1 });
    expect(await business()).toEqual(before);
  });
});

describe('business rating', () => {
  it('is the average of approved reviews to one decimal, recomputed on approve and reject', async () => {
    const ids: number[] = [];
    for (const rating of [5, 4, 4]) ids.push(await insertReview(t, { businessId, rating }));
    for (const id of ids) await t.request('PUT', `/api/reviews/${id}/approve`, { token: admin.token });
    expect(await business()).toMatchObject({ rating: 4.3, totalReviews: 3 });
    await t.request('PUT', `/api/reviews/${ids[0]}/reject`, { token: admin.token });
    expect(await business()).toMatchObject({ rating: 4, totalReviews: 2 });
  });
});

describe('GET /api/reviews/business/{id}', () => {
  it('shows approved reviews to everyone, plus the caller’s own pending one', async () => {
    await insertReview(t, { businessId, rating: 5, status: 'APPROVED', comment: 'Great' });
    await insertReview(t, { businessId, rating: 1, status: 'PENDING', comment: 'Someone else pending' });
    await insertReview(t, { businessId, rating: 2, status: 'REJECTED' });
    await post({ businessId, rating: 3, comment: 'Mine' });

    const anonymous = await t.request('GET', `/api/reviews/business/${businessId}`);
    expect(anonymous.data).toMatchObject({
      success: true,
      data: [{ comment: 'Great', status: 'APPROVED' }],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1, pages: 1 },
    });
    expect(anonymous.headers.get('cache-control')).toContain('public');

    const mine = await t.request('GET', `/api/reviews/business/${businessId}`, { token: user.token });
    expect(mine.data.data.map((r: { comment: string; status: string }) => [r.comment, r.status])).toEqual([
      ['Mine', 'PENDING'],
      ['Great', 'APPROVED'],
    ]);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 for an unknown or inactive business', async () => {
    expect((await t.request('GET', '/api/reviews/business/8888')).status).toBe(404);
    await t.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, businessId));
    expect((await t.request('GET', `/api/reviews/business/${businessId}`)).status).toBe(404);
  });
});

describe('GET /api/reviews/my-reviews', () => {
  it('lists the caller’s reviews with their status, privately', async () => {
    await post({ businessId, rating: 4 });
    await insertReview(t, { businessId, rating: 1 });
    const res = await t.request('GET', '/api/reviews/my-reviews', { token: user.token });
    expect(res.data).toMatchObject({ success: true, data: [{ rating: 4, status: 'PENDING' }] });
    expect(res.data.data).toHaveLength(1);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await t.request('GET', '/api/reviews/my-reviews')).status).toBe(401);
  });
});

describe('moderation (admin)', () => {
  it('GET /api/reviews lists every review, filtered by ?status', async () => {
    await insertReview(t, { businessId, status: 'APPROVED' });
    await insertReview(t, { businessId, status: 'PENDING' });
    await insertReview(t, { businessId, status: 'PENDING', isFlagged: true });
    const all = await t.request('GET', '/api/reviews', { token: admin.token });
    expect(all.data).toMatchObject({ success: true, pagination: { total: 3 } });
    expect(all.data.data[0]).toMatchObject({
      user: { firstName: expect.any(String) },
      business: { category: { name: 'Salons' } },
    });
    expect((await t.request('GET', '/api/reviews?status=pending', { token: admin.token })).data.data).toHaveLength(2);
    expect((await t.request('GET', '/api/reviews?status=FLAGGED', { token: admin.token })).data.data).toHaveLength(1);
    expect((await t.request('GET', '/api/reviews?status=nonsense', { token: admin.token })).status).toBe(400);
  });

  it('PUT /approve, /reject and /flag tolerate an empty body; /flag toggles or takes isFlagged', async () => {
    const id = await insertReview(t, { businessId });
    const approve = await t.request('PUT', `/api/reviews/${id}/approve`, {
      token: admin.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(approve.data.data.status).toBe('APPROVED');
    expect((await t.request('PUT', `/api/reviews/${id}/reject`, { token: admin.token })).data.data.status).toBe(
      'REJECTED',
    );
    expect((await t.request('PUT', `/api/reviews/${id}/flag`, { token: admin.token })).data.data.isFlagged).toBe(true);
    expect((await t.request('PUT', `/api/reviews/${id}/flag`, { token: admin.token })).data.data.isFlagged).toBe(false);
    const explicit = await t.request('PUT', `/api/reviews/${id}/flag`, {
      json: { isFlagged: true },
      token: admin.token,
    });
    expect(explicit.data.data.isFlagged).toBe(true);
    const again = await t.request('PUT', `/api/reviews/${id}/flag`, { json: { isFlagged: true }, token: admin.token });
    expect(again.data.data.isFlagged).toBe(true);
    expect((await t.request('PUT', '/api/reviews/777/approve', { token: admin.token })).status).toBe(404);
  });
});
