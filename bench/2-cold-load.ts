/**
 * 2. Cold load on a bad link: a fresh profile in headless Chromium, 400 kbps / 400 ms round
 * trips and a 4× slower CPU (CDP), timed from navigation start until the home page shows its
 * top categories and top-rated vendors. The floor measured on the same link is a 1 kB file
 * (the web manifest) fetched as a page: nothing can arrive sooner. Then Lighthouse's mobile
 * performance score, when Lighthouse runs here.
 */
import { brotli11 } from './1-critical-path';
import { buildClient } from './support/build';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { lighthouseInstalled, runLighthouse } from './support/lighthouse';
import {
  BAD_LINK,
  CPU_SLOWDOWN,
  countBytes,
  freshContext,
  launchBrowser,
  markWhenPresent,
  throttle,
  waitForMark,
} from './support/browser';
import { directoryServer } from './support/directory-server';
import { notMeasured, row, type BenchContext, type Result } from './support/result';
import { kB, median, round } from './support/stats';

export const HOME_READY = ['#top-categories', '#top-rated'];
const TARGET_MS = 5_000;
const LIGHTHOUSE_TARGET = 95;

export async function run(ctx: BenchContext): Promise<Result[]> {
  const server = await directoryServer(ctx);
  const browser = await launchBrowser(ctx);
  const runs = ctx.quick ? 1 : 3;

  // the floor: one small file over the same link, in its own fresh profile
  const floors: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), BAD_LINK, CPU_SLOWDOWN);
    await page.goto(`${server.url}/manifest.webmanifest`, { waitUntil: 'load', timeout: 60_000 });
    floors.push(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      ),
    );
    await context.close();
  }

  const build = await buildClient(ctx);
  const loads: {
    ms: number;
    bytes: number;
    requests: number;
    fcp: number | null;
    list: string;
    asSent: number;
    asBrotli: number;
  }[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await freshContext(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, BAD_LINK, CPU_SLOWDOWN);
    const bytes = await countBytes(cdp);
    await markWhenPresent(page, 'home', HOME_READY);
    await page.goto(server.url, { waitUntil: 'commit', timeout: 60_000 });
    const ms = await waitForMark(page, 'home', 60_000);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    const list = bytes
      .requests()
      .map((r) => `${new URL(r.url).pathname.replace(/^\/assets\//, '')} ${round(kB(r.bytes), 1)}`)
      .join(', ');
    // the same static files as brotli 11 (the server sends gzip unless a .br file sits beside them)
    const assets = bytes.requests().filter((r) => new URL(r.url).pathname.startsWith('/assets/'));
    const asSent = assets.reduce((sum, r) => sum + r.bytes, 0);
    const asBrotli = assets.reduce(
      (sum, r) => sum + brotli11(readFileSync(join(build.distDir, new URL(r.url).pathname))),
      0,
    );
    loads.push({ ms, bytes: bytes.total(), requests: bytes.requests().length, fcp, list, asSent, asBrotli });
    ctx.log(
      `  cold load ${i + 1}/${runs}: ${Math.round(ms)} ms, ${bytes.total()} B in ${bytes.requests().length} requests`,
    );
    await context.close();
  }
  const ms = median(loads.map((l) => l.ms));
  const floor = median(floors);
  ctx.shared.set('coldLoadMs', ms);

  const results: Result[] = [
    row({
      name: '2 cold load to home content (400 kbps, 400 ms RTT, 4× CPU)',
      value: round(ms / 1000, 2),
      unit: 's',
      baseline: round(floor / 1000, 2),
      target: `≤ ${TARGET_MS / 1000} s`,
      pass: ms <= TARGET_MS,
      detail:
        `median of ${runs} fresh profiles (${loads.map((l) => round(l.ms / 1000, 2)).join(', ')} s); ` +
        `first contentful paint ${loads.map((l) => (l.fcp === null ? '?' : round(l.fcp / 1000, 2))).join(', ')} s; ` +
        `${round(kB(median(loads.map((l) => l.bytes))), 1)} kB in ${median(loads.map((l) => l.requests))} requests by then; ` +
        `baseline: a 1 kB file on the same link (${floors.map((f) => round(f / 1000, 2)).join(', ')} s)\n` +
        `  loaded before home content showed (kB as sent, last run): ${loads.at(-1)!.list}\n` +
        `  of which /assets/ ${round(kB(loads.at(-1)!.asSent), 1)} kB as sent, ${round(kB(loads.at(-1)!.asBrotli), 1)} kB as brotli 11 files`,
    }),
  ];
  results.push(await lighthouse(ctx, server.url));
  return results;
}

async function lighthouse(ctx: BenchContext, url: string): Promise<Result> {
  const name = '2 Lighthouse mobile performance score';
  const target = `≥ ${LIGHTHOUSE_TARGET}`;
  if (!lighthouseInstalled(ctx))
    return notMeasured(name, 'of 100', target, 'lighthouse is not installed (npm install -D lighthouse@^12)');
  if (ctx.quick)
    return notMeasured(name, 'of 100', target, 'skipped in --quick (one Lighthouse run takes about a minute here)');
  const dir = join(ctx.dataDir, 'lighthouse');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const output = join(dir, 'home.json');
  ctx.log('  running Lighthouse (mobile, performance)…');
  const ran = await runLighthouse(ctx, `${url}/`, ['performance'], output);
  if (!ran.ok) return notMeasured(name, 'of 100', target, ran.reason);
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: { performance: { score: number | null } };
    audits: Record<string, { displayValue?: string; details?: { items?: Record<string, unknown>[] } }>;
    runtimeError?: { message: string };
  };
  const score = report.categories.performance.score;
  if (score === null)
    return notMeasured(
      name,
      'of 100',
      target,
      `lighthouse gave no score: ${report.runtimeError?.message ?? 'unknown'}`,
    );
  const metric = (id: string) => `${id} ${report.audits[id]?.displayValue ?? '?'}`;
  // where the main thread went (Lighthouse's bootup-time: script evaluation per file)
  const bootup = (report.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${round(Number(item.scripting) / 1000, 1)} s`)
    .join(', ');
  return row({
    name,
    value: Math.round(score * 100),
    unit: 'of 100',
    baseline: null,
    target,
    pass: score * 100 >= LIGHTHOUSE_TARGET,
    detail:
      `Lighthouse 12 default mobile run (simulated 150 ms RTT, 1.6 Mbps, 4× CPU): ` +
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]
        .map(metric)
        .join(', ') +
      `\n  scripting by file: ${bootup}; ${report.audits['long-tasks']?.displayValue ?? ''}; total ${report.audits['total-byte-weight']?.displayValue ?? '?'}`,
  });
}
