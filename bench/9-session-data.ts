/**
 * 9. Data used by a session: a signed-in customer whose device has synced the directory already
 * (the store filled, the app installed) does what a visit is made of, through the app's own
 * screens and in-app navigation: 5 directory searches (category, need, Search), 3 business
 * profiles, 1 review. Bytes from the network are the sum of CDP Network.loadingFinished
 * encodedDataLength over the session, for requests not answered by the service worker or a cache.
 */
import type { Page } from 'playwright-core';
import { countBytes, freshContext, launchBrowser, waitUntilInstalledAndSynced } from './support/browser';
import { directoryServer } from './support/directory-server';
import { row, type BenchContext, type Result } from './support/result';
import { kB, round } from './support/stats';
import { PERSISTED_STORE_NAME, REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../sync/constants';

const TARGET_BYTES = 20_000;
const NEEDS = ['birthday cake', 'engine service', 'office chairs', 'hair braiding', 'solar installation'];

export async function run(ctx: BenchContext): Promise<Result[]> {
  const server = await directoryServer(ctx);
  const signedIn = await server.signIn('user@example.com');
  const browser = await launchBrowser(ctx);
  const context = await freshContext(browser);
  const page = await context.newPage();

  // the earlier visits: signed in, app installed, directory and own data synced
  await page.goto(server.url, { waitUntil: 'load', timeout: 120_000 });
  await page.evaluate(
    ([keys, session]) => {
      localStorage.setItem(keys[0]!, session.accessToken);
      localStorage.setItem(keys[1]!, session.refreshToken);
      localStorage.setItem(keys[2]!, JSON.stringify({ user: session.user, pendingEmail: null }));
    },
    [[TOKEN_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, PERSISTED_STORE_NAME], signedIn] as const,
  );
  await page.reload({ waitUntil: 'load' });
  const { businesses } = await waitUntilInstalledAndSynced(page, 300_000);
  await page.waitForLoadState('networkidle');
  ctx.log(`  store filled (${businesses} businesses); the session starts`);

  const cdp = await context.newCDPSession(page);
  const bytes = await countBytes(cdp);
  await page.locator('a[href^="/businesses-directory"]:visible').first().click();
  await page.locator('.biz-card h3').first().waitFor({ timeout: 60_000 });

  for (const [i, need] of NEEDS.entries()) {
    await search(page, i, need);
  }
  // back to every business (choosing "All categories" clears the need), then three profiles
  await page.locator('#dir-category').selectOption({ index: 0 });
  for (let i = 0; i < 3; i++) {
    await page.locator('.biz-card-link').nth(i).click();
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.waitForURL(/business-profile/);
    if (i < 2) {
      await page.goBack();
      await page.locator('.biz-card h3').first().waitFor({ timeout: 30_000 });
    }
  }
  await page.locator('.review-form .star-option').nth(3).click();
  await page.locator('#review-comment').fill('Friendly people and the price was fair. Will come back.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await page
    .getByText(/Review submitted successfully|saved on this device/)
    .first()
    .waitFor({ timeout: 60_000 });
  // the write's own sync (push, then pull) finishes after the message
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
  const total = bytes.total();
  await context.close();

  const byPath = new Map<string, { n: number; bytes: number }>();
  for (const r of bytes.requests()) {
    const url = new URL(r.url);
    const key = `${url.pathname.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
    const entry = byPath.get(key) ?? { n: 0, bytes: 0 };
    byPath.set(key, { n: entry.n + 1, bytes: entry.bytes + r.bytes });
  }
  const detail = [...byPath]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([path, e]) => `${path} ×${e.n} ${round(kB(e.bytes), 1)} kB`)
    .join(', ');
  return [
    row({
      name: '9 warm session network bytes (5 searches, 3 profiles, 1 review)',
      value: round(kB(total), 1),
      unit: 'kB',
      baseline: null,
      target: `≤ ${kB(TARGET_BYTES)} kB`,
      pass: total <= TARGET_BYTES,
      detail: `${bytes.requests().length} requests: ${detail || 'none'}`,
    }),
  ];
}

/** One directory search as a user makes it: a category, what they need, Search. */
async function search(page: Page, i: number, need: string) {
  const select = page.locator('#dir-category');
  // the categories come from the store a moment after the screen
  await page.waitForFunction(() => document.querySelectorAll('#dir-category option').length > 1, null, {
    timeout: 30_000,
  });
  const options = await select.locator('option').count();
  await select.selectOption({ index: 1 + ((i * 3) % (options - 1)) });
  await page.locator('#dir-need').fill(need);
  await page.locator('.directory-search').click();
  await page.waitForURL(
    (url) => url.searchParams.get('query') === need || url.search.includes(encodeURIComponent(need)),
    {
      timeout: 30_000,
    },
  );
  await page.locator('.results-count, .state-box').first().waitFor({ timeout: 30_000 });
}
