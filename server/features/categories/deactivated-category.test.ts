/**
 * A deactivated category leaves the public site and takes nothing new (docs/product.md
 * "Categories"), through REST and through replayed offline writes alike; devices learn of it by
 * their next pull, and a business already in it keeps it.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categories, searches } from '../../../db/schema';
import { CATEGORY_COLS, DELTA_COLS, rowCodec } from '../../../sync/protocol';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { mutation, pull, push } from '../../sync/sync-test-kit';
import { firstRow } from '../../../db/query';

const NOT_OFFERED = 'This category is no longer offered. Please choose another one.';
let t: TestApp;
let w: World;

beforeEach(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterEach(() => t.close());

const setActive = async (id: number, isActive: boolean) => {
  const res = await t.request('PUT', `/api/categories/${id}`, { token: w.tokens.admin, json: { isActive } });
  expect(res.status, res.text).toBe(200);
};
const otherCategory = async () =>
  await firstRow(
    t.db.insert(categories).values({ name: 'Electricians', description: '', emoji: '💡', tags: '' }).returning(),
  );
const need = { query: 'Fix a blocked toilet', district: 'Kampala', location: 'Ntinda' };

describe('the public lists', () => {
  it('leave a deactivated category out; the admin list keeps it; reactivating brings it back', async () => {
    const other = await otherCategory();
    await setActive(w.category.id, false);
    const names = async (path: string, token: string | null = null) =>
      ((await t.request('GET', path, { token })).data.categories as { name: string }[]).map((c) => c.name);
    expect(await names('/api/categories')).toEqual([other.name]);
    expect(await names('/api/categories/admin', w.tokens.admin)).toEqual([other.name, w.category.name].sort());
    await setActive(w.category.id, true);
    expect(await names('/api/categories')).toEqual([other.name, w.category.name].sort());
  });

  it('a device learns of it at its next pull: the row comes again, marked inactive, then active', async () => {
    const before = (await pull(t, 0)).page!.cursor;
    await setActive(w.category.id, false);
    const decode = (rows: unknown[][] | undefined) =>
      (rows ?? []).map((row) => rowCodec(CATEGORY_COLS, DELTA_COLS.categories).decode(row));
    const off = (await pull(t, before)).page!;
    expect(decode(off.categories)).toMatchObject([{ id: w.category.id, inactive: 1 }]);
    await setActive(w.category.id, true);
    const on = (await pull(t, off.cursor)).page!;
    expect(decode(on.categories)).toMatchObject([{ id: w.category.id, inactive: null }]);
  });
});

describe('nothing new goes in a deactivated category', () => {
  beforeEach(() => setActive(w.category.id, false));

  it('a request for quotes: refused over REST and as a replayed offline write, with the same words', async () => {
    const rest = await t.request('POST', '/api/searches', {
      token: w.tokens.user,
      json: { ...need, categoryId: w.category.id },
    });
    expect(rest.status).toBe(400);
    expect(rest.data).toMatchObject({ message: NOT_OFFERED, errors: { categoryId: NOT_OFFERED } });
    const replayed = await push(t, w.tokens.user, [mutation('search.create', { ...need, categoryId: w.category.id })]);
    expect(replayed.results[0]).toMatchObject({ status: 'rejected', message: NOT_OFFERED });
    expect(await t.db.select().from(searches).where(eq(searches.categoryId, w.category.id))).toEqual([]);
  });

  it('a business: a new one is refused, one already in it keeps it while other fields change', async () => {
    const other = await otherCategory();
    const moved = await t.request('PUT', `/api/businesses/${w.otherBusiness.id}`, {
      token: w.tokens.otherVendor,
      json: { categoryId: other.id },
    });
    expect(moved.status, moved.text).toBe(200);
    const back = await t.request('PUT', `/api/businesses/${w.otherBusiness.id}`, {
      token: w.tokens.otherVendor,
      json: { categoryId: w.category.id },
    });
    expect(back.status).toBe(400);
    expect(back.data.message).toBe(NOT_OFFERED);

    const kept = await t.request('PUT', `/api/businesses/${w.business.id}`, {
      token: w.tokens.vendor,
      json: { categoryId: w.category.id, tagline: 'Still here' },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.data.business).toMatchObject({ categoryId: w.category.id, tagline: 'Still here' });
  });

  it('a product review: refused over REST and offline', async () => {
    const review = { name: 'Ramtons Blender', categoryId: w.category.id, rating: 4 };
    const rest = await t.request('POST', '/api/product-reviews', { token: w.tokens.user, json: review });
    expect(rest.status).toBe(400);
    expect(rest.data.message).toBe(NOT_OFFERED);
    const replayed = await push(t, w.tokens.user, [mutation('productReview.create', review)]);
    expect(replayed.results[0]).toMatchObject({ status: 'rejected', message: NOT_OFFERED });
  });
});
