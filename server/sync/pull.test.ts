import { asc, eq } from 'drizzle-orm';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredBusiness } from '../../client/store/db';
import { decodePage, withKeptProducts } from '../../client/store/decode';
import { businesses, products, reviews, syncCounter } from '../../db/schema';
import type { PullResponse } from '../../sync/protocol';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createWorld } from '../../test/helpers/signed-in-world';
import { pullChanges } from './pull';
import { pull } from './sync-test-kit';
import { firstRow } from '../../db/query';

let t: TestApp;
afterEach(() => t.close());

/** Every page from a cursor on, as a device would pull them. */
async function pullAll(since: number, limit: number) {
  const pages: PullResponse[] = [];
  for (let cursor = since; ;) {
    const page = await pullChanges(t.deps, null, cursor, undefined, { limit });
    if (!page) break;
    pages.push(page);
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return pages;
}

describe('pull', () => {
  it('pages through the whole demo directory on a first sync, and the pages decode to the database', async () => {
    t = createTestApp({ demo: true });
    const pages = await pullAll(0, 300);
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.slice(0, -1).every((p) => p.hasMore)).toBe(true);
    expect(pages.at(-1)!.hasMore).toBe(false);
    expect(pages.at(-1)!.cursor).toBe((await firstRow(t.db.select().from(syncCounter)))!.value);
    expect(pages.every((p, i) => i === 0 || p.cursor > pages[i - 1]!.cursor)).toBe(true);

    const device = new Map<number, StoredBusiness>();
    const need = new Set<number>();
    let approved = 0;
    for (const page of pages) {
      const rows = decodePage(page);
      for (const b of rows.businesses) device.set(b.id, withKeptProducts(b, device.get(b.id), need));
      approved += rows.reviews.length;
    }
    expect(need.size).toBe(0);
    const active = await t.db.select().from(businesses).where(eq(businesses.isActive, true));
    expect([...device.keys()].sort((a, b) => a - b)).toEqual(active.map((b) => b.id).sort((a, b) => a - b));
    expect(approved).toBe((await t.db.select().from(reviews).where(eq(reviews.status, 'APPROVED'))).length);
    const sample = active[5]!;
    const stored = device.get(sample.id)!;
    expect(stored).toMatchObject({
      name: sample.name,
      rating: Math.round(sample.rating * 100) / 100,
      city: sample.city,
    });
    const own = await t.db.select().from(products).where(eq(products.businessId, sample.id));
    expect(stored.products.map((p) => [p.id, p.name, p.minPrice, p.maxPrice]).sort()).toEqual(
      own.map((p) => [p.id, p.name, p.minPrice, p.maxPrice]).sort(),
    );
  });

  it('answers the demo directory in one request, and nothing new with an empty 204', async () => {
    t = createTestApp({ demo: true });
    const first = await pull(t, 0);
    expect(first.status).toBe(200);
    expect(first.page!.hasMore).toBe(false);
    const businessCount = first.page!.businesses!.length;
    const gzip = gzipSync(first.text).length;
    const brotli = brotliCompressSync(first.text).length;
    expect(brotli / businessCount).toBeLessThan(160);
    expect(gzip).toBeLessThan(60_000);

    const empty = await pull(t, first.page!.cursor);
    expect(empty.status).toBe(204);
    expect(empty.text).toBe('');
    expect(empty.headers.get('etag')).toBeNull();
    expect(empty.headers.get('content-type')).toBeNull();
    const headerBytes = [...empty.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    // most of these are the app-wide security headers; the answer itself adds nothing
    expect(headerBytes + 'HTTP/1.1 204 No Content\r\n\r\n'.length).toBeLessThan(1024);
  });

  it('sends tombstones for deleted and deactivated businesses and for reviews no longer approved', async () => {
    t = createTestApp({ demo: true });
    const { page } = await pull(t, 0);
    const [gone, hidden, withReview] = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .orderBy(asc(businesses.id))
      .limit(3);
    const review = (await firstRow(
      t.db.select().from(reviews).where(eq(reviews.businessId, withReview!.id)).orderBy(asc(reviews.id)),
    ))!;
    await t.db.delete(businesses).where(eq(businesses.id, gone!.id));
    await t.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, hidden!.id));
    await t.db.update(reviews).set({ status: 'REJECTED' }).where(eq(reviews.id, review.id));

    const next = (await pull(t, page!.cursor)).page!;
    expect(next.deleted?.businesses).toEqual(expect.arrayContaining([gone!.id, hidden!.id]));
    expect(next.deleted?.reviews).toContain(review.id);
    expect(next.businesses ?? []).toHaveLength(0);
    const after = (await pull(t, 0)).page!;
    expect(after.deleted).toBeUndefined();
  });

  it('resends a business’s products only when they changed', async () => {
    t = createTestApp({ demo: true });
    const { page } = await pull(t, 0);
    const [renamed, repriced] = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .orderBy(asc(businesses.id))
      .limit(2);
    await t.db.update(businesses).set({ tagline: 'Open on Sundays' }).where(eq(businesses.id, renamed!.id));
    const product = (await firstRow(t.db.select().from(products).where(eq(products.businessId, repriced!.id))))!;
    await t.db.update(products).set({ description: 'Now with delivery' }).where(eq(products.id, product.id));

    const next = decodePage((await pull(t, page!.cursor)).page!);
    const byId = new Map(next.businesses.map((b) => [b.id, b]));
    expect(byId.get(renamed!.id)).toMatchObject({ tagline: 'Open on Sundays', keepProducts: true, products: [] });
    expect(byId.get(repriced!.id)!.keepProducts).toBeUndefined();
    expect(byId.get(repriced!.id)!.products.find((p) => p.id === product.id)?.description).toBe('Now with delivery');
  });

  it('starts a device over when its cursor is ahead of this database (the database was replaced)', async () => {
    t = createTestApp({ demo: true });
    const fresh = (await pull(t, 0)).page!;
    const ahead = (await pull(t, fresh.cursor + 1000)).page!;
    expect(ahead.reset).toBe(true);
    expect(ahead.businesses).toEqual(fresh.businesses);
    expect(ahead.cursor).toBe(fresh.cursor);
  });

  it('gives a signed-in caller its own data on the last page, and only the changed sections later', async () => {
    t = createTestApp();
    const w = await createWorld(t);
    const { lead } = await w.newSearch();
    await w.newBid(lead);
    await w.newDelivery();
    await w.newReview({ businessId: w.otherBusiness.id, status: 'PENDING' });

    const user = (await pull(t, 0, w.tokens.user, 0)).page!;
    expect(user.mine?.searches).toHaveLength(1);
    expect(user.mine?.searches?.[0]).toMatchObject({ query: 'Fix a leaking tap', quotes: [{ amount: 45_000 }] });
    expect(user.mine?.reviews).toEqual([expect.objectContaining({ status: 'PENDING', userId: w.ids.user })]);
    expect(user.mine?.votes).toEqual([]);
    expect(user.mine?.leads).toBeUndefined();

    const vendor = (await pull(t, 0, w.tokens.vendor, 0)).page!;
    expect(vendor.mine?.business).toMatchObject({ id: w.business.id, name: 'Vera Plumbing' });
    expect(vendor.mine?.leads).toEqual([expect.objectContaining({ id: lead.id, businessId: w.business.id })]);
    expect(vendor.mine?.deliveries).toHaveLength(1);

    await w.newDelivery({ itemName: 'Second cake' });
    const later = (await pull(t, vendor.cursor, w.tokens.vendor, vendor.cursor)).page!;
    expect(Object.keys(later.mine ?? {})).toEqual(['deliveries']);
    expect(later.mine?.deliveries).toHaveLength(2);

    expect((await pull(t, later.cursor, null, later.cursor)).status).toBe(401);
    expect((await pull(t, later.cursor, w.tokens.vendor, later.cursor)).status).toBe(204);
  });
});
