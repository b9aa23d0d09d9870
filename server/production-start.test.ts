/**
 * The production start (docs/operations.md "Production start"): the server built ahead of time by
 * scripts/build-server.ts, run by plain node with NODE_ENV=production. Built here into a folder of
 * its own under build/ (node_modules must be above it), so no earlier build is needed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildServer } from '../scripts/build-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let buildDir: string;
let main: string;
let dataDir: string;

beforeAll(async () => {
  mkdirSync(join(ROOT, 'build'), { recursive: true });
  buildDir = mkdtempSync(join(ROOT, 'build', 'production-start-'));
  main = await buildServer(buildDir);
  dataDir = mkdtempSync(join(ROOT, 'build', 'production-start-data-'));
});
afterAll(() => {
  for (const dir of [buildDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const vapid = webpush.generateVAPIDKeys();
/** Every variable production requires, e-mails written to a folder on purpose. */
const required = () => ({
  PUBLIC_ORIGIN: 'https://soko.example',
  JWT_SECRET: 'production-start-secret-that-is-long-enough',
  MAIL_DIR: join(dataDir, 'mail'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
});

/** `node build/…/main.js` as `npm run start:prod` runs it, from the data folder, on a free port. */
function start(
  env: Record<string, string | undefined>,
  database: string,
): { child: ChildProcess; output: () => string } {
  const { NODE_OPTIONS: _loaders, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: dataDir,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: '0',
      DATABASE_PATH: join(dataDir, database),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_REQUESTS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function listeningPort(server: ReturnType<typeof start>): Promise<number> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const match = server.output().match(/listening on http:\/\/[^:]+:(\d+)/);
    if (match) return Number(match[1]);
    if (server.child.exitCode !== null) throw new Error(`exited with ${server.child.exitCode}: ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`did not start: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('node build/server/main.js with NODE_ENV=production', () => {
  it.each([
    { processes: '1', database: 'one.db' },
    // node:cluster re-runs the bundle for each worker (server/ops/workers.ts)
    { processes: '2', database: 'two.db' },
  ])(
    'WEB_CONCURRENCY=$processes: healthy, ready (the migrations found beside the bundle), stops on SIGTERM with 0',
    async ({ processes, database }) => {
      const server = start({ ...required(), WEB_CONCURRENCY: processes }, database);
      try {
        const port = await listeningPort(server);
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(health.status).toBe(200);
        const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
        expect(ready.status, await ready.text()).toBe(200);
        // production logs are JSON lines (server/ops/log.ts)
        expect(server.output().split('\n')[0]).toMatch(/^\{.*"msg":/);
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await exited(server.child), server.output()).toBe(0);
    },
    30_000,
  );

  it.each([
    { unset: ['PUBLIC_ORIGIN'], named: 'PUBLIC_ORIGIN must be set in production' },
    { unset: ['JWT_SECRET'], named: 'JWT_SECRET must be set in production' },
    { unset: ['MAIL_DIR'], named: 'SMTP_URL must be set in production' },
    { unset: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], named: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set' },
  ])('refuses to start without $unset, naming it', async ({ unset, named }) => {
    const env: Record<string, string | undefined> = required();
    for (const name of unset) env[name] = undefined;
    const server = start(env, 'refused.db');
    expect(await exited(server.child)).toBe(1);
    expect(server.output()).toContain(`Soko did not start: ${named}`);
    expect(server.output()).not.toMatch(/\n\s+at /); // the message alone, no stack trace
  });
});
