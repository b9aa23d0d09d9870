/**
 * 16. PostgreSQL beside SQLite (decision 013): the same work on both engines in the same run, over
 * the same rows (the PostgreSQL databases are db/copy.ts copies of the cached SQLite files,
 * support/postgres.ts), the two measured in alternation so a change in the machine's load falls on
 * both. Each ratio is PostgreSQL ÷ SQLite.
 * - Search: searchBusinesses over 100,000 businesses (2,000 in --quick), the queries of benchmark 8,
 *   each engine in a process of its own (support/search-child.ts), rounds alternating.
 * - First sync: every pull page a new device fetches over the directory data set, from the real
 *   server on each engine over loopback without added delay: the time, and the bytes as sent.
 * - Push replay: 100 `review.create` writes pushed as the outbox pushes them (benchmark 6), by a
 *   different customer each time, straight to the server: the server's time, without the link's.
 * - Two server processes (WEB_CONCURRENCY=2) against one on the same PostgreSQL cluster, as
 *   benchmark 15 measures them on SQLite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { PUSH_BATCH_MAX, type PushMutation, type PushResponse } from '../sync/protocol';
import { WORKERS_RATIO_TARGET } from './15-workers';
import { alternateLoad, coresText, failuresOf, meanRps, type Turn } from './support/alternate-load';
import { treeCpu } from './support/cpu';
import { directorySize, ensureSeeded, workingCopy } from './support/datasets';
import { activeIds, load, type LoadRequest } from './support/http-load';
import { seededPostgresUrl, statementsSent, workingCopyPostgres } from './support/postgres';
import { decodePages, pullAll, type PullRun } from './support/pull';
import { PHRASES, queryWords } from './support/query-words';
import { row, type BenchContext, type Result } from './support/result';
import { startServer, stopChild, type BenchServer } from './support/server';
import { kB, median, percentile, round } from './support/stats';

const SEARCH_TARGET = 2;
const SYNC_TARGET = 1.5;
const REPLAY_TARGET = 1.5;
const WRITES = 100;
const CONNECTIONS = 50;

/**
 * The parts to run: all, or those named in BENCH_16_PARTS (`search`, `replay` for the first sync
 * and the push replay, `workers`, comma-separated), to measure one part again without the others.
 */
function partsWanted(): Set<string> {
  const named = process.env.BENCH_16_PARTS?.split(',').map((p) => p.trim());
  return new Set(named?.length ? named : ['search', 'replay', 'workers']);
}

export async function run(ctx: BenchContext): Promise<Result[]> {
  const wanted = partsWanted();
  const results: Result[] = [];
  if (wanted.has('search'))
    results.push(...(await part(ctx, '16 search p95, PostgreSQL vs SQLite', () => search(ctx))));
  if (wanted.has('replay'))
    results.push(...(await part(ctx, '16 first sync and push replay, PostgreSQL vs SQLite', () => syncAndReplay(ctx))));
  if (wanted.has('workers'))
    results.push(...(await part(ctx, '16 details req/s on PostgreSQL, 2 processes vs 1', () => workers(ctx))));
  return results;
}

