/**
 * A database that turns a write away for now (db/query.ts isBusy): SQLite's SQLITE_BUSY when
 * another process holds the write lock past busy_timeout; on PostgreSQL a serialization failure,
 * a deadlock or a lock timeout. The server answers 503 with Retry-After (server/http/errors.ts),
 * a pushed write is rejected with 503 so that the device keeps it and sends it again
 * (server/sync/push.ts), and soko_db_busy_retries_total counts each such answer (each write of a
 * push). The errors are
 * real ones: another connection holds a lock, or on PostgreSQL closes a deadlock with the request.
 */
import Database from 'better-sqlite3';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../db/dialect';
import { isBusy, isUniqueViolation } from '../../db/query';
import { messages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { dbBusyRetries } from '../ops/metrics';

let t: TestApp;
beforeAll(async () => {
  t = createTestApp();
  // the database exists before another connection opens it (on PostgreSQL it is being created)
  await t.db.select({ n: count() }).from(messages);
});
afterAll(() => t.close());

const onPostgres = () => dialectOf(t.db) === 'postgres';
const busyRetries = async () => (await dbBusyRetries.get()).values[0]?.value ?? 0;
const stored = async (subject: string) =>
  (await t.db.select({ n: count() }).from(messages).where(eq(messages.subject, subject)))[0]!.n;

const message = (subject: string) => ({
  fullName: 'Busy Tester',
  email: 'busy@test.ug',
  subject,
  content: 'Sent while the database was busy',
});

async function connectPg(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.databaseTarget });
  await client.connect();
  return client;
}

/**
 * Runs `send` while the database turns its write away. SQLite: another connection holds the
 * write lock (BEGIN IMMEDIATE) until the request's busy_timeout runs out. PostgreSQL: another
 * connection locks the messages table, waits until the request holds the sync counter's row (which
 * every write takes first, db/client.ts) and waits for that table, then asks for the counter's row
 * itself: a deadlock, which PostgreSQL breaks by failing the request's statement (its own
 * deadlock_timeout runs out first).
 */
async function whileBusy<T>(send: () => Promise<T>): Promise<T> {
  if (!onPostgres()) {
    const blocker = new Database(t.databaseTarget);
    blocker.exec('BEGIN IMMEDIATE');
    try {
      return await send();
    } finally {
      blocker.exec('ROLLBACK');
      blocker.close();
    }
  }
  const blocker = await connectPg();
  try {
    await blocker.query(`SET deadlock_timeout = '30s'`);
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE messages IN SHARE MODE');
    const answer = send();
    await expect
      .poll(
        async () =>
          (
            await blocker.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
            )
          ).rows[0]!.n,
        { timeout: 10_000, interval: 20 },
      )
      .toBe(1);
    await blocker.query('SELECT 1 FROM sync_counter WHERE id = 1 FOR UPDATE');
    await blocker.query('ROLLBACK');
    return await answer;
  } finally {
    await blocker.end();
  }
}

describe('the engine’s own try-again errors', () => {
  it('are recognized, wrapped or not; other errors are not', async () => {
    const errors: unknown[] = [];
    if (onPostgres()) {
      const [a, b] = [await connectPg(), await connectPg()];
      try {
        // two REPEATABLE READ transactions write one row: the second to commit its update fails (40001)
        for (const c of [a, b]) {
          await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
          await c.query('SELECT value FROM sync_counter WHERE id = 1');
        }
        await a.query('UPDATE sync_counter SET value = value WHERE id = 1');
        const second = b.query('UPDATE sync_counter SET value = value WHERE id = 1').catch((e: unknown) => e);
        await a.query('COMMIT');
        errors.push(await second);
        await b.query('ROLLBACK');
        // a lock that is not given within lock_timeout (55P03)
        await a.query('BEGIN');
        await a.query('SELECT 1 FROM sync_counter WHERE id = 1 FOR UPDATE');
        await b.query(`SET lock_timeout = '50ms'`);
        errors.push(await b.query('SELECT 1 FROM sync_counter WHERE id = 1 FOR UPDATE').catch((e: unknown) => e));
        await a.query('ROLLBACK');
      } finally {
        await Promise.all([a.end(), b.end()]);
      }
      expect(errors.map((e) => (e as { code?: string }).code)).toEqual(['40001', '55P03']);
    } else {
      const [a, b] = [new Database(t.databaseTarget), new Database(t.databaseTarget, { timeout: 0 })];
      try {
        a.exec('BEGIN IMMEDIATE');
        errors.push(
          (() => {
            try {
              b.exec('BEGIN IMMEDIATE');
            } catch (e) {
              return e;
            }
          })(),
        );
        a.exec('ROLLBACK');
      } finally {
        a.close();
        b.close();
      }
      expect((errors[0] as { code?: string }).code).toBe('SQLITE_BUSY');
    }
    for (const err of errors) {
      expect(isBusy(err)).toBe(true);
      // as drizzle hands it on: the driver's error is the cause
      expect(isBusy(new Error('Failed query', { cause: err }))).toBe(true);
      expect(isUniqueViolation(err)).toBe(false);
    }
    expect(isBusy(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isBusy(Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBe(false);
    expect(isBusy(new Error('no code'))).toBe(false);
    expect(isBusy(undefined)).toBe(false);
  });
});

describe('the server’s answer when the database is busy', () => {
  it('a REST write: 503 with Retry-After, counted, nothing stored; the same call later succeeds', async () => {
    const before = await busyRetries();
    const res = await whileBusy(() => t.request('POST', '/api/messages', { json: message('Busy REST') }));
    expect(res.status, res.text).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.data).toEqual({ success: false, message: 'The server is busy, please try again' });
    expect(await busyRetries()).toBe(before + 1);
    expect(await stored('Busy REST')).toBe(0);

    expect((await t.request('POST', '/api/messages', { json: message('Busy REST') })).status).toBe(201);
    expect(await stored('Busy REST')).toBe(1);
  });

  it('a pushed write: rejected with 503, counted, not recorded as applied; resent later, applied once', async () => {
    const push = (ids: string[]) =>
      t.request('POST', '/api/sync/push', {
        json: { mutations: ids.map((id) => ({ id, name: 'message.create', args: message(`Busy ${id}`) })) },
        headers: { 'x-device-id': 'busy-device-0001' },
      });
    const before = await busyRetries();
    const alone = await whileBusy(() => push(['busy-push-0001']));
    expect(alone.status, alone.text).toBe(200);
    expect(alone.data.results).toEqual([
      { id: 'busy-push-0001', status: 'rejected', code: 503, message: 'The server is busy, please try again' },
    ]);
    expect(await busyRetries()).toBe(before + 1);

    // a batch: every write of it waits for the device's next push
    const batch = await whileBusy(() => push(['busy-push-0002', 'busy-push-0003']));
    expect(batch.data.results.map((r: { code?: number }) => r.code)).toEqual([503, 503]);
    expect(await busyRetries()).toBe(before + 3);
    for (const id of ['busy-push-0001', 'busy-push-0002', 'busy-push-0003']) expect(await stored(`Busy ${id}`)).toBe(0);

    const resent = await push(['busy-push-0001', 'busy-push-0002', 'busy-push-0003']);
    expect(resent.data.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied']);
    for (const id of ['busy-push-0001', 'busy-push-0002', 'busy-push-0003']) expect(await stored(`Busy ${id}`)).toBe(1);
  });
});
