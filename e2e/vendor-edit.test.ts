/**
 * A vendor edits its business offline, on a phone screen in headless Chromium: the
 * edit form opens filled in, the new name and logo show at once marked "Waiting to sync", nothing
 * reaches the server while offline, and once online the edit is applied exactly once and the
 * public profile shows the new name. A product's price is then edited online.
 */
import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appliedMutations, businesses, products, users } from '../db/schema';
import { pngBytes } from '../test/fixtures/images/make-image';
import { goOffline, goOnline, launchBrowser, PHONE, screenshot, watchPageErrors } from './support/browser';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

const NEW_NAME = `Mama Bakery Ntinda (e2e ${Date.now()})`;

let server: E2EServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let owner: { id: number; businessId: number; name: string };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: PHONE });
  page = await context.newPage();
  errors = watchPageErrors(page);
  const row = await firstRow(
    server.db
      .select({ id: users.id, businessId: businesses.id, name: businesses.name })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(eq(users.email, 'vendor@example.com')),
  );
  owner = row!;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const business = async () =>
  (await firstRow(server.db.select().from(businesses).where(eq(businesses.id, owner.businessId))))!;
const applied = async (name: string) =>
  (
    await server.db
      .select()
      .from(appliedMutations)
      .where(and(eq(appliedMutations.userId, owner.id), eq(appliedMutations.name, name)))
  ).length;

/** True once the device holds this account's own data (client/features/vendor/use-own-data-ready.ts). */
function ownDataReady(): Promise<boolean> {
  return page.evaluate(
    (userId) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('soko');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('meta')) return resolve(false);
          const get = db.transaction('meta').objectStore('meta').get('mineUserId');
          get.onsuccess = () => resolve((get.result as { value: number } | undefined)?.value === userId);
          get.onerror = () => resolve(false);
        };
      }),
    owner.id,
  );
}

async function noHorizontalScroll() {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(width);
}

it('a vendor edits its name and logo offline; after sync the public profile shows the new name', async () => {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill('vendor@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL('**/verify');
  await page.getByLabel('Digit 1 of 6').fill(server.latestCode('vendor@example.com'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/vendor/dashboard');
  await page.goto(`${server.url}/vendor/my-business`);
  await page.getByRole('heading', { name: owner.name, level: 1 }).waitFor();
  await expect.poll(ownDataReady, { timeout: 30_000 }).toBe(true);

  await goOffline(context, server);
  await page.getByRole('button', { name: 'Edit Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Business' });
  const name = dialog.getByLabel(/Business name/);
  expect(await name.inputValue()).toBe(owner.name);
  await name.fill(NEW_NAME);
  await dialog.getByLabel('Logo').setInputFiles({
    name: 'new-logo.png',
    mimeType: 'image/png',
    buffer: await pngBytes(120, 120),
  });
  await screenshot(page, 'vendor-edit-business');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: NEW_NAME, level: 1 }).waitFor();
  await page.getByText('Waiting to sync').waitFor();
  expect(await page.getByRole('img', { name: `${NEW_NAME} logo` }).getAttribute('src')).toMatch(/^blob:/);
  await screenshot(page, 'vendor-edit-business-waiting');
  await noHorizontalScroll();
  expect((await business()).name).toBe(owner.name);
  expect(await applied('business.update')).toBe(0);

  await goOnline(context, server);
  await page.getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
  await expect.poll(async () => (await business()).name, { timeout: 30_000 }).toBe(NEW_NAME);
  expect((await business()).logo).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/);
  expect(await applied('business.update')).toBe(1);

  await page.getByRole('link', { name: 'View public profile' }).click();
  await page.getByRole('heading', { name: NEW_NAME, level: 1 }).waitFor({ timeout: 30_000 });
  await screenshot(page, 'vendor-edit-public-profile');
  expect(errors).toEqual([]);
});

it('the vendor edits a product’s price online and it is applied once', async () => {
  const product = await firstRow(server.db.select().from(products).where(eq(products.businessId, owner.businessId)));
  expect(product, 'the demo vendor has a product').toBeTruthy();
  await page.goto(`${server.url}/vendor/my-business`);
  await page.getByRole('button', { name: `Edit ${product!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit (Product|Service)$/ });
  await dialog.getByLabel(/Max price/).fill(String((product!.maxPrice ?? 0) + 5_000));
  await screenshot(page, 'vendor-edit-product');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect
    .poll(
      async () => (await firstRow(server.db.select().from(products).where(eq(products.id, product!.id))))!.maxPrice,
      {
        timeout: 30_000,
      },
    )
    .toBe((product!.maxPrice ?? 0) + 5_000);
  await page.getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
  expect(await applied('product.update')).toBe(1);
  await noHorizontalScroll();
  expect(errors).toEqual([]);
});

it('at 360 px in a 12-hour locale, each opening-hours time shows whole ("06:00 PM", not "06:00")', async () => {
  // the vendor's session, carried over: a second code for the same e-mail within 30 s is refused
  const twelveHours = await browser.newContext({
    viewport: PHONE,
    locale: 'en-US',
    storageState: await context.storageState(),
  });
  const phone = await twelveHours.newPage();
  const phoneErrors = watchPageErrors(phone);
  await phone.goto(`${server.url}/vendor/my-business`);
  await phone.getByRole('button', { name: 'Edit Business' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Edit Business' });
  await dialog.getByRole('combobox', { name: 'Mon' }).selectOption('open');
  await dialog.getByLabel('Mon closes').fill('18:00');
  await dialog.getByRole('combobox', { name: 'Sat' }).selectOption('open');
  const times = dialog.locator('.hours-times input[type="time"]');
  expect(await times.count()).toBeGreaterThanOrEqual(4);
  // each field at least as wide as the same field sized by its own content (width: auto)
  const cut = await times.evaluateAll((inputs) =>
    (inputs as HTMLInputElement[]).flatMap((input) => {
      const natural = input.cloneNode() as HTMLInputElement;
      natural.style.width = 'auto';
      natural.style.flex = 'none';
      input.parentElement!.append(natural);
      const need = natural.getBoundingClientRect().width;
      natural.remove();
      const has = input.getBoundingClientRect().width;
      return has + 0.5 < need
        ? [`${input.getAttribute('aria-label')}: ${Math.round(has)} px of ${Math.round(need)}`]
        : [];
    }),
  );
  expect(cut).toEqual([]);
  await dialog.getByLabel('Mon closes').scrollIntoViewIfNeeded();
  await screenshot(phone, 'vendor-edit-hours-12-hour');
  const [scroll, width] = await phone.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width!);
  expect(phoneErrors).toEqual([]);
  await twelveHours.close();
});