/** One part's rows, or its error in a row of its own so the other parts still run. */
async function part(ctx: BenchContext, name: string, measure: () => Promise<Result[]>): Promise<Result[]> {
  try {
    return await measure();
  } catch (error) {
    ctx.log(`  ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    const message = error instanceof Error ? error.message : String(error);
    return [{ name, value: 'error', unit: '', baseline: null, ratio: null, target: '', pass: false, detail: message }];
  }
}

const count = (n: number) => n.toLocaleString('en-US');

// --- Search --------------------------------------------------------------------------------------

type SearchChild = { ask(queries: string[]): Promise<number[]>; stop(): Promise<void> };

function searchChild(ctx: BenchContext, target: { path: string } | { url: string }): SearchChild {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if ('url' in target) env.DATABASE_URL = target.url;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', './scripts/ts.mjs', 'bench/support/search-child.ts', ...('path' in target ? [target.path] : [])],
    { cwd: ctx.root, env, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return {
    async ask(queries) {
      child.stdin!.write(`${JSON.stringify(queries)}\n`);
      const next = await lines.next();
      if (next.done) throw new Error(`the search process ended: ${errors.slice(0, 500)}`);
      return JSON.parse(next.value) as number[];
    },
    stop: async () => {
      child.stdin!.end();
      await stopChild(child);
    },
  };
}

async function search(ctx: BenchContext): Promise<Result[]> {
  const size = ctx.quick ? directorySize(ctx) : 100_000;
  const [path, url] = await Promise.all([ensureSeeded(ctx, size), seededPostgresUrl(ctx, size)]);
  const queries = [...queryWords(), ...PHRASES];
  const rounds = ctx.quick ? 2 : 6;
  ctx.log(`  searching ${count(size)} businesses on both engines, ${rounds} rounds…`);
  const sqlite = searchChild(ctx, { path });
  const postgres = searchChild(ctx, { url });
  try {
    // every query once on each, to warm caches and plans, not counted
    await sqlite.ask(queries);
    await postgres.ask(queries);
    const times = { sqlite: [] as number[], postgres: [] as number[] };
    const server = { calls: 0, ms: 0 };
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? (['sqlite', 'postgres'] as const) : (['postgres', 'sqlite'] as const);
      for (const engine of order) {
        if (engine === 'sqlite') {
          times.sqlite.push(...(await sqlite.ask(queries)));
          continue;
        }
        const before = await statementsSent(ctx, url);
        times.postgres.push(...(await postgres.ask(queries)));
        const after = await statementsSent(ctx, url);
        server.calls += after.calls - before.calls;
        server.ms += after.ms - before.ms;
      }
    }
    const [pg, lite] = [times.postgres, times.sqlite];
    // each round asks the queries in the same order: query i's times are every queries.length-th
    const slowest = queries
      .map((query, i) => {
        const of = (all: number[]) => median(all.filter((_, j) => j % queries.length === i));
        return { query, pg: of(pg), lite: of(lite) };
      })
      .sort((a, b) => b.pg - a.pg)
      .slice(0, 4)
      .map((q) => `"${q.query}" ${round(q.pg, 1)} / ${round(q.lite, 1)} ms`)
      .join(', ');
    const p95 = percentile(pg, 95);
    const baseline = percentile(lite, 95);
    return [
      row({
        name: `16 search p95, ${count(size)} businesses, PostgreSQL vs SQLite`,
        value: round(p95, 2),
        unit: 'ms',
        baseline: round(baseline, 2),
        target: `≤ ${SEARCH_TARGET}× SQLite`,
        pass: p95 <= SEARCH_TARGET * baseline,
        detail:
          `${pg.length} timed searches each of ${queries.length} words and phrases, ${rounds} rounds alternating; ` +
          `p50 ${round(percentile(pg, 50), 2)} ms on PostgreSQL, ${round(percentile(lite, 50), 2)} ms on SQLite; ` +
          `max ${round(Math.max(...pg), 1)} and ${round(Math.max(...lite), 1)} ms; each engine searched from a process ` +
          `of its own; per search PostgreSQL ran ${round(server.calls / pg.length, 1)} statements taking ` +
          `${round(server.ms / pg.length, 2)} ms of execution (pg_stat_statements), the rest of its time being ` +
          `round trips over loopback and waits for a core; slowest on PostgreSQL (median, PostgreSQL / SQLite): ` +
          slowest,
      }),
    ];
  } finally {
    await Promise.all([sqlite.stop(), postgres.stop()]);
  }
}

// --- First sync and push replay ------------------------------------------------------------------

type Engine = 'SQLite' | 'PostgreSQL';

async function syncAndReplay(ctx: BenchContext): Promise<Result[]> {
  const businesses = directorySize(ctx);
  const [sqlitePath, postgresUrl] = await Promise.all([
    workingCopy(ctx, businesses, 'engines-sqlite'),
    workingCopyPostgres(ctx, businesses, 'engines_pg'),
  ]);
  const servers: Record<Engine, BenchServer> = {
    SQLite: await startServer(ctx, { databasePath: sqlitePath, label: 'engines-sqlite' }),
    PostgreSQL: await startServer(ctx, {
      databasePath: join(ctx.dataDir, 'work', 'engines-pg-unused.db'),
      label: 'engines-pg',
      env: { DATABASE_URL: postgresUrl },
    }),
  };
  try {
    return [
      ...(await firstSync(ctx, servers, businesses)),
      ...(await replay(ctx, servers, sqlitePath, () => statementsSent(ctx, postgresUrl))),
    ];
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  }
}

/** a b, b a, a b…: the engine that goes first changes every pair. */
function alternation(pairs: number): Engine[] {
  return Array.from({ length: pairs }, (_, i): Engine[] =>
    i % 2 === 0 ? ['SQLite', 'PostgreSQL'] : ['PostgreSQL', 'SQLite'],
  ).flat();
}

/** The pulled records, each table in id order, as one text: equal texts are equal data. */
function recordsText(pull: PullRun): string {
  const records = decodePages(pull.bodies);
  const byId = (rows: Record<string, unknown>[]) =>
    [...rows].sort((x, y) => Number(x.id) - Number(y.id) || JSON.stringify(x).localeCompare(JSON.stringify(y)));
  return JSON.stringify(Object.fromEntries(Object.entries(records).map(([table, rows]) => [table, byId(rows)])));
}

async function firstSync(ctx: BenchContext, servers: Record<Engine, BenchServer>, businesses: number) {
  const pairs = ctx.quick ? 1 : 3;
  // one pull each to warm up, not timed
  const first = { SQLite: await pullAll(servers.SQLite.url, 0), PostgreSQL: await pullAll(servers.PostgreSQL.url, 0) };
  const seconds: Record<Engine, number[]> = { SQLite: [], PostgreSQL: [] };
  const bytes: Record<Engine, number[]> = { SQLite: [], PostgreSQL: [] };
  for (const engine of alternation(pairs)) {
    const started = performance.now();
    const pull = await pullAll(servers[engine].url, 0);
    seconds[engine].push((performance.now() - started) / 1000);
    bytes[engine].push(pull.received);
  }
  const same = recordsText(first.SQLite) === recordsText(first.PostgreSQL);
  const sameOrder =
    JSON.stringify(first.SQLite.bodies.map((b) => ({ ...b, cursor: 0 }))) ===
    JSON.stringify(first.PostgreSQL.bodies.map((b) => ({ ...b, cursor: 0 })));
  const [pg, lite] = [median(seconds.PostgreSQL), median(seconds.SQLite)];
  const [pgBytes, liteBytes] = [first.PostgreSQL.received, first.SQLite.received];
  const pages = (run: PullRun) => `${run.pages.length} pages`;
  const n = count(decodePages(first.SQLite.bodies).businesses.length);
  return [
    row({
      name: `16 first sync time, ${n} businesses, PostgreSQL vs SQLite`,
      value: round(pg, 2),
      unit: 's',
      baseline: round(lite, 2),
      target: `≤ ${SYNC_TARGET}× SQLite`,
      pass: pg <= SYNC_TARGET * lite,
      detail:
        `every pull page over loopback, no added delay, accept-encoding br, gzip; median of ${pairs} pulls each, ` +
        `alternating (PostgreSQL ${seconds.PostgreSQL.map((s) => round(s, 2)).join(', ')} s; SQLite ` +
        `${seconds.SQLite.map((s) => round(s, 2)).join(', ')} s), after one pull each not timed; ` +
        `${count(businesses)} businesses seeded`,
    }),
    row({
      name: `16 first sync bytes, ${n} businesses, PostgreSQL vs SQLite`,
      value: round(kB(pgBytes), 1),
      unit: 'kB',
      baseline: round(kB(liteBytes), 1),
      target: 'the same records; bytes equal',
      pass: same && pgBytes === liteBytes,
      detail:
        `${pgBytes} B in ${pages(first.PostgreSQL)} from PostgreSQL, ${liteBytes} B in ${pages(first.SQLite)} from ` +
        `SQLite (as sent: status lines, headers, bodies); the records pulled are ${same ? 'the same' : 'NOT the same'}` +
        `${same ? (sameOrder ? ', page by page in the same order' : ', in another order') : ''}; ` +
        `every later pull the same size: ${[...bytes.PostgreSQL, ...bytes.SQLite].every((b, _, all) => b === all[0]) ? 'yes' : 'no'}`,
    }),
  ];
}

/** Customers who write the replays (a different one each time), and 100 active businesses spread over the set. */
function replayData(databasePath: string, writers: number) {
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    const emails = sqlite
      .prepare(
        `SELECT email FROM users WHERE role = 'USER' AND is_active = 1 AND email != 'user@example.com'
         AND id NOT IN (SELECT owner_id FROM businesses) ORDER BY id LIMIT ?`,
      )
      .pluck()
      .all(writers) as string[];
    const ids = sqlite.prepare('SELECT id FROM businesses WHERE is_active = 1 ORDER BY id').pluck().all() as number[];
    const step = ids.length / WRITES;
    return { emails, businessIds: Array.from({ length: WRITES }, (_, i) => ids[Math.floor(i * step)]!) };
  } finally {
    sqlite.close();
  }
}

async function replay(
  ctx: BenchContext,
  servers: Record<Engine, BenchServer>,
  databasePath: string,
  statements: () => Promise<{ calls: number; ms: number }>,
) {
  const pairs = ctx.quick ? 2 : 5;
  const { emails, businessIds } = replayData(databasePath, pairs);
  const writers: Record<Engine, { accessToken: string }[]> = { SQLite: [], PostgreSQL: [] };
  for (const engine of ['SQLite', 'PostgreSQL'] as const)
    for (const email of emails) writers[engine].push(await servers[engine].signIn(email));

  const push = async (engine: Engine, token: string, mutations: PushMutation[]) => {
    const started = performance.now();
    const statuses: string[] = [];
    for (let i = 0; i < mutations.length; i += PUSH_BATCH_MAX) {
      const res = await fetch(`${servers[engine].url}/api/sync/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ mutations: mutations.slice(i, i + PUSH_BATCH_MAX) }),
      });
      if (!res.ok) throw new Error(`${engine} push answered ${res.status}: ${await res.text()}`);
      statuses.push(...((await res.json()) as PushResponse).results.map((r) => r.status));
    }
    return { ms: performance.now() - started, statuses };
  };
  const mutationsOf = () =>
    businessIds.map((businessId, i): PushMutation => ({
      id: randomUUID(),
      name: 'review.create',
      args: { businessId, rating: 1 + (i % 5), comment: `Replayed review ${i + 1}: quick service and fair prices.` },
      clientTime: Date.now(),
    }));

  const ms: Record<Engine, number[]> = { SQLite: [], PostgreSQL: [] };
  const again: Record<Engine, string> = { SQLite: '', PostgreSQL: '' };
  const used: Record<Engine, number> = { SQLite: 0, PostgreSQL: 0 };
  const sent = { calls: 0, ms: 0 };
  for (const engine of alternation(pairs)) {
    const token = writers[engine][used[engine]++]!.accessToken;
    const mutations = mutationsOf();
    const before = engine === 'PostgreSQL' ? await statements() : undefined;
    const first = await push(engine, token, mutations);
    if (before) {
      const after = await statements();
      sent.calls += after.calls - before.calls;
      sent.ms += after.ms - before.ms;
    }
    const applied = first.statuses.filter((s) => s === 'applied').length;
    if (applied !== WRITES) throw new Error(`${engine}: ${applied} of ${WRITES} writes applied (${first.statuses[0]})`);
    ms[engine].push(first.ms);
    const second = await push(engine, token, mutations);
    again[engine] = `${second.statuses.filter((s) => s === 'duplicate').length} of ${WRITES} duplicate`;
  }
  const [pg, lite] = [median(ms.PostgreSQL), median(ms.SQLite)];
  const list = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
  return [
    row({
      name: `16 push replay of ${WRITES} writes, PostgreSQL vs SQLite (no added delay)`,
      value: Math.round(pg),
      unit: 'ms',
      baseline: Math.round(lite),
      target: `≤ ${REPLAY_TARGET}× SQLite`,
      pass: pg <= REPLAY_TARGET * lite,
      detail:
        `${Math.ceil(WRITES / PUSH_BATCH_MAX)} push request(s) of up to ${PUSH_BATCH_MAX} review.create, a different ` +
        `customer each time; median of ${pairs} each, alternating (PostgreSQL ${list(ms.PostgreSQL)} ms; SQLite ` +
        `${list(ms.SQLite)} ms): ${round(pg / WRITES, 1)} and ${round(lite / WRITES, 1)} ms per write; PostgreSQL ` +
        `received ${round(sent.calls / pairs / WRITES, 1)} statements per write (pg_stat_statements; SQLite runs ` +
        `them in the server's process) and took ${round(sent.ms / pairs / WRITES, 2)} ms to execute them, the rest ` +
        `being round trips over loopback and waits for a core; through ` +
        `benchmark 6's 400 ms link each push takes 0.4 s more; the same push again: ${again.PostgreSQL} on ` +
        `PostgreSQL, ${again.SQLite} on SQLite`,
    }),
  ];
}

