/**
 * The categories scope (sync/protocol.ts step 10, docs/decisions/006-pull-scopes.md): the base a
 * device of a big directory keeps besides its areas, the categories and the caller's own data.
 */
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { decodePage } from '../../client/store/decode';
import { businesses, categories, products, reviews } from '../../db/schema';
import type { PullResponse } from '../../sync/protocol';
import { createWorld } from '../../test/helpers/signed-in-world';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { pullChanges } from './pull';
import { currentVersion } from './pull-public';
import { firstRow } from '../../db/query';

let t: TestApp;
afterEach(() => t.close());

async function categoriesPull(since: number, options: { mine?: number; token?: string | null; extra?: string } = {}) {
  const query = `scope=categories&since=${since}${options.mine === undefined ? '' : `&mine=${options.mine}`}${options.extra ?? ''}`;
  const res = await t.request('GET', `/api/sync/pull?${query}`, { token: options.token ?? null });
  return { ...res, page: res.status === 200 ? (res.data as PullResponse) : null };
}

const allCategories = async () =>
  await t.db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.id));

/** The page's tables other than categories: none may be there. */
const otherTables = (page: PullResponse) =>
  (['businesses', 'reviews', 'productReviews'] as const).filter((table) => page[table] !== undefined);

describe('a categories pull', () => {
  it('holds every category and nothing else on a first pull, under the whole pull cache headers', async () => {
    t = createTestApp({ demo: true });
    const { status, headers, page } = await categoriesPull(0);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(page!.hasMore).toBe(false);
    expect(page!.cursor).toBe(await currentVersion(t.db));
    expect(page!.deleted).toBeUndefined();
    expect(page!.mine).toBeUndefined();
    expect(otherTables(page!)).toEqual([]);
    expect(decodePage(page!).categories.map(({ id, name }) => ({ id, name }))).toEqual(await allCategories());
    // the demo directory has businesses: the whole pull's first page carries them
    const whole = (await t.request('GET', '/api/sync/pull?since=0')).data as PullResponse;
    expect(whole.businesses!.length).toBeGreaterThan(0);
  });

  it('after a category rename, carries just that category', async () => {
    t = createTestApp({ demo: true });
    const first = (await categoriesPull(0)).page!;
    const [renamed] = await allCategories();
    await t.db.update(categories).set({ name: 'Renamed category' }).where(eq(categories.id, renamed!.id));
    const delta = (await categoriesPull(first.cursor)).page!;
    expect(decodePage(delta).categories).toEqual([
      expect.objectContaining({ id: renamed!.id, name: 'Renamed category' }),
    ]);
    expect(otherTables(delta)).toEqual([]);
    expect(delta.deleted).toBeUndefined();
    expect(delta.cursor).toBe(await currentVersion(t.db));
  });

  it('is 204 after business, product and review writes, which the whole pull carries', async () => {
    t = createTestApp({ demo: true });
    const first = (await categoriesPull(0)).page!;
    const business = (await firstRow(t.db.select().from(businesses)))!;
    await t.db.update(businesses).set({ name: 'Edited business' }).where(eq(businesses.id, business.id));
    await t.db.insert(products).values({ businessId: business.id, name: 'New offer' });
    await t.db
      .update(reviews)
      .set({ status: 'REJECTED' })
      .where(eq(reviews.id, (await firstRow(t.db.select({ id: reviews.id }).from(reviews)))!.id));
    await t.db.delete(businesses).where(eq(businesses.id, (await t.db.select().from(businesses)).at(-1)!.id));
    expect(await currentVersion(t.db)).toBeGreaterThan(first.cursor);

    const after = await categoriesPull(first.cursor);
    expect(after.status).toBe(204);
    expect(after.text).toBe('');
    const whole = (await t.request('GET', `/api/sync/pull?since=${first.cursor}`)).data as PullResponse;
    expect(whole.businesses?.length).toBeGreaterThan(0);
    expect(whole.deleted?.businesses).toHaveLength(1);
  });

  it('lists a deleted category in deleted.categories, and a first pull lists none', async () => {
    t = createTestApp({ demo: true });
    const unused = await firstRow(t.db.insert(categories).values({ name: 'Short-lived' }).returning());
    const first = (await categoriesPull(0)).page!;
    expect(decodePage(first).categories.map((c) => c.id)).toContain(unused.id);
    await t.db.delete(categories).where(eq(categories.id, unused.id));

    const delta = (await categoriesPull(first.cursor)).page!;
    expect(delta.deleted).toEqual({ categories: [unused.id] });
    expect(delta.categories).toBeUndefined();
    expect(otherTables(delta)).toEqual([]);
    const fresh = (await categoriesPull(0)).page!;
    expect(fresh.deleted).toBeUndefined();
    expect(decodePage(fresh).categories.map((c) => c.id)).not.toContain(unused.id);
  });

  it('counts only category changes in its pages, and starts over on a cursor from the future', async () => {
    t = createTestApp({ demo: true });
    const pages: PullResponse[] = [];
    for (let cursor = 0; ;) {
      const page = (await pullChanges(t.deps, null, cursor, undefined, { limit: 2, scope: { categories: true } }))!;
      pages.push(page);
      expect(page.categories!.length).toBeLessThanOrEqual(2);
      expect(otherTables(page)).toEqual([]);
      if (!page.hasMore) break;
      expect(page.cursor).toBeGreaterThan(cursor);
      cursor = page.cursor;
    }
    const ids = pages.flatMap((p) => decodePage(p).categories.map((c) => c.id));
    expect(ids.sort((a, b) => a - b)).toEqual((await allCategories()).map((c) => c.id));
    expect(pages.length).toBe(Math.ceil(ids.length / 2));

    const ahead = (await pullChanges(t.deps, null, (await currentVersion(t.db)) + 100, undefined, {
      scope: { categories: true },
    }))!;
    expect(ahead.reset).toBe(true);
    expect(decodePage(ahead).categories).toHaveLength(ids.length);
    expect(otherTables(ahead)).toEqual([]);
  });

  it("adds the caller's own data on the last page, alone when only it changed, and asks for a sign-in without a token", async () => {
    t = createTestApp();
    const w = await createWorld(t);
    await w.newSearch();
    await w.newDelivery();

    const user = (await categoriesPull(0, { mine: 0, token: w.tokens.user })).page!;
    expect(user.hasMore).toBe(false);
    expect(user.categories?.length).toBeGreaterThan(0);
    expect(user.mine?.searches).toEqual([expect.objectContaining({ query: 'Fix a leaking tap' })]);
    expect(otherTables(user)).toEqual([]);

    const vendor = (await categoriesPull(0, { mine: 0, token: w.tokens.vendor })).page!;
    expect(vendor.mine?.business).toMatchObject({ id: w.business.id });
    expect(vendor.mine?.deliveries).toHaveLength(1);

    // a business write and a delivery: no category changed, the vendor's own data did
    await t.db.update(businesses).set({ tagline: 'Fast and clean' }).where(eq(businesses.id, w.otherBusiness.id));
    await w.newDelivery({ itemName: 'Second cake' });
    const later = await categoriesPull(vendor.cursor, { mine: vendor.cursor, token: w.tokens.vendor });
    expect(later.status).toBe(200);
    expect(later.page!.cursor).toBe(await currentVersion(t.db));
    expect(later.page!.categories).toBeUndefined();
    expect(otherTables(later.page!)).toEqual([]);
    expect(Object.keys(later.page!.mine ?? {})).toEqual(['deliveries']);

    const cursor = later.page!.cursor;
    expect((await categoriesPull(cursor, { mine: cursor, token: w.tokens.vendor })).status).toBe(204);
    expect((await categoriesPull(cursor, { mine: cursor })).status).toBe(401);
    expect((await categoriesPull(0, { mine: 0, token: 'not-a-token' })).status).toBe(401);
    // without `mine` an anonymous device pulls the categories as anyone
    expect((await categoriesPull(0)).status).toBe(200);
  });

  it('refuses need, an area, and any other scope with a clear 400', async () => {
    t = createTestApp({ demo: true });
    const cases: [string, RegExp][] = [
      ['scope=categories&since=5&need=1,2', /categories pull takes only since and mine/],
      ['scope=categories&since=0&need=1', /categories pull takes only since and mine/],
      ['scope=categories&since=0&area=Kampala', /area pull takes only since and area/],
      ['scope=businesses&since=0', /only pull scope is categories/],
      ['scope=&since=0', /only pull scope is categories/],
    ];
    for (const [query, message] of cases) {
      const res = await t.request('GET', `/api/sync/pull?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.data, query).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
  });
});
