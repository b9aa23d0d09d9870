import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUSINESS_COLS,
  CATEGORY_COLS,
  DELTA_COLS,
  rowCodec,
  REVIEW_COLS,
  type PullResponse,
} from '../../sync/protocol';
import { DATA_SAVER_KEY } from '../lib/data-saver-state';
import { clearDeviceStore } from '../test-support/device';
import { db, getMeta, setMeta } from './db';
import {
  addArea,
  deviceMode,
  evictForSpace,
  evictUnkept,
  keepWholeDirectory,
  LISTING_KEEP_MS,
  removeArea,
  renameOldAreas,
  SEEN_KEEP_MS,
} from './device-scope';
import { fakeServer } from '../test-support/fake-server';
import { pullAll } from './pull';
import { applyPullPage } from './pull-apply';
import { freeOpened, heldParts } from './held-storage';
import { keepListing, keepProductReviews, keepProfile, LISTING_SLICE_ROWS, markSeen, type Listed } from './seen-first';
import { storedBusiness, storedProduct, storedProductReview } from '../test-support/test-records';

const BAKERIES = { id: 1, name: 'Bakeries', emoji: '', image: null };
/** A business as a list answers it: a card with its category. */
const listed = (id: number, fields: Partial<Listed> = {}): Listed => ({
  ...storedBusiness({ id }),
  category: BAKERIES,
  ...fields,
});

/** A held profile's one product. */
const cake = (businessId: number) =>
  storedProduct({ id: 10, businessId, name: 'Cake', description: 'Chocolate', price: 5_000 });

const NOW = Date.UTC(2026, 10, 24);
const DAY = 86_400_000;
const LARGE = {
  success: true as const,
  counter: 9,
  areas: [{ district: 'Gulu', businesses: 2, bytes: 400 }],
  total: { businesses: 90_000, bytes: 8_000_000 },
};

/** A page's categories; codecs are per page, since ids travel as differences within one. */
const categoryRows = (ids: number[]) => {
  const category = rowCodec(CATEGORY_COLS, DELTA_COLS.categories);
  return ids.map((id) => category.encode({ id, name: `Category ${id}` }));
};

/** An area page (sync/protocol.ts step 9) with businesses of one district and a review each. */
function areaPage(cursor: number, district: string, ids: number[], extra: Partial<PullResponse> = {}): PullResponse {
  const business = rowCodec(BUSINESS_COLS, DELTA_COLS.businesses);
  const review = rowCodec(REVIEW_COLS, DELTA_COLS.reviews);
  return {
    cursor,
    hasMore: false,
    businesses: ids.map((id) => business.encode({ id, categoryId: 1, name: `Shop ${id}`, district, products: [] })),
    reviews: ids.map((id) => review.encode({ id: id * 100, businessId: id, rating: 5, createdAt: 1, userId: 3 })),
    ...extra,
  };
}

function useServer() {
  const server = fakeServer();
  const requests: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    requests.push(url);
    return server.fetch(url, init);
  });
  return { server, requests };
}

beforeEach(async () => {
  await clearDeviceStore();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the device mode', () => {
  it.each([
    ['a small directory is kept whole', 0, 250_000, 'whole'],
    ['a big directory is kept by scope', 0, 300_001, 'scoped'],
    ['a device that already held the whole directory keeps it, without asking', 42, 9_000_000, 'whole'],
  ])('%s', async (_case, cursor, bytes, mode) => {
    const { server, requests } = useServer();
    server.state.areas = { ...LARGE, total: { businesses: 1, bytes } };
    await setMeta('cursor', cursor);
    expect(await deviceMode()).toBe(mode);
    expect(requests).toEqual(cursor ? [] : ['/api/sync/areas']);
    // decided once
    server.state.areas = { ...LARGE, total: { businesses: 1, bytes: 1 } };
    expect(await deviceMode()).toBe(mode);
  });
});

