/**
 * Offline areas (sync/protocol.ts step 9, docs/decisions/006-pull-scopes.md): an area pull holds
 * one district's active businesses with their products and approved reviews, and tells a device
 * of the businesses that left it.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodePage } from '../../client/store/decode';
import { businesses, products, reviews, users } from '../../db/schema';
import type { PullResponse } from '../../sync/protocol';
import { sqlWhile } from '../../test/helpers/sql-spy';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { pullChanges } from './pull';
import { seeded } from './sync-test-kit';
import { firstRow } from '../../db/query';

let t: TestApp;
beforeEach(() => {
  t = createTestApp({ demo: true });
});
afterEach(() => t.close());

/** The client store's rules on plain maps; a device drops a business's reviews with it. */
class AreaDevice {
  cursor = 0;
  readonly businesses = new Map<number, { name: string; district: string | null; products: number[] }>();
  readonly reviews = new Map<number, number>();
  constructor(readonly area: string) {}

  apply(page: PullResponse) {
    const rows = decodePage(page);
    expect(rows.categories).toEqual([]);
    expect(rows.productReviews).toEqual([]);
    for (const b of rows.businesses) {
      // an area row always carries its products: it may be new to the device
      expect(page.businesses!.find((r) => r[7] === null)).toBeUndefined();
      this.businesses.set(b.id, { name: b.name, district: b.district, products: b.products.map((p) => p.id) });
    }
    for (const r of rows.reviews) this.reviews.set(r.id, r.businessId);
    for (const id of page.deleted?.reviews ?? []) this.reviews.delete(id);
    for (const id of page.deleted?.businesses ?? []) {
      this.businesses.delete(id);
      for (const [review, business] of this.reviews) if (business === id) this.reviews.delete(review);
    }
    this.cursor = page.cursor;
  }

  /** Pages of `limit` rows until the last. */
  async sync(limit: number) {
    for (;;) {
      const page = await pullChanges(t.deps, null, this.cursor, undefined, { limit, scope: { area: this.area } });
      if (!page) return;
      this.apply(page);
      if (!page.hasMore) return;
    }
  }
}

/** The area as the database holds it: what a device of the area must end with. */
async function areaInDatabase(area: string) {
  const list = await t.db
    .select()
    .from(businesses)
    .where(and(eq(businesses.district, area), eq(businesses.isActive, true)));
  const ids = list.map((b) => b.id);
  const productsOf = async (id: number) =>
    (await t.db.select({ id: products.id }).from(products).where(eq(products.businessId, id)))
      .map((p) => p.id)
      .sort((a, b) => a - b);
  const approved = ids.length
    ? await t.db
        .select({ id: reviews.id, businessId: reviews.businessId })
        .from(reviews)
        .where(and(inArray(reviews.businessId, ids), eq(reviews.status, 'APPROVED')))
    : [];
  const withProducts = new Map<number, { name: string; district: string | null; products: number[] }>();
  for (const b of list)
    withProducts.set(b.id, { name: b.name, district: b.district, products: await productsOf(b.id) });
  return {
    businesses: withProducts,
    reviews: new Map(approved.map((r) => [r.id, r.businessId])),
  };
}

const held = (device: AreaDevice) => ({
  businesses: new Map(
    [...device.businesses].map(([id, b]) => [id, { ...b, products: [...b.products].sort((x, y) => x - y) }]),
  ),
  reviews: device.reviews,
});

/** The two districts with the most active businesses. */
async function twoDistricts(): Promise<[string, string]> {
  const rows = await t.db
    .select({ district: businesses.district })
    .from(businesses)
    .where(and(eq(businesses.isActive, true), isNotNull(businesses.district)))
    .groupBy(businesses.district)
    .orderBy(desc(sql`count(*)`), asc(businesses.district))
    .limit(2);
  return [rows[0]!.district!, rows[1]!.district!];
}

const firstIn = async (area: string) =>
  (await firstRow(
    t.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.district, area), eq(businesses.isActive, true)))
      .orderBy(asc(businesses.id)),
  ))!.id;

async function areaPull(area: string, since: number) {
  const res = await t.app.request(`/api/sync/pull?since=${since}&area=${encodeURIComponent(area)}`);
  return { res, page: res.status === 200 ? ((await res.json()) as PullResponse) : null };
}

