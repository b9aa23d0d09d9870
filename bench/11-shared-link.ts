/**
 * 11. First visit of a shared profile link: someone who never opened Soko follows a
 * link to one business's profile. A fresh browser profile (new context, 360×740) opens
 * `/business-profile/<id>` on the real server over 10,000 and 100,000 businesses (1,000,000 when
 * that database is cached; in --quick 100,000 only when cached), and everything the app then
 * fetches is counted until it is idle: no request in flight and no byte moving for 3 s, capped
 * at 45 s (the detail says when the cap was hit).
 *
 * Bytes are counted twice (support/all-targets.ts): by a TCP pass-through in front of the
 * server (every byte the server sent, whichever part of the browser asked: the row's figure),
 * and over CDP, Network.loadingFinished encodedDataLength in the page, its service worker
 * (precache) and its dedicated workers (the pull worker), which says who fetched what. CDP comes
 * out short: it reports only the headers of the service worker's own script, and the end of a
 * worker's script (asked for by the page, ended in the worker's target) may come before that
 * target can be listened to.
 *
 * Then the device's storage (navigator.storage.estimate().usage), and whether the profile
 * opens offline: the browser's HTTP cache is cleared (its API answers live 30 s, stale 5 min
 * more: the visitor comes back later, not within seconds), the context goes offline, the same
 * URL is reloaded, and the business's name must show in the profile's h1 within 10 s: from
 * what the app keeps, its service worker's caches and IndexedDB.
 *
 * The business is the last active one in the pull order (highest version) with 3 approved
 * reviews: a client that syncs the whole directory has it only once that sync is complete, and
 * the profiles of the sizes are alike, so their bytes differ by what the directory's size adds
 * ("spread").
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { countAllTargets, startCountingProxy, type LocalRequest, type TargetRequest } from './support/all-targets';
import { freshContext, launchBrowser, storeState } from './support/browser';
import { buildClient } from './support/build';
import { ensureSeeded, seededPath, workingCopy } from './support/datasets';
import { notMeasured, row, type BenchContext, type Result } from './support/result';
import { startServer } from './support/server';
import { kB, round } from './support/stats';

const TARGET_BYTES = 150_000;
const TARGET_STORAGE = 3_000_000;
const TARGET_SPREAD = 1.1;
const QUIET_MS = 3_000;
const IDLE_CAP_MS = 45_000;
const OFFLINE_WAIT_MS = 10_000;
/** A typical profile's reviews (0–3 are the commonest counts in the seeded sets), the same at every size. */
const REVIEWS = 3;

type Visit = {
  businesses: number;
  business: { id: number; name: string; reviews: number };
  /** Server to browser, on the connections (TCP). */
  down: number;
  up: number;
  connections: number;
  cdp: number;
  requests: TargetRequest[];
  targets: string[];
  idleAfterMs: number;
  capped: boolean;
  stillPending: string[];
  nameOnlineMs: number | null;
  storage: { usage: number; details: Record<string, number> };
  stored: string;
  controlled: boolean;
  offline: { shown: boolean; ms: number | null; seen: string };
  /** Bytes the server sent while the context was offline: must be 0 for the check to mean anything. */
  offlineBytes: number;
  /** Whether the device's store held the business after the offline reload. */
  heldOffline: string;
  /** What answered the offline reload's requests, without the network. */
  servedOffline: string;
};

