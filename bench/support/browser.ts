/**
 * Headless Chromium (Debian's, through playwright-core) with the flags this machine needs, the
 * bad link of the issue applied through CDP, and a byte counter over CDP network events.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import type { BenchContext } from './result';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PHONE = { width: 360, height: 740 };

/** 400 kbps down and up (50,000 bytes/s), 400 ms round trips: a 2G/3G phone in Uganda. */
export const BAD_LINK = { latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
export const CPU_SLOWDOWN = 4;

export async function launchBrowser(ctx: BenchContext): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS });
  ctx.onCleanup(() => browser.close());
  return browser;
}

/** A fresh profile: a new context has its own cache, storage and service workers. */
export function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
}

export async function throttle(cdp: CDPSession, link: typeof BAD_LINK | null, cpu: number): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link?.latency ?? 0,
    downloadThroughput: link?.downloadThroughput ?? -1,
    uploadThroughput: link?.uploadThroughput ?? -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

export type ByteCounter = {
  /** Bytes that came over the network (not from the service worker or a cache), with their URLs. */
  total(): number;
  requests(): { url: string; bytes: number }[];
  reset(): void;
};

/** Sums Network.loadingFinished encodedDataLength of the requests not served by the worker or a cache. */
export async function countBytes(cdp: CDPSession): Promise<ByteCounter> {
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const local = new Set<string>();
  let seen: { url: string; bytes: number }[] = [];
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.requestServedFromCache', (e) => local.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker || e.response.fromDiskCache || e.response.fromPrefetchCache)
      local.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!local.has(e.requestId)) seen.push({ url: urls.get(e.requestId) ?? '?', bytes: e.encodedDataLength });
  });
  return {
    total: () => seen.reduce((sum, r) => sum + r.bytes, 0),
    requests: () => [...seen],
    reset: () => {
      seen = [];
    },
  };
}

/**
 * Records, in the page, performance.now() (ms since navigation start) when `selector` first
 * matches: read it with readMark(page, name).
 */
export async function markWhenPresent(page: Page, name: string, selectors: string[]): Promise<void> {
  // a string, not a function: tsx would add helpers to a function's source that the page lacks
  await page.addInitScript(`(() => {
    const marks = (window.__bench ??= {});
    const name = ${JSON.stringify(name)};
    const selectors = ${JSON.stringify(selectors)};
    const observer = new MutationObserver(() => {
      if (marks[name] === undefined && selectors.every((s) => document.querySelector(s))) {
        marks[name] = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })()`);
}

export async function waitForMark(page: Page, name: string, timeoutMs: number): Promise<number> {
  await page.waitForFunction(
    (n) => (window as unknown as { __bench?: Record<string, number> }).__bench?.[n] !== undefined,
    name,
    {
      timeout: timeoutMs,
      polling: 100,
    },
  );
  return page.evaluate((n) => (window as unknown as { __bench: Record<string, number> }).__bench[n]!, name);
}

/** The device's store (IndexedDB 'soko', client/store/db.ts): businesses held and the last sync. */
export async function storeState(page: Page): Promise<{ businesses: number; lastSyncAt: number | null }> {
  return page.evaluate(`new Promise((resolve) => {
    const open = indexedDB.open('soko');
    open.onerror = () => resolve({ businesses: 0, lastSyncAt: null });
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('meta')) { db.close(); return resolve({ businesses: 0, lastSyncAt: null }); }
      const tx = db.transaction(['businesses', 'meta']);
      const count = tx.objectStore('businesses').count();
      const last = tx.objectStore('meta').get('lastSyncAt');
      tx.oncomplete = () => { db.close(); resolve({ businesses: count.result, lastSyncAt: last.result ? last.result.value : null }); };
    };
  })`);
}

/**
 * After a first visit: the service worker active and the whole directory synced into the store.
 * A directory too big to be kept whole by default (docs/decisions/007-what-a-device-keeps.md) is
 * kept as the user would: "All of Uganda" added on /sync, a 10,000-business area.
 */
export async function waitUntilInstalledAndSynced(page: Page, timeoutMs: number): Promise<{ businesses: number }> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  const back = page.url();
  await page.goto(new URL('/sync', back).href);
  const whole = page.getByText('every business, kept on this phone');
  const add = page.locator('li.area-row', { hasText: 'All of Uganda' }).getByRole('button', { name: 'Add' });
  await whole.or(add).first().waitFor({ timeout: 60_000 });
  // a sync that ends after this moment has pulled the whole directory
  const asked = Date.now();
  if (await add.isVisible()) await add.click();
  await page.goto(back);
  const deadline = Date.now() + timeoutMs;
  let ended: { businesses: number; lastSyncAt: number | null } | null = null;
  for (;;) {
    const state = await storeState(page);
    // A sync already running when the area was added ends after `asked` too, without it (pull.ts
    // reads the areas as it starts): the one the add asked for follows at once (sync-engine.ts
    // `again`). Done when a sync has ended since and nothing changed for SETTLED_MS.
    if (state.lastSyncAt !== null && state.lastSyncAt > asked && state.businesses > 0) {
      if (ended && ended.lastSyncAt === state.lastSyncAt && ended.businesses === state.businesses) return state;
      ended = state;
      await page.waitForTimeout(SETTLED_MS);
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(`the store did not sync in ${timeoutMs / 1000} s (${JSON.stringify(state)})`);
    await page.waitForTimeout(500);
  }
}

/** How long a synced store must stay unchanged to count as the end of the first sync. */
const SETTLED_MS = 3_000;