// --- Two server processes on one PostgreSQL ------------------------------------------------------

/**
 * As benchmark 15, with two more steps before the turns, so that they measure serving warm
 * servers and nothing else. First each server's start-up work must end (server/serve.ts): its
 * first measure of the offline areas builds and encodes every district's first page in work turns
 * (http/work-turns.ts), which under the turns' load rest as long as they ran: on PostgreSQL, with
 * 5 s of warm-up, all 13 area statements (0.9 s of PostgreSQL's execution) still ran during the
 * turns that followed. Then each is warmed for as long as a turn, as 15 does: every process keeps its own
 * compiled code and prepared statements, and each of two sees half the requests. The detail says
 * what a request cost each side: CPU of the servers, of PostgreSQL and of autocannon, and the
 * statements PostgreSQL ran (pg_stat_statements, each server on its own database).
 */
async function workers(ctx: BenchContext): Promise<Result[]> {
  const businesses = directorySize(ctx);
  const seconds = ctx.quick ? 4 : 10;
  const [oneUrl, twoUrl, idsPath] = await Promise.all([
    workingCopyPostgres(ctx, businesses, 'workers_pg_1'),
    workingCopyPostgres(ctx, businesses, 'workers_pg_2'),
    ensureSeeded(ctx, businesses),
  ]);
  const ids = activeIds(idsPath);
  const unused = join(ctx.dataDir, 'work', 'workers-pg-unused.db');
  const one = await startServer(ctx, {
    databasePath: unused,
    label: 'workers-pg-1',
    env: { DATABASE_URL: oneUrl, WEB_CONCURRENCY: '1' },
  });
  const two = await startServer(ctx, {
    databasePath: unused,
    label: 'workers-pg-2',
    env: { DATABASE_URL: twoUrl, WEB_CONCURRENCY: '2' },
  });
  try {
    const databasePid = postmasterPid(ctx);
    const request = (i: number): LoadRequest => ({
      method: 'GET',
      path: `/api/businesses/details/${ids[(i * 7919) % ids.length]}`,
    });
    const settled = await quietDown([one.pid, two.pid, databasePid]);
    for (const server of [one, two]) await load(server.url, request, seconds / 2, CONNECTIONS);
    const before = await Promise.all([statementsSent(ctx, oneUrl), statementsSent(ctx, twoUrl)]);
    const turns = await alternateLoad({
      a: one,
      b: two,
      request,
      seconds: seconds / 2,
      connections: CONNECTIONS,
      pairs: 2,
      databasePid,
      warmupSeconds: 0,
    });
    const after = await Promise.all([statementsSent(ctx, oneUrl), statementsSent(ctx, twoUrl)]);
    const [single, double] = [meanRps(turns.a), meanRps(turns.b)];
    const failures = failuresOf([...turns.a, ...turns.b]);
    ctx.log(`  details on PostgreSQL: 2 processes ${Math.round(double)} req/s, 1 process ${Math.round(single)} req/s`);
    const costs = (side: Turn[], i: 0 | 1) => {
      const requests = side.reduce((n, t) => n + t.requests, 0);
      const statements = round((after[i].calls - before[i].calls) / requests, 2);
      return `${requestCosts(side)}, ${statements} statements taking ${round((after[i].ms - before[i].ms) / requests, 3)} ms to execute`;
    };
    return [
      row({
        name: '16 details req/s on PostgreSQL, 2 server processes vs 1',
        value: Math.round(double),
        unit: 'req/s',
        baseline: Math.round(single),
        target: `≥ ${WORKERS_RATIO_TARGET}× one process`,
        pass: failures === 0 && double >= WORKERS_RATIO_TARGET * single,
        detail:
          `WEB_CONCURRENCY=2 vs 1, each on its own copy of ${count(businesses)} businesses in one cluster; ` +
          `${CONNECTIONS} connections; start-up work ended after ${round(settled, 1)} s, then ${seconds / 2} s of ` +
          `warm-up and ${seconds} s per server in two turns; ${failures} non-2xx or errors; turns ` +
          `${turnsText(turns.b)} and ${turnsText(turns.a)} req/s (other programs' cores); cores busy, 2 processes: ${coresText(turns.b, true)}; 1 process: ${coresText(turns.a, true)}; ` +
          `a request's cost (CPU ms, medians of the turns), 2 processes: ${costs(turns.b, 1)}; 1 process: ${costs(turns.a, 0)}`,
      }),
    ];
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
}

/** "1,205 (0.24), 1,511 (0.1)": each turn's rate, and the cores other programs took meanwhile. */
const turnsText = (turns: readonly Turn[]) =>
  turns.map((t) => `${count(Math.round(t.rps))} (${round(t.cores.others, 2)})`).join(', ');

/** "server 1.05, PostgreSQL 0.19, autocannon 0.11 ms" a request: each turn's cores ÷ its rate, medians. */
function requestCosts(turns: readonly Turn[]): string {
  const ms = (key: 'server' | 'database' | 'client') =>
    round(median(turns.map((t) => (t.cores[key] / t.rps) * 1000)), 3);
  return `server ${ms('server')}, PostgreSQL ${ms('database')}, autocannon ${ms('client')} ms`;
}

const QUIET_CORES = 0.05;
const QUIET_CAP_MS = 60_000;

/**
 * Waits until the process trees of `pids` together use less than QUIET_CORES for two
 * half-seconds in a row (a started server's first jobs ended), at most QUIET_CAP_MS; the seconds
 * it waited.
 */
async function quietDown(pids: number[]): Promise<number> {
  const started = performance.now();
  let last = treeCpu(pids);
  let quiet = 0;
  while (quiet < 2 && performance.now() - started < QUIET_CAP_MS) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = treeCpu(pids);
    quiet = now - last < QUIET_CORES * 0.5 ? quiet + 1 : 0;
    last = now;
  }
  return (performance.now() - started) / 1000;
}

/** The bench cluster's postmaster, the parent of every backend (support/postgres.ts). */
function postmasterPid(ctx: BenchContext): number {
  return Number(readFileSync(join(ctx.dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
}
