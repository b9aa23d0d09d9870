/**
 * 15. Every core: requests per second of GET /api/businesses/details/{id} on the real server
 * with WEB_CONCURRENCY=2 against the same server with one process (server/ops/workers.ts), each
 * over its own working copy of the directory data set, autocannon with 50 connections. The two
 * alternate (one, two, two, one), half the time each turn, so a change in the machine's load falls
 * on both (support/alternate-load.ts). Each is warmed first for as long as a turn: every process
 * keeps its own caches (the details cache, SQLite's page cache, V8's compiled code), and with two
 * processes each sees half the requests, so a second of warm-up measured two half-cold processes
 * against one warm one (turns rose from 829 to 1,254 req/s within one run). A server in
 * production runs warm; the row measures that. The load generator runs
 * on the same 2 cores: the detail says how many cores the servers, autocannon and the machine's
 * other programs took during the turns.
 */
import { alternateLoad, coresText, failuresOf, meanRps } from './support/alternate-load';
import { directorySize, workingCopy } from './support/datasets';
import { activeIds } from './support/http-load';
import { row, type BenchContext, type Result } from './support/result';
import { startServer } from './support/server';

const CONNECTIONS = 50;
export const WORKERS_RATIO_TARGET = 1.6;

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
    const turns = await alternateLoad({
      a: one,
      b: two,
      request: (i) => ({ method: 'GET', path: `/api/businesses/details/${ids[(i * 7919) % ids.length]}` }),
      seconds: seconds / 2,
      connections: CONNECTIONS,
      pairs: 2,
      warmupSeconds: seconds / 2,
    });
    const [single, double] = [meanRps(turns.a), meanRps(turns.b)];
    const failures = failuresOf([...turns.a, ...turns.b]);
    ctx.log(`  details: 2 processes ${Math.round(double)} req/s, 1 process ${Math.round(single)} req/s`);
    return [
      row({
        name: '15 details req/s, WEB_CONCURRENCY=2 vs 1',
        value: Math.round(double),
        unit: 'req/s',
        baseline: Math.round(single),
        target: `≥ ${WORKERS_RATIO_TARGET}× one process`,
        pass: failures === 0 && double >= WORKERS_RATIO_TARGET * single,
        detail:
          `${CONNECTIONS} connections, ${seconds / 2} s warm-up then ${seconds} s per server in two turns, ${businesses.toLocaleString('en-US')} ` +
          `businesses; ${failures} non-2xx or errors; turns ${turns.b.map((t) => Math.round(t.rps)).join(', ')} ` +
          `and ${turns.a.map((t) => Math.round(t.rps)).join(', ')} req/s; cores busy, 2 processes: ` +
          `${coresText(turns.b, false)}; 1 process: ${coresText(turns.a, false)}`,
      }),
    ];
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
}
