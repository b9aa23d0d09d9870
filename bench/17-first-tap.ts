/**
 * 17. The first tap on a page the server sent with its content (docs/decisions/
 * 010-a-shared-link-is-a-page-first.md): the page is read without the app; a tap on a product or
 * the menu opens the copy of its dialog or menu the server sent beside the page
 * (client/first-view/tap-copies.tsx), and a tap on another button that needs the app is held by the
 * loader (client/first-view/loader.ts) until the app has taken the page over, then played again on
 * the app's element. What does that first tap cost?
 *
 * A fresh profile (360×740) on the bad link (400 kbps, 400 ms round trips, 4× CPU; the link's
 * conditions given to the page and to every target under it, the service worker that fetches
 * the app's script included) opens the page and waits until it is idle as a first visit would
 * be: no request in flight and no byte through for 3 s (capped at 45 s). Then one tap, and:
 *  - the time from the tap (the trusted click, in the page) until what it opens is on screen (the
 *    next animation frame after it appears with a size);
 *  - the bytes from the network in that time, Network.loadingFinished encodedDataLength in the
 *    page and every target under it (support/all-targets.ts; requests answered by the service
 *    worker or a cache are counted where the worker fetched them), or the server's bytes on the
 *    connections (a TCP pass-through) where more: a navigation the worker fetches is reported to
 *    CDP only at its end.
 * Three pages that start the app only on a tap:
 *  - a shared profile, the directory data set's profile with the most reviews and products (as
 *    benchmark 13 chooses, with products): a tap on its first product opens its details dialog;
 *  - a category's page for one district (server/pages/place-pages.ts, `data-start="on-tap"`), the
 *    category and district with the most businesses: a tap on the menu button opens the menu;
 *  - a category's page (the category with the most businesses, as benchmark 13 chooses): its sort
 *    set to the first order whose first business is not the page's (rating, unless that lists the
 *    same first). The sort is a form the server answers (a page per `?sortBy=`), which the loader
 *    submits on the choice: the tap is a page load, measured until the new page's first business
 *    is that order's, on screen. The tap's mark and the page's are kept in the tab's session
 *    storage (on the clock both documents share, performance.timeOrigin + now), since the load
 *    replaces the document that was tapped.
 * Home starts the app at once (`data-start="now"`), so a tap after idle finds it running there:
 * its first tap costs what the app's own screens cost (benchmark 9).
 */
import Database from 'better-sqlite3';
import type { Browser, CDPSession } from 'playwright-core';
import { businessPath, categoryPath, slugify } from '../sync/public-pages';
import { isListedDistrict } from '../sync/places';
import { CATEGORY_SORT_OPTIONS } from '../sync/constants';
import { countAllTargets, startCountingProxy, type TargetRequest } from './support/all-targets';
import { BAD_LINK, CPU_SLOWDOWN, freshContext, launchBrowser, throttle } from './support/browser';
import { largestCategory } from './support/datasets';
import { directoryServer } from './support/directory-server';
import { row, type BenchContext, type Result } from './support/result';
import { kB, median, round } from './support/stats';

const TARGET_BYTES = 60_000;
const TARGET_MS = 3_000;
const QUIET_MS = 3_000;
const IDLE_CAP_MS = 45_000;
const TAP_WAIT_MS = 90_000;
/** Where the page keeps its marks (the tap, what it opened on screen). */
const MARKS_KEY = 'bench-17-marks';

type Case = {
  key: string;
  /** What the row's name says was tapped and what it opened. */
  label: string;
  path: string;
  /** The button tapped, in the server's copy of the page. */
  tap: string;
  /** What the tap opens, in the app's page. */
  opened: string;
  /** The text `opened` must have (the first element it matches), where its presence alone says nothing. */
  openedText?: string;
  /** A select's choice in place of a tap (`tap` names the select). */
  choose?: string;
  what: string;
};

type Tap = {
  ms: number;
  cdp: number;
  tcp: number;
  requests: TargetRequest[];
  /** What the page itself asked for meanwhile (most of it answered by its service worker). */
  pageAsked: string[];
  after: { cdp: number; tcp: number; requests: TargetRequest[]; ms: number };
  idleMs: number;
  capped: boolean;
  /** Whether the app was still out of the page when the tap came (the loader answered it). */
  heldByLoader: boolean;
};

