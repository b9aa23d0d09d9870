/**
 * Every core (server/ops/workers.ts): the real server started with WEB_CONCURRENCY=2 answers on
 * one port from two processes over one database, runs the background jobs in one of them only,
 * adds both processes' figures up at /metrics, replaces a process that dies, and stops cleanly
 * on SIGTERM.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServer({ env: { WEB_CONCURRENCY: '2' } });
  await server.start();
}, 120_000);
afterAll(async () => {
  await server?.kill();
  server?.cleanup();
});

async function metric(series: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The supervisor's worker processes (not other children, such as a transform service of tsx). */
const workers = () =>
  execFileSync('pgrep', ['-P', String(server.pid()), '-f', 'server/main'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean);

it('two processes answer on one port, the jobs run in one, and /metrics adds both up', async () => {
  expect(workers()).toHaveLength(2);
  const details =
    'http_request_duration_seconds_count{method="GET",route="/api/businesses/details/:id",status_class="2xx"}';
  const before = await metric(details);
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => fetch(`${server.url}/api/businesses/details/1`).then((r) => r.status)),
  );
  expect(answers).toEqual(Array(40).fill(200));
  expect(await metric(details)).toBe(before + 40);
  expect(await metric('soko_http_workers')).toBe(2);
  expect(await metric('soko_background_jobs')).toBe(1);
});

it('a process that dies is replaced, jobs included', async () => {
  const [first] = workers();
  process.kill(Number(first), 'SIGKILL');
  await expect.poll(() => workers().includes(first!), { timeout: 30_000 }).toBe(false);
  await expect.poll(() => workers().length, { timeout: 30_000 }).toBe(2);
  await expect.poll(() => metric('soko_http_workers'), { timeout: 30_000 }).toBe(2);
  expect(await metric('soko_background_jobs')).toBe(1);
}, 60_000);

it('SIGTERM drains every process and the supervisor exits 0', async () => {
  const exited = server.waitForExit();
  server.signal('SIGTERM');
  expect(await exited).toEqual({ code: 0, signal: null });
}, 30_000);
