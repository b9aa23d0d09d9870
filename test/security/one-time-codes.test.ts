/**
 * One-time sign-in codes (ASVS 5.0 V6.6 out-of-band authentication; V2.4 anti-automation):
 * the sixth try, a stale code, a reused code and a superseded code are all refused; a scripted
 * guesser on one network gets at most OTP_MAX_ATTEMPTS × OTP_MAX_PER_HOUR_PER_EMAIL_AND_CLIENT
 * checked guesses an hour (from many networks: test/security/auth-lockout.test.ts); and no code is
 * ever kept in plain text in the database or written to the logs in production.
 */
import { readFileSync, existsSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { and, count, gte, lt, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { dialectOf } from '../../db/dialect';
import { rawAll } from '../../db/query';
import { otpCodes } from '../../db/schema';
import { createApp } from '../../server/app';
import { verifyOtp } from '../../server/auth/auth-service';
import { HttpError } from '../../server/http/errors';
import { loadConfig } from '../../server/config';
import { log, productionLog, useLog } from '../../server/ops/log';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR_PER_EMAIL_AND_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../sync/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;
let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const EMAIL = 'target@codes.test';
const verify = (otp: string, email = EMAIL) => t.request('POST', '/api/auth/verify-otp', { json: { email, otp } });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function register(email = EMAIL) {
  const res = await t.request('POST', '/api/auth/register', {
    json: { firstName: 'Tina', lastName: 'Target', email, phoneNumber: '+256700000009', role: 'USER' },
  });
  expect(res.status).toBe(201);
  return t.latestCode(email);
}

/** Asks for a new code past the cooldown; answers the code that was mailed. */
async function newCode(email = EMAIL) {
  t.clock.advance((OTP_RESEND_COOLDOWN_SECONDS + 1) * 1000);
  const res = await t.request('POST', '/api/auth/resend-otp', { json: { email } });
  expect(res.status).toBe(200);
  return t.latestCode(email);
}

describe('codes that must not be accepted', () => {
  it('the right code on the sixth try, after five wrong ones', async () => {
    const code = await register();
    const statuses: number[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) statuses.push((await verify(wrongFor(code))).status);
    const sixth = await verify(code);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    expect(sixth.status).toBe(429);
    expect(sixth.data.accessToken).toBeUndefined();
  });

  it(`a code ${OTP_TTL_SECONDS + 1} s old`, async () => {
    const code = await register();
    t.clock.advance((OTP_TTL_SECONDS + 1) * 1000);
    const res = await verify(code);
    expect(res.status).toBe(400);
    expect(res.data.accessToken).toBeUndefined();
  });

  it('a code used once already', async () => {
    const code = await register();
    expect((await verify(code)).status).toBe(200);
    const again = await verify(code);
    expect(again.status).toBe(400);
    expect(again.data.accessToken).toBeUndefined();
  });

  it('a code of an earlier request after a resend', async () => {
    const first = await register();
    let second = await newCode();
    // one chance in a million that the new code equals the old one: ask again
    while (second === first) second = await newCode();
    const old = await verify(first);
    expect(old.status).toBe(400);
    expect(old.data.accessToken).toBeUndefined();
    expect((await verify(second)).status).toBe(200);
  });

  it("another account's code", async () => {
    const mine = await register();
    await register('other@codes.test');
    const res = await verify(mine, 'other@codes.test');
    // the two codes may be equal by chance (1 in 10^6); then the check proves nothing and is skipped
    if (mine !== t.latestCode('other@codes.test')) expect(res.status).toBe(400);
    expect((await verify(mine)).status).toBe(200);
  });
});

/**
 * NIGHTLY=1 sends every guess over HTTP; the quick run sends them to the domain function the
 * route calls (the same checks, without the HTTP stack's few milliseconds per call).
 */
const OVER_HTTP = process.env.NIGHTLY === '1';
async function guessOnce(otp: string): Promise<number> {
  if (OVER_HTTP) return (await verify(otp)).status;
  try {
    await verifyOtp(t.deps, { email: EMAIL, otp }, 'local');
    return 200;
  } catch (err) {
    if (err instanceof HttpError) return err.status;
    throw err;
  }
}

describe('10,000 scripted guesses against one account from one network', () => {
  it(`are checked at most ${OTP_MAX_ATTEMPTS * OTP_MAX_PER_HOUR_PER_EMAIL_AND_CLIENT} times an hour`, async () => {
    await register();
    const GUESSES = 10_000;
    const HOURS = 2;
    const perHour = GUESSES / HOURS;
    const checkedPerHour: number[] = [];
    let accepted = 0;
    let guess = 0;
    let live = t.latestCode(EMAIL);
    for (let hour = 0; hour < HOURS; hour++) {
      const hourStart = t.clock.now();
      for (let i = 0; i < perHour; i++) {
        // The attacker asks for a fresh code as often as it likes; the server decides.
        if (i % 40 === 0) {
          const asked = await t.request('POST', '/api/auth/resend-otp', { json: { email: EMAIL } });
          if (asked.status === 200) live = t.latestCode(EMAIL);
        }
        // The guesses walk the code space; the live code is skipped so the run is deterministic
        // (a hit is the luck the figure states).
        let candidate = String(guess++ % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, '0');
        if (candidate === live) candidate = String(guess++ % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, '0');
        if ((await guessOnce(candidate)) === 200) accepted++;
        t.clock.advance(HOUR / perHour);
      }
      // A guess is checked against a code only when it counts as one of that code's tries.
      const [row] = await t.db
        .select({ n: sql<number>`coalesce(sum(${otpCodes.attempts}), 0)`.mapWith(Number) })
        .from(otpCodes)
        .where(and(gte(otpCodes.createdAt, new Date(hourStart)), lt(otpCodes.createdAt, new Date(hourStart + HOUR))));
      checkedPerHour.push(row!.n);
    }
    const codes = (await t.db.select({ n: count() }).from(otpCodes))[0]!.n;
    const cap = OTP_MAX_ATTEMPTS * OTP_MAX_PER_HOUR_PER_EMAIL_AND_CLIENT;
    const chance = cap / 10 ** OTP_LENGTH;
    console.log(
      `[figure] OTP brute force from one network: ${GUESSES} guesses (${OVER_HTTP ? 'HTTP' : 'domain function'}) over ${HOURS} h, ${codes} codes issued, ` +
        `guesses checked per hour ${checkedPerHour.join(', ')} (cap ${cap}), accepted ${accepted}; ` +
        `success chance <= ${OTP_MAX_ATTEMPTS} x ${OTP_MAX_PER_HOUR_PER_EMAIL_AND_CLIENT} / 10^${OTP_LENGTH} = ${chance} per hour`,
    );
    expect(accepted).toBe(0);
    for (const n of checkedPerHour) expect(n).toBeLessThanOrEqual(cap);
    expect(codes).toBeLessThanOrEqual(OTP_MAX_PER_HOUR_PER_EMAIL_AND_CLIENT * HOURS + 1);
  }, 180_000);
});

describe('no code in plain text', () => {
  it('in the database (and SQLite’s file and WAL) or in production logs, request logging on', async () => {
    // the production log (server/ops/log.ts), as JSON lines, and the console besides
    const logged: string[] = [];
    const capture = (...args: unknown[]) => void logged.push(args.map((a) => JSON.stringify(a)).join(' '));
    vi.spyOn(console, 'log').mockImplementation(capture);
    vi.spyOn(console, 'info').mockImplementation(capture);
    vi.spyOn(console, 'warn').mockImplementation(capture);
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => logged.push(...chunk.toString().split('\n').filter(Boolean)));
    const before = log;
    useLog(productionLog(out));
    onTestFinished(() => useLog(before));
    // the same database, served by an app with production settings and request logging on
    const app = createApp({ ...t.deps, config: { ...t.deps.config, development: false, logRequests: true } });
    const call = async (path: string, json: unknown) => {
      const res = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      return res.status;
    };
    const codes: string[] = [];
    for (const email of ['a@codes.test', 'b@codes.test', 'c@codes.test']) {
      const body = { firstName: 'A', lastName: 'B', email, phoneNumber: '+256700000001', role: 'USER' };
      expect(await call('/api/auth/register', body)).toBe(201);
      const code = t.latestCode(email);
      codes.push(code);
      expect(await call('/api/auth/verify-otp', { email, otp: wrongFor(code) })).toBe(400);
      expect(await call(`/api/auth/verify-otp?otp=${code}`, { email, otp: code })).toBe(200);
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged.join('\n')).toContain('"route":"/api/auth/verify-otp"'); // the logger did run
    // SQLite's file and WAL, byte for byte (a PostgreSQL cluster's files are its own)
    const path = t.deps.config.databasePath;
    const bytes = [path, `${path}-wal`]
      .filter(existsSync)
      .map((f) => readFileSync(f).toString('latin1'))
      .join('\n');
    const tables = await rawAll<{ name: string }>(
      t.db,
      dialectOf(t.db) === 'sqlite'
        ? sql`SELECT name FROM sqlite_master WHERE type = 'table'`
        : sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    expect(tables.map((r) => r.name)).toContain('otp_codes');
    const rows = JSON.stringify(
      await Promise.all(tables.map(async ({ name }) => rawAll(t.db, sql.raw(`SELECT * FROM "${name}"`)))),
    );
    for (const code of codes) {
      // a code standing alone (not by chance inside a hex hash or a longer number)
      const alone = new RegExp(`(?<![0-9a-f])${code}(?![0-9a-f])`);
      expect(alone.test(bytes), `code ${code} in the database file`).toBe(false);
      expect(alone.test(rows), `code ${code} in a table`).toBe(false);
      // the request log shows route patterns, never bodies or queries: not even a code a client put in one
      expect(alone.test(logged.join('\n')), `code ${code} in the log`).toBe(false);
    }
  });

  it('production configuration does not log codes; development does, on purpose', async () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://soko.ug',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://localhost:25',
        VAPID_PUBLIC_KEY: 'vapid-public-key',
        VAPID_PRIVATE_KEY: 'vapid-private-key',
      }).development,
    ).toBe(false);
    const logged: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    t.deps.config.development = true;
    const code = await register('dev@codes.test');
    expect(logged.join('\n')).toContain(code);
  });
});