export async function run(ctx: BenchContext): Promise<Result[]> {
  const sizes = [10_000];
  const skipped: string[] = [];
  if (!ctx.quick || existsSync(seededPath(ctx, 100_000))) sizes.push(100_000);
  else skipped.push('100,000 (--quick, not cached)');
  if (existsSync(seededPath(ctx, 1_000_000)) && !ctx.quick) sizes.push(1_000_000);
  else skipped.push(`1,000,000 (${ctx.quick ? '--quick' : 'not cached; never seeded here'})`);

  const build = await buildClient(ctx);
  const browser = await launchBrowser(ctx);
  const results: Result[] = [];
  const visits: Visit[] = [];
  for (const businesses of sizes) {
    const label = businesses.toLocaleString('en-US');
    try {
      const visit = await firstVisit(ctx, browser, build.distDir, businesses);
      visits.push(visit);
      results.push(...rows(visit));
    } catch (error) {
      ctx.log(`  ${label}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      results.push(
        row({
          name: `11 shared link first visit, ${label} businesses`,
          value: 'error',
          unit: '',
          baseline: null,
          target: '',
          pass: false,
          detail: (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300),
        }),
      );
    }
  }

  const spreadName = '11 shared link bytes spread over directory sizes (max ÷ min)';
  const spreadTarget = `≤ ${TARGET_SPREAD.toFixed(2)}`;
  if (visits.length < 2) {
    results.push(
      notMeasured(
        spreadName,
        '×',
        spreadTarget,
        `${visits.length} size(s) measured; skipped: ${skipped.join(', ') || 'none'}`,
      ),
    );
  } else {
    const bytes = visits.map((v) => v.down);
    const [max, min] = [Math.max(...bytes), Math.min(...bytes)];
    results.push(
      row({
        name: spreadName,
        value: round(max / min, 3),
        unit: '×',
        baseline: null,
        target: spreadTarget,
        pass: max / min <= TARGET_SPREAD,
        detail:
          visits.map((v) => `${v.businesses.toLocaleString('en-US')}: ${round(kB(v.down), 1)} kB`).join(', ') +
          (skipped.length ? `; skipped: ${skipped.join(', ')}` : ''),
      }),
    );
  }
  return results;
}

/**
 * The active business with REVIEWS approved reviews that comes last in the pull order (highest
 * version): a device that syncs the whole directory holds it only when its sync is complete.
 */
function pickBusiness(path: string): Visit['business'] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const found = db
      .prepare(
        'select id, name, total_reviews as reviews from businesses where is_active = 1 and total_reviews = ? order by version desc limit 1',
      )
      .get(REVIEWS) as Visit['business'] | undefined;
    if (!found) throw new Error(`no active business with ${REVIEWS} reviews in ${path}`);
    return found;
  } finally {
    db.close();
  }
}

async function firstVisit(ctx: BenchContext, browser: Browser, distDir: string, businesses: number): Promise<Visit> {
  const label = `shared-link-${businesses}`;
  const business = pickBusiness(await ensureSeeded(ctx, businesses));
  const databasePath = await workingCopy(ctx, businesses, label);
  ctx.log(
    `  ${businesses.toLocaleString('en-US')} businesses: opening the profile of #${business.id} ${business.name}`,
  );
  const server = await startServer(ctx, { databasePath, label, distDir });
  const proxy = await startCountingProxy(server.url);
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await markName(page, business.name);
    const counter = await countAllTargets(context, page);
    const url = `${proxy.url}/business-profile/${business.id}`;
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: IDLE_CAP_MS });

    // idle: nothing in flight and no byte through for QUIET_MS, or the cap
    let capped = false;
    for (;;) {
      await page.waitForTimeout(250);
      const now = performance.now();
      const quietSince = Math.max(counter.lastActivity(), proxy.lastActivity());
      if (counter.inFlight() === 0 && now - quietSince >= QUIET_MS) break;
      if (now - started >= IDLE_CAP_MS) {
        capped = true;
        break;
      }
    }
    const idleAfterMs = Math.max(counter.lastActivity(), proxy.lastActivity()) - started;
    const nameOnlineMs = await page.evaluate('window.__bench?.name ?? null');
    const visit = {
      down: proxy.down(),
      up: proxy.up(),
      connections: proxy.connections(),
      cdp: counter.total(),
      requests: counter.requests(),
      targets: counter.targets(),
      stillPending: counter.pendingUrls(),
    };
    const storage = (await page.evaluate(`navigator.storage.estimate().then((e) => ({
      usage: e.usage ?? 0,
      details: e.usageDetails ?? {},
    }))`)) as Visit['storage'];
    const stored = await storeState(page).then(
      (s) => `${s.businesses} ${s.businesses === 1 ? 'business' : 'businesses'} in the store`,
      (error: unknown) => `store not read (${String(error).slice(0, 80)})`,
    );
    const controlled = (await page.evaluate('navigator.serviceWorker.controller !== null')) as boolean;
    ctx.log(
      `  ${round(kB(visit.down), 1)} kB in ${round(idleAfterMs / 1000, 1)} s${capped ? ' (cap)' : ''}, ` +
        `storage ${round(storage.usage / 1e6, 2)} MB; reloading offline…`,
    );

    // later, not seconds after the visit: the HTTP cache's API answers (max-age 30 s, stale for
    // 5 min more) are gone, and only what the app keeps (service worker caches, IndexedDB) is left
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.setOffline(true);
    const before = proxy.down();
    const servedBefore = counter.served().length;
    const offline = await reloadOffline(page, business.name);
    const offlineBytes = proxy.down() - before;
    const heldOffline = await heldInStore(page, business.id);
    const servedOffline = describeServed(counter.served().slice(servedBefore));
    return {
      businesses,
      business,
      ...visit,
      idleAfterMs,
      capped,
      nameOnlineMs: nameOnlineMs as number | null,
      storage,
      stored,
      controlled,
      offline,
      offlineBytes,
      heldOffline,
      servedOffline,
    };
  } finally {
    await context.close();
    await proxy.close();
    await server.stop();
  }
}

