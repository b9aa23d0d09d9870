/**
 * Every public list is a page (docs/decisions/010-a-shared-link-is-a-page-first.md): on a 360 px
 * phone in headless Chromium, with JavaScript off, home, the categories, a category, the directory
 * with its filters, products and services, a page of product reviews, contact, FAQ, help and a
 * category's district page show their content from the server's HTML alone; with JavaScript on,
 * the app takes each over without a console error, a layout shift or a second request for what the
 * page already showed.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businesses, categories, productReviews, products } from '../db/schema';
import { firstRow } from '../db/query';
import { categoryPath, slugify } from '../sync/public-pages';
import { launchBrowser, PHONE, screenshot, watchPageErrors } from './support/browser';
import { startServer, type E2EServer } from './support/server';

let server: E2EServer;
let browser: Browser;
let bakery: typeof businesses.$inferSelect;
let food: typeof categories.$inferSelect;
/** The first product or service the app lists (client/features/services/services-page.tsx). */
let firstService: string;
/** The approved product reviews, newest first, and their pages of 20. */
let reviews: (typeof productReviews.$inferSelect)[];
let reviewPages: number;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  bakery = (await firstRow(server.db.select().from(businesses).where(eq(businesses.name, 'Kampala Fresh Bakery'))))!;
  food = (await firstRow(server.db.select().from(categories).where(eq(categories.id, bakery.categoryId!))))!;
  const top = (await firstRow(
    server.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.isActive, true), gt(businesses.productCount, 0)))
      .orderBy(desc(businesses.rating), desc(businesses.totalReviews), desc(businesses.isVerified), asc(businesses.id)),
  ))!;
  firstService = (await firstRow(
    server.db
      .select()
      .from(products)
      .where(eq(products.businessId, top.id))
      .orderBy(asc(products.createdAt), asc(products.id)),
  ))!.name;
  reviews = await server.db
    .select()
    .from(productReviews)
    .where(eq(productReviews.status, 'APPROVED'))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
  reviewPages = Math.ceil(reviews.length / 20);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Counts layout shifts not caused by the reader's own input, from the start of the page. */
function countShifts() {
  const w = window as unknown as { shifts: number };
  w.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.shifts += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

it('with JavaScript off, every public list and text page shows its content', async () => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  const visible = (p: Page, name: string) => p.getByText(name, { exact: true }).first().isVisible();

  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Top rated vendors' }).waitFor();
  await expect(page.getByRole('heading', { name: 'Top categories' }).isVisible()).resolves.toBe(true);
  await screenshot(page, 'server-home-no-js-phone');

  await page.goto(`${server.url}/busines-categories`);
  await page.getByRole('heading', { name: 'Popular categories' }).waitFor();
  await expect(
    page
      .getByRole('link', { name: new RegExp(food.name) })
      .first()
      .isVisible(),
  ).resolves.toBe(true);

  await page.goto(`${server.url}${categoryPath(food)}`);
  await page.getByRole('heading', { level: 1, name: food.name }).waitFor();
  await expect(visible(page, bakery.name)).resolves.toBe(true);
  // its districts, each a page of its own
  await page.getByRole('link', { name: new RegExp(`^${bakery.district}`) }).click();
  await page.getByRole('heading', { level: 1, name: `${food.name} in ${bakery.district}` }).waitFor();
  expect(new URL(page.url()).pathname).toBe(
    `/category/${food.id}/${encodeURIComponent(food.name)}/${slugify(bakery.district)}`,
  );
  await expect(visible(page, bakery.name)).resolves.toBe(true);
  await expect(page.title()).resolves.toBe(`${food.name} in ${bakery.district} · Soko Uganda`);
  await screenshot(page, 'server-district-no-js-phone');

  await page.goto(`${server.url}/businesses-directory?categoryId=${food.id}&sortBy=rating`);
  await page.locator('.results-count', { hasText: `${food.emoji} ${food.name}` }).waitFor();
  await expect(visible(page, bakery.name)).resolves.toBe(true);
  await screenshot(page, 'server-directory-no-js-phone');

  // products and services: the first the app lists, readable and linked without script
  await page.goto(`${server.url}/service-and-products`);
  await page.getByRole('heading', { level: 1, name: 'Products & Services' }).waitFor();
  await expect(visible(page, firstService)).resolves.toBe(true);
  await screenshot(page, 'server-services-no-js-phone');

  // product reviews: the newest, and the next page by its link
  expect(reviewPages).toBeGreaterThan(1);
  await page.goto(`${server.url}/product-reviews`);
  await page.getByRole('heading', { level: 1, name: 'Product Reviews' }).waitFor();
  await expect(visible(page, reviews[0]!.name)).resolves.toBe(true);
  await page.getByRole('link', { name: 'Next' }).click();
  await page.getByText(`Page 2 of ${reviewPages}`).waitFor();
  expect(new URL(page.url()).search).toBe('?page=2');
  await expect(visible(page, reviews[20]!.name)).resolves.toBe(true);
  await screenshot(page, 'server-product-reviews-no-js-phone');

  for (const [path, heading] of [
    ['/contact-us', 'Send us a message'],
    ['/faq', 'Frequently asked questions'],
    ['/help', 'Help centre'],
  ] as const) {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: heading }).waitFor();
  }
  await context.close();
});

