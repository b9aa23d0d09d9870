/**
 * Every public page answers its own HTML (docs/product.md "Shared links"): title, description,
 * canonical address, Open Graph and Twitter tags with a 1200 × 630 preview image, JSON-LD for a
 * profile, the profile's content before any script, 404 for what does not exist and 301 from an
 * outdated address. The real app on a real SQLite file; the shell is the app's own index.html.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, categories } from '../../db/schema';
import { businessPath, categoryPath } from '../../sync/public-pages';
import { writePageShell } from '../../test/helpers/page-shell';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { firstRow } from '../../db/query';

let t: TestApp;

beforeAll(() => {
  t = createTestApp({ demo: true });
  writePageShell(t);
});
afterAll(() => t.close());

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decode = (text: string) => text.replace(/&(?:quot|#x27|lt|gt|amp);/g, (e) => ENTITIES[e]!);
/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => Object.entries(ENTITIES).find(([, v]) => v === c)![0]);

function attr(html: string, tag: RegExp): string | undefined {
  const raw = tag.exec(html)?.[1];
  return raw === undefined ? undefined : decode(raw);
}
const metaName = (html: string, name: string) => attr(html, new RegExp(`<meta name="${name}" content="([^"]*)">`));
const metaProperty = (html: string, p: string) => attr(html, new RegExp(`<meta property="${p}" content="([^"]*)">`));
const title = (html: string) => attr(html, /<title>([^<]*)<\/title>/);
const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)">/);

function jsonLd(html: string) {
  const text = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!text) throw new Error('no JSON-LD');
  return JSON.parse(text) as Record<string, any>;
}

async function previewOf(html: string) {
  const image = metaProperty(html, 'og:image')!;
  expect(image).toMatch(/^http:\/\/localhost\/og\//);
  expect(metaName(html, 'twitter:image')).toBe(image);
  const res = await t.app.request(image.replace('http://localhost', ''));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { url: image, width: meta.width, height: meta.height, cache: res.headers.get('cache-control') };
}

async function firstBusiness(where?: (b: typeof businesses.$inferSelect) => boolean) {
  const rows = await t.db.select().from(businesses).where(eq(businesses.isActive, true));
  const row = rows.find((b) => b.totalReviews > 0 && b.productCount > 0 && (where ? where(b) : true));
  if (!row) throw new Error('no such demo business');
  return row;
}

describe('each public page answers its own head', () => {
  const cases = async () => {
    const category = (await firstRow(t.db.select().from(categories).where(eq(categories.isActive, true))))!;
    const business = await firstBusiness();
    return [
      { path: '/', title: 'Soko Uganda · Find trusted businesses, compare prices and get quotes' },
      { path: '/busines-categories', title: 'Business categories · Soko Uganda' },
      { path: categoryPath(category), title: `${category.name} Businesses in Uganda` },
      { path: '/businesses-directory', title: 'Vendors & Businesses in Uganda · Soko Uganda' },
      { path: '/service-and-products', title: 'Products & Services in Uganda · Soko Uganda' },
      { path: '/product-reviews', title: 'Product Reviews · Soko Uganda' },
      { path: businessPath(business), title: `${business.name} - ` },
      { path: '/privacy-policy', title: 'Privacy Policy · Soko Uganda' },
      { path: '/contact-us', title: 'Contact us · Soko Uganda' },
    ];
  };

  it('title, description, canonical, og: and twitter: tags, and a 1200 × 630 preview', async () => {
    const seenImages = new Set<string>();
    for (const { path, title: expected } of await cases()) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = res.text;
      expect(title(html), path).toContain(expected);
      // one title and one description: the shell's own were replaced, not added to
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
      // a page without the server's content (a listing) is the app's; a profile, the loader's
      const script = html.includes('id="first-view"') ? 'src="/assets/first-view-1.js"' : 'src="./main.tsx"';
      expect(html.match(/<script type="module"/g), path).toHaveLength(1);
      expect(html, path).toContain(script);
      const description = metaName(html, 'description');
      expect(description?.length, path).toBeGreaterThan(20);
      expect(canonical(html), path).toBe(`http://localhost${path}`);
      expect(metaProperty(html, 'og:title'), path).toBe(title(html));
      expect(metaProperty(html, 'og:description'), path).toBe(description);
      expect(metaProperty(html, 'og:url'), path).toBe(canonical(html));
      expect(metaName(html, 'twitter:card'), path).toBe('summary_large_image');
      expect(metaName(html, 'robots'), path).toBeUndefined();
      const preview = await previewOf(html);
      expect([preview.width, preview.height], path).toEqual([1200, 630]);
      seenImages.add(preview.url.split('?')[0]!);
    }
    // the site, the category and the business each have their own card
    expect(seenImages.size).toBe(3);
  });

  it('the profile: its description from spec, JSON-LD LocalBusiness with rating and USh offers', async () => {
    const business = await firstBusiness();
    const html = (await t.request('GET', businessPath(business))).text;
    expect(metaName(html, 'description')).toContain(`Rated ${business.rating.toFixed(1)}/5`);
    const data = jsonLd(html);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.name).toBe(business.name);
    expect(data.url).toBe(canonical(html));
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'UG' });
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: Number(business.rating.toFixed(1)),
      reviewCount: business.totalReviews,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.makesOffer).toHaveLength(business.productCount);
    for (const offer of data.makesOffer as {
      itemOffered: { name: string };
      priceSpecification?: { priceCurrency: string };
    }[]) {
      expect(offer.itemOffered.name.length).toBeGreaterThan(0);
      if (offer.priceSpecification) expect(offer.priceSpecification.priceCurrency).toBe('UGX');
    }
    expect(data.priceRange).toMatch(/^USh [\d,]+/);
  });

  it('sign-in pages and the signed-in areas answer but ask not to be indexed', async () => {
    for (const path of ['/login', '/register', '/verify', '/user/dashboard', '/vendor/leads', '/admin', '/sync']) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(metaName(res.text, 'robots'), path).toBe('noindex');
      expect(res.text, path).not.toContain('id="first-view"');
    }
  });
});

describe('content before script', () => {
  it("the profile's name, rating, products, reviews and WhatsApp link are in the HTML", async () => {
    const business = await firstBusiness((b) => Boolean(b.whatsapp));
    const html = (await t.request('GET', businessPath(business))).text;
    const view = /<div id="first-view">([\s\S]*?)<\/div><div id="root"><\/div>/.exec(html)?.[1];
    if (!view) throw new Error('no first view');
    expect(view).toContain(`<h1>${escapeHtml(business.name)}</h1>`);
    expect(view).toContain(`${business.rating.toFixed(1)}`);
    expect(view).toMatch(/href="https:\/\/wa\.me\/256\d+\?text=/);
    expect(view).toContain('href="https://wa.me/?text='); // Share, without script
    expect(view).toContain('Customer Reviews');
    expect(view).toContain('Services &amp; Products');
    // the page's CSP refuses style attributes: the first view must not need any
    expect(view).not.toMatch(/\sstyle="/);
    // the route's stylesheet, so the view is styled; the loader in place of the app, which it
    // starts when the reader needs it (client/first-view/loader.ts): no app script is fetched before
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/business-profile-page-1.css">');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/first-view-1.js" data-app="./main.tsx"></script>',
    );
    expect(html).not.toContain('<script type="module" src="./main.tsx">');
    expect(html).not.toContain('assets/index-1.css">\n'); // the entry's own CSS is the shell's to link
    // the data the app starts from, without asking the API again
    const data = JSON.parse(
      /<script type="application\/json" id="first-view-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
    );
    expect(data).toMatchObject({ kind: 'profile', business: { id: business.id, name: business.name } });
    expect(data.reviews.length).toBeGreaterThan(0);
    expect(data.reviews.every((r: { status: string }) => r.status === 'APPROVED')).toBe(true);
  });

  it('text a vendor typed cannot close a script element or an attribute', async () => {
    const business = await firstBusiness();
    const name = `Bad </script><script>alert(1)</script> "quoted" & co`;
    await t.db.update(businesses).set({ name }).where(eq(businesses.id, business.id));
    try {
      const res = await t.request('GET', businessPath({ ...business, name }));
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('<script>alert(1)</script>');
      expect(jsonLd(res.text).name).toBe(name);
      expect(res.text).toContain('<title>Bad &lt;/script&gt;&lt;script&gt;');
      expect(title(res.text)).toContain(name);
      expect(metaProperty(res.text, 'og:title')).toContain(name);
    } finally {
      await t.db.update(businesses).set({ name: business.name }).where(eq(businesses.id, business.id));
    }
  });
});

describe('what does not exist, and addresses that moved', () => {
  it('an unknown business, category or path is a 404 with the Page Not Found screen', async () => {
    const category = (await firstRow(t.db.select().from(categories)))!;
    for (const path of [
      '/business-profile/999999',
      '/business-profile/999999/x/y',
      '/category/999999',
      '/no-such-page',
      '/business-profile/abc',
    ]) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('<h1>Page Not Found</h1>');
      expect(title(res.text), path).toBe('Page Not Found · Soko Uganda');
      expect(metaName(res.text, 'robots'), path).toBe('noindex');
      expect(canonical(res.text), path).toBeUndefined();
    }
    // a hashed asset that is not there stays a plain 404, never a page cached for a year
    expect((await t.request('GET', '/assets/missing-1234.js')).status).toBe(404);
    expect(category).toBeDefined();
  });

  it('a deactivated business and a category no longer listed are 404s', async () => {
    const business = await firstBusiness();
    await t.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, business.id));
    const category = (await firstRow(t.db.select().from(categories).where(eq(categories.isActive, true))))!;
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, category.id));
    try {
      expect((await t.request('GET', businessPath(business))).status).toBe(404);
      expect((await t.request('GET', `/og/business/${business.id}.png`)).status).toBe(404);
      expect((await t.request('GET', categoryPath(category))).status).toBe(404);
      expect((await t.request('GET', `/og/category/${category.id}.png`)).status).toBe(404);
    } finally {
      await t.db.update(businesses).set({ isActive: true }).where(eq(businesses.id, business.id));
      await t.db.update(categories).set({ isActive: true }).where(eq(categories.id, category.id));
    }
  });

  it('an outdated or partial profile address redirects (301) to the current one, query kept', async () => {
    const business = await firstBusiness();
    const current = businessPath(business);
    for (const old of [`/business-profile/${business.id}`, `/business-profile/${business.id}/old-name/old-place`]) {
      const res = await t.request('GET', `${old}?utm_source=whatsapp`);
      expect(res.status, old).toBe(301);
      expect(res.headers.get('location'), old).toBe(`${current}?utm_source=whatsapp`);
    }
    const category = (await firstRow(t.db.select().from(categories).where(eq(categories.isActive, true))))!;
    const moved = await t.request('GET', `/category/${category.id}/Old%20Name`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(categoryPath(category));
  });
});

describe('preview images', () => {
  it('are cached under what they show, and drawn again when the business changes', async () => {
    const business = await firstBusiness();
    const first = metaProperty((await t.request('GET', businessPath(business))).text, 'og:image')!;
    const one = await previewOf((await t.request('GET', businessPath(business))).text);
    expect(one.cache).toBe('public, max-age=31536000, immutable');
    const dir = join(t.dir, 'previews');
    const files = () => readdirSync(dir).filter((f) => f.startsWith(`business-${business.id}-`));
    expect(files()).toHaveLength(1);

    await t.db.update(businesses).set({ rating: 1.5 }).where(eq(businesses.id, business.id));
    try {
      const html = (await t.request('GET', businessPath(business))).text;
      const second = metaProperty(html, 'og:image')!;
      expect(second).not.toBe(first);
      await previewOf(html);
      // the old card is gone, the new one kept
      expect(files()).toHaveLength(1);
      expect(files()[0]).toContain(new URL(second).searchParams.get('v')!);
      // an outdated ?v= still gets the current card, but only briefly cached
      const stale = await t.app.request(first.replace('http://localhost', ''));
      expect(stale.status).toBe(200);
      expect(stale.headers.get('cache-control')).toBe('public, max-age=300');
    } finally {
      await t.db.update(businesses).set({ rating: business.rating }).where(eq(businesses.id, business.id));
    }
    expect(existsSync(dir)).toBe(true);
  });
});

describe('crawlers', () => {
  it('robots.txt keeps them out of the API and the signed-in areas and names the sitemap', async () => {
    const res = await t.request('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    for (const line of [
      'User-agent: *',
      'Disallow: /api/',
      'Allow: /api/uploads/',
      'Disallow: /admin/',
      'Disallow: /vendor/',
      'Disallow: /user/',
    ])
      expect(res.text.split('\n')).toContain(line);
    expect(res.text).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('the sitemaps list the public pages, the listed categories and every active business', async () => {
    const index = await t.request('GET', '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toEqual(['http://localhost/sitemaps/pages.xml', 'http://localhost/sitemaps/businesses-1.xml']);

    const pages = (await t.request('GET', '/sitemaps/pages.xml')).text;
    expect(pages).toContain('<loc>http://localhost/busines-categories</loc>');
    expect(pages).not.toContain('/login');
    const listed = await t.db.select().from(categories).where(eq(categories.isActive, true));
    for (const c of listed)
      expect(pages).toContain(`<loc>http://localhost${categoryPath(c).replace(/&/g, '&amp;')}</loc>`);

    const hidden = await firstBusiness();
    await t.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, hidden.id));
    try {
      const list = (await t.request('GET', '/sitemaps/businesses-1.xml')).text;
      const locs = [...list.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      const active = await t.db.select().from(businesses).where(eq(businesses.isActive, true));
      expect(locs).toHaveLength(active.length);
      expect(locs).toContain(`http://localhost${businessPath(active[0]!)}`);
      expect(locs).not.toContain(`http://localhost${businessPath(hidden)}`);
      expect(list).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    } finally {
      await t.db.update(businesses).set({ isActive: true }).where(eq(businesses.id, hidden.id));
    }
    expect((await t.request('GET', '/sitemaps/businesses-2.xml')).status).toBe(404);
    expect((await t.request('GET', '/sitemaps/businesses-0.xml')).status).toBe(404);
  });
});
