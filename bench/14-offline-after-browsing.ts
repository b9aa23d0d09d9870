/**
 * 14. Offline after browsing ("what a device keeps"): a visitor opens the app's home on
 * a fresh phone (360×740) over 100,000 businesses (10,000 in --quick unless 100,000 is cached),
 * then, online, 10 business profiles and 3 category listings, each by its address as a link
 * would open it and looked at for a second. Later (the browser's HTTP cache cleared, so only what the app keeps is left) and
 * offline, each address is opened again: a profile counts when its name shows in an h1 within
 * 10 s, a listing when the first business names it showed online are on screen again. The
 * figure is the share of the 13 that opened; the detail names any that did not.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { freshContext, launchBrowser } from './support/browser';
import { buildClient } from './support/build';
import { ensureSeeded, seededPath, workingCopy } from './support/datasets';
import { row, type BenchContext, type Result } from './support/result';
import { startServer } from './support/server';
import { round } from './support/stats';

const PROFILES = 10;
const LISTINGS = 3;
const SHOWN_WITHIN_MS = 10_000;
/** How long each page is looked at online before the next is opened. */
const DWELL_MS = 1_000;
/** Cards of a listing compared offline with what it showed online. */
const CARDS_COMPARED = 3;

type Visit = { kind: 'profile' | 'listing'; path: string; expect: string[] };

/** Profiles spread over the directory, and the listed categories with the most businesses. */
function pickVisits(path: string): Visit[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const total = (db.prepare('select count(*) as n from businesses where is_active = 1').get() as { n: number }).n;
    const step = Math.max(1, Math.floor(total / PROFILES));
    const one = db.prepare('select id, name from businesses where is_active = 1 order by id limit 1 offset ?');
    const visits: Visit[] = [];
    for (let i = 0; i < PROFILES; i++) {
      const b = one.get(i * step) as { id: number; name: string };
      visits.push({ kind: 'profile', path: `/business-profile/${b.id}`, expect: [b.name] });
    }
    const categories = db
      .prepare(
        `select c.id from categories c join businesses b on b.category_id = c.id and b.is_active = 1
         group by c.id order by count(*) desc limit ?`,
      )
      .all(LISTINGS) as { id: number }[];
    for (const c of categories) visits.push({ kind: 'listing', path: `/category/${c.id}`, expect: [] });
    return visits;
  } finally {
    db.close();
  }
}

async function shown(page: Page, visit: Visit, timeout: number): Promise<boolean> {
  // a string, not a function: tsx would add helpers to a function's source that the page lacks
  const expected = JSON.stringify(visit.expect);
  const check =
    visit.kind === 'profile'
      ? `[...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === ${expected}[0])`
      : `(() => {
          const cards = [...document.querySelectorAll('.biz-card h3')].map((h) => h.textContent.trim());
          const want = ${expected};
          return want.length > 0 ? want.every((name) => cards.includes(name)) : cards.length > 0;
        })()`;
  // polled by hand: an evaluation that meets a navigation (the app moving to the canonical
  // address) fails, and is simply tried again
  const deadline = performance.now() + timeout;
  while (performance.now() < deadline) {
    if (await page.evaluate(check).catch(() => false)) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

/** The page's h1s, or the start of its text: what showed instead. */
function seen(page: Page): Promise<string> {
  return page
    .evaluate(
      `(() => { const h = [...document.querySelectorAll('h1')].map((e) => e.textContent.trim()).join(' | ');
        return h ? 'h1: ' + h : 'no h1: ' + (document.body ? document.body.innerText.trim().slice(0, 80) : ''); })()`,
    )
    .then(String, (error: unknown) => `unreadable (${String(error).slice(0, 60)})`);
}

export async function run(ctx: BenchContext): Promise<Result[]> {
  const businesses = !ctx.quick || existsSync(seededPath(ctx, 100_000)) ? 100_000 : 10_000;
  const label = businesses.toLocaleString('en-US');
  const build = await buildClient(ctx);
  const visits = pickVisits(await ensureSeeded(ctx, businesses));
  const databasePath = await workingCopy(ctx, businesses, 'offline-after-browsing');
  const server = await startServer(ctx, { databasePath, label: 'offline-after-browsing', distDir: build.distDir });
  const browser = await launchBrowser(ctx);
  const context = await freshContext(browser);
  const failedOnline: string[] = [];
  const failedOffline: string[] = [];
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    ctx.log(`  ${label} businesses: ${PROFILES} profiles and ${LISTINGS} listings online…`);
    for (const visit of visits) {
      await page.goto(`${server.url}${visit.path}`);
      if (!(await shown(page, visit, 30_000))) {
        failedOnline.push(visit.path);
        ctx.log(`  not shown online: ${visit.path} (${await seen(page)})`);
      }
      // a reader's glance, not a script's: what the page keeps is written just after it shows
      await page.waitForTimeout(DWELL_MS);
      if (visit.kind === 'listing')
        visit.expect = (await page.locator('.biz-card h3').allTextContents())
          .slice(0, CARDS_COMPARED)
          .map((t) => t.trim());
    }
    // what the app keeps is written within a second (server-state throttle, store writes)
    await page.waitForTimeout(2_000);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.setOffline(true);
    for (const visit of visits) {
      await page.goto(`${server.url}${visit.path}`, { timeout: SHOWN_WITHIN_MS }).catch(() => undefined);
      if (!(await shown(page, visit, SHOWN_WITHIN_MS))) failedOffline.push(visit.path);
    }
    await context.setOffline(false);
  } finally {
    await context.close();
    await server.stop();
  }
  const opened = visits.length - failedOffline.length;
  return [
    row({
      name: `14 offline after browsing: pages opened online that open offline, ${label} businesses`,
      value: round((100 * opened) / visits.length, 1),
      unit: '%',
      baseline: null,
      target: '100 %',
      pass: failedOffline.length === 0 && failedOnline.length === 0,
      detail:
        `${opened} of ${visits.length} (${PROFILES} profiles, ${LISTINGS} category listings)` +
        (failedOffline.length ? `; not offline: ${failedOffline.join(', ')}` : '') +
        (failedOnline.length ? `; not shown online: ${failedOnline.join(', ')}` : ''),
    }),
  ];
}
