/**
 * 15. Every core: requests per second of GET /api/businesses/details/{id} on the real server
 * with WEB_CONCURRENCY=2 against the same server with one process (server/ops/workers.ts), each
 * over its own working copy of the directory data set, autocannon with 50 connections. The two
 * alternate (one, two, two, one), half the time each turn, after a second of warm-up each, so a
 * change in the machine's load falls on both. The load generator runs on the same 2 cores.
 */
import { directorySize, workingCopy } from './support/datasets';
import { activeIds, load, type Load } from './support/http-load';
import { row, type BenchContext, type Result } from './support/result';
import { startServer } from './support/server';

const CONNECTIONS = 50;
const RATIO_TARGET = 1.6;

export async function run(ctx: BenchContext): Promise<Result[]> {
  const businesses = directorySize(ctx);
  const seconds = ctx.quick ? 4 : 10;
  const [onePath, twoPath] = await Promise.all([
    workingCopy(ctx, businesses, 'workers-1'),
    workingCopy(ctx, businesses, 'workers-2'),
  ]);
  const ids = activeIds(onePath);
  const one = await startServer(ctx, { databasePath: onePath, label: 'workers-1', env: { WEB_CONCURRENCY: '1' } });
  const two = await startServer(ctx, { databasePath: twoPath, label: 'workers-2', env: { WEB_CONCURRENCY: '2' } });
  try {
    const details = (i: number) => ({
      method: 'GET' as const,
      path: `/api/businesses/details/${ids[(i * 7919) % ids.length]}`,
    });
    for (const url of [one.url, two.url]) await load(url, details, 1, CONNECTIONS);
    const single: Load[] = [];
    const double: Load[] = [];
    for (const [url, into] of [
      [one.url, single],
      [two.url, double],
      [two.url, double],
      [one.url, single],
    ] as const) {
      into.push(await load(url, details, seconds / 2, CONNECTIONS));
    }
    const rps = (loads: Load[]) => loads.reduce((s, l) => s + l.rps, 0) / loads.length;
    const failures = [...single, ...double].reduce((s, l) => s + l.non2xx + l.errors, 0);
    ctx.log(`  details: 2 processes ${Math.round(rps(double))} req/s, 1 process ${Math.round(rps(single))} req/s`);
    return [
      row({
        name: '15 details req/s, WEB_CONCURRENCY=2 vs 1',
        value: Math.round(rps(double)),
        unit: 'req/s',
        baseline: Math.round(rps(single)),
        target: `≥ ${RATIO_TARGET}× one process`,
        pass: failures === 0 && rps(double) >= RATIO_TARGET * rps(single),
        detail:
          `${CONNECTIONS} connections, ${seconds} s per server in two turns, ${businesses.toLocaleString('en-US')} ` +
          `businesses; ${failures} non-2xx or errors; autocannon shares the machine's cores`,
      }),
    ];
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
}
