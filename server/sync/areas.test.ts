/**
 * GET /api/sync/areas and the shared caching of area pages (sync/protocol.ts step 9) on a seeded
 * directory of 6,000 businesses, whose largest district (~2,000 businesses) takes two pages.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { seedLarge } from '../../db/seed';
import { SMALL_DIRECTORY_BYTES, type PullResponse } from '../../sync/protocol';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import type { Area, AreasTotal } from './areas';
import { CLOSED_PAGE_MAX_AGE } from './sync-routes';
import { firstRow } from '../../db/query';
import { sqlWhile } from '../../test/helpers/sql-spy';

let t: TestApp;
beforeAll(async () => {
  t = createTestApp();
  await seedLarge(t.db, { businesses: 6_000, seed: 16 });
});
afterAll(() => t.close());

/** The grouped count of the areas (server/sync/areas.ts), on either engine. */
const countsAreas = (text: string) => /group by|union all/i.test(text);

async function listAreas() {
  const res = await t.app.request('/api/sync/areas');
  return {
    res,
    body: (await res.json()) as { success: boolean; counter: number; total: AreasTotal; areas: Area[] },
  };
}

/** An area's whole download from 0, as a browser receives it: bytes on the wire and pages. */
async function download(area: string) {
  const pages: { bytes: number; cacheControl: string | null; page: PullResponse }[] = [];
  for (let since = 0; ;) {
    const res = await t.app.request(`/api/sync/pull?since=${since}&area=${encodeURIComponent(area)}`, {
      headers: { 'accept-encoding': 'br' },
    });
    if (res.status === 204) return pages;
    const bytes = Buffer.from(await res.arrayBuffer());
    const text =
      res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(bytes).toString() : bytes.toString();
    const page = JSON.parse(text) as PullResponse;
    pages.push({ bytes: bytes.byteLength, cacheControl: res.headers.get('cache-control'), page });
    if (!page.hasMore) return pages;
    since = page.cursor;
  }
}

describe('the offline areas', () => {
  it('lists every district of active businesses with its count, under public cache headers', async () => {
    let listed: Awaited<ReturnType<typeof listAreas>> | undefined;
    const sent = await sqlWhile(t.db, async () => (listed = await listAreas()));
    // the first listing counts (what the cached one below must not send again)
    expect(sent.filter(countsAreas)).not.toEqual([]);
    const { res, body } = listed!;
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const expected = await t.db
      .select({ district: businesses.district, businesses: count() })
      .from(businesses)
      .where(and(eq(businesses.isActive, true), isNotNull(businesses.district)))
      .groupBy(businesses.district);
    expect(body.areas.map(({ district, businesses: n }) => ({ district, businesses: n }))).toEqual(
      expect.arrayContaining(expected),
    );
    expect(body.areas).toHaveLength(expected.length);
    expect(body.areas[0]!.businesses).toBeGreaterThanOrEqual(1_900);
  });

  it('totals the areas: every active business with a district, and the bytes of all the downloads', async () => {
    const { body } = await listAreas();
    const active = (await firstRow(
      t.db
        .select({ n: count() })
        .from(businesses)
        .where(and(eq(businesses.isActive, true), isNotNull(businesses.district))),
    ))!.n;
    expect(body.total.businesses).toBe(active);
    expect(body.total.businesses).toBe(body.areas.reduce((n, a) => n + a.businesses, 0));
    expect(body.total.bytes).toBe(body.areas.reduce((n, a) => n + a.bytes, 0));
    // 6,000 businesses are far above a directory a device keeps whole
    expect(body.total.bytes).toBeGreaterThan(SMALL_DIRECTORY_BYTES);
    expect(Object.keys(body)).toEqual(['success', 'counter', 'total', 'areas']);
  });

  it('answers again from its cache while nothing changed', async () => {
    await listAreas();
    let status = 0;
    const sent = await sqlWhile(t.db, async () => (status = (await listAreas()).res.status));
    expect(status).toBe(200);
    expect(sent.filter(countsAreas)).toEqual([]);
  });

  it('tells within 10 % the bytes a download of two areas then transfers', async () => {
    const { areas } = (await listAreas()).body;
    const figures: Record<string, { shown: number; sent: number; perBusiness: number; pages: number }> = {};
    for (const area of [areas[0]!, areas[3]!]) {
      const pages = await download(area.district);
      const sent = pages.reduce((n, p) => n + p.bytes, 0);
      figures[area.district] = {
        shown: area.bytes,
        sent,
        perBusiness: Math.round(sent / area.businesses),
        pages: pages.length,
      };
      expect(Math.abs(area.bytes - sent) / sent, area.district).toBeLessThanOrEqual(0.1);
    }
    expect(figures[areas[0]!.district]!.pages).toBeGreaterThan(1);
    // an area of ~2,000 businesses at most 100 B per business as sent
    expect(figures[areas[0]!.district]!.perBusiness).toBeLessThanOrEqual(100);
  });

  it('lets shared caches keep a page of a closed range, and not the open last page', async () => {
    const [largest] = (await listAreas()).body.areas;
    const pages = await download(largest!.district);
    expect(pages.length).toBeGreaterThan(1);
    for (const { page, cacheControl } of pages.slice(0, -1)) {
      expect(page.hasMore).toBe(true);
      expect(cacheControl).toBe(`public, max-age=${CLOSED_PAGE_MAX_AGE}`);
    }
    expect(pages.at(-1)!.cacheControl).toBe('no-cache');
    expect(CLOSED_PAGE_MAX_AGE).toBeGreaterThanOrEqual(3_600);
  });
});