describe('an area pull', () => {
  it("holds exactly the district's active businesses, with products and approved reviews", async () => {
    const [a] = await twoDistricts();
    const device = new AreaDevice(a);
    await device.sync(100_000);
    expect(device.businesses.size).toBeGreaterThan(1);
    expect(held(device)).toEqual(await areaInDatabase(a));
  });

  it('a business that moves district leaves area A and enters area B with its products and reviews', async () => {
    const [a, b] = await twoDistricts();
    const inA = new AreaDevice(a);
    const inB = new AreaDevice(b);
    await inA.sync(100_000);
    await inB.sync(100_000);
    const id = await firstIn(a);
    expect(inA.businesses.has(id)).toBe(true);

    await t.db.update(businesses).set({ district: b }).where(eq(businesses.id, id));
    const leaving = (await pullChanges(t.deps, null, inA.cursor, undefined, { scope: { area: a } }))!;
    expect(leaving.deleted?.businesses).toContain(id);
    inA.apply(leaving);
    await inB.sync(100_000);
    expect(inA.businesses.has(id)).toBe(false);
    expect(inB.businesses.has(id)).toBe(true);
    expect(held(inA)).toEqual(await areaInDatabase(a));
    expect(held(inB)).toEqual(await areaInDatabase(b));
  });

  it('a deactivated or deleted business leaves the area', async () => {
    const [a] = await twoDistricts();
    const device = new AreaDevice(a);
    await device.sync(100_000);
    const [hidden, removed] = [...device.businesses.keys()];
    await t.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, hidden!));
    await t.db.delete(businesses).where(eq(businesses.id, removed!));
    const page = (await pullChanges(t.deps, null, device.cursor, undefined, { scope: { area: a } }))!;
    expect(page.deleted?.businesses).toEqual(expect.arrayContaining([hidden, removed]));
    device.apply(page);
    expect(device.businesses.has(hidden!)).toBe(false);
    expect(device.businesses.has(removed!)).toBe(false);
    expect(held(device)).toEqual(await areaInDatabase(a));
  });

  it('replayed from 0 in small pages through random changes, a device ends with exactly its area', async () => {
    const rng = seeded(16);
    const [a, b] = await twoDistricts();
    const districts = [a, b, 'Nowhere'];
    const userIds = (await t.db.select({ id: users.id }).from(users).orderBy(asc(users.id))).map((u) => u.id);
    const devices = [new AreaDevice(a), new AreaDevice(b)];
    const anyBusiness = async () =>
      (
        await t.db
          .select({ id: businesses.id })
          .from(businesses)
          .where(inArray(businesses.district, districts))
          .orderBy(asc(businesses.id))
      ).map((r) => r.id);
    for (let step = 0; step < 120; step++) {
      const ids = await anyBusiness();
      const id = ids[rng.int(ids.length)]!;
      const which = rng.int(9);
      if (which === 0)
        await t.db
          .update(businesses)
          .set({ district: districts[rng.int(3)]! })
          .where(eq(businesses.id, id));
      else if (which === 1)
        await t.db
          .update(businesses)
          .set({ isActive: rng.int(2) === 0 })
          .where(eq(businesses.id, id));
      else if (which === 2 && rng.int(4) === 0) await t.db.delete(businesses).where(eq(businesses.id, id));
      else if (which === 3) await t.db.insert(products).values({ businessId: id, name: `Offer ${step}` });
      else if (which === 4) {
        const p = await firstRow(t.db.select({ id: products.id }).from(products).where(eq(products.businessId, id)));
        if (p) await t.db.delete(products).where(eq(products.id, p.id));
      } else if (which === 5)
        await t.db
          .update(businesses)
          .set({ name: `Renamed ${step}` })
          .where(eq(businesses.id, id));
      else if (which === 6) {
        const status = (['PENDING', 'APPROVED', 'REJECTED'] as const)[rng.int(3)]!;
        await t.db
          .insert(reviews)
          .values({ businessId: id, userId: userIds[rng.int(userIds.length)]!, rating: 4, status })
          .onConflictDoNothing();
      } else if (which === 7) {
        const r = await firstRow(t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.businessId, id)));
        const status = (['APPROVED', 'REJECTED'] as const)[rng.int(2)]!;
        if (r) await t.db.update(reviews).set({ status }).where(eq(reviews.id, r.id));
      } else await devices[rng.int(2)]!.sync(1 + rng.int(12));
    }
    for (const device of devices) {
      await device.sync(1 + rng.int(12));
      expect(held(device)).toEqual(await areaInDatabase(device.area));
    }
    // and a new device of each area, from 0 in pages of 5
    for (const area of [a, b]) {
      const fresh = new AreaDevice(area);
      await fresh.sync(5);
      expect(held(fresh)).toEqual(await areaInDatabase(area));
    }
    // hundreds of small pages: on PostgreSQL each query is a round trip to another process (~30 s)
  }, 120_000);
});

describe('GET /api/sync/pull?area=', () => {
  it('answers a district no business names, and a bad name, with a clear 400', async () => {
    for (const bad of ['Atlantis', '<script>', 'Kampala;drop', 'x'.repeat(61), ' Kampala', '']) {
      const { res } = await areaPull(bad, 0);
      expect(res.status, bad).toBe(400);
      const body = (await res.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/area/i);
    }
    const [a] = await twoDistricts();
    const mixed = await t.app.request(`/api/sync/pull?since=0&mine=0&area=${a}`);
    expect(mixed.status).toBe(400);
    expect(((await mixed.json()) as { message: string }).message).toMatch(/area pull takes only/);
  });

  it('serves the same page to every device from the page cache, apart from the whole-directory page', async () => {
    const [a] = await twoDistricts();
    const first = await areaPull(a, 0);
    expect(first.page!.categories).toBeUndefined();
    expect(first.page!.hasMore).toBe(false);
    // the open last page: shared caches must ask again
    expect(first.res.headers.get('cache-control')).toBe('no-cache');
    let again: Awaited<ReturnType<typeof areaPull>> | undefined;
    const asked = await sqlWhile(t.db, async () => {
      again = await areaPull(a, 0);
    });
    expect(asked.filter((text) => text.includes('union all'))).toHaveLength(0);
    expect(again!.page).toEqual(first.page);
    const whole = (await (await t.app.request('/api/sync/pull?since=0')).json()) as PullResponse;
    expect(whole.categories?.length).toBeGreaterThan(0);
    expect(whole.businesses!.length).toBeGreaterThan(first.page!.businesses!.length);
  });
});