function profileWithProducts(databasePath: string): {
  id: number;
  name: string;
  district: string | null;
  city: string | null;
  products: number;
} {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT id, name, district, city, product_count AS products FROM businesses
         WHERE is_active = 1 AND whatsapp IS NOT NULL AND whatsapp <> '' AND product_count > 0
         ORDER BY total_reviews + product_count DESC, id LIMIT 1`,
      )
      .get() as ReturnType<typeof profileWithProducts>;
  } finally {
    db.close();
  }
}

function largestPlace(databasePath: string): { id: number; name: string; district: string; n: number } {
  const db = new Database(databasePath, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT c.id, c.name, b.district, count(*) AS n FROM businesses b JOIN categories c ON c.id = b.category_id
         WHERE b.is_active = 1 AND b.district IS NOT NULL GROUP BY c.id, c.name, b.district ORDER BY n DESC, c.id`,
      )
      .all() as { id: number; name: string; district: string; n: number }[];
    const place = rows.find((r) => isListedDistrict(r.district));
    if (!place) throw new Error('no category with businesses in a listed district');
    return place;
  } finally {
    db.close();
  }
}

/** The name of the first business the server lists for a category in this order, as the app asks (POST /api/businesses/search). */
async function firstListed(serverUrl: string, categoryId: number, sortBy: string): Promise<string> {
  const res = await fetch(`${serverUrl}/api/businesses/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ categoryId, sortBy, page: 1, limit: 50 }),
  });
  const answer = (await res.json()) as { businesses: { name: string }[] };
  const first = answer.businesses[0]?.name;
  if (first === undefined) throw new Error(`no business listed for category ${categoryId}`);
  return first;
}

export async function run(ctx: BenchContext): Promise<Result[]> {
  const server = await directoryServer(ctx);
  const business = profileWithProducts(server.databasePath);
  const place = largestPlace(server.databasePath);
  const category = largestCategory(server.databasePath);
  // the first order whose first card is not the page's: its list on screen is the sort applied
  const firstAsSent = await firstListed(server.url, category.id, 'relevance');
  let sorted: { sortBy: string; first: string } | undefined;
  for (const sortBy of CATEGORY_SORT_OPTIONS.filter((o) => o !== 'relevance')) {
    const first = await firstListed(server.url, category.id, sortBy);
    if (first !== firstAsSent) {
      sorted = { sortBy, first };
      break;
    }
  }
  if (!sorted) throw new Error(`every order of category ${category.id} lists "${firstAsSent}" first`);
  const cases: Case[] = [
    {
      key: 'profile',
      label: "a shared profile's first product tap to its details dialog",
      path: businessPath(business),
      tap: '#first-view button.product-card',
      opened: 'dialog[open]',
      what: `business ${business.id} (most reviews and products of ${server.businesses.toLocaleString('en-US')}, ${business.products} products)`,
    },
    {
      key: 'place',
      label: "a category's district page, first menu tap to the menu",
      path: `${categoryPath(place)}/${slugify(place.district)}`,
      tap: '#first-view button[aria-controls="mobile-menu"]',
      opened: '#mobile-menu',
      what: `${place.name} in ${place.district} (${place.n} businesses)`,
    },
    {
      key: 'category-sort',
      label: "a category's page, first sort to the sorted list",
      path: categoryPath(category),
      // the server's select, or the app's where it has taken the page over already (the code before)
      tap: '#first-view #category-sort, #root #category-sort',
      choose: sorted.sortBy,
      // the server's page for the sort, or the app's list where it runs
      opened: '.biz-card h3',
      openedText: sorted.first,
      what:
        `${category.name} (${category.n.toLocaleString('en-US')} businesses), sorted by ${sorted.sortBy}: the server's ` +
        `page for it (?sortBy=), until its first card is "${sorted.first}" (the page's was "${firstAsSent}")`,
    },
  ];
  const browser = await launchBrowser(ctx);
  const runs = ctx.quick ? 1 : 3;
  const results: Result[] = [];
  for (const c of cases) {
    const taps: Tap[] = [];
    for (let i = 0; i < runs; i++) {
      const tap = await firstTap(ctx, browser, server.url, c);
      taps.push(tap);
      ctx.log(
        `  ${c.key} ${i + 1}/${runs}: ${round(kB(tap.cdp), 1)} kB, ${round(tap.ms / 1000, 2)} s from the tap (idle after ${round(tap.idleMs / 1000, 1)} s)`,
      );
    }
    results.push(...rows(c, taps));
  }
  return results;
}

