/**
 * A new business is in the app at once, but search engines wait for an admin (docs/product.md
 * "Shared links"): its profile carries `noindex` and it is out of the sitemap until an admin has
 * looked at it (PUT /api/businesses/{id}/reviewed) or it is verified. The demo businesses, like
 * the ones that existed before the rule, count as looked at.
 */
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses, categories } from '../../db/schema';
import { businessPath } from '../../sync/public-pages';
import { writePageShell } from '../helpers/page-shell';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { firstRow } from '../../db/query';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = createTestApp({ demo: true });
  writePageShell(t);
  admin = (await t.signIn('admin@example.com')).accessToken;
});
afterAll(() => t.close());

const robots = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];

/** A vendor who signed up a minute ago publishes its business. */
async function newBusiness(email: string, name: string) {
  const vendor = await t.registerAndSignIn(email, 'VENDOR');
  const category = (await firstRow(t.db.select().from(categories).where(eq(categories.isActive, true))))!;
  const created = await t.request('POST', '/api/businesses', {
    token: vendor.accessToken,
    json: { name, categoryId: category.id, city: 'Ntinda', district: 'Kampala', tagline: 'Fresh every day' },
  });
  expect(created.status, created.text).toBe(201);
  return created.data.business as { id: number; name: string; city: string; district: string };
}

async function inSitemap(id: number) {
  const index = (await t.request('GET', '/sitemap.xml')).text;
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/businesses-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
  for (const file of files) {
    const list = (await t.request('GET', file)).text;
    if (new RegExp(`/business-profile/${id}/`).test(list)) return true;
  }
  return false;
}

async function newOnes() {
  const res = await t.request('GET', '/api/businesses/admin?review=new&limit=100', { token: admin });
  expect(res.status).toBe(200);
  return (res.data.businesses as { id: number; reviewedAt: string | null }[]).map((b) => [b.id, b.reviewedAt]);
}

describe('a new business and search engines', () => {
  it('the demo businesses count as looked at', async () => {
    expect(await t.db.select().from(businesses).where(isNull(businesses.reviewedAt))).toEqual([]);
  });

  it('is shown at once but noindex and out of the sitemap until an admin looks at it', async () => {
    const business = await newBusiness('fresh-vendor@new.test', 'Fresh Juice Corner');
    const path = businessPath(business);
    expect((await t.request('GET', `/api/businesses/details/${business.id}`)).status).toBe(200);
    const page = await t.request('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Fresh Juice Corner');
    expect(robots(page.text)).toBe('noindex');
    expect(await inSitemap(business.id)).toBe(false);
    expect(await newOnes()).toContainEqual([business.id, null]);

    const vendorToken = (await t.signIn('fresh-vendor@new.test')).accessToken;
    const refused = await t.request('PUT', `/api/businesses/${business.id}/reviewed`, { token: vendorToken });
    expect(refused.status).toBe(403);

    const marked = await t.request('PUT', `/api/businesses/${business.id}/reviewed`, { token: admin });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.data.business.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await t.request('PUT', `/api/businesses/${business.id}/reviewed`, { token: admin });
    expect(again.data.business.reviewedAt).toBe(marked.data.business.reviewedAt);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, business.id));
    expect(audit.filter((a) => a.action === 'business.review')).toHaveLength(1);

    // the kept page is built again (the version trigger watches reviewed_at)
    expect(robots((await t.request('GET', path)).text)).toBeUndefined();
    expect(await inSitemap(business.id)).toBe(true);
    expect((await newOnes()).map(([id]) => id)).not.toContain(business.id);
    expect((await t.request('PUT', '/api/businesses/99999999/reviewed', { token: admin })).status).toBe(404);
  });

  it('a verified business is indexed without the admin mark', async () => {
    const business = await newBusiness('verified-vendor@new.test', 'Checked Hardware');
    expect(robots((await t.request('GET', businessPath(business))).text)).toBe('noindex');
    await t.db
      .update(businesses)
      .set({ isVerified: true, verifiedAt: new Date() })
      .where(eq(businesses.id, business.id));
    expect(robots((await t.request('GET', businessPath(business))).text)).toBeUndefined();
    expect(await inSitemap(business.id)).toBe(true);
    expect((await newOnes()).map(([id]) => id)).not.toContain(business.id);
  });
});
