/**
 * Offline for a day (RFC 9700 §4.14 refresh token rotation and replay detection; ASVS 5.0 V7
 * session management): writes queued while the 15-minute access token expired go out with a
 * refreshed one; a refresh whose answer was lost on a flaky network can be retried within the
 * grace window without signing the user out; a real reuse of a rotated refresh token still ends
 * the whole chain, and the writes waiting on the phone survive it.
 */
import { installNetwork, type Network } from './support/device';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, otpCodes, refreshTokens } from '../../db/schema';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../sync/constants';
import { db, setMeta } from '../../client/store/db';
import { enqueue, syncNow } from '../../client/store/outbox';
import { requestSync } from '../../client/store/sync-engine';
import { clearSession, getSession, signedIn } from '../../client/lib/session';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, type World } from '../helpers/signed-in-world';

const DAY = 86_400_000;
let t: TestApp;
let w: World;
let network: Network;

beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
  network = installNetwork(t);
});
afterEach(async () => {
  vi.useRealTimers();
  network.offline = false;
  clearSession();
  await db.outbox.clear();
  await setMeta('nextSyncAt', 0);
  await setMeta('syncFailures', 0);
});
afterAll(async () => {
  network.close();
  await t.close();
});

async function signInPhone() {
  await t.db.delete(otpCodes); // code caps are tested in one-time-codes.test.ts
  const session = await t.signIn(w.emails.user);
  signedIn(session as Parameters<typeof signedIn>[0]);
  return session;
}

/** Three writes made with no connection, then a day passes on the server's clock. */
async function aDayOffline(tag: string) {
  network.offline = true;
  const contents = [1, 2, 3].map((i) => `${tag}: written offline, note ${i}`);
  for (const content of contents)
    await enqueue('message.create', { fullName: 'Ann B', email: 'ann@b.ug', subject: 'Offline note', content });
  await requestSync();
  t.clock.advance(DAY);
  network.offline = false;
  return contents;
}
const stored = async (content: string) =>
  (await t.db.select().from(messages).where(eq(messages.content, content))).length;
const pushesServed = () => network.served.filter((p) => p === '/api/sync/push').length;
const refreshesServed = () => network.served.filter((p) => p === '/api/auth/refresh').length;

describe('a day offline', () => {
  it("the phone's clock agrees: the token is refreshed before the push", async () => {
    await signInPhone();
    const contents = await aDayOffline('clock agrees');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t.clock.now());
    const refreshes = refreshesServed();
    await syncNow();
    expect(refreshesServed() - refreshes).toBe(1);
    for (const c of contents) expect(await stored(c)).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(getSession().user).not.toBeNull();
  });

  it("the phone's clock is behind: the push meets 401, the phone refreshes and sends again", async () => {
    await signInPhone();
    const contents = await aDayOffline('clock behind');
    // the message writes need no sign-in, so they would go without a token; a signed-in write
    // (a product review) shows the 401 path
    network.offline = true;
    const id = await enqueue('productReview.create', {
      name: 'Reviewed after a day',
      categoryId: w.category.id,
      rating: 4,
    });
    await requestSync();
    network.offline = false;
    const [pushes, refreshes] = [pushesServed(), refreshesServed()];
    await syncNow();
    expect(refreshesServed() - refreshes).toBe(1);
    expect(pushesServed() - pushes).toBeGreaterThanOrEqual(2); // refused with 401, then sent again
    for (const c of contents) expect(await stored(c)).toBe(1);
    expect(await db.outbox.where('id').equals(id).count()).toBe(0);
  });
});

describe('a refresh answered but lost on the network', () => {
  it('is retried within the grace window: the user stays signed in and the writes go', async () => {
    await signInPhone();
    network.offline = true;
    await enqueue('productReview.create', { name: 'Lost refresh answer', categoryId: w.category.id, rating: 4 });
    await requestSync();
    t.clock.advance(DAY);
    network.offline = false;
    network.fail(/^\/api\/auth\/refresh/, 'answer-lost');
    await syncNow();
    // the server rotated the token, the phone never heard: it still holds the old one and waits
    expect(getSession().user).not.toBeNull();
    expect(await db.outbox.count()).toBe(1);
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS - 10) * 1000);
    await syncNow();
    expect(getSession().user).not.toBeNull();
    expect(await db.outbox.count()).toBe(0);
    const family = (await t.db.select().from(refreshTokens)).filter(
      (r) => r.userId === w.ids.user && r.revokedAt === null,
    );
    expect(family.length).toBeGreaterThanOrEqual(1);
  });
});

describe('a real reuse', () => {
  it('revokes the whole chain; the waiting writes stay on the phone and go after signing in again', async () => {
    const session = await signInPhone();
    const stolen = session.refreshToken;
    // the phone refreshes normally (rotation)
    t.clock.advance(16 * 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t.clock.now());
    await syncNow();
    expect(getSession().refreshToken).not.toBe(stolen);
    vi.useRealTimers();
    // an attacker replays the old token after the grace window
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    const reuse = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: stolen } });
    expect(reuse.status).toBe(401);
    // the phone's own, newer token died with the chain: it is signed out, its writes kept
    network.offline = true;
    const id = await enqueue('productReview.create', {
      name: 'Written before the reuse',
      categoryId: w.category.id,
      rating: 2,
    });
    await requestSync();
    network.offline = false;
    t.clock.advance(16 * 60_000);
    await syncNow();
    expect(getSession().user).toBeNull();
    expect(await db.outbox.where('id').equals(id).first()).toMatchObject({ state: 'waiting', userId: w.ids.user });
    await signInPhone();
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
  });

  it('the same token presented again within the grace window after its child was used is a reuse too', async () => {
    const session = await t.signIn(w.emails.otherUser);
    const first = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: session.refreshToken } });
    expect(first.status).toBe(200);
    const second = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: first.data.refreshToken } });
    expect(second.status).toBe(200);
    const replay = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: session.refreshToken } });
    expect(replay.status).toBe(401);
    const chain = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: second.data.refreshToken } });
    expect(chain.status).toBe(401);
  });
});
