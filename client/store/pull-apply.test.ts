import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_COLS, DELTA_COLS, PRODUCT_COLS, REVIEW_COLS, rowCodec, type PullResponse } from '../../sync/protocol';
import { clearSession } from '../lib/session';
import { clearDeviceStore } from '../test-support/device';
import { signInAs, testUser } from '../test-support/test-user';
import { db, getMeta } from './db';
import { fakeServer } from '../test-support/fake-server';
import { applyPullPage } from './pull-apply';
import { pullAll } from './pull';

const MINUTES = 29_000_000;

/** A page as the server encodes it (sync/protocol.ts step 3). */
function page(
  cursor: number,
  hasMore: boolean,
  businessIds: number[],
  reviewIds: number[] = [],
  extra: Partial<PullResponse> = {},
): PullResponse {
  const business = rowCodec(BUSINESS_COLS, DELTA_COLS.businesses);
  const product = rowCodec(PRODUCT_COLS, DELTA_COLS.products);
  const review = rowCodec(REVIEW_COLS, DELTA_COLS.reviews);
  return {
    cursor,
    hasMore,
    businesses: businessIds.map((id) =>
      business.encode({
        id,
        categoryId: 1,
        name: `Shop ${id}`,
        rating: 4.5,
        totalReviews: 2,
        products: [
          product.encode({
            id: id * 10,
            kind: 'service',
            name: 'Repair',
            minPrice: 10_000,
            maxPrice: 50_000,
            createdAt: MINUTES,
          }),
        ],
      }),
    ),
    reviews: reviewIds.map((id) =>
      review.encode({
        id,
        businessId: businessIds[0] ?? 1,
        rating: 5,
        createdAt: MINUTES + id,
        userId: 3,
        firstName: 'Ann',
        lastName: 'Auma',
      }),
    ),
    ...extra,
  };
}

beforeEach(async () => {
  await clearDeviceStore();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe('applying a pull page', () => {
  it('stores rows, decodes them to the API’s shapes, applies tombstones and advances the cursor', async () => {
    await applyPullPage(page(10, false, [1, 2, 5], [11, 12]), { mineUserId: null });
    const shop = await db.businesses.get(5);
    expect(shop).toMatchObject({ id: 5, name: 'Shop 5', isVerified: false, low: 10_000, high: 50_000 });
    expect(shop!.products).toEqual([
      expect.objectContaining({
        id: 50,
        businessId: 5,
        kind: 'service',
        currency: 'UGX',
        createdAt: new Date(MINUTES * 60_000).toISOString(),
      }),
    ]);
    expect(await db.reviews.get(12)).toMatchObject({
      status: 'APPROVED',
      createdAt: new Date((MINUTES + 12) * 60_000).toISOString(),
    });
    expect(await getMeta('cursor', 0)).toBe(10);

    await applyPullPage(page(14, false, [], [], { deleted: { businesses: [2], reviews: [11] } }), { mineUserId: null });
    expect((await db.businesses.toArray()).map((b) => b.id)).toEqual([1, 5]);
    expect((await db.reviews.toArray()).map((r) => r.id)).toEqual([12]);
    expect(await getMeta('cursor', 0)).toBe(14);
  });

  it('drops everything it held when the server starts it over', async () => {
    await applyPullPage(page(900, false, [1, 2], [5]), { mineUserId: 7 });
    await applyPullPage({ ...page(30, true, [3]), reset: true }, { mineUserId: 7 });
    expect((await db.businesses.toArray()).map((b) => b.id)).toEqual([3]);
    expect(await db.reviews.count()).toBe(0);
    expect(await getMeta('cursor', 0)).toBe(30);
    expect(await getMeta('mineCursor', -1)).toBe(0);
  });

  it('advances the cursor only once the whole page is stored: a failure halfway stores nothing', async () => {
    await applyPullPage(page(10, false, [1]), { mineUserId: null });
    vi.spyOn(db.reviews, 'bulkPut').mockRejectedValueOnce(new Error('Quota exceeded'));
    await expect(applyPullPage(page(20, false, [2, 3], [31]), { mineUserId: null })).rejects.toThrow('Quota exceeded');
    expect((await db.businesses.toArray()).map((b) => b.id)).toEqual([1]);
    expect(await getMeta('cursor', 0)).toBe(10);

    await applyPullPage(page(20, false, [2, 3], [31]), { mineUserId: null });
    expect((await db.businesses.toArray()).map((b) => b.id)).toEqual([1, 2, 3]);
    expect(await getMeta('cursor', 0)).toBe(20);
  });
});

describe('pulling', () => {
  it('asks once more for a business that came back without its products, and keeps products it holds', async () => {
    signInAs(testUser());
    await applyPullPage(page(10, false, [1]), { mineUserId: null });
    const server = fakeServer();
    const requests: string[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      requests.push(url);
      return server.fetch(url, init);
    });
    const business = rowCodec(BUSINESS_COLS, DELTA_COLS.businesses);
    const withoutProducts = (id: number) =>
      business.encode({ id, categoryId: 1, name: `Shop ${id} renamed`, products: null, city: 'Gulu' });
    server.state.pages = [
      { cursor: 20, hasMore: false, businesses: [withoutProducts(1), withoutProducts(2)] },
      page(20, false, [2]),
    ];
    await pullAll();
    expect(requests.map((r) => r.replace(/&mine=\d+/, ''))).toEqual([
      '/api/sync/pull?since=10',
      '/api/sync/pull?since=20&need=2',
    ]);
    expect(await db.businesses.get(1)).toMatchObject({ name: 'Shop 1 renamed', products: [{ id: 10 }] });
    expect((await db.businesses.get(2))!.products).toEqual([expect.objectContaining({ id: 20 })]);
    expect(await getMeta('needProducts', [1])).toEqual([]);
  });

  it('pulls every page, replaces own-data sections, and drops outbox entries whose rows arrived', async () => {
    signInAs(testUser());
    const server = fakeServer();
    const requests: string[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      requests.push(url);
      return server.fetch(url, init);
    });
    await db.outbox.add({
      id: 'applied-1',
      name: 'review.create',
      args: {},
      clientTime: 0,
      userId: 7,
      state: 'applied',
      attempts: 1,
      settledAt: Date.now() - 10,
    });
    await db.outbox.add({
      id: 'waiting-1',
      name: 'review.create',
      args: {},
      clientTime: 0,
      userId: 7,
      state: 'waiting',
      attempts: 0,
    });
    server.state.pages = [
      page(100, true, [1, 2]),
      page(200, false, [3], [], { mine: { votes: [[4, 'up']], reviews: [] } }),
    ];
    await pullAll();
    // a new device first asks how big the directory is (device-scope.ts step 1): small, so whole
    expect(requests).toEqual(['/api/sync/areas', '/api/sync/pull?since=0&mine=0', '/api/sync/pull?since=100&mine=0']);
    expect(await db.businesses.count()).toBe(3);
    expect(await db.mine.get('votes')).toEqual({ section: 'votes', value: [[4, 'up']] });
    expect(await getMeta('mineCursor', 0)).toBe(200);
    expect(await getMeta('mineUserId', null)).toBe(7);
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual(['waiting-1']);
    expect(await getMeta('lastSyncAt', null)).not.toBeNull();

    // another account on this device starts its own data from scratch
    signInAs(testUser({ id: 8 }));
    await pullAll();
    expect(requests.at(-1)).toBe('/api/sync/pull?since=200&mine=0');
    expect(await db.mine.count()).toBe(0);
  });
});
