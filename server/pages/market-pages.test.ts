/**
 * Products and services and the product reviews sent with their content
 * (docs/decisions/010-a-shared-link-is-a-page-first.md, server/pages/market-pages.ts): the first
 * page of each as the app shows it first, its title, canonical address and language, the data the
 * app takes over from, a page of reviews per `?page=`, and what a reviewer typed kept as text.
 * The real app on the demo data; the shell is the app's own index.html.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, categories, productReviews, products, users } from '../../db/schema';
import { firstRow } from '../../db/query';
import { PRODUCT_REVIEWS_META, SERVICES_META, documentTitle } from '../../sync/public-pages';
import { loadLocales } from '../i18n/catalogs';
import { writePageShell } from '../../test/helpers/page-shell';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
let author: typeof users.$inferSelect;
let category: typeof categories.$inferSelect;

/** 45 approved reviews more than the demo's, a day apart and newer than any of them: three pages at least. */
const ADDED = 45;

beforeAll(async () => {
  t = createTestApp({ demo: true });
  writePageShell(t);
  author = (await firstRow(t.db.select().from(users).where(eq(users.email, 'user@example.com'))))!;
  category = (await firstRow(t.db.select().from(categories).where(eq(categories.isActive, true))))!;
  const start = Date.now() + 86_400_000;
  await t.db.insert(productReviews).values(
    Array.from({ length: ADDED }, (_, i) => ({
      userId: author.id,
      categoryId: category.id,
      name: `Added kettle ${i + 1}`,
      rating: (i % 5) + 1,
      comment: `Comment ${i + 1}`,
      upvotes: i % 3,
      status: 'APPROVED' as const,
      createdAt: new Date(start + i * 86_400_000),
    })),
  );
});
afterAll(() => t.close());

async function documentAt(path: string, headers: Record<string, string> = {}) {
  const res = await t.request('GET', path, { headers });
  expect(res.status, path).toBe(200);
  const doc = new JSDOM(res.text).window.document;
  const raw = doc.getElementById('first-view-data')?.textContent;
  const data = raw ? (JSON.parse(raw) as Record<string, any>) : null;
  const ld = doc.querySelector('script[type="application/ld+json"]')?.textContent;
  return {
    res,
    html: res.text,
    doc,
    view: doc.getElementById('first-view')!,
    data,
    jsonLd: ld ? JSON.parse(ld) : null,
  };
}

const canonical = (doc: Document) => doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
const headings = (el: Element) => [...el.querySelectorAll('h3')].map((h) => h.textContent);

/** The app starts as a shared profile's does (decision 010): not with the page; the menu's copy is in it. */
function startsAsAProfile(html: string) {
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/first-view-1\.js" data-app="[^"]+">/);
  expect(html).not.toContain('data-start=');
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toContain('<template id="first-view-menu">');
}

