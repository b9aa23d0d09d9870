/** Debian's headless Chromium through playwright-core, with the flags this machine needs. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Link } from './link';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Saves a screenshot for reviewers under screenshots/ (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join('screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Fails the test on an uncaught page error or a console error of the app. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
  });
  return errors;
}

/** Through the real login and verify screens, the code read from the `.eml` outbox. */
export async function signInAs(
  page: Page,
  server: { url: string; latestCode(email: string): string },
  email: string,
  landing: string,
): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL('**/verify');
  await page.getByLabel('Digit 1 of 6').fill(server.latestCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`**${landing}`);
}

/** A phone page must never scroll sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  if (scroll! > width!) throw new Error(`${page.url()} scrolls sideways (${scroll} > ${width})`);
}

/** The record under `key` in one store of the app's IndexedDB (client/store/db.ts), undefined when there is none or no database yet. */
export function storedRecord(page: Page, store: string, key: string | number): Promise<unknown> {
  return page.evaluate(
    ({ name, wanted }) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('soko');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const get = open.result.transaction(name).objectStore(name).get(wanted);
          get.onsuccess = () => {
            resolve(get.result);
            open.result.close();
          };
          get.onerror = () => resolve(undefined);
        };
      }),
    { name: store, wanted: key },
  );
}

/** The addresses of the pages the service worker keeps as the server sent them (sw/sw.ts step 2): profiles, then lists. */
export function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of ['soko-pages', 'soko-list-pages']) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        kept.push(url.pathname + url.search);
      }
    }
    return kept;
  });
}

/**
 * No connection, as a phone meets it: nothing passes on the link (support/link.ts), and the
 * browser is told so too, where its emulation holds (Chromium 150's did not survive a reload).
 */
export async function goOffline(context: BrowserContext, server: { link: Link }): Promise<void> {
  server.link.set('down');
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext, server: { link: Link }): Promise<void> {
  server.link.set('up');
  await context.setOffline(false);
}