/** Records in the page when an h1 first reads exactly `name` (ms since navigation start). */
async function markName(page: Page, name: string): Promise<void> {
  // a string, not a function: tsx would add helpers to a function's source that the page lacks
  await page.addInitScript(`(() => {
    const marks = (window.__bench ??= {});
    const name = ${JSON.stringify(name)};
    const shown = () => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === name);
    const observer = new MutationObserver(() => {
      if (marks.name === undefined && shown()) {
        marks.name = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })()`);
}

async function reloadOffline(page: Page, name: string): Promise<Visit['offline']> {
  const started = performance.now();
  const left = () => Math.max(1, OFFLINE_WAIT_MS - (performance.now() - started));
  try {
    await page.reload({ waitUntil: 'commit', timeout: OFFLINE_WAIT_MS });
    await page.waitForFunction(
      (n) => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === n),
      name,
      { timeout: left(), polling: 100 },
    );
    return { shown: true, ms: performance.now() - started, seen: '' };
  } catch (error) {
    const seen = await page
      .evaluate(() => {
        const h1 = [...document.querySelectorAll('h1')].map((h) => h.textContent.trim()).join(' | ');
        return h1 ? `h1: ${h1}` : `no h1; page text: ${document.body?.innerText.trim().slice(0, 100) ?? ''}`;
      })
      .catch(() => 'page unreadable');
    return {
      shown: false,
      ms: null,
      seen: `${seen.replace(/\s+/g, ' ')} (${String(error).split('\n')[0]!.slice(0, 120)})`,
    };
  }
}

