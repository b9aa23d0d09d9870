/**
 * Offline end to end, on the real build and server in headless Chromium: the shell and the
 * directory open with no connection, writes made offline wait on the device, and each reaches
 * the server exactly once when the connection returns, even after the page was closed.
 */
import { and, count, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appliedMutations, businesses, productReviewVotes, reviews } from '../db/schema';
import { PERSISTED_STORE_NAME, REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../sync/constants';
import { goOffline, goOnline, launchBrowser, PHONE, screenshot, watchPageErrors } from './support/browser';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

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

/** A new customer, signed in through the real code flow. */
async function newCustomer(email: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const reg = await post('/auth/register', {
    firstName: 'Offline',
    lastName: 'Tester',
    email,
    phoneNumber: '+256700123456',
  });
  expect(reg.status).toBe(201);
  const verify = await post('/auth/verify-otp', { email, otp: server.latestCode(email) });
  expect(verify.status).toBe(200);
  return (await verify.json()) as { user: { id: number }; accessToken: string; refreshToken: string };
}

/** Opens the app signed in as the customer, and waits for the service worker and a first sync. */
async function openSignedIn(context: BrowserContext, session: Awaited<ReturnType<typeof newCustomer>>) {
  const page = await context.newPage();
  await page.goto(server.url);
  await page.evaluate(
    ([keys, s]) => {
      localStorage.setItem(keys[0], s.accessToken);
      localStorage.setItem(keys[1], s.refreshToken);
      localStorage.setItem(keys[2], JSON.stringify({ user: s.user, pendingEmail: null }));
    },
    [[TOKEN_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, PERSISTED_STORE_NAME], session] as const,
  );
  await page.reload();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => document.querySelector('.sync-indicator') !== null);
  await waitForSync(page);
  return page;
}

/** The store's last pull time, read straight from IndexedDB. */
function lastSyncAt(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open('soko');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('meta')) return resolve(null);
          const get = db.transaction('meta').objectStore('meta').get('lastSyncAt');
          get.onsuccess = () => resolve((get.result as { value: number } | undefined)?.value ?? null);
          get.onerror = () => resolve(null);
        };
      }),
  );
}

async function waitForSync(page: Page, after = 0) {
  await expect.poll(() => lastSyncAt(page), { timeout: 30_000 }).toBeGreaterThan(after);
}

const pending = (page: Page) => page.locator('.sync-indicator').getAttribute('data-pending');

/** An active business the customer has not reviewed, and its profile path. */
async function someBusiness(skip: number[] = []) {
  const b = (await firstRow(
    server.db
      .select()
      .from(businesses)
      .where(
        skip.length
          ? and(eq(businesses.isActive, true), notInArray(businesses.id, skip))
          : eq(businesses.isActive, true),
      ),
  ))!;
  return { id: b.id, name: b.name, path: `/business-profile/${b.id}/x/y` };
}

async function writeReview(page: Page, comment: string) {
  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page.getByLabel('Your review (optional)').fill(comment);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByText('Waiting to send').first().waitFor();
}

/** Upvotes the newest product review; returns the count shown before and after. */
async function upvoteFirstProductReview(page: Page) {
  const button = page.getByRole('button', { name: /Helpful, upvotes/ }).first();
  await button.waitFor();
  const before = Number((await button.innerText()).match(/\d+/)![0]);
  await button.click();
  await expect.poll(async () => Number((await button.innerText()).match(/\d+/)![0])).toBe(before + 1);
  return before;
}

async function serverState(userId: number) {
  const own = async (table: typeof reviews | typeof productReviewVotes) =>
    await server.db.select().from(table).where(eq(table.userId, userId));
  const applied = (await firstRow(
    server.db.select({ n: count() }).from(appliedMutations).where(eq(appliedMutations.userId, userId)),
  ))!.n;
  return { reviews: await own(reviews), votes: await own(productReviewVotes), applied };
}

it('works offline: the shell, the directory and a profile open, and offline writes arrive exactly once', async () => {
  const session = await newCustomer('offline-one@example.com');
  const context = await browser.newContext({ viewport: PHONE });
  const page = await openSignedIn(context, session);
  const errors = watchPageErrors(page);
  const business = await someBusiness();

  await page.goto(`${server.url}${business.path}`);
  await page.getByRole('heading', { name: business.name, level: 1 }).waitFor();
  await page.goto(`${server.url}/businesses-directory`);
  await page.locator('.biz-card').first().waitFor();

  await goOffline(context, server);
  await page.reload();
  await page.locator('.biz-card').first().waitFor();
  expect(await page.locator('.sync-indicator').innerText()).toContain('Offline');
  await page.goto(`${server.url}${business.path}`);
  await page.getByRole('heading', { name: business.name, level: 1 }).waitFor();
  await writeReview(page, 'Written with no connection');
  await page.goto(`${server.url}/product-reviews`);
  await upvoteFirstProductReview(page);
  await expect.poll(() => pending(page)).toBe('2');
  await screenshot(page, 'offline-writes-waiting');
  expect(await serverState(session.user.id)).toEqual({ reviews: [], votes: [], applied: 0 });

  const synced = (await lastSyncAt(page)) ?? 0;
  await goOnline(context, server);
  await expect.poll(() => pending(page), { timeout: 30_000 }).toBe('0');
  await waitForSync(page, synced);
  const state = await serverState(session.user.id);
  expect(state.reviews).toEqual([
    expect.objectContaining({ businessId: business.id, rating: 4, comment: 'Written with no connection' }),
  ]);
  expect(state.votes).toEqual([expect.objectContaining({ direction: 'up' })]);
  expect(state.applied).toBe(2);
  expect(errors).toEqual([]);
  await context.close();
});

it('sends the writes of a page closed while offline when the app opens again online', async () => {
  const session = await newCustomer('offline-two@example.com');
  const context = await browser.newContext({ viewport: PHONE });
  const page = await openSignedIn(context, session);
  const business = await someBusiness([(await someBusiness()).id]);

  await goOffline(context, server);
  await page.goto(`${server.url}${business.path}`);
  await page.getByRole('heading', { name: business.name, level: 1 }).waitFor();
  await writeReview(page, 'Queued before closing the app');
  await page.goto(`${server.url}/product-reviews`);
  await upvoteFirstProductReview(page);
  await expect.poll(() => pending(page)).toBe('2');
  await page.close();

  await goOnline(context, server);
  const again = await context.newPage();
  const errors = watchPageErrors(again);
  await again.goto(server.url);
  await again.waitForFunction(() => document.querySelector('.sync-indicator') !== null);
  await expect.poll(() => pending(again), { timeout: 30_000 }).toBe('0');
  await expect.poll(async () => (await serverState(session.user.id)).applied, { timeout: 30_000 }).toBe(2);
  const state = await serverState(session.user.id);
  expect(state.reviews).toEqual([
    expect.objectContaining({ businessId: business.id, comment: 'Queued before closing the app' }),
  ]);
  expect(state.votes).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});
