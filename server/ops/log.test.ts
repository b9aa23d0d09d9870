/**
 * Production logs (server/ops/log.ts): a JSON line per request with its id, route pattern,
 * status and duration, and nothing personal: no e-mail address, sign-in code, token, or text a
 * user wrote, even in the query of the request.
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { log, productionLog, useLog, type Log } from './log';

let t: TestApp;
let lines: Record<string, unknown>[];
let before: Log;
beforeAll(() => {
  t = createTestApp({ demo: true });
  const out = new PassThrough();
  lines = [];
  out.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  before = log;
  useLog(productionLog(out));
});
afterAll(async () => {
  useLog(before);
  await t.close();
});

const settle = () => new Promise((r) => setTimeout(r, 50));

it('logs each request as JSON by route pattern, with nothing a user wrote or an address', async () => {
  const app = createApp({ ...t.deps, config: { ...t.deps.config, logRequests: true, development: false } });
  const email = 'private.person@example.com';
  const need = 'my very private need text';
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'from-the-proxy-1' },
    body: JSON.stringify({ email: 'user@example.com' }),
  });
  expect(login.status).toBe(200);
  expect(login.headers.get('x-request-id')).toBe('from-the-proxy-1');
  const code = t.latestCode('user@example.com');
  await app.request('/api/auth/verify-otp', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@example.com', otp: code }),
  });
  await app.request(`/api/businesses/details/1?email=${encodeURIComponent(email)}&need=${encodeURIComponent(need)}`);
  await settle();

  const requests = lines.filter((l) => l.msg === 'request');
  expect(requests).toContainEqual(
    expect.objectContaining({
      level: 30,
      reqId: 'from-the-proxy-1',
      method: 'POST',
      route: '/api/auth/login',
      status: 200,
      ms: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    }),
  );
  expect(requests).toContainEqual(expect.objectContaining({ route: '/api/businesses/details/:id', status: 200 }));
  const text = JSON.stringify(lines);
  for (const secret of [email, need, 'user@example.com', code]) expect(text).not.toContain(secret);
});

it('hides fields by the names of personal data wherever they sit', async () => {
  log.error('Something failed', { email: 'a@b.ug', user: { token: 'abc.def' }, err: new Error('disk full') });
  await settle();
  expect(lines.at(-1)).toMatchObject({
    level: 50,
    msg: 'Something failed',
    email: '[hidden]',
    user: { token: '[hidden]' },
    err: expect.objectContaining({ type: 'Error', message: 'disk full', stack: expect.any(String) }),
  });
});
