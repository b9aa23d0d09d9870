/**
 * What a phone keeps of a big directory (docs/decisions/007-what-a-device-keeps.md), end to end
 * on the real build and server with 20,000 generated businesses, in headless Chromium at 360 px:
 * a shared profile link and a browsed listing open offline afterwards without the directory
 * being downloaded; an offline area lists and searches offline; a business that moves away
 * leaves the area's copy at the next sync.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businesses } from '../db/schema';
import { goOffline, goOnline, keptPages, launchBrowser, PHONE, screenshot, watchPageErrors } from './support/browser';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

const GENERATED = 20_000;

let server: E2EServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
type Area = { district: string; businesses: number; bytes: number };
let areas: Area[];

beforeAll(async () => {
  server = await startServer({ businesses: GENERATED });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: PHONE });
  page = await context.newPage();
  errors = watchPageErrors(page);
  ({ areas } = (await (await fetch(`${server.url}/api/sync/areas`)).json()) as { areas: Area[] });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * How many businesses the phone's store holds (raw IndexedDB, as the app keeps it); 0 before the
 * app made its store (a server-sent page the app has not taken over yet): opening the database
 * here must not create it empty.
 */
function heldBusinesses(): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('soko');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => {
          open.transaction!.abort();
          resolve(0);
        };
        open.onsuccess = () => {
          const request = open.result.transaction('businesses').objectStore('businesses').count();
          request.onsuccess = () => {
            resolve(request.result);
            open.result.close();
          };
        };
      }),
  );
}

function heldBusiness(id: number): Promise<boolean> {
  return page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('soko');
        open.onsuccess = () => {
          const request = open.result.transaction('businesses').objectStore('businesses').get(key);
          request.onsuccess = () => {
            resolve(request.result !== undefined);
            open.result.close();
          };
        };
      }),
    id,
  );
}

/** An active business of a district, the best rated first. */
async function businessIn(district: string, other?: number) {
  return (await firstRow(
    server.db
      .select({ id: businesses.id, name: businesses.name, categoryId: businesses.categoryId })
      .from(businesses)
      .where(
        and(
          eq(businesses.district, district),
          eq(businesses.isActive, true),
          other ? ne(businesses.id, other) : undefined,
        ),
      )
      .orderBy(desc(businesses.rating)),
  ))!;
}

it('keeps a shared profile for offline use without downloading the directory or the app', async () => {
  expect((await firstRow(server.db.select({ n: count() }).from(businesses)))!.n).toBeGreaterThan(GENERATED);
  const shared = await businessIn(areas[0]!.district);
  const fetched: string[] = [];
  const record = (request: { url(): string }) => fetched.push(new URL(request.url()).pathname);
  page.on('request', record);
  await page.goto(`${server.url}/business-profile/${shared.id}`);
  await expect.poll(() => page.textContent('h1')).toBe(shared.name);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const path = new URL(page.url()).pathname;
  await expect.poll(() => keptPages(page)).toContain(path);
  page.off('request', record);
  // a first visit reads the server's page: neither the directory nor the app's script is fetched
  expect(fetched.filter((p) => p.startsWith('/api/sync') || /^\/assets\/index-.*\.js$/.test(p))).toEqual([]);

  await goOffline(context, server);
  await page.reload();
  await expect.poll(() => page.textContent('h1')).toBe(shared.name);
  await screenshot(page, 'device-scope-profile-offline');
  await goOnline(context, server);
}, 60_000);

it('keeps a browsed category listing, which opens offline: as the server sent it, then, once the app ran, with what the phone holds', async () => {
  const { categoryId } = await businessIn(areas[0]!.district);
  const fetched: string[] = [];
  const record = (request: { url(): string }) => fetched.push(new URL(request.url()).pathname);
  page.on('request', record);
  await page.goto(`${server.url}/category/${categoryId}`);
  await page.locator('.biz-card').first().waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const path = new URL(page.url()).pathname;
  await expect.poll(() => keptPages(page)).toContain(path);
  page.off('request', record);
  const first = await page.locator('.biz-card h3').first().textContent();
  // a device that never ran the app reads the list as a page: no app, no directory
  expect(fetched.filter((p) => p.startsWith('/api/sync') || /^\/assets\/index-.*\.js$/.test(p))).toEqual([]);
  await goOffline(context, server);
  await page.reload();
  await expect.poll(() => page.locator('#first-view .biz-card h3').first().textContent()).toBe(first);
  await goOnline(context, server);

  // its sort loads the server's page for it, which the worker answers and keeps: fetched once
  await page.reload();
  const fetchedByWorker: string[] = [];
  const byWorker = (request: { url(): string; serviceWorker(): unknown }) => {
    if (request.serviceWorker() && request.url().includes('sortBy=rating')) fetchedByWorker.push(request.url());
  };
  context.on('request', byWorker);
  await Promise.all([
    page.waitForURL(/\?sortBy=rating$/),
    page.locator('#first-view').getByLabel('Sort by').selectOption('rating'),
  ]);
  await expect.poll(() => keptPages(page)).toContain(`${path}?sortBy=rating`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  context.off('request', byWorker);
  expect(fetchedByWorker).toHaveLength(1);

  // once the app ran on the phone (home starts it), the listing starts it at once: it takes the
  // listing over and keeps it (the sort is a page of the server's, client/first-view/loader.ts)
  await page.goto(server.url);
  await page.waitForFunction(() => localStorage.getItem('soko.app-ran') !== null, null, { timeout: 30_000 });
  await page.goto(`${server.url}${path}`);
  await page.waitForFunction(() => !document.getElementById('first-view'), null, { timeout: 30_000 });
  await expect.poll(heldBusinesses, { timeout: 20_000 }).toBeGreaterThan(10);

  await goOffline(context, server);
  await page.reload();
  await page.getByText(/saved businesses; connect to search all of Uganda/).waitFor();
  await expect.poll(() => page.locator('.biz-card h3').allTextContents()).toContain(first);
  await screenshot(page, 'device-scope-listing-offline');
  await goOnline(context, server);
}, 60_000);

it('downloads a chosen area, searches it offline, and drops a business that moved away', async () => {
  const area = areas.at(-1)!;
  const held = await heldBusinesses();
  await page.goto(`${server.url}/sync`);
  await page.getByRole('button', { name: new RegExp(`^Add ${area.district},`) }).click();
  await page.getByText(/up to date/).waitFor({ timeout: 30_000 });
  await expect.poll(heldBusinesses).toBeGreaterThanOrEqual(held + area.businesses - 50);
  await screenshot(page, 'device-scope-area-added');

  const found = await businessIn(area.district);
  await goOffline(context, server);
  await page.goto(`${server.url}/businesses-directory?query=${encodeURIComponent(found.name)}`);
  await page.getByText(/saved businesses; connect to search all of Uganda/).waitFor();
  await expect.poll(() => page.locator('.biz-card h3').allTextContents()).toContain(found.name);
  await goOnline(context, server);

  const mover = await businessIn(area.district, found.id);
  expect(await heldBusiness(mover.id)).toBe(true);
  const elsewhere = areas[0]!.district;
  await server.db.update(businesses).set({ district: elsewhere }).where(eq(businesses.id, mover.id));
  await page.goto(`${server.url}/sync`);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect.poll(() => heldBusiness(mover.id), { timeout: 20_000 }).toBe(false);
  expect(await heldBusiness(found.id)).toBe(true);
  expect(errors).toEqual([]);
}, 90_000);