async function firstTap(ctx: BenchContext, browser: Browser, serverUrl: string, c: Case): Promise<Tap> {
  const proxy = await startCountingProxy(serverUrl);
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await throttle(cdp, BAD_LINK, CPU_SLOWDOWN);
    const counter = await countAllTargets(context, page, [
      [
        'Network.emulateNetworkConditions',
        {
          offline: false,
          latency: BAD_LINK.latency,
          downloadThroughput: BAD_LINK.downloadThroughput,
          uploadThroughput: BAD_LINK.uploadThroughput,
        },
      ],
    ]);
    // a string, not a function: tsx would add helpers to a function's source that the page lacks;
    // the marks in session storage, on the clock every document of the tab shares: a tap that
    // loads a page (a form the server answers) is measured until that page shows what it opened
    await page.addInitScript(`(() => {
      const KEY = ${JSON.stringify(MARKS_KEY)};
      const now = () => performance.timeOrigin + performance.now();
      const read = () => JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
      const mark = (name, at) => {
        const marks = read();
        if (marks[name] !== undefined) return;
        marks[name] = at;
        sessionStorage.setItem(KEY, JSON.stringify(marks));
      };
      const opened = ${JSON.stringify(c.opened)};
      const openedText = ${JSON.stringify(c.openedText ?? null)};
      window.addEventListener('click', (event) => {
        if (event.isTrusted) mark('tap', now());
      }, true);
      // a select's choice (the bench's selectOption sends no trusted click)
      window.addEventListener('change', () => mark('tap', now()), true);
      let present = false;
      const check = () => {
        if (present || read().tap === undefined) return;
        const element = document.querySelector(opened);
        if (!element || element.getBoundingClientRect().height === 0) return;
        if (openedText !== null && element.textContent.trim() !== openedText) return;
        present = true;
        requestAnimationFrame(() => mark('shown', now()));
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    })()`);

    const started = performance.now();
    await page.goto(`${proxy.url}${c.path}`, { waitUntil: 'commit', timeout: IDLE_CAP_MS });
    const idle = await waitForIdle(page, counter, proxy, started);

    const heldByLoader = (await page.evaluate('document.getElementById("first-view") !== null')) as boolean;
    const before = { requests: counter.requests().length, served: counter.served().length, tcp: proxy.down() };
    const tapped = performance.now();
    if (c.choose === undefined) await page.locator(c.tap).first().click({ timeout: 30_000 });
    else await page.locator(c.tap).first().selectOption(c.choose, { timeout: 30_000 });
    const marks = await marksShown(page, tapped);
    const requests = counter.requests().slice(before.requests);
    const tcp = proxy.down() - before.tcp;
    const pageAsked = [
      ...counter
        .served()
        .slice(before.served)
        .filter((r) => r.target === 'page'),
      ...requests.filter((r) => r.target === 'page'),
    ].map((r) => r.url);

    // what the tap goes on loading once the dialog is up (the rest of the app, images)
    const afterStart = performance.now();
    const rest = { requests: counter.requests().length, tcp: proxy.down() };
    await waitForIdle(page, counter, proxy, afterStart);
    const afterRequests = counter.requests().slice(rest.requests);
    return {
      ms: marks.shown - marks.tap,
      cdp: sum(requests),
      tcp,
      requests,
      pageAsked,
      after: {
        cdp: sum(afterRequests),
        tcp: proxy.down() - rest.tcp,
        requests: afterRequests,
        ms: Math.max(0, Math.max(counter.lastActivity(), proxy.lastActivity()) - afterStart),
      },
      idleMs: idle.ms,
      capped: idle.capped,
      heldByLoader,
    };
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** The tap's and the page's marks, once it showed what the tap opened: through a page load, which replaces the document. */
async function marksShown(
  page: { evaluate(script: string): Promise<unknown>; waitForTimeout(ms: number): Promise<void> },
  since: number,
): Promise<{ tap: number; shown: number }> {
  for (;;) {
    let marks: { tap?: number; shown?: number } = {};
    try {
      marks = JSON.parse(
        (await page.evaluate(`sessionStorage.getItem(${JSON.stringify(MARKS_KEY)}) ?? '{}'`)) as string,
      ) as typeof marks;
    } catch {
      // the document that was tapped is being replaced: asked again in the next one
    }
    if (marks.tap !== undefined && marks.shown !== undefined) return { tap: marks.tap, shown: marks.shown };
    if (performance.now() - since >= TAP_WAIT_MS) throw new Error('what the tap opens never showed');
    await page.waitForTimeout(50);
  }
}

type Activity = { inFlight(): number; lastActivity(): number };

/** No request in flight and no byte through for QUIET_MS, or the cap. */
async function waitForIdle(
  page: { waitForTimeout(ms: number): Promise<void> },
  counter: Activity,
  proxy: { lastActivity(): number },
  since: number,
): Promise<{ ms: number; capped: boolean }> {
  for (;;) {
    await page.waitForTimeout(250);
    const now = performance.now();
    const quietSince = Math.max(counter.lastActivity(), proxy.lastActivity());
    if (counter.inFlight() === 0 && now - quietSince >= QUIET_MS) return { ms: quietSince - since, capped: false };
    if (now - since >= IDLE_CAP_MS) return { ms: now - since, capped: true };
  }
}

const sum = (requests: TargetRequest[]) => requests.reduce((total, r) => total + r.bytes, 0);

/** `target path ×n kB`, largest first: what a tap loaded. */
function describe(requests: TargetRequest[]): string {
  const byFile = new Map<string, { n: number; bytes: number }>();
  for (const r of requests) {
    let path = r.url;
    try {
      path = new URL(r.url).pathname;
    } catch {
      // '(only its end reported)'
    }
    const key = `${r.target === 'page' ? '' : `${r.target.replace('_', ' ')}: `}${path}${r.failed ? ' (failed)' : ''}`;
    const entry = byFile.get(key) ?? { n: 0, bytes: 0 };
    entry.n++;
    entry.bytes += r.bytes;
    byFile.set(key, entry);
  }
  return (
    [...byFile]
      .sort((a, b) => b[1].bytes - a[1].bytes)
      .map(([key, e]) => `${key}${e.n > 1 ? ` ×${e.n}` : ''} ${round(kB(e.bytes), 1)}`)
      .join(', ') || 'nothing'
  );
}

/**
 * The page's own needs within what was loaded: the files it asked for (each counted once, at
 * the bytes its fetch cost), and the rest, fetched by the service worker on its own account
 * (the app's other screens it keeps) or more than once.
 */
function needs(tap: Tap): string {
  const asked = new Set(tap.pageAsked);
  let needed = 0;
  let files = 0;
  const counted = new Set<string>();
  for (const r of tap.requests) {
    if (!asked.has(r.url) || counted.has(r.url)) continue;
    counted.add(r.url);
    needed += r.bytes;
    files++;
  }
  const twice = tap.requests.filter((r, i) => tap.requests.findIndex((o) => o.url === r.url) !== i);
  return (
    `the page asked for ${tap.pageAsked.length} files and calls, of which ${files} came from the network ` +
    `(${round(kB(needed), 1)} kB, each once); the rest, ${round(kB(tap.cdp - needed), 1)} kB, the service worker fetched ` +
    `on its own account (${twice.length} files asked for twice, the second time ${round(kB(sum(twice)), 1)} kB)`
  );
}

function rows(c: Case, taps: Tap[]): Result[] {
  // the larger count: a navigation the service worker fetches (a form the server answers) is
  // reported to CDP only at its end, while the connections carried all of it
  const bytes = median(taps.map((t) => Math.max(t.cdp, t.tcp)));
  const ms = median(taps.map((t) => t.ms));
  const last = taps.at(-1)!;
  const context =
    `${c.what}; median of ${taps.length} fresh profiles; idle before the tap after ` +
    `${taps.map((t) => `${round(t.idleMs / 1000, 1)}${t.capped ? ' (cap)' : ''}`).join(', ')} s; ` +
    `the app ${taps.every((t) => t.heldByLoader) ? "not yet in the page at the tap (the loader answered it: the page's copy, the server's page for a form, or the app once started)" : `in the page at ${taps.filter((t) => !t.heldByLoader).length} tap(s)`}`;
  return [
    row({
      name: `17 first tap bytes, ${c.label} (400 kbps, 400 ms RTT, 4× CPU)`,
      value: round(kB(bytes), 1),
      unit: 'kB',
      baseline: null,
      target: `≤ ${TARGET_BYTES / 1000} kB`,
      pass: bytes <= TARGET_BYTES,
      detail:
        `${context}; the larger of CDP encodedDataLength ${taps.map((t) => round(kB(t.cdp), 1)).join(', ')} kB ` +
        `and what the server sent on the connections, ${taps.map((t) => round(kB(t.tcp), 1)).join(', ')} kB\n` +
        `  last run: ${needs(last)}\n` +
        `  loaded from the tap until it showed (kB, last run, ${last.requests.length} requests): ${describe(last.requests)}\n` +
        `  then, until idle (${round(last.after.ms / 1000, 1)} s later): ${round(kB(last.after.cdp), 1)} kB in ${last.after.requests.length} requests (server ${round(kB(last.after.tcp), 1)} kB): ${describe(last.after.requests)}`,
    }),
    row({
      name: `17 first tap time, ${c.label} (400 kbps, 400 ms RTT, 4× CPU)`,
      value: round(ms / 1000, 2),
      unit: 's',
      baseline: null,
      target: `≤ ${TARGET_MS / 1000} s`,
      pass: ms <= TARGET_MS,
      detail: `${context}; from the tap (its click in the page) to the next frame after it was on screen: ${taps.map((t) => round(t.ms / 1000, 2)).join(', ')} s`,
    }),
  ];
}
