/**
 * A server-rendered page holds what users wrote exactly, in one document (server/pages/page-html.ts,
 * docs/security.md): random Unicode with the replacement patterns `$\``, `$'`, `$&`, `$1`, `$<x>`
 * and `</script>`, `<!--` in every user field a page shows (a business, its category, products,
 * reviews, their authors and replies, product reviews) is parsed back with jsdom and compared with
 * what was stored. Every kind of page is covered: a profile, a category, products and services, the
 * product reviews, the 404, the static and the app-only pages.
 */
import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, categories, productReviews, products, reviews, users } from '../../db/schema';
import { categoryPath, documentTitle, profileMeta, categoryMeta } from '../../sync/public-pages';
import type { BusinessRecord, BusinessReviewRecord } from '../../sync/schemas/pull';
import { writePageShell } from '../helpers/page-shell';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { firstRow } from '../../db/query';
import { loadLocales } from '../../server/i18n/catalogs';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const HOSTILE = [
  '$`',
  "$'",
  '$&',
  '$$',
  '$1',
  '$<x>',
  '</script>',
  '<!--',
  '-->',
  '<script>alert(1)</script>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '"',
  "'",
  '&amp;',
  '\u2028',
  '</title>',
  '</head>',
  '<div id="root"></div>',
];

/** What a user may type, as it reaches the page: any code point but NUL and CR, which HTML parsing rewrites. */
const userText = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'binary', maxLength: 6 })), {
    minLength: 1,
    maxLength: 10,
  })
  .map((parts) => parts.join('').replace(/[\0\r]/g, () => ''))
  .filter((text) => text.trim() !== '');

let t: TestApp;
let target: { businessId: number; categoryId: number; productIds: number[]; reviewId: number; authorId: number };

beforeAll(async () => {
  t = createTestApp({ demo: true });
  writePageShell(t);
  const approved = await t.db.select().from(reviews).where(eq(reviews.status, 'APPROVED'));
  const offering = new Set(
    (await t.db.select({ businessId: products.businessId }).from(products)).map((p) => p.businessId),
  );
  const withProducts = approved.find((r) => offering.has(r.businessId))!;
  const business = (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, withProducts.businessId))))!;
  target = {
    businessId: business.id,
    categoryId: business.categoryId,
    productIds: (await t.db.select({ id: products.id }).from(products).where(eq(products.businessId, business.id))).map(
      (p) => p.id,
    ),
    reviewId: withProducts.id,
    authorId: withProducts.userId,
  };
  // the review the test writes into is the one the page shows first
  await t.db
    .update(reviews)
    .set({ createdAt: new Date(Date.now() + 86_400_000) })
    .where(eq(reviews.id, withProducts.id));
});
afterAll(() => t.close());

/** The page at `path` after its redirects, parsed; checks what every page must be: one document. */
async function documentAt(path: string, status = 200) {
  let res = await t.request('GET', path);
  for (let hops = 0; res.status === 301 && hops < 3; hops++) res = await t.request('GET', res.headers.get('location')!);
  expect(res.status, path).toBe(status);
  const doc = new JSDOM(res.text).window.document;
  expect(doc.querySelectorAll('title')).toHaveLength(1);
  expect(doc.querySelectorAll('meta[http-equiv]')).toHaveLength(0);
  expect(doc.querySelectorAll('meta[name="description"]').length).toBeLessThanOrEqual(1);
  expect(doc.querySelectorAll('#root')).toHaveLength(1);
  expect(doc.querySelectorAll('#first-view')).toHaveLength(res.text.includes('id="first-view"') ? 1 : 0);
  expect(doc.querySelectorAll('script[type="module"]')).toHaveLength(1);
  const scripts = [...doc.querySelectorAll('script')].map((s) => s.type || 'classic');
  expect(scripts.filter((type) => type !== 'module' && !type.startsWith('application/'))).toEqual([]);
  return { doc, html: res.text };
}

const content = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content');
const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent);

function headMatches(doc: Document, meta: { title: string; description?: string }) {
  expect(doc.querySelector('title')!.textContent).toBe(meta.title);
  expect(content(doc, 'meta[property="og:title"]')).toBe(meta.title);
  expect(content(doc, 'meta[name="twitter:title"]')).toBe(meta.title);
  expect(content(doc, 'meta[name="description"]')).toBe(meta.description);
  expect(content(doc, 'meta[property="og:description"]')).toBe(meta.description);
}

