/**
 * A signed-in screen whose data is an API answer (not synced rows) opens offline with its last
 * answer and says when it was loaded (client/lib/server-state.ts): the customer's My Reviews,
 * the vendor's dashboard and an admin list, each seen online, then reloaded with no connection.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { businesses, reviews, users } from '../db/schema';
import {
  goOffline,
  goOnline,
  launchBrowser,
  PHONE,
  screenshot,
  signInAs,
  storedRecord,
  watchPageErrors,
} from './support/browser';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

// a test that failed offline leaves the next one a working link
afterEach(() => server.link.set('up'));

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Waits until the answers the device keeps (client/lib/server-state.ts, written at most once a
 * second and later under load) hold `text`, and the service worker controls the page: only then
 * can a reload offline show it.
 */
async function keptHolds(page: Page, text: string) {
  const holds = async () => JSON.stringify((await storedRecord(page, 'meta', 'serverState')) ?? null).includes(text);
  await expect.poll(holds, { timeout: 30_000 }).toBe(true);
  // and the worker serves this page: registered once the first screen is complete
  // (client/main.tsx), which on a loaded machine can come after the answers are kept
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

it('My Reviews seen online opens offline after a reload, with its reviews and when they were loaded', async () => {
  const user = (await firstRow(server.db.select().from(users).where(eq(users.email, 'user@example.com'))))!;
  const newest = await firstRow(
    server.db
      .select({ business: businesses.name })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .where(eq(reviews.userId, user.id)),
  );
  expect(newest, 'the demo user has business reviews').toBeDefined();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await signInAs(page, server, 'user@example.com', '/user/dashboard');
  await page.goto(`${server.url}/user/my-reviews`);
  await page.getByText(newest!.business).first().waitFor();
  await keptHolds(page, newest!.business);

  await goOffline(context, server);
  await page.reload();
  await page.getByRole('heading', { name: 'My Reviews' }).waitFor();
  await page.getByText(newest!.business).first().waitFor();
  await page.getByText('You are offline: this is what was loaded just now.').waitFor();
  await screenshot(page, 'user-my-reviews-offline');
  await goOnline(context, server);
  expect(errors).toEqual([]);
  await context.close();
});

it('the vendor dashboard seen online opens offline after a reload, with its figures and when they were loaded', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await signInAs(page, server, 'vendor@example.com', '/vendor/dashboard');
  const insights = page.getByRole('region', { name: 'Insights' });
  await insights.getByText('Win rate').waitFor();
  const winRate = await insights
    .getByText('Win rate', { exact: true })
    .locator('xpath=preceding-sibling::*[1]')
    .innerText();
  await keptHolds(page, '/businesses/dashboard/');

  await goOffline(context, server);
  await page.reload();
  await page.getByText('You are offline: this is what was loaded just now.').waitFor();
  expect(
    await insights.getByText('Win rate', { exact: true }).locator('xpath=preceding-sibling::*[1]').innerText(),
  ).toBe(winRate);
  await screenshot(page, 'vendor-dashboard-offline');
  await goOnline(context, server);
  expect(errors).toEqual([]);
  await context.close();
});

it('an admin list seen online opens offline after a reload, with its rows and when they were loaded', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await signInAs(page, server, 'admin@example.com', '/admin/dashboard');
  await page.goto(`${server.url}/admin/all-deliveries`);
  await page.getByRole('heading', { level: 1, name: 'All Deliveries' }).waitFor();
  const first = await page.getByRole('article').first().innerText();
  await keptHolds(page, 'deliveries');

  await goOffline(context, server);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'All Deliveries' }).waitFor();
  await page.getByText(/You are offline. Admin screens need a connection; showing what was last loaded/).waitFor();
  expect(await page.getByRole('article').first().innerText()).toBe(first);
  await screenshot(page, 'admin-list-offline-after-reload');
  await goOnline(context, server);
  expect(errors).toEqual([]);
  await context.close();
});
