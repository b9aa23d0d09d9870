/**
 * 3. Offline repeat load: after one visit (service worker installed, the directory synced into
 * the store), the browser goes offline (context.setOffline) and the directory is opened again;
 * timed from navigation start until the first business names show, with the same 4× slower CPU
 * as the cold load, and compared with the cold load of benchmark 2. Bytes from the network are
 * counted over CDP (requests not answered by the service worker or a cache): the target is 0.
 */
import {
  CPU_SLOWDOWN,
  countBytes,
  freshContext,
  launchBrowser,
  markWhenPresent,
  throttle,
  waitForMark,
  waitUntilInstalledAndSynced,
} from './support/browser';
import { directoryServer } from './support/directory-server';
import { row, type BenchContext, type Result } from './support/result';
import { median, round } from './support/stats';

export const DIRECTORY_READY = ['.biz-card h3'];
const TARGET_MS = 1_000;

export async function run(ctx: BenchContext): Promise<Result[]> {
  const server = await directoryServer(ctx);
  const browser = await launchBrowser(ctx);
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto(server.url, { waitUntil: 'load', timeout: 120_000 });
  const { businesses } = await waitUntilInstalledAndSynced(page, 300_000);
  ctx.log(`  first visit done: service worker active, ${businesses} businesses in the store`);

  const cdp = await context.newCDPSession(page);
  await throttle(cdp, null, CPU_SLOWDOWN);
  const bytes = await countBytes(cdp);
  await context.setOffline(true);
  await markWhenPresent(page, 'directory', DIRECTORY_READY);
  const times: number[] = [];
  const paints: number[] = [];
  for (let i = 0; i < (ctx.quick ? 3 : 5); i++) {
    await page.goto(`${server.url}/businesses-directory`, { waitUntil: 'commit', timeout: 60_000 });
    times.push(await waitForMark(page, 'directory', 60_000));
    paints.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN));
  }
  await context.close();

  const ms = median(times);
  const cold = ctx.shared.get('coldLoadMs') as number | undefined;
  const network = bytes.total();
  return [
    row({
      name: '3 offline repeat load to directory names',
      value: round(ms / 1000, 2),
      unit: 's',
      baseline: cold === undefined ? null : round(cold / 1000, 2),
      target: `≤ ${TARGET_MS / 1000} s`,
      pass: ms <= TARGET_MS,
      detail:
        `median of ${times.length} offline loads (${times.map((t) => round(t / 1000, 2)).join(', ')} s), ` +
        `first contentful paint ${round(median(paints) / 1000, 2)} s; ` +
        `${businesses} businesses in the store, 4× CPU; baseline: the cold load of benchmark 2` +
        (cold === undefined ? ' (not run)' : ''),
    }),
    row({
      name: '3 offline repeat load network bytes',
      value: network,
      unit: 'B',
      baseline: null,
      target: '0 B',
      pass: network === 0,
      detail: network
        ? `from the network: ${bytes
            .requests()
            .map((r) => `${r.url} ${r.bytes} B`)
            .join(', ')}`
        : undefined,
    }),
  ];
}
