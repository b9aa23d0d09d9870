/**
 * The real server as a child process (`node --import tsx server/main.ts`), the way `npm run serve`
 * starts it, on a free port over a copy of the demo database in a temporary folder (in the
 * server-pg project, in the test cluster). It can be killed with SIGKILL and started again on the
 * same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import webpush from 'web-push';
import { usesPostgres } from '../../../db/engine';
import { createDatabase } from '../../setup/postgres';

export type SpawnedServer = {
  url: string;
  dir: string;
  databasePath: string;
  /** On PostgreSQL, the server's database; on SQLite undefined (its file is databasePath). */
  databaseUrl: string | undefined;
  start(): Promise<void>;
  /** SIGKILL: no shutdown handler runs, like a crash or the OOM killer. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** The server's process id while it runs. */
  pid(): number | undefined;
  /** Sends a signal and leaves the process to act on it (waitForExit tells how it ended). */
  signal(signal: NodeJS.Signals): void;
  waitForExit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signIn(email: string): Promise<{ accessToken: string; refreshToken: string; user: { id: number } }>;
  /** What the server printed since it last started. */
  output(): string;
  cleanup(): void;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A copy of the demo database in the test cluster (test/setup/postgres-setup.ts). */
async function demoPostgresDatabase(): Promise<string> {
  const name = `soko_spawned_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  return createDatabase(inject('postgresUrl'), name, { template: inject('postgresDemoTemplate') });
}

/** One pair for every server this test file starts: production takes its keys from the environment. */
const vapid = webpush.generateVAPIDKeys();

export async function spawnServer(options: { env?: Record<string, string> } = {}): Promise<SpawnedServer> {
  const dir = mkdtempSync(join(tmpdir(), 'soko-spawned-'));
  const databasePath = join(dir, 'app.db');
  // on PostgreSQL (DATABASE_URL in `env`) the database is the caller's; in the server-pg project
  // without one, a copy of the demo database of its own, as on SQLite
  const database: Record<string, string> = {};
  if (options.env?.DATABASE_URL) database.DATABASE_URL = options.env.DATABASE_URL;
  else if (usesPostgres(process.env)) database.DATABASE_URL = await demoPostgresDatabase();
  else copyFileSync(inject('demoTemplateDb'), databasePath);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mailDir = join(dir, 'mail');
  let child: ChildProcess | null = null;
  let output = '';

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'http://localhost',
    PORT: String(port),
    DATABASE_PATH: databasePath,
    DATA_DIR: dir,
    MAIL_DIR: mailDir,
    UPLOAD_DIR: join(dir, 'uploads'),
    SEED_DEMO: '0',
    LOG_REQUESTS: '0',
    RATE_LIMITS: '0',
    JWT_SECRET: 'spawned-server-secret-that-is-long-enough',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    ...options.env,
    ...database,
  };

  async function start() {
    output = '';
    const proc = spawn(process.execPath, ['--import', './scripts/ts.mjs', 'server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    proc.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${output}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function exit(signal: NodeJS.Signals) {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise<void>((done) => {
      proc.once('exit', () => done());
      proc.kill(signal);
    });
    child = null;
  }

  async function signIn(email: string) {
    const post = (path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const login = await post('/api/auth/login', { email });
    if (!login.ok) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
    const newest = readdirSync(mailDir)
      .filter((f) => f.includes(email))
      .sort()
      .at(-1)!;
    const otp = readFileSync(join(mailDir, newest), 'utf8').match(/code is (\d{6})/)![1];
    const verify = await post('/api/auth/verify-otp', { email, otp });
    if (!verify.ok) throw new Error(`verify ${email}: ${verify.status}`);
    return (await verify.json()) as { accessToken: string; refreshToken: string; user: { id: number } };
  }

  return {
    url,
    dir,
    databasePath,
    databaseUrl: database.DATABASE_URL,
    start,
    kill: () => exit('SIGKILL'),
    stop: () => exit('SIGTERM'),
    pid: () => child?.pid,
    signal: (signal) => void child?.kill(signal),
    waitForExit: () =>
      new Promise((resolve) => {
        const proc = child;
        if (!proc || proc.exitCode !== null || proc.signalCode !== null)
          return resolve({ code: proc?.exitCode ?? null, signal: proc?.signalCode ?? null });
        proc.once('exit', (code, signal) => {
          child = null;
          resolve({ code, signal });
        });
      }),
    signIn,
    output: () => output,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
