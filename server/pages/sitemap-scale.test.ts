/**
 * The business sitemaps at a scale that needs more than one file (docs/product.md "Shared links"):
 * 60,000 generated businesses on top of the demo data, split at SITEMAP_URLS with none lost or
 * listed twice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { seedLarge } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { SITEMAP_URLS } from './crawler-files';

let t: TestApp;
// seeding 60,000 businesses: ~35 s on SQLite, ~95 s on PostgreSQL (its search documents alone
// ~35 s) with 2 cores shared by a full test run
beforeAll(async () => {
  t = createTestApp({ demo: true });
  await seedLarge(t.db, { businesses: 60_000 });
}, 300_000);
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

it('lists every active business once, 50,000 to a file', async () => {
  const active = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.isActive, true));
  expect(active.length).toBeGreaterThan(SITEMAP_URLS);
  const index = locs((await t.request('GET', '/sitemap.xml')).text);
  expect(index).toEqual([
    'http://localhost/sitemaps/pages.xml',
    'http://localhost/sitemaps/businesses-1.xml',
    'http://localhost/sitemaps/businesses-2.xml',
  ]);
  const first = locs((await t.request('GET', '/sitemaps/businesses-1.xml')).text);
  const second = locs((await t.request('GET', '/sitemaps/businesses-2.xml')).text);
  expect(first).toHaveLength(SITEMAP_URLS);
  const ids = [...first, ...second].map((loc) => Number(/\/business-profile\/(\d+)\//.exec(loc)![1]));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.sort((a, b) => a - b)).toEqual(active.map((b) => b.id).sort((a, b) => a - b));
  expect((await t.request('GET', '/sitemaps/businesses-3.xml')).status).toBe(404);
});
