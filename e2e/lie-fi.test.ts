/**
 * A connection that lies (docs/product.md "A connection that lies"), end to end on the real
 * build and server in headless Chromium at 360 px: the browser says online while the link
 * passes nothing, first failing every request, then leaving every request unanswered. The
 * header says there is no connection, the pages the phone keeps open, a profile it does not
 * keep says it needs a connection (never "not found"), a write waits, and when the link comes
 * back the app finds out by itself and sends the write exactly once.
 */
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { businesses, messages } from '../db/schema';
import { READ_TIMEOUT_MS } from '../sync/constants';
import { launchBrowser, PHONE, screenshot, storedRecord, watchPageErrors } from './support/browser';
import type { LinkState } from './support/link';
import { startServer, type E2EServer } from './support/server';

/** Enough for a phone to keep only what it opened (client/store/device-scope.ts). */
const GENERATED = 3_000;

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ businesses: GENERATED });
  browser = await launchBrowser();
}, 120_000);
afterEach(() => server.link.set('up'));
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const profilePath = (id: number) => `/business-profile/${id}`;
const header = (page: Page) => page.locator('.sync-indicator');

/** Two active businesses: one the phone will open online, one it never sees. */
async function twoBusinesses() {
  const [kept, unseen] = (
    await server.db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .orderBy(businesses.id)
  ).slice(-2);
  return { kept: kept!, unseen: unseen! };
}

/** The app installed on a phone that opened `kept`'s profile online and synced. */
async function phoneThatOpened(kept: { id: number; name: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await header(page).waitFor();
  await expect.poll(() => header(page).innerText(), { timeout: 30_000 }).toContain('Online');
  await page.goto(`${server.url}${profilePath(kept.id)}`);
  await page.getByRole('heading', { level: 1, name: kept.name }).waitFor();
  // kept once the app stored the business (client/store/device-scope.ts): the heading shows
  // before, and a link cut at once then left the profile unkept (it failed so in a full run)
  await expect.poll(() => storedRecord(page, 'businesses', kept.id), { timeout: 30_000 }).toBeDefined();
  return { context, page };
}

async function sendContactMessage(page: Page, subject: string) {
  await page.goto(`${server.url}/contact-us`);
  await page.getByLabel(/^Full name/).fill('Nakato Sarah');
  await page.getByLabel(/^Email/).fill('nakato@example.com');
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Message/).fill('Written on a Wi-Fi that lets nothing through.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText(/will be sent when the connection returns/).waitFor({ timeout: READ_TIMEOUT_MS * 2 });
}

it.each<[LinkState, string]>([
  ['down', 'every request fails'],
  ['hang', 'every request hangs'],
])('link %s (%s) while the browser says online: no connection, kept pages open, the write goes once', async (state) => {
  const { kept, unseen } = await twoBusinesses();
  const { context, page } = await phoneThatOpened(kept);
  const errors = watchPageErrors(page);

  server.link.set(state);
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  // the first sync cannot get through: failing at once, or after READ_TIMEOUT_MS
  await expect.poll(() => header(page).innerText(), { timeout: READ_TIMEOUT_MS * 3 }).toContain('No connection');
  await screenshot(page, `lie-fi-${state}-home`);

  await page.goto(`${server.url}${profilePath(kept.id)}`);
  await page.getByRole('heading', { level: 1, name: kept.name }).waitFor();
  await page.goto(`${server.url}${profilePath(unseen.id)}`);
  await page
    .getByRole('alert')
    .getByText('No connection', { exact: true })
    .waitFor({ timeout: READ_TIMEOUT_MS * 2 });
  await page.getByText(/not saved on this phone, so it needs a connection/).waitFor();
  expect(await page.getByText('Business not found').count()).toBe(0);
  await screenshot(page, `lie-fi-${state}-profile-not-kept`);

  const subject = `Lie-fi ${state}`;
  await sendContactMessage(page, subject);
  const sent = async () => (await server.db.select().from(messages).where(eq(messages.subject, subject))).length;
  expect(await sent()).toBe(0);
  // the header's count follows the outbox a moment after the form says it waits
  await expect.poll(() => header(page).getAttribute('data-pending')).toBe('1');

  server.link.set('up');
  // nothing told the browser: the app's own probe finds the server again
  await expect.poll(() => header(page).innerText(), { timeout: 30_000 }).toMatch(/Online|Syncing/);
  await expect.poll(sent, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => header(page).getAttribute('data-pending'), { timeout: 30_000 }).toBe('0');
  await page.goto(`${server.url}${profilePath(unseen.id)}`);
  await page.getByRole('heading', { level: 1, name: unseen.name }).waitFor();
  expect(await sent()).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});
