import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

it.each([
  ['serving', () => {}, 200, { status: 'ok' }, 200, { status: 'ready' }],
  [
    'draining',
    () => {
      t.deps.lifecycle = { draining: true };
    },
    503,
    { status: 'draining' },
    503,
    { status: 'draining', message: 'The server is shutting down' },
  ],
  [
    'a database without this build’s newest migration',
    () => {
      t.db.$client.exec(
        'DELETE FROM __drizzle_migrations WHERE created_at = (SELECT MAX(created_at) FROM __drizzle_migrations)',
      );
    },
    200,
    { status: 'ok' },
    503,
    { status: 'not ready', message: 'Migrations are not applied' },
  ],
  [
    'a database that does not answer',
    () => {
      t.db.$client.exec('DROP TABLE __drizzle_migrations');
    },
    200,
    { status: 'ok' },
    503,
    { status: 'not ready', message: 'The database does not answer' },
  ],
] as const)('%s: health %i, ready %i', async (_state, arrange, healthStatus, health, readyStatus, ready) => {
  arrange();
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
