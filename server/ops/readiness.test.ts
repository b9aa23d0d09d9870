import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { dialectOf } from '../../db/dialect';
import { rawRun } from '../../db/query';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

/** drizzle's record of applied migrations (PostgreSQL keeps it in the `drizzle` schema). */
const appliedTable = () =>
  dialectOf(t.db) === 'sqlite' ? sql`__drizzle_migrations` : sql`drizzle.__drizzle_migrations`;

it.each([
  ['serving', async () => {}, 200, { status: 'ok' }, 200, { status: 'ready' }],
  [
    'draining',
    async () => {
      t.deps.lifecycle = { draining: true };
    },
    503,
    { status: 'draining' },
    503,
    { status: 'draining', message: 'The server is shutting down' },
  ],
  [
    'a database without this build’s newest migration',
    async () => {
      const applied = appliedTable();
      await rawRun(t.db, sql`DELETE FROM ${applied} WHERE created_at = (SELECT MAX(created_at) FROM ${applied})`);
    },
    200,
    { status: 'ok' },
    503,
    { status: 'not ready', message: 'Migrations are not applied' },
  ],
  [
    'a database that does not answer',
    async () => {
      await rawRun(t.db, sql`DROP TABLE ${appliedTable()}`);
    },
    200,
    { status: 'ok' },
    503,
    { status: 'not ready', message: 'The database does not answer' },
  ],
] as const)('%s: health %i, ready %i', async (_state, arrange, healthStatus, health, readyStatus, ready) => {
  await arrange();
  const [h, r] = [await t.request('GET', '/api/health'), await t.request('GET', '/api/ready')];
  expect([h.status, h.data]).toEqual([healthStatus, health]);
  expect([r.status, r.data]).toEqual([readyStatus, ready]);
});

it('a connection that served a request while draining is not kept open', async () => {
  t.deps.lifecycle = { draining: true };
  expect((await t.request('GET', '/api/categories')).headers.get('connection')).toBe('close');
  t.deps.lifecycle = { draining: false };
  expect((await t.request('GET', '/api/categories')).headers.get('connection')).toBeNull();
});
