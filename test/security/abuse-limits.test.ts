/**
 * Abuse limits (OWASP API4:2023 unrestricted resource consumption, API6:2023 sensitive business
 * flows; ASVS 5.0 V2.4 anti-automation): sign-in, code resends, contact messages, reviews,
 * product reviews, images and pushes are limited per client (its account when signed in, else its
 * network; sign-in always by network), codes also per e-mail address; over a limit the answer is
 * 429 with Retry-After, and only that client is held back. The counters live in the database, so
 * two server processes on one database share them. Bodies over their size limit get 413.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_LIMITS, SIGN_IN_LIMITS, WRITE_LIMITS } from '../../server/limits/rate-limits';
import { OTP_MAX_PER_HOUR_PER_CLIENT, OTP_RESEND_COOLDOWN_SECONDS } from '../../sync/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fileOf, formOf, pngBytes } from '../fixtures/images/make-image';
import { closeDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { createApp } from '../../server/app';

let t: TestApp;
afterEach(() => t?.close());

/** A request from a given address, the way the Node server sees it. */
async function from(
  address: string,
  method: string,
  path: string,
  opts: { json?: unknown; token?: string; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  let body = opts.body;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await t.app.request(
    path,
    { method, headers, body },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const text = await res.text();
  let data: any;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  return { status: res.status, headers: res.headers, data };
}

const limitOf = (name: string) => ROUTE_LIMITS.find((r) => r.name === name)!.limit;
const figures: string[] = [];

/** Sends `limit` calls that pass, then one more that must be a 429 with Retry-After. */
async function exhaust(
  what: string,
  limit: number,
  call: (i: number) => Promise<{ status: number; headers: Headers; data: any }>,
) {
  for (let i = 0; i < limit; i++) {
    const res = await call(i);
    expect(res.status, `${what} call ${i + 1}: ${JSON.stringify(res.data)}`).not.toBe(429);
  }
  const over = await call(limit);
  expect(over.status, `${what} over the limit`).toBe(429);
  const retryAfter = Number(over.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(over.data).toMatchObject({ success: false, message: expect.any(String) });
  figures.push(`${what}: ${limit} allowed, then 429 Retry-After ${retryAfter}s`);
  return over;
}

describe('per-client limits (rate limits on)', () => {
  it('sign-in attempts, per address; another address is not held back', async () => {
    t = createTestApp({ rateLimits: true });
    await exhaust('POST /auth/login', SIGN_IN_LIMITS['sign-in-codes'].limit, () =>
      from('10.0.0.1', 'POST', '/api/auth/login', { json: { email: 'nobody@limits.test' } }),
    );
    const other = await from('10.0.0.2', 'POST', '/api/auth/login', { json: { email: 'nobody@limits.test' } });
    expect(other.status).toBe(404);
  });

  it('code resends: cooldown per e-mail address, hourly cap per client', async () => {
    t = createTestApp({ rateLimits: true });
    const register = (email: string, address = '10.0.1.1') =>
      from(address, 'POST', '/api/auth/register', {
        json: { firstName: 'A', lastName: 'B', email, phoneNumber: '+256700000001', role: 'USER' },
      });
    expect((await register('resend@limits.test')).status).toBe(201);
    const resend = await from('10.0.1.1', 'POST', '/api/auth/resend-otp', { json: { email: 'resend@limits.test' } });
    expect(resend.status).toBe(429);
    expect(Number(resend.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(resend.headers.get('retry-after'))).toBeLessThanOrEqual(OTP_RESEND_COOLDOWN_SECONDS);
    figures.push(
      `POST /auth/resend-otp within ${OTP_RESEND_COOLDOWN_SECONDS}s: 429 Retry-After ${resend.headers.get('retry-after')}s`,
    );
    // one client asking codes for many addresses
    await exhaust('codes per client per hour', OTP_MAX_PER_HOUR_PER_CLIENT - 1, (i) =>
      register(`many${i}@limits.test`),
    );
    expect((await register('fresh@limits.test', '10.0.1.2')).status).toBe(201);
  });

  it('contact messages, per address', async () => {
    t = createTestApp({ rateLimits: true });
    const message = { fullName: 'Ann B', email: 'ann@b.ug', subject: 'Question', content: 'A long enough message' };
    await exhaust('POST /messages', WRITE_LIMITS['message.create'].limit, () =>
      from('10.0.2.1', 'POST', '/api/messages', { json: message }),
    );
    expect((await from('10.0.2.2', 'POST', '/api/messages', { json: message })).status).toBe(201);
  });

  it('business reviews and product reviews, per account', async () => {
    t = createTestApp({ rateLimits: true, demo: true });
    const a = await t.signIn('user@example.com');
    const b = await t.registerAndSignIn('second@limits.test');
    const business = (await t.request('GET', '/api/businesses/all?limit=1')).data[0].id as number;
    const categoryId = (await t.request('GET', '/api/categories')).data.categories[0].id as number;
    await exhaust('POST /reviews', WRITE_LIMITS['review.create'].limit, () =>
      from('10.0.3.1', 'POST', '/api/reviews', { token: a.accessToken, json: { businessId: business, rating: 4 } }),
    );
    expect(
      (
        await from('10.0.3.1', 'POST', '/api/reviews', {
          token: b.accessToken,
          json: { businessId: business, rating: 4 },
        })
      ).status,
    ).toBe(201);
    await exhaust('POST /product-reviews', WRITE_LIMITS['productReview.create'].limit, () =>
      from('10.0.3.1', 'POST', '/api/product-reviews', {
        token: a.accessToken,
        json: { name: 'Thing', categoryId, rating: 3 },
      }),
    );
  }, 60_000);

  it('pushes, per account and per signed-out device address', async () => {
    t = createTestApp({ rateLimits: true });
    const user = await t.registerAndSignIn('pusher@limits.test');
    const empty = { mutations: [] };
    await exhaust('POST /sync/push', limitOf('sync'), () =>
      from('10.0.4.1', 'POST', '/api/sync/push', { token: user.accessToken, json: empty }),
    );
    await exhaust('POST /sync/push signed out', limitOf('sync'), () =>
      from('10.0.4.2', 'POST', '/api/sync/push', { json: empty, headers: { 'x-device-id': 'device-00000001' } }),
    );
    expect(
      (await from('10.0.4.3', 'POST', '/api/sync/push', { json: empty, headers: { 'x-device-id': 'device-00000002' } }))
        .status,
    ).toBe(200);
  });
});

describe('keys and shared counters (rate limits on)', () => {
  it('sign-in is counted by network even with a valid token attached', async () => {
    t = createTestApp({ rateLimits: true });
    const a = await t.registerAndSignIn('keyed-a@limits.test');
    const b = await t.registerAndSignIn('keyed-b@limits.test');
    // the two sign-ins above came from the in-process client; this address starts empty
    await exhaust('POST /auth/login with a token', SIGN_IN_LIMITS['sign-in-codes'].limit, (i) =>
      from('10.0.6.1', 'POST', '/api/auth/login', {
        token: i % 2 ? a.accessToken : undefined,
        json: { email: 'nobody@limits.test' },
      }),
    );
    const withOtherToken = await from('10.0.6.1', 'POST', '/api/auth/login', {
      token: b.accessToken,
      json: { email: 'nobody@limits.test' },
    });
    expect(withOtherToken.status).toBe(429);
  });

  it('an IPv6 /64 is one client; the next /64 is another', async () => {
    t = createTestApp({ rateLimits: true });
    const message = { fullName: 'Ann B', email: 'ann@b.ug', subject: 'Question', content: 'A long enough message' };
    await exhaust('POST /messages from one /64', WRITE_LIMITS['message.create'].limit, (i) =>
      from(`2001:db8:1:2::${(i + 1).toString(16)}`, 'POST', '/api/messages', { json: message }),
    );
    expect((await from('2001:db8:1:2:ffff:ffff:ffff:ffff', 'POST', '/api/messages', { json: message })).status).toBe(
      429,
    );
    expect((await from('2001:db8:1:3::1', 'POST', '/api/messages', { json: message })).status).toBe(201);
  });

  it('images: every multipart write counts, whatever route it takes', async () => {
    t = createTestApp({ rateLimits: true });
    const user = await t.registerAndSignIn('images@limits.test');
    const categoryId = (await t.request('GET', '/api/categories')).data.categories[0]?.id as number | undefined;
    const png = await pngBytes(8, 8);
    await exhaust('multipart image writes', limitOf('images'), async (i) => {
      const form =
        i % 2 || categoryId === undefined
          ? formOf({ image: fileOf(png, 'a.png', 'image/png') })
          : formOf({
              name: `Thing ${i}`,
              categoryId: String(categoryId),
              rating: '3',
              image: fileOf(png, 'a.png', 'image/png'),
            });
      return from('10.0.7.1', 'POST', i % 2 || categoryId === undefined ? '/api/uploads' : '/api/product-reviews', {
        token: user.accessToken,
        body: form,
      });
    });
  }, 60_000);

  it('reports, per account', async () => {
    t = createTestApp({ rateLimits: true });
    const user = await t.registerAndSignIn('reporter@limits.test');
    const targets = await t.db
      .insert(users)
      .values(
        Array.from({ length: limitOf('reports') + 1 }, (_, i) => ({
          firstName: 'Target',
          lastName: String(i),
          email: `target${i}@limits.test`,
        })),
      )
      .returning({ id: users.id });
    await exhaust('POST /reports', limitOf('reports'), (i) =>
      from('10.0.8.1', 'POST', '/api/reports', {
        token: user.accessToken,
        json: { targetType: 'user', targetId: targets[i]!.id, reason: 'spam' },
      }),
    );
  }, 60_000);

  it('two server processes on one database share the counters', async () => {
    t = createTestApp({ rateLimits: true });
    const secondDb = await t.openAgain();
    const second = createApp({ ...t.deps, db: secondDb });
    const message = { fullName: 'Ann B', email: 'ann@b.ug', subject: 'Question', content: 'A long enough message' };
    const limit = WRITE_LIMITS['message.create'].limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const app = i % 2 ? second : t.app;
      const res = await app.request(
        '/api/messages',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) },
        { incoming: { socket: { remoteAddress: '10.0.9.1' } } },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
    await closeDatabase(secondDb);
    figures.push(`two processes, one database: ${limit} messages accepted across both, the next 429`);
  });
});

describe('body size limits', () => {
  it('413 for a JSON body over 256 KB, a push over 2 MB and a form over 5 MB + fields', async () => {
    t = createTestApp();
    const user = await t.registerAndSignIn('big@limits.test');
    const json = await from('10.0.5.1', 'POST', '/api/messages', {
      body: JSON.stringify({ content: 'x'.repeat(300_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(413);
    expect(json.data).toMatchObject({ success: false, message: expect.any(String) });
    const push = await from('10.0.5.1', 'POST', '/api/sync/push', {
      token: user.accessToken,
      body: JSON.stringify({
        mutations: [{ id: 'big-push-0001', name: 'message.create', args: { content: 'x'.repeat(2_200_000) } }],
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(push.status).toBe(413);
    const form = formOf({ image: fileOf(Buffer.alloc(6 * 1024 * 1024), 'big.png', 'image/png') });
    const multipart = await t.request('POST', '/api/uploads', { token: user.accessToken, form });
    expect(multipart.status).toBe(413);
    expect(multipart.data).toMatchObject({ success: false });
    // a body that lies about its length is cut off at the limit as well
    const chunked = await t.app.request('/api/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(10_000)));
          controller.close();
        },
      }),
      // @ts-expect-error: Node's fetch needs this for a streamed body
      duplex: 'half',
    });
    expect(chunked.status).toBe(413);
    figures.push('bodies: JSON > 256 KB → 413, push > 2 MB → 413, form > 5.25 MB → 413, streamed without length → 413');
  });

  it('figure', () => {
    console.log(`[figure] abuse limits:\n  ${figures.join('\n  ')}`);
    expect(figures.length).toBeGreaterThanOrEqual(13);
  });
});
