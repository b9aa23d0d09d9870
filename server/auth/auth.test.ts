import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const alice = {
  firstName: 'Alice',
  lastName: 'Nakato',
  email: 'Alice@Example.com',
  phoneNumber: '+256772123456',
  role: 'USER',
};

async function registerAlice() {
  const res = await t.request('POST', '/api/auth/register', { json: alice });
  expect(res.status).toBe(201);
  return res;
}

describe('the whole sign-in flow', () => {
  it('register → code in the .eml → verify → authenticated call → refresh → reuse revokes → logout', async () => {
    await registerAlice();
    const code = t.latestCode('alice@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const verify = await t.request('POST', '/api/auth/verify-otp', {
      json: { email: 'alice@example.com', otp: code },
    });
    expect(verify.status).toBe(200);
    expect(verify.data.user).toMatchObject({ email: 'alice@example.com', role: 'USER', isVerified: true });
    expect(verify.data.accessToken).toEqual(expect.any(String));
    expect(verify.data.refreshToken).toEqual(expect.any(String));

    const me = await t.request('GET', '/api/auth/me', { token: verify.data.accessToken });
    expect(me.status).toBe(200);
    expect(me.data.user.firstName).toBe('Alice');

    const refreshed = await t.request('POST', '/api/auth/refresh', {
      json: { refreshToken: verify.data.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.data.refreshToken).not.toBe(verify.data.refreshToken);

    t.clock.advance(60_000); // past the grace window: presenting the old token is a reuse
    const reused = await t.request('POST', '/api/auth/refresh', {
      json: { refreshToken: verify.data.refreshToken },
    });
    expect(reused.status).toBe(401);
    const chainRevoked = await t.request('POST', '/api/auth/refresh', {
      json: { refreshToken: refreshed.data.refreshToken },
    });
    expect(chainRevoked.status).toBe(401);

    const again = await t.signIn('alice@example.com');
    const out = await t.request('POST', '/api/auth/logout', { json: { refreshToken: again.refreshToken } });
    expect(out.status).toBe(200);
    const afterLogout = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: again.refreshToken } });
    expect(afterLogout.status).toBe(401);
  });

  it('lets a refresh whose answer was lost be retried within the grace window', async () => {
    const session = await t.registerAndSignIn('grace@example.com');
    const first = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: session.refreshToken } });
    expect(first.status).toBe(200);
    t.clock.advance(5_000);
    const retried = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: session.refreshToken } });
    expect(retried.status).toBe(200);
    // the retry answers the token the lost answer carried, and it lives
    expect(retried.data.refreshToken).toBe(first.data.refreshToken);
    expect(
      (await t.request('POST', '/api/auth/refresh', { json: { refreshToken: first.data.refreshToken } })).status,
    ).toBe(200);
  });

  it('refuses an access token once the account is suspended', async () => {
    const session = await t.registerAndSignIn('suspended@example.com');
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'suspended@example.com'));
    const me = await t.request('GET', '/api/auth/me', { token: session.accessToken });
    expect(me.status).toBe(401);
    expect(me.data.message).toMatch(/suspended/);
    const login = await t.request('POST', '/api/auth/login', { json: { email: 'suspended@example.com' } });
    expect(login.status).toBe(403);
    const refresh = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);
  });
});

describe('code rules', () => {
  it('expires after 300 s', async () => {
    await registerAlice();
    const code = t.latestCode('alice@example.com');
    t.clock.advance(300_000);
    const res = await t.request('POST', '/api/auth/verify-otp', { json: { email: 'alice@example.com', otp: code } });
    expect(res.status).toBe(400);
    expect(res.data.message).toMatch(/expired/);
  });

  it('is accepted just before 300 s and only once', async () => {
    await registerAlice();
    const code = t.latestCode('alice@example.com');
    t.clock.advance(299_000);
    const ok = await t.request('POST', '/api/auth/verify-otp', { json: { email: 'alice@example.com', otp: code } });
    expect(ok.status).toBe(200);
    const again = await t.request('POST', '/api/auth/verify-otp', { json: { email: 'alice@example.com', otp: code } });
    expect(again.status).toBe(400);
  });

  it('refuses the right code after five wrong tries', async () => {
    await registerAlice();
    const code = t.latestCode('alice@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/api/auth/verify-otp', { json: { email: 'alice@example.com', otp: wrong } });
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    const sixth = await t.request('POST', '/api/auth/verify-otp', { json: { email: 'alice@example.com', otp: code } });
    expect(sixth.status).toBe(429);
  });

  it('holds a cooldown between codes, and a resend retires the earlier code', async () => {
    await registerAlice();
    const first = t.latestCode('alice@example.com');
    const tooSoon = await t.request('POST', '/api/auth/resend-otp', { json: { email: 'alice@example.com' } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toEqual(expect.any(String));
    t.clock.advance(31_000);
    const resend = await t.request('POST', '/api/auth/resend-otp', { json: { email: 'alice@example.com' } });
    expect(resend.status).toBe(200);
    const second = t.latestCode('alice@example.com');
    if (first !== second) {
      const old = await t.request('POST', '/api/auth/verify-otp', { json: { email: 'alice@example.com', otp: first } });
      expect(old.status).toBe(400);
    }
    const ok = await t.request('POST', '/api/auth/verify-otp', { json: { email: 'alice@example.com', otp: second } });
    expect(ok.status).toBe(200);
  });

  it('caps codes per address per hour from one network', async () => {
    await registerAlice();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      t.clock.advance(31_000);
      statuses.push((await t.request('POST', '/api/auth/resend-otp', { json: { email: 'alice@example.com' } })).status);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('stores only a hash of the code', async () => {
    await registerAlice();
    const code = t.latestCode('alice@example.com');
    const rows = await t.db.select().from(otpCodes);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('bad input on every auth route answers 4xx with a message', () => {
  const routes = [
    '/api/auth/register',
    '/api/auth/login',
    '/api/auth/verify-otp',
    '/api/auth/resend-otp',
    '/api/auth/refresh',
  ];
  const bodies: Array<[string, string, string]> = [
    ['empty object', '{}', 'application/json'],
    ['wrong types', JSON.stringify({ email: 42, otp: 123456, firstName: [], refreshToken: {} }), 'application/json'],
    ['malformed JSON', '{"email": ', 'application/json'],
    ['not JSON at all', 'email=a@b.c', 'text/plain'],
    ['a huge body', JSON.stringify({ email: 'x'.repeat(400_000) }), 'application/json'],
    ['an array', '[1,2,3]', 'application/json'],
  ];
  for (const route of routes) {
    for (const [label, body, type] of bodies) {
      it(`${route} with ${label}`, async () => {
        const res = await t.request('POST', route, { body, headers: { 'content-type': type } });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.data).toMatchObject({ success: false, message: expect.any(String) });
      });
    }
  }

  it('registration refuses a missing field with its message', async () => {
    const res = await t.request('POST', '/api/auth/register', { json: { ...alice, firstName: '  ' } });
    expect(res.status).toBe(400);
    expect(res.data.errors.firstName).toBe('First name is required');
  });

  it('registration refuses ADMIN as a role', async () => {
    const res = await t.request('POST', '/api/auth/register', { json: { ...alice, role: 'ADMIN' } });
    expect(res.status).toBe(400);
  });

  it('unknown API paths answer a JSON 404', async () => {
    const res = await t.request('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.data.success).toBe(false);
  });

  it('health answers ok', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.data).toEqual({ status: 'ok' });
  });
});
