/**
 * What the service worker downloads, on the real build and server in headless Chromium: a
 * customer's first visit precaches the shell and the public screens and no screen of the user,
 * vendor or admin areas (a phone pays per megabyte); a vendor who opened the vendor area once
 * online opens it offline afterwards, screens not yet visited included.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goOffline, launchBrowser, PHONE, screenshot, watchPageErrors } from './support/browser';
import { e2eDistDir } from './support/dist-dir';
import { areaUrls } from '../bench/10-precache';
import { APP_AREA } from '../sw/signed-in-areas';
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

/** The built file of a screen, found by its module's name (dist/assets/<name>-<hash>.js). */
function built(name: string): string {
  const file = readdirSync(join(e2eDistDir(), 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no built chunk for ${name}`);
  return `/assets/${file}`;
}

const AREA_SCREENS = [
  'user-routes',
  'user-dashboard-screen',
  'my-searches-screen',
  'vendor-routes',
  'vendor-dashboard-screen',
  'leads-screen',
  'my-business-screen',
  'deliveries-screen',
  'admin-routes',
];
const PUBLIC_SCREENS = [
  'directory-page',
  'categories-page',
  'category-businesses-page',
  'business-profile-page',
  'product-reviews-page',
  'contact-page',
  'privacy-page',
  'login-page',
  'verify-page',
  'outbox-page',
];

/** Every cache of the origin and the URL paths it holds. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

it("a customer's first visit precaches the shell and the public screens, and no signed-in area", async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(server.url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto(`${server.url}/businesses-directory`);
  await page.locator('.biz-card').first().waitFor();

  const cached = await cachedPaths(page);
  const all = Object.values(cached).flat();
  expect(all).toContain('/index.html');
  for (const name of PUBLIC_SCREENS) expect(all, name).toContain(built(name));
  for (const name of AREA_SCREENS) expect(all, name).not.toContain(built(name));
  expect(all.filter((path) => /-512\.png$/.test(path))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it('a vendor who opened the dashboard online opens it, and a screen not yet visited, offline', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill('vendor@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL('**/verify');
  await page.getByLabel('Digit 1 of 6').fill(server.latestCode('vendor@example.com'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/vendor/dashboard');
  // "Welcome" on this device's first visit of the dashboard, "Welcome back" after the reload
  const welcome = page.getByRole('heading', { name: /Welcome( back)?, Kampala Fresh Bakery/ });
  await welcome.waitFor();

  const vendorArea = ['vendor-routes', 'vendor-dashboard-screen', 'leads-screen', 'deliveries-screen'].map(built);
  // the worker fetches the rest of the area, and the app's own script, in the background
  // (sw/signed-in-cache.ts): a phone gone offline before those downloads end has only what
  // arrived, so wait for every file of both lists the worker was built with, not a few of them
  const kept = [...areaUrls(e2eDistDir(), 'vendor'), ...areaUrls(e2eDistDir(), APP_AREA)].map((url) => `/${url}`);
  expect(kept).toEqual(expect.arrayContaining(vendorArea));
  await expect
    .poll(async () => (await cachedPaths(page))['soko-signed-in'] ?? [], { timeout: 30_000 })
    .toEqual(expect.arrayContaining(kept));
  const signedIn = (await cachedPaths(page))['soko-signed-in']!;
  expect(signedIn).not.toContain(built('admin-routes'));
  expect(signedIn).not.toContain(built('user-dashboard-screen'));

  // the Leads screen offline reads the device's own data: wait until the first pull of it is in
  // (client/features/vendor/use-own-data-ready.ts), as a phone left open on the dashboard would
  await expect.poll(() => ownDataHeld(page), { timeout: 30_000 }).toBe(true);

  await goOffline(context, server);
  await page.reload();
  await welcome.waitFor();
  await screenshot(page, 'vendor-dashboard-offline-first-reload');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#area-menu').getByRole('link', { name: 'Leads', exact: true }).click();
  await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
  await screenshot(page, 'vendor-leads-offline-not-opened-online');
  expect(errors).toEqual([]);
  await context.close();
});

/** Whether the device holds its account's own data (the store's `mineUserId`). */
function ownDataHeld(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('soko');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('meta')) return resolve(false);
          const get = db.transaction('meta').objectStore('meta').get('mineUserId');
          get.onsuccess = () => resolve(typeof (get.result as { value?: unknown } | undefined)?.value === 'number');
          get.onerror = () => resolve(false);
        };
      }),
  );
}
