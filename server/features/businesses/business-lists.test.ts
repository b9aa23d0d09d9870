import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businesses, reviews } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { account, insertBusiness, insertCategory } from './test-fixtures';
import { firstRow } from '../../../db/query';

let t: TestApp;
let categoryId: number;
beforeEach(async () => {
  t = createTestApp();
  categoryId = await insertCategory(t, 'Food & Catering');
});
afterEach(() => t.close());

describe('business lists', () => {
  beforeEach(async () => {
    await insertBusiness(t, { categoryId, name: 'A', rating: 4.9, totalReviews: 3 });
    await insertBusiness(t, { categoryId, name: 'B', rating: 3.0, totalReviews: 9, isVerified: true });
    await insertBusiness(t, { categoryId, name: 'C', rating: 4.0, totalReviews: 1, isVerified: true });
    await insertBusiness(t, { categoryId, name: 'Hidden', rating: 5, isActive: false });
  });

  it('GET /all answers an array of active businesses; admins see all, with owners', async () => {
    const res = await t.request('GET', '/api/businesses/all');
    expect(Array.isArray(res.data)).toBe(true);
    expect(res.data.map((b: { name: string }) => b.name)).toEqual(['A', 'C', 'B']);
    expect(res.headers.get('x-total-count')).toBe('3');
    const admin = await account(t, 'ADMIN');
    const all = await t.request('GET', '/api/businesses/all', { token: admin.token });
    expect(all.data).toHaveLength(4);
    expect(all.data[0].owner).toMatchObject({ firstName: expect.any(String) });
    const inactive = await t.request('GET', '/api/businesses/all?status=inactive', { token: admin.token });
    expect(inactive.data.map((b: { name: string }) => b.name)).toEqual(['Hidden']);
  });

  it('GET /featured puts verified businesses first, by rating; default 6, ?limit', async () => {
    const res = await t.request('GET', '/api/businesses/featured');
    expect(res.data).toMatchObject({ success: true, total: 3 });
    expect(res.data.businesses.map((b: { name: string }) => b.name)).toEqual(['C', 'B', 'A']);
    const two = await t.request('GET', '/api/businesses/featured?limit=2');
    expect(two.data.businesses).toHaveLength(2);
    expect((await t.request('GET', '/api/businesses/featured?limit=abc')).status).toBe(200);
  });

  it('GET /top-rated orders by rating', async () => {
    const res = await t.request('GET', '/api/businesses/top-rated?limit=2');
    expect(res.data).toMatchObject({ success: true, total: 2 });
    expect(res.data.businesses.map((b: { name: string }) => b.name)).toEqual(['A', 'C']);
  });

  it('GET /stats counts businesses, categories and approved reviews', async () => {
    const [first] = await t.db.select().from(businesses);
    const user = await account(t, 'USER');
    await t.db.insert(reviews).values({ businessId: first!.id, userId: user.id, rating: 5, status: 'APPROVED' });
    await t.db.insert(reviews).values({ businessId: first!.id, userId: first!.ownerId, rating: 1, status: 'PENDING' });
    const res = await t.request('GET', '/api/businesses/stats');
    expect(res.data).toEqual({
      success: true,
      totalBusinesses: 4,
      activeBusinesses: 3,
      totalCategories: 1,
      totalReviews: 1,
    });
  });
});

describe('POST /api/businesses/{id}/visit', () => {
  it('counts a visitor once a day', async () => {
    const id = await insertBusiness(t, { categoryId });
    const visits = async () => (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, id))))!.visits;
    expect((await t.request('POST', `/api/businesses/${id}/visit`)).data).toEqual({ success: true, counted: true });
    expect((await t.request('POST', `/api/businesses/${id}/visit`)).data.counted).toBe(false);
    expect(await visits()).toBe(1);
    const user = await account(t, 'USER');
    await t.request('POST', `/api/businesses/${id}/visit`, { token: user.token });
    expect(await visits()).toBe(2);
    t.clock.advance(24 * 3_600_000);
    await t.request('POST', `/api/businesses/${id}/visit`);
    expect(await visits()).toBe(3);
  });

  it('answers 404 for an inactive or unknown business', async () => {
    const id = await insertBusiness(t, { categoryId, isActive: false });
    expect((await t.request('POST', `/api/businesses/${id}/visit`)).status).toBe(404);
    expect((await t.request('POST', '/api/businesses/777/visit')).status).toBe(404);
  });
});