describe('a scoped device pulls its scopes', () => {
  it('pulls the categories scope and each chosen area with its own cursor, not the whole directory', async () => {
    const { server, requests } = useServer();
    server.state.areas = LARGE;
    await addArea({ district: 'Gulu', businesses: 2, bytes: 400 });
    server.state.scopePages = [{ cursor: 50, hasMore: false, categories: categoryRows([1]) }];
    server.state.areaPages.Gulu = [{ ...areaPage(30, 'Gulu', [1]), hasMore: true }, areaPage(50, 'Gulu', [2])];
    server.state.categories = [{ id: 1, _count: { businesses: 1234 } }];
    await pullAll();
    expect(requests).toEqual([
      '/api/sync/areas',
      '/api/sync/pull?scope=categories&since=0',
      '/api/categories',
      '/api/sync/pull?area=Gulu&since=0',
      '/api/sync/pull?area=Gulu&since=30',
    ]);
    expect(await db.categories.count()).toBe(1);
    expect((await db.businesses.toArray()).map((b) => b.id)).toEqual([1, 2]);
    expect(await getMeta('baseCursor', 0)).toBe(50);
    expect(await getMeta('cursor', 0)).toBe(0);
    expect(await db.areas.get('Gulu')).toMatchObject({ cursor: 50, syncedAt: expect.any(Number) });
    // it holds two businesses, but shows the category's count in the whole directory
    expect(await getMeta('categoryCounts', {})).toEqual({ 1: 1234 });
    await pullAll();
    expect(requests.filter((r) => r === '/api/categories')).toHaveLength(1);
  });

  it('drops a business that left the area, but not one the user opened in another district', async () => {
    useServer();
    await setMeta('mode', 'scoped');
    await addArea({ district: 'Gulu', businesses: 2, bytes: 400 });
    await applyPullPage(areaPage(10, 'Gulu', [1, 2]), {
      mineUserId: null,
      target: { scope: 'area', district: 'Gulu' },
    });
    await db.businesses.put(storedBusiness({ id: 3, district: 'Lira' }));
    await markSeen(3);
    // 1 moved out of Gulu, 3 changed in Lira: both are named, only 1 was held as part of Gulu
    await applyPullPage(areaPage(20, 'Gulu', [], { deleted: { businesses: [1, 3] } }), {
      mineUserId: null,
      target: { scope: 'area', district: 'Gulu' },
    });
    expect((await db.businesses.toArray()).map((b) => b.id)).toEqual([2, 3]);
    expect((await db.reviews.toArray()).map((r) => r.businessId)).toEqual([2]);
    expect((await db.areas.get('Gulu'))!.cursor).toBe(20);
  });

  it('stops downloading an area the user removed while its pages travelled', async () => {
    const { server, requests } = useServer();
    await setMeta('mode', 'scoped');
    await addArea({ district: 'Gulu', businesses: 2, bytes: 400 });
    const first = { ...areaPage(30, 'Gulu', [1]), hasMore: true };
    server.state.areaPages.Gulu = [first, first, first];
    const fetchPage = server.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      requests.push(url);
      if (url.includes('area=Gulu')) await removeArea('Gulu');
      return fetchPage(url, init);
    });
    await pullAll();
    expect(requests.filter((r) => r.includes('area=Gulu'))).toEqual(['/api/sync/pull?area=Gulu&since=0']);
    expect(await db.businesses.count()).toBe(0);
  });

  it('downloads no area in the background on data saver, but does when the user asks', async () => {
    const { server, requests } = useServer();
    await setMeta('mode', 'scoped');
    await addArea({ district: 'Gulu', businesses: 2, bytes: 400 });
    localStorage.setItem(DATA_SAVER_KEY, '1');
    await pullAll();
    expect(requests).toEqual(['/api/sync/pull?scope=categories&since=0', '/api/categories']);
    server.state.areaPages.Gulu = [areaPage(5, 'Gulu', [1])];
    await pullAll({ userAsked: true });
    expect(requests.at(-1)).toBe('/api/sync/pull?area=Gulu&since=0');
    expect(await db.businesses.count()).toBe(1);
  });

  it('makes room and goes on when storage is full, keeping the outbox', async () => {
    const { server } = useServer();
    await setMeta('mode', 'scoped');
    await db.outbox.add({
      id: 'w1',
      name: 'review.create',
      args: {},
      clientTime: 0,
      userId: 0,
      state: 'waiting',
      attempts: 0,
    });
    await db.businesses.bulkPut([storedBusiness({ id: 8 }), storedBusiness({ id: 9 })]);
    await keepListing('plumbing', [listed(8)], 1);
    await markSeen(9, Date.now() - DAY);
    const full = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    vi.spyOn(db.categories, 'bulkPut').mockRejectedValueOnce(full);
    server.state.scopePages = [
      { cursor: 5, hasMore: false, categories: categoryRows([1]) },
      { cursor: 5, hasMore: false, categories: categoryRows([1]) },
    ];
    await pullAll();
    expect(await db.categories.count()).toBe(1);
    expect(await db.listings.count()).toBe(0);
    expect(await db.businesses.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('what a scoped device keeps', () => {
  beforeEach(async () => {
    await setMeta('mode', 'scoped');
  });

  it('keeps recent views, fresh listings and chosen areas, and drops the rest with their reviews', async () => {
    await db.businesses.bulkPut([
      storedBusiness({ id: 1 }),
      storedBusiness({ id: 2 }),
      storedBusiness({ id: 3 }),
      storedBusiness({ id: 4 }),
      storedBusiness({ id: 5, district: 'Gulu' }),
      storedBusiness({ id: 6 }),
    ]);
    await db.reviews.bulkPut([
      {
        id: 60,
        businessId: 6,
        userId: 1,
        rating: 4,
        comment: null,
        status: 'APPROVED',
        isFlagged: false,
        hired: false,
        reply: null,
        createdAt: '',
        user: { firstName: '', lastName: '', avatar: null },
      },
    ]);
    await db.seen.bulkPut([
      { businessId: 1, seenAt: NOW - SEEN_KEEP_MS + DAY },
      { businessId: 6, seenAt: NOW - SEEN_KEEP_MS - DAY },
    ]);
    await db.listings.bulkPut([
      { key: 'fresh', ids: [2], total: 1, fetchedAt: NOW - DAY },
      { key: 'stale', ids: [3], total: 1, fetchedAt: NOW - LISTING_KEEP_MS - DAY },
    ]);
    await addArea({ district: 'Gulu', businesses: 1, bytes: 100 });
    expect(await evictUnkept(NOW)).toBe(3);
    expect((await db.businesses.toArray()).map((b) => b.id)).toEqual([1, 2, 5]);
    expect(await db.reviews.count()).toBe(0);
    expect(await db.seen.count()).toBe(1);
    expect((await db.listings.toArray()).map((l) => l.key)).toEqual(['fresh']);

    // removing an area evicts as of now: the test's fixed NOW, or business 1's view ages out a day later
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    try {
      await removeArea('Gulu');
    } finally {
      vi.useRealTimers();
    }
    expect((await db.businesses.toArray()).map((b) => b.id)).toEqual([1, 2]);
  });

  it('evicts for space listings first, then the older half of the views', async () => {
    await db.businesses.bulkPut([1, 2, 3, 4, 5].map((id) => storedBusiness({ id })));
    await keepListing('any', [listed(5)], 1);
    for (const id of [1, 2, 3, 4]) await markSeen(id, Date.now() - id * DAY);
    await evictForSpace();
    expect((await db.businesses.toArray()).map((b) => b.id)).toEqual([1, 2]);
  });

  it('turns the whole directory into a scoped device that keeps only what was opened', async () => {
    await setMeta('mode', 'whole');
    await setMeta('cursor', 77);
    await db.businesses.bulkPut([1, 2].map((id) => storedBusiness({ id })));
    await markSeen(2);
    await keepWholeDirectory(false);
    expect(await getMeta('mode', null)).toBe('scoped');
    expect(await getMeta('baseCursor', 0)).toBe(77);
    expect((await db.businesses.toArray()).map((b) => b.id)).toEqual([2]);
    await keepWholeDirectory(true);
    expect(await getMeta('mode', null)).toBe('whole');
    expect(await getMeta('cursor', -1)).toBe(0);
  });

  it('keeps an opened profile whole, and a listed business as a card that does not replace a whole one', async () => {
    const whole = storedBusiness({
      id: 1,
      products: [cake(1)],
    });
    await keepProfile({ ...whole, category: BAKERIES }, []);
    await keepListing('bakeries', [listed(1, { name: 'Renamed' }), listed(2, { minPrice: 3_000, maxPrice: 9_000 })], 2);
    const [one, two] = await db.businesses.bulkGet([1, 2]);
    expect(one).toMatchObject({ name: 'Renamed', products: [{ id: 10 }] });
    expect(one!.summary).toBeUndefined();
    expect(two).toMatchObject({ summary: true, low: 3_000, high: 9_000, products: [] });
    expect(await db.seen.get(1)).toBeDefined();
  });

  it('keeps a listing longer than one step whole and in order, a held profile keeping its products', async () => {
    expect(LISTING_SLICE_ROWS).toBeLessThan(12);
    await keepProfile({ ...storedBusiness({ id: 9, products: [cake(9)] }), category: BAKERIES }, []);
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    await keepListing(
      'bakeries',
      ids.map((id) => listed(id)),
      12,
    );
    expect((await db.listings.get('bakeries'))?.ids).toEqual(ids);
    const stored = await db.businesses.bulkGet(ids);
    expect(stored.every(Boolean)).toBe(true);
    expect(stored.filter((b) => b!.summary)).toHaveLength(11);
    expect(stored[8]).toMatchObject({ products: [{ id: 10 }] });
  });

  it('measures what each area and what was opened take, and frees the opened part only', async () => {
    await addArea({ district: 'Gulu', businesses: 2, bytes: 400 });
    await db.businesses.bulkPut([
      storedBusiness({ id: 1, district: 'Gulu' }),
      storedBusiness({ id: 2, district: 'Gulu' }),
      storedBusiness({ id: 3, district: 'Lira' }),
    ]);
    await markSeen(3);
    const [gulu, opened] = await heldParts();
    expect(gulu).toMatchObject({ name: 'Gulu', businesses: 2 });
    expect(opened).toMatchObject({ name: 'Opened on this phone', businesses: 1 });
    const one = JSON.stringify(await db.businesses.get(3)).length;
    expect(opened!.bytes).toBe(one);
    expect(gulu!.bytes).toBeGreaterThan(one);
    await freeOpened();
    await evictUnkept();
    expect((await db.businesses.toArray()).map((b) => b.id)).toEqual([1, 2]);
  });

  it('keeps the newest product reviews it was shown, approved only, replacing the page before', async () => {
    // as the public list answers: no author id
    const review = (id: number, status: 'APPROVED' | 'PENDING' = 'APPROVED') => {
      const { userId: _userId, ...listed } = storedProductReview({ id, status });
      return listed;
    };
    await keepProductReviews([review(1), review(2)]);
    await keepProductReviews([review(3), review(4, 'PENDING')]);
    expect(await db.productReviews.toArray()).toEqual([
      expect.objectContaining({ id: 3, userId: 0, status: 'APPROVED' }),
    ]);
  });
});

describe('an area chosen under an old spelling of its district (docs/product.md "Places")', () => {
  beforeEach(clearDeviceStore);

  it('becomes the listed district, downloaded again; an unknown name stays; two spellings make one area', async () => {
    const area = (district: string, cursor: number) => ({
      district,
      cursor,
      businesses: 10,
      bytes: 2_000,
      addedAt: 1,
      syncedAt: 5,
    });
    await db.areas.bulkPut([
      area('Kampala District', 900),
      area('Wakiso', 700),
      area('wakiso district', 650),
      area('Atlantis', 300),
    ]);
    await renameOldAreas();
    const rows = (await db.areas.toArray()).map((a) => [a.district, a.cursor, a.syncedAt]);
    expect(rows.sort()).toEqual([
      ['Atlantis', 300, 5],
      ['Kampala', 0, null],
      ['Wakiso', 700, 5],
    ]);
  });
});
