/**
 * The public pages the server sends with their content (docs/decisions/010-a-shared-link-is-a-page-first.md):
 * home, the categories, a category, the directory with its filters, contact, FAQ and help, and a
 * category's page for a district. Each has its own title, canonical address and content before any
 * script, the data the app takes over from, the loader that starts the app at once, and nothing
 * that is not public. The real app on a real SQLite file; the shell is the app's own index.html.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, categories, users } from '../../db/schema';
import { categoryPath, slugify } from '../../sync/public-pages';
import { writePageShell } from '../../test/helpers/page-shell';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { firstRow } from '../../db/query';

let t: TestApp;
let bakery: typeof businesses.$inferSelect;
let food: typeof categories.$inferSelect;

beforeAll(async () => {
  t = createTestApp({ demo: true });
  writePageShell(t);
  bakery = (await firstRow(t.db.select().from(businesses).where(eq(businesses.name, 'Kampala Fresh Bakery'))))!;
  food = (await firstRow(t.db.select().from(categories).where(eq(categories.id, bakery.categoryId!))))!;
});
afterAll(() => t.close());

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decode = (text: string) => text.replace(/&(?:quot|#x27|lt|gt|amp);/g, (e) => ENTITIES[e]!);
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonical = (html: string) => decode(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? '');
const firstView = (html: string) =>
  decode(/<div id="first-view">([\s\S]*?)<\/div><div id="root">/.exec(html)?.[1] ?? '');
const text = (html: string) => firstView(html).replace(/<[^>]+>/g, ' ');
function data(html: string) {
  const raw = /<script type="application\/json" id="first-view-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return raw === undefined ? null : (JSON.parse(raw) as Record<string, any>);
}

async function page(path: string) {
  const res = await t.request('GET', path);
  expect(res.status, path).toBe(200);
  return res.text;
}

/** Home: the app starts at once behind the page, its script fetched beside the loader's. */
function startsTheApp(html: string) {
  const loader =
    /<script type="module" crossorigin src="\/assets\/first-view-1\.js" data-app="([^"]+)" data-start="now"><\/script>/.exec(
      html,
    );
  expect(loader).not.toBeNull();
  const app = loader![1]!;
  expect(html).toContain(`<link rel="modulepreload" crossorigin href="${app}">`);
  expect(html).not.toContain(`<script type="module" crossorigin src="${app}">`);
}

/**
 * A list or a text page: the app starts as a shared profile's does (on a device that runs it, on
 * Wi-Fi, or on a tap that needs it), so its script is neither fetched nor preloaded with the page,
 * and the page carries the menu's copy for a first tap.
 */
function startsAsAProfile(html: string) {
  const loader =
    /<script type="module" crossorigin src="\/assets\/first-view-1\.js" data-app="([^"]+)"><\/script>/.exec(html);
  expect(loader).not.toBeNull();
  const app = loader![1]!;
  expect(html).not.toContain('data-start=');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain(`<script type="module" crossorigin src="${app}">`);
  expect(html).toMatch(/<template id="first-view-menu">[\s\S]*<nav id="mobile-menu"/);
}