it('with JavaScript on, the app takes each page over without an error, a layout shift or a refetch', async () => {
  // every load is the server's page: a worker that runs the app answers navigations with its shell;
  // home starts the app, so every page after it starts it at once too (a device that ran it)
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  await page.addInitScript(countShifts);
  const shifts = () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  const takenOver = () => page.waitForFunction(() => !document.getElementById('first-view'), null, { timeout: 60_000 });

  // home: the app starts from the server's data
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Top rated vendors' }).waitFor();
  await takenOver();
  await page.locator('#root').getByRole('heading', { name: 'Top rated vendors' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toBe(0);
  expect(
    apiCalls.filter((p) => ['/api/stats/platform', '/api/categories', '/api/businesses/top-rated'].includes(p)),
  ).toEqual([]);

  // a category, from a fresh load: its list is the server's until the device has its own
  apiCalls.length = 0;
  await page.goto(`${server.url}${categoryPath(food)}`);
  await takenOver();
  await page.locator('#root').getByText(bakery.name, { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toBe(0);
  expect(apiCalls.filter((p) => p === '/api/businesses/search')).toEqual([]);
  // the app works from there: the sort answers in the app, no page loaded, its address written
  // (replaced: the same page in another order) so a reload is the server's page for it
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const before = await page.evaluate(() => history.length);
  await page.locator('#root').getByLabel('Sort by').selectOption('rating');
  await page.waitForURL(/\?sortBy=rating$/);
  await page.locator('#root').getByText(bakery.name, { exact: true }).first().waitFor();
  await expect(page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).resolves.toBe(true);
  await expect(page.evaluate(() => history.length)).resolves.toBe(before);
  await page.locator('#root').getByLabel('Sort by').selectOption('relevance');
  await page.waitForURL((url) => url.search === '');

  // a sorted category, from a fresh load: the app takes the server's sorted list over as it is
  apiCalls.length = 0;
  const sortedPath = `${categoryPath(food)}?sortBy=reviews`;
  const sortedHtml = await (await page.request.get(`${server.url}${sortedPath}`)).text();
  const sentOrder = (
    JSON.parse(/<script type="application\/json" id="first-view-data">([\s\S]*?)<\/script>/.exec(sortedHtml)![1]!) as {
      listing: { businesses: { name: string }[] };
    }
  ).listing.businesses.map((b) => b.name);
  apiCalls.length = 0;
  await page.goto(`${server.url}${sortedPath}`);
  await takenOver();
  await page.locator('#root').getByText(bakery.name, { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toBe(0);
  expect(apiCalls.filter((p) => p === '/api/businesses/search')).toEqual([]);
  await expect(page.locator('#root').getByLabel('Sort by').inputValue()).resolves.toBe('reviews');
  expect(sentOrder.length).toBeGreaterThan(1);
  await expect(page.locator('#root .biz-card h3').allTextContents()).resolves.toEqual(sentOrder);

  // products and services, and a page of product reviews: the server's until the device holds its own
  apiCalls.length = 0;
  await page.goto(`${server.url}/product-reviews?page=2`);
  await takenOver();
  await page.locator('#root').getByText(`Page 2 of ${reviewPages}`).waitFor();
  await page.locator('#root').getByText(reviews[20]!.name, { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toBe(0);
  expect(apiCalls.filter((p) => p.startsWith('/api/product-reviews'))).toEqual([]);
  // the app pages on from there, at the address the server also answers
  await page.locator('#root').getByRole('link', { name: 'Next' }).click();
  await page.locator('#root').getByText(`Page 3 of ${reviewPages}`).waitFor();
  expect(new URL(page.url()).search).toBe('?page=3');

  // the directory with filters, the categories, products and services, contact, FAQ and help
  for (const [path, ready] of [
    [`/businesses-directory?categoryId=${food.id}&sortBy=rating`, bakery.name],
    ['/service-and-products', firstService],
    ['/busines-categories', 'Popular categories'],
    ['/contact-us', 'Send us a message'],
    ['/faq', 'Frequently asked questions'],
    ['/help', 'Help centre'],
  ] as const) {
    await page.goto(`${server.url}${path}`);
    await takenOver();
    await page.locator('#root').getByText(ready, { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await shifts(), path).toBe(0);
  }
  await screenshot(page, 'server-help-taken-over-phone');
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

it('a tap before the app has taken the page over is answered once it has', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  // the app's script arrives late, as on a slow link
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ timeout: 60_000 });
  await expect(page.locator('#first-view').count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

/** The app's entry script (Vite names it index-<hash>.js). */
const APP_ENTRY = /\/assets\/index-[^/]*\.js$/;

it("a first visit to a list reads the server's page: no app, the directory's filters and a category's sort as plain forms", async () => {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const entry: string[] = [];
  page.on('request', (request) => {
    if (APP_ENTRY.test(new URL(request.url()).pathname)) entry.push(request.url());
  });

  // the directory: the page alone, the app not fetched
  await page.goto(`${server.url}/businesses-directory`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#first-view').count()).resolves.toBe(1);
  expect(entry).toEqual([]);
  // a category chosen loads the server's page for it (empty fields left out of the address)
  await Promise.all([
    page.waitForURL(/categoryId=/),
    page.getByLabel('Category').selectOption({ label: `${food.emoji} ${food.name}` }),
  ]);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    categoryId: String(food.id),
    sortBy: 'relevance',
  });
  await page.locator('#first-view .results-count', { hasText: food.name }).waitFor();
  // a need typed and sent with Enter: the server's page for it, still without the app
  await page.getByLabel('What do you need?').fill(bakery.name);
  await Promise.all([page.waitForURL(/query=/), page.getByLabel('What do you need?').press('Enter')]);
  expect(new URL(page.url()).searchParams.get('query')).toBe(bakery.name);
  await page.locator('#first-view').getByText(bakery.name, { exact: true }).first().waitFor();
  // the sort too
  await Promise.all([page.waitForURL(/sortBy=rating/), page.getByLabel('Sort by').selectOption('rating')]);
  await page.locator('#first-view').getByText(bakery.name, { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(entry).toEqual([]);
  await expect(page.locator('#first-view').count()).resolves.toBe(1);

  // FAQ: an answer opens without the app (a <details>)
  await page.goto(`${server.url}/faq`);
  await page.locator('#first-view summary').first().click();
  await expect(page.locator('#first-view details').first().getAttribute('open')).resolves.toBe('');
  await page.waitForLoadState('networkidle');
  expect(entry).toEqual([]);

  // a category's page: its sort is a plain form too; the choice alone (a phone's picker may send
  // no click) loads the server's page in that order, still without the app
  await page.goto(`${server.url}${categoryPath(food)}`);
  await page.waitForLoadState('networkidle');
  expect(entry).toEqual([]);
  await Promise.all([
    page.waitForURL(/\?sortBy=reviews$/),
    page.locator('#first-view').getByLabel('Sort by').selectOption('reviews'),
  ]);
  await page.locator('#first-view').getByText(bakery.name, { exact: true }).first().waitFor();
  await expect(page.locator('#first-view').getByLabel('Sort by').inputValue()).resolves.toBe('reviews');
  const sent = JSON.parse((await page.locator('#first-view-data').textContent()) ?? 'null') as {
    listing: { filter: { sortBy: string }; businesses: { name: string }[] };
  };
  expect(sent.listing.filter.sortBy).toBe('reviews');
  await expect(page.locator('#first-view .biz-card h3').allTextContents()).resolves.toEqual(
    sent.listing.businesses.map((b) => b.name),
  );
  await page.waitForLoadState('networkidle');
  expect(entry).toEqual([]);
  await expect(page.locator('#first-view').count()).resolves.toBe(1);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

it("on a device that ran the app, what is chosen in the server's copy before the app takes over is carried over to it", async () => {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  // client/main.tsx marks a device that ran the app: a list starts it at once there
  await page.addInitScript(() => localStorage.setItem('soko.app-ran', '1'));
  const errors = watchPageErrors(page);
  await page.route(APP_ENTRY, async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  await page.goto(`${server.url}/businesses-directory`);
  // still the server's copy: the category is chosen there
  await expect(page.locator('#first-view').count()).resolves.toBe(1);
  await page.getByLabel('Category').selectOption({ label: `${food.emoji} ${food.name}` });
  // the app takes over with that category chosen: its need field appears, the address says so
  await page.getByLabel('What do you need?').waitFor({ timeout: 60_000 });
  await expect(page.locator('#first-view').count()).resolves.toBe(0);
  expect(new URL(page.url()).searchParams.get('categoryId')).toBe(String(food.id));
  await page.locator('.results-count', { hasText: food.name }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
