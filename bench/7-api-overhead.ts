/**
 * 7. API overhead: requests per second of POST /api/businesses/search and GET
 * /api/businesses/details/{id} on the real server (Hono and all its middleware) over loopback,
 * with autocannon (50 connections), against the bare node:http server of support/bare-server.ts
 * answering the same requests with the same functions from the same database file. The two
 * alternate (bare, real, real, bare), half the time each turn, so a change in the machine's load
 * falls on both, after a second of warm-up each. Each request varies: search words of the seed,
 * or business ids.
 */
import { spawn } from 'node:child_process';
import { directoryServer } from './support/directory-server';
import { activeIds, load, type Load } from './support/http-load';
import { PHRASES, queryWords } from './support/query-words';
import { row, type BenchContext, type Result } from './support/result';
import { stopChild } from './support/server';

const CONNECTIONS = 50;
const RATIO_TARGET = 0.6;
const P99_TARGET_MS = 20;

export async function run(ctx: BenchContext): Promise<Result[]> {
  const server = await directoryServer(ctx);
  const bare = await startBare(ctx, server.databasePath);
  const seconds = ctx.quick ? 3 : 10;
  const words = [...queryWords(), ...PHRASES];
  const ids = activeIds(server.databasePath);
  const routes = [
    {
      label: 'search',
      request: (i: number) => ({
        method: 'POST' as const,
        path: '/api/businesses/search',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: words[i % words.length], page: 1, limit: 20 }),
      }),
    },
    {
      label: 'details',
      request: (i: number) => ({
        method: 'GET' as const,
        path: `/api/businesses/details/${ids[(i * 7919) % ids.length]}`,
      }),
    },
  ];

  const results: Result[] = [];
  try {
    for (const route of routes) {
      const half = seconds / 2;
      // warm-up, not counted: JIT, statement caches, page cache
      for (const target of [bare.url, server.url]) await load(target, route.request, 1, CONNECTIONS);
      const real: Load[] = [];
      const baseline: Load[] = [];
      for (const [target, into] of [
        [bare.url, baseline],
        [server.url, real],
        [server.url, real],
        [bare.url, baseline],
      ] as const) {
        into.push(await load(target, route.request, half, CONNECTIONS));
      }
      const rps = (loads: Load[]) => loads.reduce((s, l) => s + l.rps, 0) / loads.length;
      const p99 = Math.max(...real.map((l) => l.p99));
      const failures = [...real, ...baseline].reduce((s, l) => s + l.non2xx + l.errors, 0);
      ctx.log(
        `  ${route.label}: real ${Math.round(rps(real))} req/s, bare ${Math.round(rps(baseline))} req/s, p99 ${p99} ms`,
      );
      const note = `${CONNECTIONS} connections, ${seconds} s per server in two turns; ${failures} non-2xx or errors`;
      results.push(
        row({
          name: `7 ${route.label} req/s, real server vs bare node:http`,
          value: Math.round(rps(real)),
          unit: 'req/s',
          baseline: Math.round(rps(baseline)),
          target: `≥ ${RATIO_TARGET} of bare`,
          pass: failures === 0 && rps(real) >= RATIO_TARGET * rps(baseline),
          detail: note,
        }),
        row({
          name: `7 ${route.label} p99 latency, real server`,
          value: p99,
          unit: 'ms',
          baseline: Math.max(...baseline.map((l) => l.p99)),
          target: `≤ ${P99_TARGET_MS} ms`,
          pass: p99 <= P99_TARGET_MS,
          detail: `worse turn of two, under ${CONNECTIONS} concurrent connections; baseline: the bare server's p99`,
        }),
      );
    }
  } finally {
    await bare.stop();
  }
  return results;
}

async function startBare(ctx: BenchContext, databasePath: string) {
  const child = spawn(
    process.execPath,
    ['--import', './scripts/ts.mjs', 'bench/support/bare-server.ts', databasePath],
    {
      cwd: ctx.root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = () => stopChild(child);
  ctx.onCleanup(stop);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`bare server exited with code ${code}: ${output}`)));
  });
  return { url, stop };
}
