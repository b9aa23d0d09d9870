import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SORT_OPTIONS } from '../../sync/constants';
import type { ProductRecord } from '../../sync/schemas/pull';
import { clearDeviceStore } from '../test-support/device';
import { VERSION_1_STORES, db, reopenDb, type StoredBusiness } from './db';
import { withSearchFields } from './decode';
import { filterBusinesses, indexedSort, sortKeys, type BusinessFilter } from './directory-query';
import { findBusinesses } from './directory-store';
import { storedBusiness } from '../test-support/test-records';

const at = '2025-01-01T00:00:00.000Z';
const categories = [
  { id: 1, name: 'Bakeries', emoji: '🎂', description: '', tags: '', image: null, createdAt: at, updatedAt: at },
  { id: 2, name: 'Plumbing', emoji: '🔧', description: '', tags: '', image: null, createdAt: at, updatedAt: at },
  { id: 3, name: 'Salons', emoji: '💇', description: '', tags: '', image: null, createdAt: at, updatedAt: at },
];
const names = new Map(categories.map((c) => [c.id, c.name]));

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** Businesses with many ties (few ratings and counts) and missing prices and response times. */
function businesses(count: number, seed = 1): StoredBusiness[] {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const products: ProductRecord[] = Array.from({ length: pick([0, 1, 2]) }, (_, j) => {
      const low = pick([null, 5_000, 20_000, 80_000]);
      return {
        id: id * 10 + j,
        businessId: id,
        kind: 'product',
        name: pick(['Cake', 'Tap repair', 'Braids']),
        description: '',
        price: pick([null, 10_000]),
        minPrice: low,
        maxPrice: low === null ? null : low * pick([1, 3]),
        currency: 'UGX',
        image: null,
        createdAt: at,
        updatedAt: at,
      };
    });
    return storedBusiness({
      id,
      categoryId: pick([1, 2, 3]),
      name: `${pick(['Kampala', 'Gulu', 'Mbale'])} ${pick(['Cakes', 'Pipes', 'Hair'])} ${id}`,
      rating: pick([0, 3.5, 4, 4.5, 4.75]),
      totalReviews: pick([0, 2, 7]),
      isVerified: next() < 0.5,
      responseMinutes: pick([null, 5, 30, 30, 120]),
      products,
    });
  });
}

const ids = (found: { businesses: StoredBusiness[] }) => found.businesses.map((b) => b.id);

beforeEach(async () => {
  await clearDeviceStore();
  await db.categories.bulkPut(categories);
});
afterEach(() => vi.restoreAllMocks());

describe('reading a page of the directory through an index', () => {
  it('answers every sort, category and page exactly as the scan does, without reading every record', async () => {
    const all = businesses(400);
    await db.businesses.bulkPut(all);
    const scan = vi.spyOn(db.businesses, 'toArray');
    const pages = [{ limit: 20 }, { limit: 50, offset: 20 }, { limit: 60 }, { limit: 20, offset: 390 }];
    for (const sortBy of SORT_OPTIONS) {
      for (const categoryId of [undefined, 1, 3, 99]) {
        for (const page of pages) {
          const filter: BusinessFilter = { sortBy, categoryId, ...page };
          expect(indexedSort(filter)).not.toBeNull();
          const expected = filterBusinesses([...all], filter, names);
          const found = await findBusinesses(filter);
          expect({ filter, ids: ids(found), total: found.total }).toEqual({
            filter,
            ids: ids(expected),
            total: expected.total,
          });
        }
      }
    }
    expect(scan).not.toHaveBeenCalled();
  });

  it('scans for a need, a budget or everything, and sees a write made since the last scan', async () => {
    const all = businesses(120, 7);
    await db.businesses.bulkPut(all);
    for (const filter of [
      { query: 'cake kampala', limit: 20 },
      { query: 'bakeries', sortBy: 'price-asc', limit: 20 },
      { minPrice: 10_000, maxPrice: 60_000, sortBy: 'response', limit: 10 },
      {},
    ] satisfies BusinessFilter[]) {
      expect(indexedSort(filter)).toBeNull();
      const expected = filterBusinesses([...all], filter, names);
      const found = await findBusinesses(filter);
      expect({ ids: ids(found), total: found.total }).toEqual({ ids: ids(expected), total: expected.total });
    }
    const renamed = withSearchFields({ ...all[0]!, name: 'Zebra Crossing Bakery' });
    await db.businesses.put(renamed);
    expect(ids(await findBusinesses({ query: 'zebra' }))).toEqual([renamed.id]);
  });
});

describe('the version 2 upgrade', () => {
  afterEach(async () => {
    reopenDb('soko');
    await Dexie.delete('soko-upgrade');
  });

  it('adds the sort keys to the businesses a device already holds', async () => {
    const old = new Dexie('soko-upgrade');
    old.version(1).stores(VERSION_1_STORES);
    const held = businesses(30, 3).map(({ order: _order, ...b }) => b);
    await old.table('businesses').bulkPut(held);
    await old.table('meta').put({ key: 'cursor', value: 42 });
    old.close();

    const upgraded = reopenDb('soko-upgrade');
    const stored = await upgraded.businesses.toArray();
    expect(stored.map((b) => b.order)).toEqual(held.map((b) => sortKeys(b)));
    expect((await upgraded.meta.get('cursor'))?.value).toBe(42);
    await upgraded.categories.bulkPut(categories);
    const expected = filterBusinesses(stored, { sortBy: 'rating', limit: 10 }, names);
    expect(ids(await findBusinesses({ sortBy: 'rating', limit: 10 }))).toEqual(ids(expected));
  });
});
