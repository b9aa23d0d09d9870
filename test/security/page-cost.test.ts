/**
 * A page costs what it is worth (server/pages/page-cache.ts, docs/security.md): a profile holding
 * the most text its fields allow stays under PAGE_MAX_BYTES, a page is built once per version of
 * what it shows and revalidated by ETag or Last-Modified, shared caches may keep it, and a 404 is
 * one small page whatever address was asked for.
 */
import { brotliDecompressSync } from 'node:zlib';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, categories, products, reviews, users } from '../../db/schema';
import {
  BUSINESS_NAME_MAX,
  BUSINESS_TAGLINE_MAX,
  CATEGORY_NAME_MAX,
  DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  REVIEW_COMMENT_MAX,
  REVIEW_REPLY_MAX,
} from '../../sync/constants';
import { PAGE_MAX_BYTES } from '../../server/pages/page-cache';
import { writePageShell } from '../helpers/page-shell';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { firstRow } from '../../db/query';

let t: TestApp;
let businessId: number;

beforeAll(async () => {
  t = createTestApp({ demo: true });
  writePageShell(t);
  businessId = (await firstRow(t.db.select().from(products)))!.businessId;
});
afterAll(() => t.close());

/** The most expensive text: each character grows most where it goes (`"` and `<` in HTML and JSON), and replacement patterns. */
const worst = (length: number) => '"<$`&\''.repeat(Math.ceil(length / 6)).slice(0, length);

/** Fills every field the profile shows to its limit, with FIRST_VIEW_REVIEWS approved reviews. */
async function maximalProfile() {
  const business = (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, businessId))))!;
  await t.db
    .update(categories)
    .set({ name: worst(CATEGORY_NAME_MAX) })
    .where(eq(categories.id, business.categoryId));
  await t.db
    .update(businesses)
    .set({
      name: worst(BUSINESS_NAME_MAX),
      tagline: worst(BUSINESS_TAGLINE_MAX),
      description: worst(DESCRIPTION_MAX),
      city: worst(80),
      district: worst(80),
      subCategory: worst(80),
      email: `${'a'.repeat(64)}@${'b'.repeat(180)}.ug`,
      website: `https://example.com/${worst(1900)}`,
    })
    .where(eq(businesses.id, businessId));
  await t.db
    .update(products)
    .set({ name: worst(PRODUCT_NAME_MAX), description: worst(DESCRIPTION_MAX) })
    .where(eq(products.businessId, businessId));
  const authors = await t.db.select().from(users).where(ne(users.id, business.ownerId));
  for (const author of authors.slice(0, 12)) {
    await t.db
      .insert(reviews)
      .values({ businessId, userId: author.id, rating: 5, status: 'APPROVED' })
      .onConflictDoNothing();
    await t.db
      .update(users)
      .set({ firstName: worst(60), lastName: worst(60) })
      .where(eq(users.id, author.id));
  }
  await t.db
    .update(reviews)
    .set({
      status: 'APPROVED',
      comment: worst(REVIEW_COMMENT_MAX),
      reply: worst(REVIEW_REPLY_MAX),
      repliedAt: new Date(),
    })
    .where(eq(reviews.businessId, businessId));
  return (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, businessId))))!;
}

async function profile(headers: Record<string, string> = {}) {
  let res = await t.app.request(`/business-profile/${businessId}`, { headers });
  if (res.status === 301) res = await t.app.request(res.headers.get('location')!, { headers });
  return res;
}

describe('what a page costs', () => {
  it('a profile with every field at its limit stays under PAGE_MAX_BYTES', async () => {
    await maximalProfile();
    const shown = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.businessId, businessId), eq(reviews.status, 'APPROVED')));
    expect(shown.length).toBeGreaterThanOrEqual(10);
    const started = performance.now();
    const res = await profile({ 'accept-encoding': 'br' });
    const built = performance.now() - started;
    expect(res.status).toBe(200);
    const br = new Uint8Array(await res.arrayBuffer());
    const html = brotliDecompressSync(br).toString('utf8');
    expect(html).toContain('id="first-view"');
    const bytes = Buffer.byteLength(html);
    expect(bytes).toBeLessThan(PAGE_MAX_BYTES);
    const again = performance.now();
    const kept = await profile({ 'accept-encoding': 'br' });
    await kept.arrayBuffer();
    console.log(
      `[figure] largest profile: ${(bytes / 1024).toFixed(0)} KiB HTML, ${(br.byteLength / 1024).toFixed(1)} KiB brotli ` +
        `(bound ${PAGE_MAX_BYTES / 1024} KiB); built in ${built.toFixed(1)} ms, kept copy sent in ${(performance.now() - again).toFixed(1)} ms`,
    );
  });

  it('is kept per version: the same ETag until what it shows changes, 304 on revalidation, shared caches allowed', async () => {
    const first = await profile();
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag')!;
    const modified = first.headers.get('last-modified')!;
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(modified)).not.toBeNaN();
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    const second = await profile();
    expect(second.headers.get('etag')).toBe(tag);
    expect(await second.text()).toBe(await first.text());

    const revalidated = await profile({ 'if-none-match': tag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect((await profile({ 'if-modified-since': modified })).status).toBe(304);
    // brotli bytes are another representation, with their own tag
    expect((await profile({ 'accept-encoding': 'br' })).headers.get('etag')).not.toBe(tag);

    await t.db.update(businesses).set({ tagline: 'Fresh today' }).where(eq(businesses.id, businessId));
    const changed = await profile({ 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(await changed.text()).toContain('Fresh today');
  });

  it('a 404 is one small page, whatever the address asked for', async () => {
    const short = await t.request('GET', '/no-such-page');
    const long = await t.request('GET', `/${'$`'.repeat(4_000)}/${"$'$&".repeat(2_000)}`);
    expect([short.status, long.status]).toEqual([404, 404]);
    expect(long.text).toBe(short.text);
    const bytes = Buffer.byteLength(long.text);
    expect(bytes).toBeLessThan(8 * 1024);
    console.log(
      `[figure] 404 for a 16 kB address of $\` and $' $&: ${bytes} bytes, the same page as for /no-such-page`,
    );
  });
});
