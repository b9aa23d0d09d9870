/**
 * Access tokens (ASVS 5.0 V9 self-contained tokens; RFC 8725 JWT BCP; OWASP API2:2023): a token is
 * accepted only when it is HS256, signed with our key, issued by us, of type "access", unexpired,
 * its session (`sid`) is live, and its account still exists and is active. Every forgery below is
 * tried on a signed-in read, an admin call and an offline push. Figure: forged or dead tokens
 * accepted = 0.
 */
import { eq } from 'drizzle-orm';
import { SignJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { purposeKey } from '../../server/auth/keys';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../sync/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: { id: number; accessToken: string; refreshToken: string };
let adminId: number;
const SECRET = () => purposeKey(t.deps.config.jwtSecret, 'access-tokens');

beforeAll(async () => {
  t = createTestApp();
  const session = await t.registerAndSignIn('token-user@jwt.test');
  user = { id: session.user.id, accessToken: session.accessToken, refreshToken: session.refreshToken };
  adminId = (await t.registerAndSignIn('token-admin@jwt.test')).user.id;
  await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, adminId));
});
afterAll(() => t.close());

const nowSeconds = () => Math.floor(t.clock.now() / 1000);
const encode = (o: object) => base64url.encode(JSON.stringify(o));

/** Claims of a token that would make the bearer the admin, if accepted. */
const adminClaims = () => ({
  sub: String(adminId),
  role: 'ADMIN',
  typ: 'access',
  iss: 'soko',
  iat: nowSeconds(),
  exp: nowSeconds() + 600,
});

function sign(claims: Record<string, unknown>, key: Uint8Array = SECRET(), alg = 'HS256') {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
}

/** Three calls every token is tried on; a token is "accepted" if any answers 2xx. */
async function accepted(token: string): Promise<{ accepted: boolean; statuses: number[] }> {
  const me = await t.request('GET', '/api/auth/me', { token });
  const admin = await t.request('GET', '/api/users', { token });
  const push = await t.request('POST', '/api/sync/push', {
    token,
    json: {
      mutations: [
        {
          id: `jwt-${Math.random().toString(36).slice(2, 12)}`,
          name: 'productReview.vote',
          args: { reviewId: 1, direction: 'up' },
        },
      ],
    },
  });
  const pushCode = push.data?.results?.[0]?.code;
  const statuses = [me.status, admin.status, pushCode ?? push.status];
  return { accepted: me.status < 300 || admin.status < 300 || (push.status < 300 && pushCode !== 401), statuses };
}

const FORGERIES: [string, () => Promise<string> | string][] = [
  ['alg "none", no signature', () => `${encode({ alg: 'none', typ: 'JWT' })}.${encode(adminClaims())}.`],
  [
    'alg "None", signature kept from a real token',
    () => `${encode({ alg: 'None', typ: 'JWT' })}.${encode(adminClaims())}.${user.accessToken.split('.')[2]}`,
  ],
  [
    'signed with another key',
    () => sign(adminClaims(), new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256')),
  ],
  ['HS512 with our key (algorithm not allowed)', () => sign(adminClaims(), SECRET(), 'HS512')],
  ['our key, another issuer', () => sign({ ...adminClaims(), iss: 'evil' })],
  ['our key, no type claim', () => sign({ ...adminClaims(), typ: undefined })],
  ['our key, type "refresh"', () => sign({ ...adminClaims(), typ: 'refresh' })],
  ['our key, subject not a number', () => sign({ ...adminClaims(), sub: `${adminId} OR 1=1` })],
  ['our key, no session id', () => sign(adminClaims())],
  ['our key, a session id that never existed', () => sign({ ...adminClaims(), sid: 'made-up-session' })],
  [
    'a real token with its payload swapped for the admin',
    () => {
      const [h, , s] = user.accessToken.split('.');
      return `${h}.${encode(adminClaims())}.${s}`;
    },
  ],
  ['a refresh token used as an access token', () => user.refreshToken],
  ['an empty bearer', () => ' '],
];

describe('forged tokens', () => {
  it.each(FORGERIES)('%s → refused', async (_label, make) => {
    const result = await accepted(await make());
    expect(result.accepted, `statuses ${result.statuses.join(',')}`).toBe(false);
    expect(result.statuses[0]).toBe(401);
  });
});

describe('tokens that were good once', () => {
  it('an expired token', async () => {
    const session = await t.signIn('token-user@jwt.test');
    expect((await accepted(session.accessToken)).accepted).toBe(true);
    t.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect((await accepted(session.accessToken)).accepted).toBe(false);
  });

  it('the access token used as a refresh token', async () => {
    const session = await t.signIn('token-user@jwt.test');
    const res = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: session.accessToken } });
    // refused by its length (an access token is longer than any refresh token) or, if it fit, as unknown
    expect([400, 401]).toContain(res.status);
    expect(res.data.refreshToken).toBeUndefined();
  });

  it('a token of a suspended account, and its refresh token', async () => {
    const victim = await t.registerAndSignIn('suspended@jwt.test');
    expect((await accepted(victim.accessToken)).accepted).toBe(true);
    const admin = await t.signIn('token-admin@jwt.test');
    const suspend = await t.request('PUT', `/api/users/${victim.user.id}/status`, {
      token: admin.accessToken,
      json: { action: 'suspend', reason: 'Abuse', isActive: false },
    });
    expect(suspend.status).toBe(200);
    expect((await accepted(victim.accessToken)).accepted).toBe(false);
    const refresh = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: victim.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('a token of a deleted account, and its refresh token', async () => {
    const victim = await t.registerAndSignIn('deleted@jwt.test');
    expect((await accepted(victim.accessToken)).accepted).toBe(true);
    const admin = await t.signIn('token-admin@jwt.test');
    const del = await t.request('DELETE', `/api/users/${victim.user.id}`, { token: admin.accessToken });
    expect(del.status).toBe(200);
    expect((await accepted(victim.accessToken)).accepted).toBe(false);
    const refresh = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: victim.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('a demoted admin keeps no admin power in its old token (the role is read from the account)', async () => {
    const demoted = await t.registerAndSignIn('demoted@jwt.test');
    await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, demoted.user.id));
    const asAdmin = await t.signIn('demoted@jwt.test');
    expect((await t.request('GET', '/api/users', { token: asAdmin.accessToken })).status).toBe(200);
    await t.db.update(users).set({ role: 'USER' }).where(eq(users.id, demoted.user.id));
    expect((await t.request('GET', '/api/users', { token: asAdmin.accessToken })).status).toBe(403);
  });
});

describe('figure', () => {
  it('0 forged or dead tokens accepted', async () => {
    let acceptedCount = 0;
    for (const [, make] of FORGERIES) if ((await accepted(await make())).accepted) acceptedCount++;
    console.log(
      `[figure] JWT: ${FORGERIES.length} forgeries + expired, suspended, deleted, refresh-as-access → accepted ${acceptedCount}`,
    );
    expect(acceptedCount).toBe(0);
  });
});