describe('pages sent with their content', () => {
  it('home: its stats, top categories and top rated vendors, with the data the app starts from', async () => {
    const html = await page('/');
    expect(title(html)).toBe('Soko Uganda · Find trusted businesses, compare prices and get quotes');
    expect(canonical(html)).toBe('http://localhost/');
    const shown = text(html);
    expect(shown).toContain('Find trusted businesses across Uganda');
    expect(shown).toContain('Top categories');
    expect(shown).toContain('Top rated vendors');
    const home = data(html)!;
    expect(home.kind).toBe('home');
    expect(home.home.topRated).toHaveLength(3);
    for (const b of home.home.topRated) expect(shown).toContain(decode(b.name));
    expect(home.home.categories).toHaveLength(4);
    expect(Object.keys(home.home.stats).sort()).toEqual([
      'totalBusinesses',
      'totalCategories',
      'totalReviews',
      'totalUsers',
    ]);
    expect(shown).toContain(String(home.home.stats.totalBusinesses));
    startsTheApp(html);
  });

  it('the categories page: every listed category, linked', async () => {
    const html = await page('/busines-categories');
    expect(title(html)).toBe('Business categories · Soko Uganda');
    expect(canonical(html)).toBe('http://localhost/busines-categories');
    const listed = await t.db.select().from(categories).where(eq(categories.isActive, true));
    const view = firstView(html);
    for (const c of listed) expect(view).toContain(`href="${categoryPath(c)}"`);
    expect(data(html)!.categories).toHaveLength(listed.length);
    startsAsAProfile(html);
  });

  it("a category's page: its businesses, and its districts linked", async () => {
    const html = await page(categoryPath(food));
    expect(title(html)).toBe(`${food.name} Businesses in Uganda`);
    expect(canonical(html)).toBe(`http://localhost${categoryPath(food)}`);
    const inCategory = await t.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.categoryId, food.id), eq(businesses.isActive, true)));
    const shown = text(html);
    for (const b of inCategory) expect(shown).toContain(b.name);
    expect(shown).toContain(`${inCategory.length} ${inCategory.length === 1 ? 'business' : 'businesses'}`);
    const sent = data(html)!;
    expect(sent.kind).toBe('category');
    expect(sent.listing.filter).toEqual({ categoryId: food.id, sortBy: 'relevance', limit: 50 });
    expect(sent.listing.total).toBe(inCategory.length);
    // the districts that have its businesses
    expect(firstView(html)).toContain(`href="${categoryPath(food)}/${slugify(bakery.district)}"`);
    startsAsAProfile(html);
  });

  it("a category's page per sort: its order, a form the browser submits, the canonical address without it", async () => {
    const sortOf = (html: string) => data(html)!.listing.filter.sortBy as string;
    const ids = (html: string) => data(html)!.listing.businesses.map((b: { id: number }) => b.id) as number[];
    const plain = await page(categoryPath(food));
    const rated = await page(`${categoryPath(food)}?sortBy=rating`);
    expect(sortOf(rated)).toBe('rating');
    expect(data(rated)!.listing.filter).toEqual({ categoryId: food.id, sortBy: 'rating', limit: 50 });
    const ratings = data(rated)!.listing.businesses.map((b: { rating: number }) => b.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const reviewed = await page(`${categoryPath(food)}?sortBy=reviews`);
    const counts = data(reviewed)!.listing.businesses.map((b: { totalReviews: number }) => b.totalReviews);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // the page shows its list in that order, and the sort chosen
    const names = data(reviewed)!.listing.businesses.map((b: { name: string }) => b.name) as string[];
    const shown = text(reviewed);
    const at = names.map((n) => shown.indexOf(n));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(firstView(reviewed)).toMatch(/<option value="reviews" selected="">/);
    // a sorted list is the same page for search engines
    for (const html of [rated, reviewed]) expect(canonical(html)).toBe(`http://localhost${categoryPath(food)}`);
    // the sort is a form the browser submits to the category's page for it, without the app
    const form = /<form[^>]*>(?=[\s\S]*id="category-sort")/.exec(firstView(plain))?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain(`action="${categoryPath(food).replace(/&/g, '&amp;')}"`);
    expect(firstView(plain)).toMatch(/<select id="category-sort" name="sortBy"/);
    startsAsAProfile(rated);
    // anything else is relevance, never an error
    for (const odd of ['sortBy=response', 'sortBy=', 'sortBy=%3Cscript%3E', 'sortBy=rating&sortBy=reviews&x=1']) {
      const html = await page(`${categoryPath(food)}?${odd}`);
      expect(sortOf(html), odd).toBe(odd.startsWith('sortBy=rating') ? 'rating' : 'relevance');
    }
    expect(ids(await page(`${categoryPath(food)}?sortBy=nonsense`))).toEqual(ids(plain));
  });

  it("a category's pages are kept one per sort: a sorted copy is never the plain page's, nor another sort's", async () => {
    const path = categoryPath(food);
    const sorts = ['price-desc', 'price-asc', 'rating', 'relevance'] as const;
    // each asked for in turn, so that a key without the sort would hand out the first one's copy
    const first = new Map<string, string>();
    for (const sort of sorts) first.set(sort, await page(`${path}?sortBy=${sort}`));
    for (const sort of sorts) expect(data(first.get(sort)!)!.listing.filter.sortBy).toBe(sort);
    const plain = await t.request('GET', path);
    const odd = await t.request('GET', `${path}?sortBy=nonsense&utm_source=x`);
    expect(data(plain.text)!.listing.filter.sortBy).toBe('relevance');
    // the same copy as the plain page, not one more per odd query string
    expect(odd.headers.get('etag')).toBe(plain.headers.get('etag'));
    const again = await t.request('GET', `${path}?sortBy=rating`);
    expect(again.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });

  it('the directory: each set of filters a page of its own, with its canonical address', async () => {
    const all = await page('/businesses-directory?sortBy=relevance');
    expect(canonical(all)).toBe('http://localhost/businesses-directory');
    expect(text(all)).toContain('All businesses');

    const path = `/businesses-directory?categoryId=${food.id}&sortBy=rating`;
    const html = await page(path);
    expect(canonical(html)).toBe(
      `http://localhost/businesses-directory?service=${encodeURIComponent(food.name).replace(/%20/g, '+')}&categoryId=${food.id}&sortBy=rating`,
    );
    expect(title(html)).toBe(`${food.name} · Vendors & Businesses in Uganda · Soko Uganda`);
    const shown = text(html);
    expect(shown).toContain(bakery.name);
    const other = (await firstRow(
      t.db
        .select()
        .from(businesses)
        .where(and(eq(businesses.isActive, true), eq(businesses.categoryId, food.id === 1 ? 2 : 1))),
    ))!;
    expect(shown).not.toContain(other.name);
    const sent = data(html)!;
    expect(sent.listing.filter).toEqual({ categoryId: food.id, sortBy: 'rating', limit: 20 });
    // the best rated first, as the app orders it
    const ratings = sent.listing.businesses.map((b: { rating: number }) => b.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    startsAsAProfile(html);
    // its filters are a form the browser submits to the page for them, without the app
    const form = /<form[^>]*class="card stack directory-filters"[^>]*>/.exec(firstView(html))?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/businesses-directory"');
    const names = [...firstView(html).matchAll(/<(?:select|input)[^>]* name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(['categoryId', 'query', 'priceRange', 'sortBy']);
    expect(firstView(html)).toMatch(/<button type="submit"[^>]*>/);
    // what that form sends is the page the app would show for it
    const submitted = await page(`/businesses-directory?categoryId=${food.id}&query=cake&sortBy=rating`);
    expect(canonical(submitted)).toBe(
      `http://localhost/businesses-directory?query=cake&service=${encodeURIComponent(food.name).replace(/%20/g, '+')}&categoryId=${food.id}&sortBy=rating`,
    );
    expect(data(submitted)!.listing.filter).toMatchObject({ categoryId: food.id, query: 'cake', sortBy: 'rating' });

    // a need and a budget are a visitor's own search: shown, not for search engines
    const searched = await page(`/businesses-directory?categoryId=${food.id}&query=cake&priceRange=10000-200000`);
    expect(searched).toContain('<meta name="robots" content="noindex">');
    expect(data(searched)!.listing.filter).toMatchObject({ query: 'cake', minPrice: 10000, maxPrice: 200000 });
    expect(text(searched)).toContain(bakery.name);
    // a need that fits nothing in the category shows its businesses, and says so, as the app does
    const nothing = await page(`/businesses-directory?categoryId=${food.id}&query=zzqx`);
    expect(text(nothing)).toContain(
      'No business in this category matched your search, so here are all of its businesses.',
    );
    expect(text(nothing)).toContain(bakery.name);
    expect(data(nothing)!.listing.fallback).toBe(true);
    expect(data(searched)!.listing.fallback).toBeUndefined();
    // a budget that reads as none is the app's to explain: the page comes without content
    const bad = await page('/businesses-directory?priceRange=cheap');
    expect(bad).not.toContain('id="first-view"');
    expect(bad).toContain('<div id="root"></div>');
  });

  it('contact, FAQ and help: their text, title and canonical address', async () => {
    for (const [path, heading, pageTitle] of [
      ['/contact-us', 'Send us a message', 'Contact us · Soko Uganda'],
      ['/faq', 'What is Soko?', 'Frequently asked questions · Soko Uganda'],
      ['/help', 'Find a business', 'Help centre · Soko Uganda'],
    ] as const) {
      const html = await page(path);
      expect(title(html)).toBe(pageTitle);
      expect(canonical(html)).toBe(`http://localhost${path}`);
      expect(text(html)).toContain(heading);
      expect(data(html)).toBeNull();
      startsAsAProfile(html);
    }
  });

  it("contact's subject comes from its address, escaped, as the app fills it in", async () => {
    const html = await page('/contact-us?subject=Request%20New%20Category');
    expect(firstView(html)).toMatch(/<input[^>]*value="Request New Category"/);
    const odd = await page('/contact-us?subject=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(odd).not.toContain('"><script>alert(1)</script>');
    expect(odd).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('no page carries what is not public: no e-mail of an account, no admin counters', async () => {
    const accounts = await t.db.select({ email: users.email }).from(users);
    for (const path of ['/', '/busines-categories', categoryPath(food), '/businesses-directory']) {
      const html = await page(path);
      for (const { email } of accounts) expect(html, `${path} shows ${email}`).not.toContain(email);
      for (const key of ['pendingReviews', 'reportedUsers', 'ownerId', 'passwordHash', 'monthlyGrowth'])
        expect(html, `${path} carries ${key}`).not.toContain(`"${key}"`);
    }
  });
});

describe("a category's page for a district", () => {
  it('lists the category’s businesses in that district, titled "{category} in {district}"', async () => {
    const path = `${categoryPath(food)}/${slugify(bakery.district)}`;
    const html = await page(path);
    expect(title(html)).toBe(`${food.name} in ${bakery.district} · Soko Uganda`);
    expect(canonical(html)).toBe(`http://localhost${path}`);
    expect(html).not.toContain('<meta name="robots"');
    const there = await t.db
      .select()
      .from(businesses)
      .where(
        and(
          eq(businesses.categoryId, food.id),
          eq(businesses.district, bakery.district!),
          eq(businesses.isActive, true),
        ),
      );
    const elsewhere = await t.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.categoryId, food.id), eq(businesses.isActive, true)));
    const shown = text(html);
    expect(shown).toContain(`${food.name} in ${bakery.district}`);
    for (const b of there) expect(shown).toContain(b.name);
    for (const b of elsewhere.filter((b) => b.district !== bakery.district)) expect(shown).not.toContain(b.name);
    // the app does not show it: it starts on a tap only, from nothing of the page's
    expect(html).toContain('data-start="on-tap"');
    expect(data(html)).toBeNull();

    // listed in the sitemap
    const sitemap = (await t.request('GET', '/sitemaps/pages.xml')).text;
    expect(sitemap).toContain(`<loc>http://localhost${path.replace(/&/g, '&amp;')}</loc>`);
  });

  it('a district without the category’s businesses is a 404; an old category name a 301', async () => {
    expect((await t.request('GET', `${categoryPath(food)}/nowhere-at-all`)).status).toBe(404);
    expect((await t.request('GET', `${categoryPath(food)}/${slugify(bakery.district).toUpperCase()}`)).status).toBe(
      404,
    );
    const moved = await t.request('GET', `/category/${food.id}/Old%20Name/${slugify(bakery.district)}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${categoryPath(food)}/${slugify(bakery.district)}`);
  });
});
