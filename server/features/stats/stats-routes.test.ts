import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, reviews, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { insertBusiness, insertCategory, insertUser } from '../businesses/test-fixtures';
import { firstRow } from '../../../db/query';

let t: TestApp;
beforeAll(async () => {
  t = createTestApp();
  const food = await insertCategory(t, 'Food');
  await insertCategory(t, 'Empty');
  const a = await insertBusiness(t, { categoryId: food, name: 'Alpha', isVerified: true });
  await insertBusiness(t, { categoryId: food, name: 'Beta' });
  await insertBusiness(t, { categoryId: food, name: 'Off', isActive: false });
  const reviewer = await insertUser(t, 'USER');
  await t.db
    .insert(reviews)
    .values({ businessId: a, userId: reviewer, rating: 5, status: 'APPROVED', comment: 'Tasty' });
  await t.db
    .insert(reviews)
    .values({ businessId: a, userId: await insertUser(t, 'USER'), rating: 2, status: 'PENDING' });
});
afterAll(() => t.close());

describe('GET /api/stats/platform', () => {
  it('answers the platform counters home shows (docs/screens.md "Home")', async () => {
    const res = await t.request('GET', '/api/stats/platform');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      success: true,
      data: {
        totalBusinesses: 2,
        activeBusinesses: 2,
        totalCategories: 2,
        totalReviews: 1,
        totalUsers: (await t.db.select().from(users)).length,
        totalSearches: 0,
        totalMessages: 0,
        totalBids: 0,
        totalProductReviews: 0,
        verifiedBusinesses: 1,
        pendingReviews: 1,
        reportedUsers: 0,
        monthlyGrowth: { users: 100, businesses: 100, searches: 0, revenue: 0 },
      },
    });
    expect(res.headers.get('cache-control')).toContain('public');
  });

  it('counts only active businesses: an inactive one does not raise totalBusinesses', async () => {
    const total = async () => (await t.request('GET', '/api/stats/platform')).data.data.totalBusinesses as number;
    const before = await total();
    const food = (await firstRow(t.db.select().from(categories).where(eq(categories.name, 'Food'))))!.id;
    await insertBusiness(t, { categoryId: food, name: 'Closed shop', isActive: false });
    expect(await total()).toBe(before);
  });

  it('counts only listed categories: a deactivated one leaves the counter and the category stats', async () => {
    const hidden = await insertCategory(t, 'Hidden');
    const counter = async () => (await t.request('GET', '/api/stats/platform')).data.data.totalCategories as number;
    const listed = async () =>
      ((await t.request('GET', '/api/stats/categories')).data.data as { name: string }[]).map((c) => c.name);
    expect(await counter()).toBe(3);
    expect(await listed()).toContain('Hidden');
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, hidden));
    expect(await counter()).toBe(2);
    expect(await listed()).not.toContain('Hidden');
  });
});

describe('GET /api/stats/categories', () => {
  it('answers each category with its number of active businesses, most first', async () => {
    const res = await t.request('GET', '/api/stats/categories');
    expect(res.data).toEqual({
      success: true,
      data: [
        { id: expect.any(Number), name: 'Food', description: 'Food services', businessCount: 2 },
        { id: expect.any(Number), name: 'Empty', description: 'Empty services', businessCount: 0 },
      ],
    });
  });
});

describe('GET /api/stats/recent-activity', () => {
  it('answers recent businesses, approved reviews and searches, without e-mails', async () => {
    const res = await t.request('GET', '/api/stats/recent-activity');
    expect(res.data.success).toBe(true);
    expect(res.data.data.recentBusinesses.map((b: { name: string }) => b.name).sort()).toEqual(['Alpha', 'Beta']);
    expect(res.data.data.recentReviews).toMatchObject([
      { rating: 5, comment: 'Tasty', user: { firstName: expect.any(String) }, business: { name: 'Alpha' } },
    ]);
    expect(res.data.data.recentSearches).toEqual([]);
    expect(res.text).not.toContain('@');
  });
});