describe('user text on a page is text, never template or markup', () => {
  it('a profile: business, category, products, review, author and reply', async () => {
    const fields = fc.record({
      name: userText,
      tagline: userText,
      description: userText,
      city: userText,
      district: userText,
      subCategory: userText,
      category: userText,
      productName: userText,
      productDescription: userText,
      comment: userText,
      reply: userText,
      firstName: userText,
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const category = `${f.category} #${run++}`; // category names are unique
        const { businessId, categoryId, productIds, reviewId, authorId } = target;
        await t.db.update(categories).set({ name: category }).where(eq(categories.id, categoryId));
        await t.db
          .update(businesses)
          .set({ name: f.name, tagline: f.tagline, description: f.description, city: f.city, district: f.district })
          .where(eq(businesses.id, businessId));
        await t.db.update(businesses).set({ subCategory: f.subCategory }).where(eq(businesses.id, businessId));
        for (const id of productIds)
          await t.db
            .update(products)
            .set({ name: f.productName, description: f.productDescription })
            .where(eq(products.id, id));
        await t.db
          .update(reviews)
          .set({ comment: f.comment, reply: f.reply, repliedAt: new Date() })
          .where(eq(reviews.id, reviewId));
        await t.db.update(users).set({ firstName: f.firstName }).where(eq(users.id, authorId));

        const { doc } = await documentAt(`/business-profile/${businessId}`);
        const data = JSON.parse(doc.getElementById('first-view-data')!.textContent!) as {
          business: BusinessRecord;
          reviews: BusinessReviewRecord[];
        };
        const b = data.business;
        expect([b.name, b.tagline, b.description, b.city, b.district, b.subCategory, b.category.name]).toEqual([
          f.name,
          f.tagline,
          f.description,
          f.city,
          f.district,
          f.subCategory,
          category,
        ]);
        expect(b.products.map((p) => [p.name, p.description])).toEqual(
          productIds.map(() => [f.productName, f.productDescription]),
        );
        const review = data.reviews.find((r) => r.id === reviewId)!;
        expect([review.comment, review.reply?.text, review.user.firstName]).toEqual([f.comment, f.reply, f.firstName]);

        // a request without a language preference: the page is in English
        const en = (await loadLocales()).en;
        const meta = profileMeta(b, en);
        headMatches(doc, { title: documentTitle(meta, en), description: meta.description });
        const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!) as {
          name: string;
          description: string;
          address: { addressLocality: string; addressRegion: string };
          makesOffer: { itemOffered: { name: string; description: string } }[];
        };
        expect([ld.name, ld.description, ld.address.addressLocality, ld.address.addressRegion]).toEqual([
          f.name,
          f.description,
          f.city,
          f.district,
        ]);
        expect(ld.makesOffer.map((o) => [o.itemOffered.name, o.itemOffered.description])).toEqual(
          productIds.map(() => [f.productName, f.productDescription]),
        );

        const view = doc.getElementById('first-view')!;
        expect(texts(doc, '#first-view h1')).toEqual([f.name]);
        expect(texts(doc, '#first-view .profile-tagline')).toEqual([f.tagline]);
        expect(texts(doc, '#first-view .product-name')).toEqual(productIds.map(() => f.productName));
        const all = view.textContent!;
        // the app shows an author's name trimmed (the data above holds it exactly)
        const shown = { ...f, category, firstName: f.firstName.trim() };
        for (const key of [
          'description',
          'city',
          'district',
          'subCategory',
          'category',
          'comment',
          'reply',
          'firstName',
        ] as const)
          expect(all, key).toContain(shown[key]);
      }),
      { numRuns: RUNS },
    );
  });

  it('a category page', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(userText, async (text) => {
        const name = `${text} #${run++}`;
        await t.db.update(categories).set({ name }).where(eq(categories.id, target.categoryId));
        const { doc } = await documentAt(categoryPath({ id: target.categoryId, name }));
        const en = (await loadLocales()).en;
        const meta = categoryMeta(name, en);
        headMatches(doc, { title: documentTitle(meta, en), description: meta.description });
        expect(content(doc, 'meta[property="og:image:alt"]')).toContain(name);
      }),
      { numRuns: RUNS },
    );
  });

  it('products and services, and the product reviews: every field a vendor or a reviewer typed', async () => {
    const fields = fc.record({
      business: userText,
      productName: userText,
      productDescription: userText,
      reviewName: userText,
      boughtFrom: userText,
      amount: userText,
      comment: userText,
      firstName: userText,
    });
    const listed = await documentAt('/service-and-products');
    const first = JSON.parse(listed.doc.getElementById('first-view-data')!.textContent!) as {
      services: { id: number; business: { id: number } }[];
    };
    const product = first.services[0]!;
    const newest = (await firstRow(
      t.db
        .select()
        .from(productReviews)
        .where(eq(productReviews.status, 'APPROVED'))
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id)),
    ))!;
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        await t.db.update(businesses).set({ name: f.business }).where(eq(businesses.id, product.business.id));
        await t.db
          .update(products)
          .set({ name: f.productName, description: f.productDescription })
          .where(eq(products.id, product.id));
        await t.db
          .update(productReviews)
          .set({ name: f.reviewName, boughtFrom: f.boughtFrom, amount: f.amount, comment: f.comment })
          .where(eq(productReviews.id, newest.id));
        await t.db.update(users).set({ firstName: f.firstName }).where(eq(users.id, newest.userId));

        const services = await documentAt('/service-and-products');
        const sent = JSON.parse(services.doc.getElementById('first-view-data')!.textContent!) as {
          services: { name: string; description: string; business: { name: string } }[];
        };
        expect([sent.services[0]!.name, sent.services[0]!.description, sent.services[0]!.business.name]).toEqual([
          f.productName,
          f.productDescription,
          f.business,
        ]);
        const card = services.doc.querySelector('#first-view .service-card')!;
        expect(texts(services.doc, '#first-view .service-card:first-child h3')).toEqual([f.productName]);
        expect(card.querySelector('.line-clamp-3')!.textContent).toBe(f.productDescription);
        expect(card.querySelector('.service-biz-name')!.textContent).toBe(f.business);
        const offers = JSON.parse(services.doc.querySelector('script[type="application/ld+json"]')!.textContent!) as {
          itemListElement: { item: { itemOffered: { name: string }; offeredBy: { name: string } } }[];
        };
        expect(offers.itemListElement[0]!.item.itemOffered.name).toBe(f.productName);
        expect(offers.itemListElement[0]!.item.offeredBy.name).toBe(f.business);

        const page = await documentAt('/product-reviews');
        const data = JSON.parse(page.doc.getElementById('first-view-data')!.textContent!) as {
          reviews: {
            id: number;
            name: string;
            boughtFrom: string;
            amount: string;
            comment: string;
            user: { firstName: string };
          }[];
        };
        const review = data.reviews[0]!;
        expect([
          review.id,
          review.name,
          review.boughtFrom,
          review.amount,
          review.comment,
          review.user.firstName,
        ]).toEqual([newest.id, f.reviewName, f.boughtFrom, f.amount, f.comment, f.firstName]);
        const shown = page.doc.querySelector('#first-view .pr-card')!;
        expect(shown.querySelector('h3')!.textContent).toBe(f.reviewName);
        expect(shown.querySelector('.pr-comment')!.textContent).toBe(f.comment);
        expect([...shown.querySelectorAll('.pr-fact')].map((e) => e.textContent)).toEqual([
          `From: ${f.boughtFrom}`,
          `Price: ${f.amount}`,
        ]);
        const ld = JSON.parse(page.doc.querySelector('script[type="application/ld+json"]')!.textContent!) as {
          itemListElement: { item: { itemReviewed: { name: string }; reviewBody: string } }[];
        };
        expect(ld.itemListElement[0]!.item.itemReviewed.name).toBe(f.reviewName);
        expect(ld.itemListElement[0]!.item.reviewBody).toBe(f.comment);
      }),
      { numRuns: RUNS },
    );
  });

  it('the 404 and the pages without user text: one document whatever the address asked for', async () => {
    const asked = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 40 })
      .map((s) => `/${encodeURIComponent(s)}$\`$'$&`);
    await fc.assert(
      fc.asyncProperty(asked, async (path) => {
        const { doc, html } = await documentAt(`/no-such-page${path}`, 404);
        expect(doc.querySelector('h1')!.textContent).toBe('Page Not Found');
        expect(html).not.toContain(path);
      }),
      { numRuns: RUNS },
    );
    for (const path of [
      '/',
      '/busines-categories',
      '/businesses-directory',
      '/service-and-products',
      '/product-reviews',
      '/login',
      '/vendor/leads',
      '/sync',
    ])
      await documentAt(`${path}?q=$\`$'$&`);
  });
});