describe('products and services', () => {
  it('the first 20 in the order the app lists them, with the counts of all and the data the app starts from', async () => {
    const { html, doc, view, data, jsonLd } = await documentAt('/service-and-products');
    const en = (await loadLocales()).en;
    expect(doc.title).toBe(documentTitle(SERVICES_META, en));
    expect(canonical(doc)).toBe('http://localhost/service-and-products');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    expect(view.querySelector('h1')!.textContent).toBe('Products & Services');

    // the app's order (client/store/directory-query.ts, services-page.tsx): businesses by rating,
    // reviews, the badge and age; each business's products oldest first
    const active = await t.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.isActive, true), gt(businesses.productCount, 0)))
      .orderBy(desc(businesses.rating), desc(businesses.totalReviews), desc(businesses.isVerified), asc(businesses.id));
    const all = await t.db.select().from(products).orderBy(asc(products.createdAt), asc(products.id));
    const ordered = active.flatMap((b) => all.filter((p) => p.businessId === b.id));
    const total = active.reduce((n, b) => n + b.productCount, 0);
    expect(total).toBeGreaterThan(20);
    expect(headings(view)).toEqual(ordered.slice(0, 20).map((p) => p.name));
    expect(view.querySelector('.page-head p')!.textContent).toBe(
      `${total} services and products from ${active.length} businesses`,
    );
    expect(view.querySelector('.results-count')!.textContent).toBe(`${total} found`);
    expect(view.querySelector('.more-row button')!.textContent).toBe('Show more');
    // each card leads to its business's page, readable without script
    const first = active.find((b) => b.id === ordered[0]!.businessId)!;
    expect(view.querySelector('.service-card a')!.getAttribute('href')).toMatch(
      new RegExp(`^/business-profile/${first.id}/`),
    );

    expect(view.innerHTML).not.toMatch(/\sstyle="/);
    expect(data!.kind).toBe('services');
    expect(data!.services.map((s: { id: number }) => s.id)).toEqual(ordered.slice(0, 20).map((p) => p.id));
    expect(data!.counts).toEqual({ services: total, businesses: active.length });
    // only what a card shows: no contact of the business, no product image or dates
    expect(Object.keys(data!.services[0]).sort()).toEqual(
      ['business', 'description', 'id', 'maxPrice', 'minPrice', 'name', 'price'].sort(),
    );
    expect(data!.services[0].business).not.toHaveProperty('whatsapp');
    const named = await t.db
      .selectDistinct({ id: categories.id, name: categories.name })
      .from(businesses)
      .innerJoin(categories, eq(categories.id, businesses.categoryId))
      .where(eq(businesses.isActive, true));
    expect(data!.categories.map((c: { name: string }) => c.name)).toEqual(
      named.map((c) => c.name).sort((a, b) => a.localeCompare(b)),
    );
    expect(jsonLd['@type']).toBe('ItemList');
    expect(jsonLd.itemListElement).toHaveLength(20);
    expect(jsonLd.itemListElement[0].item.itemOffered.name).toBe(ordered[0]!.name);
    startsAsAProfile(html);
  });

  it('is the same page whatever its query, in the language asked for', async () => {
    const plain = await documentAt('/service-and-products');
    const queried = await documentAt('/service-and-products?utm_source=whatsapp');
    expect(queried.res.headers.get('etag')).toBe(plain.res.headers.get('etag'));
    const sw = await documentAt('/service-and-products?lang=sw');
    expect(sw.doc.documentElement.lang).toBe('sw');
    expect(sw.doc.title).toBe(documentTitle(SERVICES_META, (await loadLocales()).sw));
    expect(canonical(sw.doc)).toBe('http://localhost/service-and-products?lang=sw');
    expect(sw.doc.querySelector('link[hreflang="x-default"]')!.getAttribute('href')).toBe(
      'http://localhost/service-and-products',
    );
  });
});

