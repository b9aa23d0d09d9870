/**
 * Every public page on a 360 px phone in headless Chromium, checked by axe-core against WCAG 2.1
 * A and AA (docs/screens.md "Conventions of every screen"): no violation, once the page shows its
 * content. The pages are opened by the app (after its first pull) and, for the pages the server
 * sends with their content (docs/decisions/010-a-shared-link-is-a-page-first.md), as the server
 * sent them with JavaScript off: a reader gets either.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businesses, categories } from '../db/schema';
import { firstRow } from '../db/query';
import { businessPath, categoryPath } from '../sync/public-pages';
import { launchBrowser, PHONE, watchPageErrors } from './support/browser';
import { startServer, type E2EServer } from './support/server';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The first pull downloads and stores the whole demo directory: slow on a busy machine. */
const FIRST_SYNC = { timeout: 90_000 };

let server: E2EServer;
let browser: Browser;
/** Each public page and the heading that says its content is on screen. */
let pages: { path: string; heading: string | RegExp }[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const bakery = (await firstRow(
    server.db.select().from(businesses).where(eq(businesses.name, 'Kampala Fresh Bakery')),
  ))!;
  const category = (await firstRow(server.db.select().from(categories).where(eq(categories.id, bakery.categoryId!))))!;
  pages = [
    { path: '/', heading: 'Top rated vendors' },
    { path: '/busines-categories', heading: 'Popular categories' },
    { path: categoryPath(category), heading: category.name },
    { path: '/businesses-directory', heading: 'Vendors & Businesses' },
    { path: '/service-and-products', heading: 'Products & Services' },
    { path: businessPath(bakery), heading: 'Customer Reviews' },
    { path: '/product-reviews', heading: 'Product Reviews' },
    { path: '/contact-us', heading: 'Send us a message' },
    { path: '/faq', heading: 'Frequently asked questions' },
    { path: '/help', heading: 'Help centre' },
    { path: '/login', heading: 'Welcome back' },
  ];
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** axe-core's WCAG 2.1 A/AA violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(c: Document, o: object): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_21_AA,
  );
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

async function showsContent(page: Page, heading: string | RegExp) {
  await page
    .getByRole('heading', { name: heading, exact: typeof heading === 'string' })
    .first()
    .waitFor(FIRST_SYNC);
  await page.waitForLoadState('networkidle');
  // skeletons and spinners gone: what is checked is what a reader reads
  await page.waitForFunction(() => !document.querySelector('.page-loading, .skeleton, [aria-busy="true"]'));
}

it('every public page, as the app shows it on a phone, has no WCAG 2.1 A/AA violation', async () => {
  // axe is added as a script of the page's own: past its Content-Security-Policy for the check
  const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  // the app runs on this phone (client/main.tsx marks it): every page is the app's own
  await page.addInitScript(() => localStorage.setItem('soko.app-ran', '1'));
  const found: Record<string, string[]> = {};
  for (const { path, heading } of pages) {
    await page.goto(`${server.url}${path}`);
    await showsContent(page, heading);
    await page.waitForFunction(() => !document.getElementById('first-view'));
    await expect(page.title()).resolves.not.toBe('');
    const list = await violations(page);
    if (list.length) found[path] = list;
  }
  expect(found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
}, 300_000);

it('every page the server sends with its content, read before any script runs, has no WCAG 2.1 A/AA violation', async () => {
  // the page's own scripts never run (as with JavaScript off); axe alone is added, for the check
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', bypassCSP: true });
  const page = await context.newPage();
  await page.route('**/*.js', (route) => route.abort());
  const found: Record<string, string[]> = {};
  let sent = 0;
  for (const { path } of pages) {
    await page.goto(`${server.url}${path}`);
    if ((await page.locator('#first-view').count()) === 0) continue; // an empty shell: the app's page, above
    sent += 1;
    const list = await violations(page);
    if (list.length) found[path] = list;
  }
  expect(found).toEqual({});
  expect(sent).toBeGreaterThan(0);
  await context.close();
}, 300_000);

it("a shared profile's product dialog and menu, opened from the page's copies before the app runs, have no WCAG 2.1 A/AA violation", async () => {
  // a first visit: the loader opens the copies the server sent (client/first-view/tap-copies.tsx)
  const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const profile = pages.find((p) => p.path.startsWith('/business-profile/'))!.path;
  await page.goto(`${server.url}${profile}`);
  await page.locator('#first-view button.product-card').first().click();
  await page.getByRole('dialog').waitFor();
  const found: Record<string, string[]> = { dialog: await violations(page) };
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
  found.menu = await violations(page);
  // still the server's page: the app was not needed
  await expect(page.locator('#first-view').count()).resolves.toBe(1);
  expect(found).toEqual({ dialog: [], menu: [] });
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
