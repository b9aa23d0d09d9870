/**
 * The real Hono app on a real SQLite file in a temporary folder, for API tests; in the server-pg
 * test project (DATABASE_URL names PostgreSQL), on a database of its own in the test cluster,
 * copied from a migrated template (test/setup/postgres-setup.ts).
 * Mail goes to an `.eml` outbox in the same folder; the clock can be moved.
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../db/client';
import { usesPostgres } from '../../db/engine';
import { createDatabase, databaseUrl } from '../setup/postgres';
import { createApp } from '../../server/app';
import { createMailer } from '../../server/auth/mailer';
import { loadPushConfig, type Config } from '../../server/config';
import type { Deps } from '../../server/context';
import { openObjectStore } from '../../server/storage/object-store';

export type TestApp = ReturnType<typeof createTestApp>;

type RequestOptions = {
  json?: unknown;
  form?: FormData;
  body?: BodyInit;
  token?: string | null;
  headers?: Record<string, string>;
};

export function createTestApp(options: { demo?: boolean; rateLimits?: boolean; pushOrigins?: string[] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'soko-app-'));
  const databasePath = join(dir, 'app.db');
  const { db, target, ready } = usesPostgres(process.env)
    ? openTestPostgres(options.demo ?? false)
    : { db: openTestSqlite(databasePath, options.demo ?? false), target: databasePath, ready: Promise.resolve() };
  let clock = Date.now();
  let closed = false;
  const config: Config = {
    port: 0,
    databasePath,
    dataDir: dir,
    mailDir: join(dir, 'mail'),
    uploadDir: join(dir, 'uploads'),
    distDir: join(dir, 'dist'),
    publicOrigin: undefined,
    smtpUrl: undefined,
    mailFrom: 'Soko Test <test@soko.ug>',
    jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'),
    push: loadPushConfig({ PUSH_EXTRA_ORIGINS: options.pushOrigins?.join(',') }, dir),
    development: false,
    seedDemo: false,
    logRequests: false,
    rateLimits: options.rateLimits ?? false,
  };
  const deps: Deps = {
    db,
    config,
    mailer: createMailer({ mailDir: config.mailDir, from: config.mailFrom }),
    uploads: openObjectStore(config.uploadDir),
    now: () => clock,
  };
  const app = createApp(deps);

  async function request(method: string, path: string, opts: RequestOptions = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    let body: BodyInit | undefined = opts.body;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      body = opts.form;
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let data: any = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, data, text };
  }

  /** The newest sign-in code mailed to an address, read from the `.eml` outbox. */
  function latestCode(email: string): string {
    const files = readdirSync(config.mailDir)
      .filter((f) => f.endsWith('.eml') && f.includes(email.toLowerCase()))
      .sort();
    const newest = files.at(-1);
    if (!newest) throw new Error(`No mail for ${email}`);
    const code = readFileSync(join(config.mailDir, newest), 'utf8').match(/code is (\d{6})/)?.[1];
    if (!code) throw new Error(`No code in ${newest}`);
    return code;
  }

  /** Signs an existing account in through the real code flow; moves the clock past the cooldown. */
  async function signIn(email: string) {
    clock += 60_000;
    const login = await request('POST', '/api/auth/login', { json: { email } });
    if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${login.text}`);
    const verify = await request('POST', '/api/auth/verify-otp', { json: { email, otp: latestCode(email) } });
    if (verify.status !== 200) throw new Error(`verify ${email}: ${verify.status} ${verify.text}`);
    return verify.data as { user: { id: number; role: string }; accessToken: string; refreshToken: string };
  }

  /** Registers a new account with a role and signs it in. */
  async function registerAndSignIn(email: string, role: 'USER' | 'VENDOR' = 'USER', firstName = 'Test') {
    const reg = await request('POST', '/api/auth/register', {
      json: { firstName, lastName: 'Person', email, phoneNumber: '+256700000000', role },
    });
    if (reg.status !== 201) throw new Error(`register ${email}: ${reg.status} ${reg.text}`);
    const verify = await request('POST', '/api/auth/verify-otp', { json: { email, otp: latestCode(email) } });
    if (verify.status !== 200) throw new Error(`verify ${email}: ${verify.status} ${verify.text}`);
    return verify.data as { user: { id: number; role: string }; accessToken: string; refreshToken: string };
  }

  return {
    app,
    db,
    /** What openDatabase takes to open this database: the SQLite file, or the PostgreSQL URL. */
    databaseTarget: target,
    /** The same database opened again, as another server process would (closed by the caller). */
    async openAgain(): Promise<Db> {
      await ready;
      return openDatabase(target);
    },
    deps,
    dir,
    request,
    latestCode,
    signIn,
    registerAndSignIn,
    clock: {
      now: () => clock,
      advance: (ms: number) => {
        clock += ms;
      },
    },
    /** Once: a suite's afterEach may close the app of a test that did not open one. */
    async close() {
      if (closed) return;
      closed = true;
      await closeDatabase(db);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function openTestSqlite(path: string, demo: boolean): Db {
  copyFileSync(demo ? inject('demoTemplateDb') : inject('templateDb'), path);
  return openDatabase(path);
}

/** A database of its own, created while the app is built: its first query waits for it. */
function openTestPostgres(demo: boolean): { db: Db; target: string; ready: Promise<void> } {
  const cluster = inject('postgresUrl');
  const name = `soko_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const template = demo ? inject('postgresDemoTemplate') : inject('postgresTemplate');
  const ready = createDatabase(cluster, name, { template }).then(() => undefined);
  const target = databaseUrl(cluster, name);
  return { db: openDatabase(target, { ready }), target, ready };
}
