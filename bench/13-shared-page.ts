/**
 * 13. Shared links and the public pages as the server answers them (docs/product.md "Shared links",
 * docs/decisions/010-a-shared-link-is-a-page-first.md):
 *  - a profile's HTML as sent (brotli, as Chromium asks for it);
 *  - cold load on a bad link (400 kbps, 400 ms round trips, 4× CPU, fresh profile, 360 px) of a
 *    shared profile, home, a category's page and the directory: from navigation start until the
 *    page's content is in the page and painted (the later of its presence in the DOM and the
 *    first contentful paint): the profile's name and WhatsApp button, home's top categories and
 *    top rated vendors, the category's title and first business, the directory's results and
 *    first business;
 *  - Lighthouse 12's mobile run, performance and SEO, on home, the category's page, the directory
 *    and the profile: the median of 3 runs each (skipped in --quick: a run takes about a minute
 *    here). Home starts the app at once behind the page; the profile and the lists start it as a
 *    shared profile does, so on this fresh profile (no Wi-Fi reported) only a tap would
 *    (decision 010, "the lists start as a profile does").
 * The business is the active one with the most approved reviews and products in the directory
 * data set (the largest profile HTML a link is likely to carry); the category the one with the
 * most active businesses.
 */
import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { businessPath, categoryPath } from '../sync/public-pages';
import { lighthouseInstalled, runLighthouse } from './support/lighthouse';
import {
  BAD_LINK,
  CPU_SLOWDOWN,
  freshContext,
  launchBrowser,
  markWhenPresent,
  throttle,
  waitForMark,
} from './support/browser';
import { largestCategory } from './support/datasets';
import { directoryServer } from './support/directory-server';
import { notMeasured, row, type BenchContext, type Result } from './support/result';
import { kB, median, round } from './support/stats';

const TARGET_MS = 2_000;
const TARGET_HTML_BYTES = 20_000;
const LIGHTHOUSE_PERFORMANCE = 95;
const LIGHTHOUSE_SEO = 100;
const PROFILE_READY = ['.profile-head h1', '.profile-head a.btn-whatsapp'];
/** HOME_READY of 2-cold-load.ts. */
const HOME_READY = ['#top-categories', '#top-rated'];
const CATEGORY_READY = ['main h1', '.biz-card'];
const DIRECTORY_READY = ['#results-title', '.biz-card'];

type Business = { id: number; name: string; district: string | null; city: string | null };

function largestProfile(databasePath: string): Business {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT id, name, district, city FROM businesses
         WHERE is_active = 1 AND whatsapp IS NOT NULL AND whatsapp <> ''
         ORDER BY total_reviews + product_count DESC, id LIMIT 1`,
      )
      .get() as Business;
  } finally {
    db.close();
  }
}

/** The bytes of a GET's body as sent (not decoded), with the Accept-Encoding Chromium sends. */
function bodyAsSent(url: string): Promise<{ bytes: number; encoding: string; status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          status: res.statusCode ?? 0,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function run(ctx: BenchContext): Promise<Result[]> {
  const server = await directoryServer(ctx);
  const business = largestProfile(server.databasePath);
  const url = `${server.url}${businessPath(business)}`;
  const results: Result[] = [];

  const html = await bodyAsSent(url);
  results.push(
    row({
      name: "13 a profile's HTML as sent",
      value: round(kB(html.bytes), 1),
      unit: 'kB',
      baseline: null,
      target: `≤ ${TARGET_HTML_BYTES / 1000} kB`,
      pass: html.status === 200 && html.bytes <= TARGET_HTML_BYTES,
      detail: `business ${business.id} (most reviews and products of ${server.businesses.toLocaleString('en-US')}), HTTP ${html.status}, ${html.encoding}; head, first view and the app's data included`,
    }),
  );

  const category = largestCategory(server.databasePath);
  const pages = [
    {
      key: 'profile',
      name: '13 cold load of a shared profile to its name and WhatsApp button',
      url,
      ready: PROFILE_READY,
    },
    {
      key: 'home',
      name: '13 cold load of home to its top categories and vendors',
      url: `${server.url}/`,
      ready: HOME_READY,
    },
    {
      key: 'category',
      name: "13 cold load of a category's page to its title and first business",
      url: `${server.url}${categoryPath(category)}`,
      ready: CATEGORY_READY,
    },
    {
      key: 'directory',
      name: '13 cold load of the directory to its results and first business',
      url: `${server.url}/businesses-directory`,
      ready: DIRECTORY_READY,
    },
  ];
  const browser = await launchBrowser(ctx);
  const runs = ctx.quick ? 1 : 3;
  for (const shown of pages) {
    const loads: { ms: number; present: number; fcp: number | null }[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await freshContext(browser);
      const page = await context.newPage();
      await throttle(await context.newCDPSession(page), BAD_LINK, CPU_SLOWDOWN);
      await markWhenPresent(page, shown.key, shown.ready);
      await page.goto(shown.url, { waitUntil: 'commit', timeout: 60_000 });
      const present = await waitForMark(page, shown.key, 60_000);
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
        timeout: 60_000,
      });
      const fcp = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      );
      const ms = Math.max(present, fcp ?? present);
      loads.push({ ms, present, fcp });
      ctx.log(`  ${shown.key} cold load ${i + 1}/${runs}: ${Math.round(ms)} ms`);
      await context.close();
    }
    const ms = median(loads.map((l) => l.ms));
    const what =
      shown.key === 'profile'
        ? `business ${business.id}; `
        : shown.key === 'category'
          ? `${category.name} (${category.n.toLocaleString('en-US')} businesses); `
          : '';
    results.push(
      row({
        name: `${shown.name} (400 kbps, 400 ms RTT, 4× CPU)`,
        value: round(ms / 1000, 2),
        unit: 's',
        baseline: null,
        target: `≤ ${TARGET_MS / 1000} s`,
        pass: ms <= TARGET_MS,
        detail:
          `${what}median of ${runs} fresh profiles (${loads.map((l) => round(l.ms / 1000, 2)).join(', ')} s); in the DOM at ` +
          `${loads.map((l) => round(l.present / 1000, 2)).join(', ')} s, first contentful paint ` +
          `${loads.map((l) => (l.fcp === null ? '?' : round(l.fcp / 1000, 2))).join(', ')} s`,
      }),
    );
  }

  for (const label of ['home', 'category', 'directory', 'profile'] as const) {
    const pageUrl = pages.find((p) => p.key === label)!.url;
    results.push(...(await lighthouse(ctx, label === 'category' ? "a category's page" : label, pageUrl, runs)));
  }
  return results;
}

