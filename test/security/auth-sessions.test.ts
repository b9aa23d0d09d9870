/**
 * Sessions (RFC 9700 §4.14 refresh token rotation; ASVS 5.0 V7 session management, V9 tokens):
 * a refresh retried within the grace window answers the same successor token, so two racing
 * refreshes and a replayed answer agree, a thief replaying a rotated token gains nothing the owner
 * does not hold, and the owner is never silently signed out; a replay after the successor moved on
 * ends the chain. An access token carries its session (`sid`) and dies with it: at logout, at chain
 * revocation and at suspension, not 15 minutes later. Token answers are never cached.
 */
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { purposeKey } from '../../server/auth/keys';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../sync/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const refresh = (refreshToken: string) => t.request('POST', '/api/auth/refresh', { json: { refreshToken } });
const me = (token: string) => t.request('GET', '/api/auth/me', { token });

describe('refresh within the grace window', () => {
  it('two refreshes racing with one token both answer the same token, which works afterwards', async () => {
    const session = await t.registerAndSignIn('race@sessions.test');
    const [a, b] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data.refreshToken).toBe(b.data.refreshToken);
    expect(a.data.refreshToken).not.toBe(session.refreshToken);
    expect((await me(a.data.accessToken)).status).toBe(200);
    expect((await me(b.data.accessToken)).status).toBe(200);
    const next = await refresh(a.data.refreshToken);
    expect(next.status).toBe(200);
    expect((await me(next.data.accessToken)).status).toBe(200);
  });

  it('a thief replaying the rotated token gets only the token the owner holds; the owner stays in', async () => {
    const owner = await t.registerAndSignIn('owner@sessions.test');
    const rotated = await refresh(owner.refreshToken);
    expect(rotated.status).toBe(200);
    t.clock.advance(5_000);
    const thief = await refresh(owner.refreshToken);
    expect(thief.status).toBe(200);
    expect(thief.data.refreshToken).toBe(rotated.data.refreshToken);
    // the owner's newer token was not revoked: it still refreshes and its access token works
    expect((await me(rotated.data.accessToken)).status).toBe(200);
    const ownerNext = await refresh(rotated.data.refreshToken);
    expect(ownerNext.status).toBe(200);
    expect((await me(ownerNext.data.accessToken)).status).toBe(200);
  });

  it('a replay once the successor has itself been rotated ends the whole chain and its access tokens', async () => {
    const owner = await t.registerAndSignIn('moved-on@sessions.test');
    const first = await refresh(owner.refreshToken);
    const second = await refresh(first.data.refreshToken);
    expect(second.status).toBe(200);
    const replay = await refresh(owner.refreshToken);
    expect(replay.status).toBe(401);
    expect((await refresh(second.data.refreshToken)).status).toBe(401);
    expect((await me(second.data.accessToken)).status).toBe(401);
  });

  it('a replay after the grace window ends the chain and its access tokens', async () => {
    const owner = await t.registerAndSignIn('late@sessions.test');
    const rotated = await refresh(owner.refreshToken);
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(owner.refreshToken)).status).toBe(401);
    expect((await refresh(rotated.data.refreshToken)).status).toBe(401);
    expect((await me(rotated.data.accessToken)).status).toBe(401);
    expect((await me(owner.accessToken)).status).toBe(401);
  });
});

describe('access tokens end with their session', () => {
  it('at logout', async () => {
    const session = await t.registerAndSignIn('logout@sessions.test');
    const other = await t.signIn('logout@sessions.test');
    expect((await me(session.accessToken)).status).toBe(200);
    const out = await t.request('POST', '/api/auth/logout', { json: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(200);
    const after = await me(session.accessToken);
    expect(after.status).toBe(401);
    expect(after.data).toMatchObject({ success: false, message: expect.any(String) });
    // another session of the same account goes on
    expect((await me(other.accessToken)).status).toBe(200);
  });

  it('at suspension, even once the account is active again', async () => {
    const victim = await t.registerAndSignIn('suspend@sessions.test');
    await t.registerAndSignIn('admin@sessions.test');
    await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'admin@sessions.test'));
    const admin = await t.signIn('admin@sessions.test');
    const status = (action: string) =>
      t.request('PUT', `/api/users/${victim.user.id}/status`, {
        token: admin.accessToken,
        json: { action, reason: 'Checking sessions', isActive: action === 'reactivate' },
      });
    expect((await status('suspend')).status).toBe(200);
    expect((await status('reactivate')).status).toBe(200);
    expect((await me(victim.accessToken)).status).toBe(401);
    // the reactivated account signs in again as usual
    expect((await me((await t.signIn('suspend@sessions.test')).accessToken)).status).toBe(200);
  });

  it('a well-signed token without a session id is refused', async () => {
    const session = await t.registerAndSignIn('nosid@sessions.test');
    const now = Math.floor(t.clock.now() / 1000);
    const token = await new SignJWT({ role: 'USER', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(session.user.id))
      .setIssuer('soko')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(purposeKey(t.deps.config.jwtSecret, 'access-tokens'));
    expect((await me(token)).status).toBe(401);
  });

  it("a token naming another account's session is refused", async () => {
    const a = await t.registerAndSignIn('a@sessions.test');
    const b = await t.registerAndSignIn('b@sessions.test');
    const sidOfB = JSON.parse(Buffer.from(b.accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
    expect(sidOfB).toEqual(expect.any(String));
    const now = Math.floor(t.clock.now() / 1000);
    const token = await new SignJWT({ role: 'USER', typ: 'access', sid: sidOfB })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(a.user.id))
      .setIssuer('soko')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(purposeKey(t.deps.config.jwtSecret, 'access-tokens'));
    expect((await me(token)).status).toBe(401);
  });
});

describe('token answers are not cached', () => {
  it('verify-otp, refresh, logout and /me answer Cache-Control: no-store', async () => {
    await t.request('POST', '/api/auth/register', {
      json: {
        firstName: 'N',
        lastName: 'S',
        email: 'nostore@sessions.test',
        phoneNumber: '+256700000001',
        role: 'USER',
      },
    });
    const verify = await t.request('POST', '/api/auth/verify-otp', {
      json: { email: 'nostore@sessions.test', otp: t.latestCode('nostore@sessions.test') },
    });
    const refreshed = await refresh(verify.data.refreshToken);
    const mine = await me(refreshed.data.accessToken);
    const out = await t.request('POST', '/api/auth/logout', { json: { refreshToken: refreshed.data.refreshToken } });
    for (const [label, res] of [
      ['verify-otp', verify],
      ['refresh', refreshed],
      ['me', mine],
      ['logout', out],
    ] as const) {
      expect(res.status, label).toBe(200);
      expect(res.headers.get('cache-control'), label).toMatch(/no-store/);
    }
  });
});
