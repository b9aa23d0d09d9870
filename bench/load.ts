/**
 * Load on loopback (OWASP API4:2023 resource consumption; not part of `npm test`):
 * `npx tsx bench/load.ts` starts the real server (`node --import tsx server/main.ts`) over a fresh
 * demo database, then drives it with autocannon — 200 concurrent connections for 30 s on the
 * public reads, then 200 for 30 s on offline pushes, each after a short warm-up — and prints one
 * table: requests, rate, p50 and p99 latency, errors (connection errors including timeouts over
 * 20 s, and non-2xx answers). Then the same load on a bare node:http server that only burns the
 * same CPU per request, as a baseline: without the server's fair turns (server/http/fair-turns.ts)
 * Node accepts one new connection per event-loop turn, so at saturation the last connections of
 * the burst wait many seconds for their first answer (client timeouts in that row).
 * Per-client rate limits are off (RATE_LIMITS=0): from one address they would answer 429.
 * LOAD_SECONDS and LOAD_CONNECTIONS override the defaults.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTION_KEYS } from './support/server';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'soko-load-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', './scripts/ts.mjs', 'server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: url,
    PORT: String(port),
    DATABASE_PATH: join(dir, 'app.db'),
    DATA_DIR: dir,
    MAIL_DIR: join(dir, 'mail'),
    LOG_REQUESTS: '0',
    RATE_LIMITS: '0',
    ...PRODUCTION_KEYS,
  },
  stdio: 'ignore',
});

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function signIn(email: string): Promise<string> {
  const post = { method: 'POST', headers: { 'content-type': 'application/json' } };
  await json('/api/auth/login', { ...post, body: JSON.stringify({ email }) });
  const mail = readdirSync(join(dir, 'mail'))
    .filter((f) => f.includes(email))
    .sort()
    .at(-1)!;
  const otp = readFileSync(join(dir, 'mail', mail), 'utf8').match(/code is (\d{6})/)![1];
  return (
    await json<{ accessToken: string }>('/api/auth/verify-otp', { ...post, body: JSON.stringify({ email, otp }) })
  ).accessToken;
}

type Row = {
  scenario: string;
  requests: number;
  rate: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  detail: string;
};

/** A scenario: 5 s of warm-up at 20 connections (JIT, caches; not counted), then the measured run. */
async function run(title: string, options: autocannon.Options): Promise<Row> {
  await new Promise((resolve, reject) =>
    autocannon({ ...options, connections: 20, duration: 5 }, (err, r) => (err ? reject(err) : resolve(r))),
  );
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 20, ...options }, (err, r) => {
      if (err) return reject(err);
      resolve({
        scenario: title,
        requests: r.requests.total,
        rate: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        // autocannon counts a timeout as an error too
        errors: r.errors + r.non2xx,
        detail: [
          `${r.errors} connection errors`,
          `${r.timeouts} timeouts`,
          ...Object.entries((r.statusCodeStats ?? {}) as Record<string, { count?: number }>).map(
            ([code, { count }]) => `${count ?? 0} × ${code}`,
          ),
        ].join(', '),
      });
    });
  });
}

/** A node:http server in a child process answering 3 kB of JSON after `busyMs` of CPU. */
async function startBareServer(busyMs: number) {
  const bare = await freePort();
  const source = `
    const body = Buffer.alloc(3000, 32);
    require('node:http').createServer((req, res) => {
      req.resume();
      const started = performance.now();
      while (performance.now() - started < ${busyMs.toFixed(3)});
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    }).listen(${bare}, '127.0.0.1', () => process.send('up'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${bare}`, child };
}

try {
  await waitForHealth();
  const token = await signIn('user@example.com');
  const businesses = await json<{ id: number }[]>('/api/businesses/all?limit=20');
  const reviews = await json<{ data: { id: number }[] }>('/api/product-reviews?limit=20');
  const ids = businesses.map((b) => b.id);
  const reviewIds = reviews.data.map((r) => r.id);
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

  const reads = await run('public reads', {
    url,
    requests: [
      { method: 'GET', path: '/api/categories' },
      { method: 'GET', path: '/api/businesses/featured?limit=4' },
      { method: 'GET', path: '/api/businesses/top-rated?limit=3' },
      { method: 'GET', path: '/api/stats/platform' },
      { method: 'GET', path: '/api/businesses/all?limit=20' },
      { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/businesses/details/${pick(ids)}` }) },
      { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/reviews/business/${pick(ids)}` }) },
      { method: 'GET', path: '/api/product-reviews?page=1&limit=20' },
      {
        method: 'POST',
        path: '/api/businesses/search',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'cake', page: 1, limit: 20 }),
      },
      { method: 'GET', path: '/api/sync/pull?since=0', headers: { 'accept-encoding': 'gzip' } },
    ],
  });

  const contact = {
    fullName: 'Load Tester',
    email: 'load@test.ug',
    subject: 'Load test',
    content: 'A message sent under load',
  };
  const pushes = await run('offline pushes', {
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/sync/push',
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/json', 'x-device-id': 'load-device-0001' },
          body: JSON.stringify({ mutations: [{ id: randomUUID(), name: 'message.create', args: contact }] }),
        }),
      },
      {
        method: 'POST',
        path: '/api/sync/push',
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            mutations: [
              {
                id: randomUUID(),
                name: 'productReview.vote',
                args: { reviewId: pick(reviewIds), direction: pick(['up', 'down', 'none']) },
              },
            ],
          }),
        }),
      },
    ],
  });

  // The same load on a node:http server that does nothing but spend the same CPU per request
  // (1 / the rate the real server reached): what Node and this machine give at saturation.
  const baselines: Row[] = [];
  for (const measured of [reads, pushes]) {
    const bare = await startBareServer(1000 / Math.max(1, measured.rate));
    try {
      baselines.push(
        await run(`baseline for ${measured.scenario}: bare node:http, same CPU per request`, { url: bare.url }),
      );
    } finally {
      bare.child.kill('SIGTERM');
    }
  }

  const rows = [reads, pushes, ...baselines];
  const cells = (r: Row) => [
    r.scenario,
    String(r.requests),
    `${r.rate}/s`,
    `${r.p50} ms`,
    `${r.p99} ms`,
    `${r.max} ms`,
    String(r.errors),
  ];
  const header = ['scenario', 'requests', 'rate', 'p50', 'p99', 'max', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => cells(r)[i]!.length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    `\n${CONNECTIONS} connections × ${SECONDS} s each on loopback, load average before: ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cells(r)));
  for (const r of rows) console.log(`${r.scenario}: ${r.detail}`);
  process.exitCode = [reads, pushes].some((r) => r.errors > 0) ? 1 : 0;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dir, { recursive: true, force: true });
}