/** Local answers grouped by where they came from: the app's files together, API paths apart. */
function describeServed(served: LocalRequest[]): string {
  const groups = new Map<string, number>();
  for (const r of served) {
    const key = `${r.from}: ${pathOf(r.url)}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([key, n]) => `${key}${n > 1 ? ` ×${n}` : ''}`).join(', ') || 'nothing';
}

/** Whether the store (IndexedDB 'soko', client/store/db.ts) holds the business. */
function heldInStore(page: Page, id: number): Promise<string> {
  return page
    .evaluate(
      `new Promise((resolve) => {
        const open = indexedDB.open('soko');
        open.onerror = () => resolve('no store');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('businesses')) { db.close(); return resolve('no businesses table'); }
          const get = db.transaction('businesses').objectStore('businesses').get(${id});
          get.onsuccess = () => { db.close(); resolve(get.result ? 'yes' : 'no'); };
          get.onerror = () => { db.close(); resolve('unreadable'); };
        };
      })`,
    )
    .then(String, (error: unknown) => `unreadable (${String(error).slice(0, 60)})`);
}

/** A request's kind: the app's files together, API paths with their ids as {id} and their scope. */
function pathOf(address: string): string {
  try {
    const url = new URL(address);
    const area = url.searchParams.get('area') !== null ? '?area' : '';
    const scope = url.searchParams.get('scope') ? `?scope=${url.searchParams.get('scope')}` : '';
    return /^\/(assets|icons)\/|\.(js|css|html|webmanifest|png|svg)$/.test(url.pathname)
      ? 'app files'
      : `${url.pathname.replace(/\/\d+(?=\/|$)/g, '/{id}')}${scope || area}`;
  } catch {
    return address; // not a URL: kept as reported
  }
}

/** Requests grouped by who fetched them and what: the app's files together, API paths apart. */
function breakdown(requests: TargetRequest[]): string {
  const groups = new Map<string, { n: number; bytes: number }>();
  for (const r of requests) {
    const key = `${r.target === 'service_worker' ? 'service worker' : r.target}: ${pathOf(r.url)}`;
    const g = groups.get(key) ?? { n: 0, bytes: 0 };
    groups.set(key, { n: g.n + 1, bytes: g.bytes + r.bytes });
  }
  return [...groups]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([key, g]) => `${key} ×${g.n} ${round(kB(g.bytes), 1)} kB`)
    .join(', ');
}

function rows(v: Visit): Result[] {
  const size = `${v.businesses.toLocaleString('en-US')} businesses`;
  const pulls = v.requests.filter((r) => r.url.includes('/api/sync/pull'));
  const pullBytes = pulls.reduce((sum, r) => sum + r.bytes, 0);
  const largest = [...v.requests]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3)
    .map((r) => `${new URL(r.url, 'http://x').pathname} ${round(kB(r.bytes), 1)} kB`)
    .join(', ');
  const byUrl = new Map<string, number[]>();
  for (const r of v.requests) if (r.bytes > 0) byUrl.set(r.url, [...(byUrl.get(r.url) ?? []), r.bytes]);
  const twice = [...byUrl].filter(([, b]) => b.length > 1);
  const again = twice.reduce((sum, [, b]) => sum + b.slice(1).reduce((x, y) => x + y, 0), 0);
  const workers = v.targets.length ? v.targets.map((t) => t.replace(/https?:\/\/[^/]+/, '')).join(', ') : 'none';
  const details = Object.entries(v.storage.details)
    .map(([k, n]) => `${k} ${round(n / 1e6, 2)} MB`)
    .join(', ');
  return [
    row({
      name: `11 shared link first visit bytes, ${size}`,
      value: round(kB(v.down), 1),
      unit: 'kB',
      baseline: null,
      target: `≤ ${kB(TARGET_BYTES)} kB`,
      pass: v.down <= TARGET_BYTES,
      detail:
        `profile #${v.business.id} ${v.business.name} (${v.business.reviews} reviews); ` +
        `idle ${round(v.idleAfterMs / 1000, 1)} s after navigation start` +
        (v.capped
          ? ` — the ${IDLE_CAP_MS / 1000} s cap was hit, still in flight: ${v.stillPending.join(', ') || 'none'}`
          : '') +
        `; name shown after ${v.nameOnlineMs === null ? 'never' : `${round(v.nameOnlineMs / 1000, 2)} s`}; ` +
        `${pulls.length} pull requests (${round(kB(pullBytes), 1)} kB); ${v.stored}` +
        `\n  as sent over TCP: ${v.down} B in ${v.connections} connections (requests ${round(kB(v.up), 1)} kB more, not counted); ` +
        `CDP encodedDataLength ${v.cdp} B in ${v.requests.length} requests; targets under the page: ${workers}` +
        `\n  by target and path: ${breakdown(v.requests)}; largest: ${largest}; ` +
        (twice.length
          ? `fetched more than once: ${twice.map(([u]) => new URL(u, 'http://x').pathname).join(', ')} (${round(kB(again), 1)} kB again)`
          : 'no URL fetched twice') +
        (v.stillPending.length && !v.capped
          ? `; no end reported over CDP (bytes in the TCP count): ${v.stillPending.map((u) => u.replace(/https?:\/\/[^/]+/, '')).join(', ')}`
          : ''),
    }),
    row({
      name: `11 shared link device storage after the visit, ${size}`,
      value: round(v.storage.usage / 1e6, 2),
      unit: 'MB',
      baseline: null,
      target: `≤ ${TARGET_STORAGE / 1e6} MB`,
      pass: v.storage.usage <= TARGET_STORAGE,
      detail: `navigator.storage.estimate().usage ${v.storage.usage} B${details ? `: ${details}` : ''}`,
    }),
    row({
      name: `11 shared link profile opens offline (1 = yes), ${size}`,
      value: v.offline.shown ? 1 : 0,
      unit: '',
      baseline: null,
      target: `1 (name in ${OFFLINE_WAIT_MS / 1000} s)`,
      pass: v.offline.shown,
      detail:
        (v.offline.shown
          ? `the name showed ${round(v.offline.ms! / 1000, 2)} s after the offline reload`
          : `the name did not show within ${OFFLINE_WAIT_MS / 1000} s: ${v.offline.seen}`) +
        ' (HTTP cache cleared first)' +
        `; page controlled by the service worker before going offline: ${v.controlled ? 'yes' : 'no'}; ` +
        `the business in the device's store: ${v.heldOffline}; bytes from the server while offline: ${v.offlineBytes} B; ` +
        `answered locally: ${v.servedOffline}`,
    }),
  ];
}