describe('product reviews', () => {
  async function approved() {
    return await t.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.status, 'APPROVED'))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
  }

  it('the first page: 20 newest, the figures of all, the pager linking the next page', async () => {
    const { html, doc, view, data, jsonLd } = await documentAt('/product-reviews');
    const en = (await loadLocales()).en;
    expect(doc.title).toBe(documentTitle(PRODUCT_REVIEWS_META, en));
    expect(canonical(doc)).toBe('http://localhost/product-reviews');
    const all = await approved();
    const pages = Math.ceil(all.length / 20);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(headings(view)).toEqual(all.slice(0, 20).map((r) => r.name));
    const figures = [...view.querySelectorAll('.pr-stats dd')].map((d) => d.textContent);
    const average = all.reduce((n, r) => n + r.rating, 0) / all.length;
    expect(figures).toEqual([
      String(all.length),
      average.toFixed(1),
      String(new Set(all.map((r) => r.categoryId)).size),
      String(all.reduce((n, r) => n + r.upvotes, 0)),
    ]);
    expect(view.querySelector('.pager span')!.textContent).toBe(`Page 1 of ${pages}`);
    expect(view.querySelector('.pager button')!.hasAttribute('disabled')).toBe(true); // Previous
    expect(view.querySelector('.pager a')!.getAttribute('href')).toBe('/product-reviews?page=2');
    expect(view.querySelector('.pr-actions a')!.getAttribute('href')).toBe('/login');
    // the page's CSP refuses style attributes: the first view must not need any (a thumb down included)
    expect(view.innerHTML).not.toMatch(/\sstyle="/);
    expect(data).toMatchObject({ kind: 'product-reviews', page: 1, pages });
    expect(data!.reviews.map((r: { id: number }) => r.id)).toEqual(all.slice(0, 20).map((r) => r.id));
    expect(data!.stats.total).toBe(all.length);
    // no author id, no e-mail, no moderation state
    expect(data!.reviews[0]).not.toHaveProperty('userId');
    expect(data!.reviews[0]).not.toHaveProperty('status');
    expect(html).not.toContain(author.email);
    expect(jsonLd.itemListElement[0].item).toMatchObject({
      '@type': 'Review',
      itemReviewed: { '@type': 'Product', name: all[0]!.name },
      reviewRating: { ratingValue: all[0]!.rating, bestRating: 5 },
    });
    startsAsAProfile(html);
  });

  it('?page= is a page of its own; past the last, the last; anything else, the first', async () => {
    const all = await approved();
    const pages = Math.ceil(all.length / 20);
    const second = await documentAt('/product-reviews?page=2');
    expect(canonical(second.doc)).toBe('http://localhost/product-reviews?page=2');
    expect(second.doc.title).toBe(`Product Reviews · Page 2 of ${pages} · Soko Uganda`);
    expect(headings(second.view)).toEqual(all.slice(20, 40).map((r) => r.name));
    const [previous, next] = [...second.view.querySelectorAll('.pager a')].map((a) => a.getAttribute('href'));
    expect([previous, next]).toEqual(['/product-reviews', '/product-reviews?page=3']);
    expect(second.data).toMatchObject({ page: 2, pages });

    const past = await documentAt('/product-reviews?page=9999');
    expect(canonical(past.doc)).toBe(`http://localhost/product-reviews?page=${pages}`);
    expect(headings(past.view)).toEqual(all.slice((pages - 1) * 20).map((r) => r.name));
    for (const odd of ['?page=0', '?page=-2', '?page=1.5', '?page=abc', '?page=1e400']) {
      const first = await documentAt(`/product-reviews${odd}`);
      expect(canonical(first.doc), odd).toBe('http://localhost/product-reviews');
    }
  });

  it('what a reviewer typed is text, never markup, in the page, its head and its data', async () => {
    const hostile = '</script><b>x</b>';
    const [newest] = await approved();
    await t.db
      .update(productReviews)
      .set({ name: hostile, comment: `${hostile} <img src=x onerror=alert(1)>`, boughtFrom: hostile })
      .where(eq(productReviews.id, newest!.id));
    try {
      const { html, doc, view, data, jsonLd } = await documentAt('/product-reviews');
      const card = view.querySelector('.pr-card')!;
      expect(card.querySelector('h3')!.textContent).toBe(hostile);
      expect(card.querySelector('.pr-comment')!.textContent).toBe(`${hostile} <img src=x onerror=alert(1)>`);
      expect(view.querySelectorAll('b, img[onerror]')).toHaveLength(0);
      expect(data!.reviews[0].name).toBe(hostile);
      expect(jsonLd.itemListElement[0].item.itemReviewed.name).toBe(hostile);
      // one document: its scripts are the page's own
      expect(doc.querySelectorAll('script[type="module"]')).toHaveLength(1);
      expect([...doc.querySelectorAll('script')].every((s) => s.type)).toBe(true);
      expect(html).not.toContain('<b>x</b>');
    } finally {
      await t.db
        .update(productReviews)
        .set({ name: newest!.name, comment: newest!.comment, boughtFrom: newest!.boughtFrom })
        .where(eq(productReviews.id, newest!.id));
    }
  });

  it('is kept while what it shows is unchanged, and built again when a review changes', async () => {
    const one = await documentAt('/product-reviews?page=2');
    const again = await documentAt('/product-reviews?page=2');
    expect(again.res.headers.get('etag')).toBe(one.res.headers.get('etag'));
    expect(one.res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    const shown = one.data!.reviews[0] as { id: number; name: string };
    await t.db.update(productReviews).set({ name: 'Renamed kettle' }).where(eq(productReviews.id, shown.id));
    try {
      const changed = await documentAt('/product-reviews?page=2');
      expect(headings(changed.view)[0]).toBe('Renamed kettle');
      // another page is another copy
      expect((await documentAt('/product-reviews')).res.headers.get('etag')).not.toBe(changed.res.headers.get('etag'));
    } finally {
      await t.db.update(productReviews).set({ name: shown.name }).where(eq(productReviews.id, shown.id));
    }
  });
});
