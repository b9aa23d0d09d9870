/**
 * The real server (server/main.ts, exactly as `npm run serve` runs it) in a child process on a
 * free port, over a bench database, serving a given build. A child keeps its event loop apart
 * from the load generator and the browser driver of the benchmark process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { BenchContext } from './result';

const vapid = webpush.generateVAPIDKeys();
/** The keys production takes only from the environment (docs/operations.md "Production start"). */
export const PRODUCTION_KEYS = {
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

export type BenchServer = {
  url: string;
  port: number;
  /** The server's process (with WEB_CONCURRENCY, the supervisor of its workers). */
  pid: number;
  mailDir: string;
  /** Signs in through the real login and verify calls, reading the code from the mail outbox. */
  signIn(email: string): Promise<SignedIn>;
  stop(): Promise<void>;
};

type SignedIn = {
  accessToken: string;
  refreshToken: string;
  user: { id: number; role: string } & Record<string, unknown>;
};

export async function startServer(
  ctx: BenchContext,
  options: { databasePath: string; label: string; distDir?: string; env?: Record<string, string> },
): Promise<BenchServer> {
  const dataDir = join(ctx.dataDir, 'work', `${options.label}-data`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const mailDir = join(dataDir, 'mail');
  const env = {
    ...process.env,
    PORT: '0',
    DATABASE_PATH: options.databasePath,
    DATA_DIR: dataDir,
    MAIL_DIR: mailDir,
    DIST_DIR: options.distDir ?? join(dataDir, 'no-build'),
    SEED_DEMO: '0',
    LOG_REQUESTS: '0',
    RATE_LIMITS: '0',
    ...PRODUCTION_KEYS,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'http://localhost',
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', './scripts/ts.mjs', 'server/main.ts'], {
    cwd: ctx.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await listeningPort(child);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    pid: child.pid!,
    mailDir,
    signIn: (email) => signIn(url, mailDir, email),
    stop: () => stopChild(child),
  };
}

function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on http:\/\/[^:]+:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${output}`));
    });
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(data)}`);
  return data;
}

async function signIn(url: string, mailDir: string, email: string): Promise<SignedIn> {
  await postJson(`${url}/api/auth/login`, { email });
  const newest = readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml') && f.includes(email.toLowerCase()))
    .sort()
    .at(-1);
  const otp = newest && readFileSync(join(mailDir, newest), 'utf8').match(/code is (\d{6})/)?.[1];
  if (!otp) throw new Error(`no sign-in code mailed to ${email}`);
  return (await postJson(`${url}/api/auth/verify-otp`, { email, otp })) as unknown as SignedIn;
}
