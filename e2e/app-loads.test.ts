import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, PHONE, screenshot, watchPageErrors } from './support/browser';
import { startServer, type E2EServer } from './support/server';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('the built app loads its home route and a deep link in headless Chromium', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const errors = watchPageErrors(page);
  await page.goto(server.url, { waitUntil: 'networkidle' });
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await page.getByRole('heading', { name: 'Top categories' }).waitFor();
  await page.locator('section[aria-labelledby="top-categories"] .category-tile').first().waitFor();
  await screenshot(page, 'home-phone');

  const deep = await page.goto(`${server.url}/business-profile/12/kampala-fresh-bakery/kampala-kampala`);
  expect(deep?.status()).toBe(200);
  expect(await page.content()).toContain('<div id="root">');
  expect(errors).toEqual([]);
  await page.close();
});
