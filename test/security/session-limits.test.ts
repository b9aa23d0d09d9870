/**
 * Sign-in limits fit their purpose (server/limits/rate-limits.ts step 5; docs/security.md "Third
 * round"): asking for a code and checking one are limited per network, each in its own bucket and
 * only once the body passed validation; refresh and logout per session. Phones behind one
 * carrier-grade NAT address (one IPv4 address for a whole cell) stay signed in however many they
 * are, and junk sent from that address does not sign them out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { startSession } from '../../server/auth/sessions';
import { SIGN_IN_LIMITS } from '../../server/limits/rate-limits';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../sync/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
afterEach(() => t?.close());

const CGNAT = '100.64.0.1';

/** A JSON POST from a given address, the way the Node server sees it. */
async function post(address: string, path: string, json: unknown) {
  const res = await t.app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return { status: res.status, data: (await res.json()) as { refreshToken?: string; message?: string } };
}

/** `n` accounts, each with a session started as a verified code would start it. */
async function signedInAccounts(n: number): Promise<string[]> {
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({ firstName: 'Phone', lastName: `${i}`, email: `cgnat${i}@nat.test` })),
    )
    .returning();
  return Promise.all(rows.map(async (user) => (await startSession(t.deps, user)).refreshToken));
}

/** Refreshes every token once from `address`; answers the statuses and keeps the successors. */
async function refreshAll(address: string, tokens: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const [i, token] of tokens.entries()) {
    const res = await post(address, '/api/auth/refresh', { refreshToken: token });
    statuses.push(res.status);
    if (res.data.refreshToken) tokens[i] = res.data.refreshToken;
  }
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in limits (rate limits on)', () => {
  it('100 accounts behind one address keep refreshing, every 15 minutes for an hour', async () => {
    t = createTestApp({ rateLimits: true });
    const tokens = await signedInAccounts(100);
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      statuses.push(...(await refreshAll(CGNAT, tokens)));
      t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000);
    }
    console.log(`[figure] 100 accounts, one address, 4 rounds: ${count(statuses, 200)} of 400 refreshes answered 200`);
    expect(count(statuses, 200)).toBe(400);
  }, 60_000);

  it('junk logins and malformed bodies from the address leave its phones signed in', async () => {
    t = createTestApp({ rateLimits: true });
    const tokens = await signedInAccounts(3);
    const malformed = [];
    for (let i = 0; i < 40; i++) malformed.push((await post(CGNAT, '/api/auth/login', { email: `junk ${i}` })).status);
    expect(count(malformed, 400)).toBe(40);
    // a malformed body counted nothing: the address may still ask for codes
    expect((await post(CGNAT, '/api/auth/login', { email: 'nobody0@nat.test' })).status).toBe(404);
    const junk = [];
    for (let i = 1; i < 40; i++)
      junk.push((await post(CGNAT, '/api/auth/login', { email: `nobody${i}@nat.test` })).status);
    expect(count(junk, 429)).toBeGreaterThan(0);
    expect(await refreshAll(CGNAT, tokens)).toEqual([200, 200, 200]);
    // checking a code has a bucket of its own
    expect((await post(CGNAT, '/api/auth/verify-otp', { email: 'nobody0@nat.test', otp: '123456' })).status).toBe(400);
    expect((await post(CGNAT, '/api/auth/logout', { refreshToken: tokens[0] })).status).toBe(200);
    console.log(
      `[figure] 40 malformed + 40 junk logins from one address: refresh 3/3 200, ${count(junk, 429)} logins 429`,
    );
  });

  it('a session that refreshes in a loop is held back alone', async () => {
    t = createTestApp({ rateLimits: true });
    const [looping, other] = await signedInAccounts(2);
    const tokens = [looping!];
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.refresh.limit; i++) statuses.push(...(await refreshAll(CGNAT, tokens)));
    expect(count(statuses, 200)).toBe(SIGN_IN_LIMITS.refresh.limit);
    expect(statuses.at(-1)).toBe(429);
    expect(await refreshAll(CGNAT, [other!])).toEqual([200]);
    // the held-back session is not ended: its token works once the window has slid
    t.clock.advance(SIGN_IN_LIMITS.refresh.windowMs * 2);
    expect(await refreshAll(CGNAT, tokens)).toEqual([200]);
  });

  it('a refresh token nobody holds is a 401 and counts nowhere', async () => {
    t = createTestApp({ rateLimits: true });
    const tokens = await signedInAccounts(1);
    for (let i = 0; i < 50; i++)
      expect((await post(CGNAT, '/api/auth/refresh', { refreshToken: `made-up-${i}` })).status).toBe(401);
    expect(await refreshAll(CGNAT, tokens)).toEqual([200]);
  });
});
