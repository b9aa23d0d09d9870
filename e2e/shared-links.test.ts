/**
 * A profile link as it is shared on WhatsApp (docs/product.md "Shared links"), opened in headless
 * Chromium on a 360 px phone: with JavaScript off, the server's HTML alone shows the name, rating,
 * products and a working WhatsApp link; on a first visit the page is kept for offline use without
 * the app, and a tap on a product or the menu opens the copy the server sent of it, still without
 * the app (docs/decisions/010-a-shared-link-is-a-page-first.md); on a phone that runs the app,
 * it takes the page over at once without a console error, a layout shift or a second fetch of
 * the business.
 */
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businesses } from '../db/schema';
import { businessPath } from '../sync/public-pages';
import { keptPages, launchBrowser, PHONE, screenshot, watchPageErrors } from './support/browser';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

let server: E2EServer;
let browser: Browser;
let bakery: typeof businesses.$inferSelect;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  bakery = (await firstRow(server.db.select().from(businesses).where(eq(businesses.name, 'Kampala Fresh Bakery'))))!;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('with JavaScript off, a shared profile shows its name, rating, products and a working WhatsApp link', async () => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`${server.url}${businessPath(bakery)}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: 'Kampala Fresh Bakery' }).waitFor();
  await expect(
    page
      .getByRole('img', { name: `Rated ${bakery.rating.toFixed(1)} out of 5` })
      .first()
      .isVisible(),
  ).resolves.toBe(true);
  await expect(page.getByText('Birthday Cake', { exact: true }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('heading', { name: 'Customer Reviews' }).isVisible()).resolves.toBe(true);

  const whatsapp = page.getByRole('link', { name: 'WhatsApp', exact: true });
  const href = (await whatsapp.getAttribute('href'))!;
  const link = new URL(href);
  expect(link.origin).toBe('https://wa.me');
  expect(link.pathname).toBe(`/${bakery.whatsapp!.replace(/\D/g, '')}`);
  expect(link.searchParams.get('text')).toContain('Kampala Fresh Bakery');
  // Share, without script: WhatsApp's share page with the profile's own address
  const share = new URL((await page.getByRole('link', { name: 'Share' }).getAttribute('href'))!);
  expect(share.searchParams.get('text')).toContain(`${server.url}${businessPath(bakery)}`);
  await screenshot(page, 'shared-link-no-js-phone');

  // an address from before a rename lands on the current one; an unknown business is a 404 page
  await page.goto(`${server.url}/business-profile/${bakery.id}/old-name/old-place`);
  expect(new URL(page.url()).pathname).toBe(businessPath(bakery));
  const missing = await page.goto(`${server.url}/business-profile/999999/gone/nowhere`);
  expect(missing?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  await context.close();
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

it("on a first visit the page stays the server's: a product's details and the menu open without the app", async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${server.url}${businessPath(bakery)}`);
  await page.getByRole('heading', { level: 1, name: 'Kampala Fresh Bakery' }).waitFor();
  // the worker keeps the page for offline use; the app's script and the directory are not fetched
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => keptPages(page)).toEqual([businessPath(bakery)]);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => /^\/assets\/index-.*\.js$/.test(path) || path.startsWith('/api/sync'))).toEqual([]);
  expect(requests).toContain(`/api/businesses/${bakery.id}/visit`);
  await expect(page.locator('#first-view').count()).resolves.toBe(1);

  // a tap on a product opens the server's copy of its details: price, dates, a prefilled WhatsApp message
  const card = page.getByRole('button', { name: /Birthday Cake/ });
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Birthday Cake' });
  await dialog.waitFor();
  await expect(dialog.getByText('Listed', { exact: true }).count()).resolves.toBe(1);
  await expect(dialog.getByText('Updated', { exact: true }).count()).resolves.toBe(1);
  const whatsapp = await dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(whatsapp ?? '')).toContain('Birthday Cake');
  await expect(dialog.getByRole('link', { name: 'Email' }).getAttribute('href')).resolves.toMatch(
    /^mailto:.+\?subject=/,
  );
  // the dates in the phone's time zone, not the server's
  const updatedAt = await dialog.locator('time[data-clock="date-time"]').getAttribute('datetime');
  const shown = await dialog.locator('time[data-clock="date-time"]').textContent();
  const phoneClock = await page.evaluate(
    (at) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(new Date(at)),
    updatedAt!,
  );
  expect(shown).toContain(phoneClock);
  await screenshot(page, 'shared-link-product-copy-phone');
  // Escape closes it and gives the focus back to the card; its close button does too
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  await expect(card.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await card.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);

  // the menu opens and closes the same way
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.waitFor();
  await expect(menu.getByRole('link', { name: 'Categories' }).count()).resolves.toBe(1);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu.count()).resolves.toBe(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.waitFor();
  await page.keyboard.press('Escape');
  await expect(menu.count()).resolves.toBe(0);

  // none of it needed the app
  await expect(page.locator('#first-view').count()).resolves.toBe(1);
  expect(requests.filter((path) => /^\/assets\/index-.*\.js$/.test(path))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it('on a phone that runs the app, it takes the page over at once without an error, a layout shift or a refetch', async () => {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  // the mark client/main.tsx leaves when the app ran on this device
  await page.addInitScript(() => localStorage.setItem('soko.app-ran', '1'));
  await page.addInitScript(countShifts);
  await page.goto(`${server.url}${businessPath(bakery)}`);
  // taken over: the server's copy is gone and the app's own profile is on screen
  await page.waitForFunction(() => !document.getElementById('first-view'));
  await page.locator('#root').getByRole('heading', { level: 1, name: 'Kampala Fresh Bakery' }).waitFor();
  await page.locator('#root').getByText('Birthday Cake', { exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  expect(shifts).toBe(0);
  expect(errors).toEqual([]);
  // the app started from the server's copy of the business
  expect(apiCalls.filter((p) => p.startsWith(`/api/businesses/details/${bakery.id}`))).toEqual([]);

  // the app works from there: the product dialog opens
  await page.getByRole('button', { name: /Birthday Cake/ }).click();
  await page.getByRole('dialog', { name: 'Birthday Cake' }).waitFor();
  await screenshot(page, 'shared-link-taken-over-phone');
  await context.close();
});