type Report = {
  categories: { performance: { score: number | null }; seo: { score: number | null } };
  audits: Record<string, { score: number | null; displayValue?: string }>;
  runtimeError?: { message: string };
};

async function lighthouse(ctx: BenchContext, label: string, url: string, runs: number): Promise<Result[]> {
  const names = [`13 Lighthouse mobile performance, ${label}`, `13 Lighthouse SEO, ${label}`];
  const targets = [`≥ ${LIGHTHOUSE_PERFORMANCE}`, `${LIGHTHOUSE_SEO}`];
  const skip = (reason: string) => names.map((name, i) => notMeasured(name, 'of 100', targets[i]!, reason));
  if (!lighthouseInstalled(ctx)) return skip('lighthouse is not installed');
  if (ctx.quick) return skip('skipped in --quick (one Lighthouse run takes about a minute here)');
  const dir = join(ctx.dataDir, 'lighthouse-13');
  mkdirSync(dir, { recursive: true });
  const reports: Report[] = [];
  for (let i = 0; i < runs; i++) {
    const output = join(dir, `${label.replace(/\W+/g, '-')}-${i}.json`);
    rmSync(output, { force: true });
    ctx.log(`  Lighthouse ${label} ${i + 1}/${runs}…`);
    const ran = await runLighthouse(ctx, url, ['performance', 'seo'], output);
    if (!ran.ok) return skip(ran.reason);
    reports.push(JSON.parse(readFileSync(output, 'utf8')) as Report);
  }
  const scores = (key: 'performance' | 'seo') =>
    reports
      .map((r) => r.categories[key].score)
      .filter((s): s is number => s !== null)
      .map((s) => Math.round(s * 100));
  const performance = scores('performance');
  const seo = scores('seo');
  if (performance.length === 0 || seo.length === 0)
    return skip(`lighthouse gave no score: ${reports[0]?.runtimeError?.message ?? 'unknown'}`);
  const last = reports.at(-1)!;
  const metric = (id: string) => `${id} ${last.audits[id]?.displayValue ?? '?'}`;
  const failedSeo = Object.entries(last.audits)
    .filter(
      ([id, a]) =>
        a.score === 0 &&
        [
          'document-title',
          'meta-description',
          'http-status-code',
          'link-text',
          'crawlable-anchors',
          'is-crawlable',
          'robots-txt',
          'image-alt',
          'hreflang',
          'canonical',
        ].includes(id),
    )
    .map(([id]) => id);
  return [
    row({
      name: names[0]!,
      value: median(performance),
      unit: 'of 100',
      baseline: null,
      target: targets[0]!,
      pass: median(performance) >= LIGHTHOUSE_PERFORMANCE,
      detail:
        `median of ${performance.join(', ')}; last run: ` +
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ]
          .map(metric)
          .join(', '),
    }),
    row({
      name: names[1]!,
      value: median(seo),
      unit: 'of 100',
      baseline: null,
      target: targets[1]!,
      pass: median(seo) >= LIGHTHOUSE_SEO,
      detail: `median of ${seo.join(', ')}${failedSeo.length ? `; failed in the last run: ${failedSeo.join(', ')}` : ''}`,
    }),
  ];
}
