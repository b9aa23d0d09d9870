/**
 * Rejections lose nothing (docs/product.md "Offline"; sync/outbox.ts step 4): the device's real
 * outbox and sync engine against the real app. A write the server refuses by a rule (409, 422)
 * stays on the device with the server's message for its author; a write that met 401 or a 5xx
 * waits and goes again after a refresh or a backoff; and a refused entry never holds up the
 * entries behind it. Figure: silent losses = 0, blocked queues = 0.
 */
import { installNetwork, type Network } from './support/device';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  appliedMutations,
  bids,
  otpCodes,
  deliveries,
  messages,
  productReviews,
  surveyQuestions,
} from '../../db/schema';
import { REJECTED_DIFFERENT_DATA } from '../../sync/protocol';
import { CONTACT_MESSAGE_MAX, SURVEY_TEXT_ANSWER_MAX } from '../../sync/constants';
import { db, setMeta, type StoredEntry } from '../../client/store/db';
import { enqueue, syncNow } from '../../client/store/outbox';
import { requestSync } from '../../client/store/sync-engine';
import { clearSession, signedIn } from '../../client/lib/session';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, type World } from '../helpers/signed-in-world';

let t: TestApp;
let w: World;
let network: Network;
const figures = { enqueued: 0, silentLosses: 0, blockedQueues: 0, refusedShown: 0, retriedThenApplied: 0 };

beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
  network = installNetwork(t);
});
afterEach(async () => {
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

/** Signs the phone in; code caps are tested elsewhere, so the code history is cleared first. */
async function signInAs(who: 'user' | 'vendor' | 'otherUser') {
  await t.db.delete(otpCodes);
  const session = await t.signIn(w.emails[who]);
  signedIn(session as Parameters<typeof signedIn>[0]);
  return session.user.id;
}

/** Queues writes while the phone is offline, so they wait together, in order. */
async function offlineQueue(writes: (() => Promise<string>)[]): Promise<string[]> {
  network.offline = true;
  const ids: string[] = [];
  for (const write of writes) ids.push(await write());
  figures.enqueued += ids.length;
  await requestSync(); // the attempt each write kicked off fails offline; let it finish
  network.offline = false;
  return ids;
}

const entries = () => db.outbox.toArray();
const entry = async (id: string) => (await entries()).find((e) => e.id === id);
/**
 * Every queued write is accounted for: applied on the server, or still on the device (waiting,
 * or refused with the server's message). A waiting entry after a sync on a good network, behind
 * a settled one, is a blocked queue.
 */
async function audit(userId: number, ids: string[]) {
  const outbox = await entries();
  for (const id of ids) {
    const kept = outbox.find((e) => e.id === id);
    const applied = (await t.db.select().from(appliedMutations)).some(
      (m) => (m.mutationId === id && m.userId === userId) || m.mutationId.endsWith(`/${id}`),
    );
    if (!kept && !applied) figures.silentLosses++;
    if (kept?.state === 'rejected') {
      expect(kept.message, 'a refused write carries the server message').toEqual(expect.any(String));
      figures.refusedShown++;
    }
  }
  const waiting = outbox.filter((e) => ids.includes(e.id) && e.state === 'waiting');
  if (waiting.length > 0) figures.blockedQueues++;
  return { outbox, waiting };
}

const contact = (content: string) => ({ fullName: 'Ann B', email: 'ann@b.ug', subject: 'Offline note', content });
const delivery = () => ({
  businessId: w.business.id,
  receiver_name: 'Rita',
  receiver_number: '+256700111222',
  fare: 5000,
  item_name: `Outbox cake ${Math.random()}`,
  delivery_address: 'Plot 1',
});

describe('a refused entry is kept, shown, and does not block the queue', () => {
  it('409 (a rule): the first entry refused, the three behind it applied', async () => {
    const vendorId = await signInAs('vendor');
    const quoted = (await w.newSearch()).lead;
    await w.newBid(quoted);
    const open = (await w.newSearch()).lead;
    const d = delivery();
    const ids = await offlineQueue([
      () => enqueue('bid.create', { leadId: quoted.id, amount: 1000, message: 'Again?', estimatedDuration: '1 day' }),
      () => enqueue('delivery.create', d),
      () =>
        enqueue('bid.create', { leadId: open.id, amount: 2000, message: 'Fresh quote', estimatedDuration: '2 days' }),
      () => enqueue('message.create', contact('Behind a refused quote')),
    ]);
    await syncNow();
    const { outbox, waiting } = await audit(vendorId, ids);
    expect(waiting).toEqual([]);
    expect(outbox.map((e) => [e.id, e.state, e.code])).toEqual([[ids[0], 'rejected', 409]]);
    expect(outbox[0]!.message).toBe('You have already sent a quote for this lead');
    expect(await t.db.select().from(deliveries).where(eq(deliveries.itemName, d.item_name))).toHaveLength(1);
    expect(await t.db.select().from(bids).where(eq(bids.leadId, open.id))).toHaveLength(1);
    expect(await t.db.select().from(messages).where(eq(messages.content, 'Behind a refused quote'))).toHaveLength(1);
  });

  it('422 (the id was used for other data): kept with the message; the next entry applied', async () => {
    const userId = await signInAs('user');
    const ids = await offlineQueue([
      () => enqueue('productReview.create', { name: 'My kettle', categoryId: w.category.id, rating: 4 }),
      () => enqueue('productReview.create', { name: 'My radio', categoryId: w.category.id, rating: 5 }),
    ]);
    // another tab (or a bug) already used the first id for different data
    const clash = await t.request('POST', '/api/sync/push', {
      token: w.tokens.user,
      json: {
        mutations: [
          {
            id: ids[0],
            name: 'productReview.create',
            args: { name: 'Not my kettle', categoryId: w.category.id, rating: 1 },
          },
        ],
      },
    });
    expect(clash.data.results[0].status).toBe('applied');
    await syncNow();
    const { outbox, waiting } = await audit(userId, ids);
    expect(waiting).toEqual([]);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ id: ids[0], state: 'rejected', code: 422, message: REJECTED_DIFFERENT_DATA });
    expect(await t.db.select().from(productReviews).where(eq(productReviews.name, 'My radio'))).toHaveLength(1);
    expect(await t.db.select().from(productReviews).where(eq(productReviews.name, 'My kettle'))).toHaveLength(0);
  });
});

describe('a write that met a passing failure waits and goes again', () => {
  it('5xx on the push: kept waiting, then applied on the retry', async () => {
    const userId = await signInAs('user');
    const ids = await offlineQueue([() => enqueue('message.create', contact('Sent through a 503'))]);
    network.fail(/^\/api\/sync\/push/, { status: 503 });
    await syncNow();
    const first = await entry(ids[0]!);
    expect(first).toMatchObject({ state: 'waiting' });
    await syncNow();
    await audit(userId, ids);
    expect(await entry(ids[0]!)).toBeUndefined();
    expect(await t.db.select().from(messages).where(eq(messages.content, 'Sent through a 503'))).toHaveLength(1);
    figures.retriedThenApplied++;
  });

  it('the answer to a push lost on the way back: sent again, applied once', async () => {
    const userId = await signInAs('user');
    const ids = await offlineQueue([() => enqueue('message.create', contact('Answer lost once'))]);
    network.fail(/^\/api\/sync\/push/, 'answer-lost');
    await syncNow();
    expect(await entry(ids[0]!)).toMatchObject({ state: 'waiting' });
    await syncNow();
    await audit(userId, ids);
    expect(await t.db.select().from(messages).where(eq(messages.content, 'Answer lost once'))).toHaveLength(1);
    figures.retriedThenApplied++;
  });

  it('401 (the access token expired while queued): refreshed, then applied', async () => {
    const userId = await signInAs('user');
    const ids = await offlineQueue([
      () => enqueue('productReview.create', { name: 'After a 401', categoryId: w.category.id, rating: 3 }),
    ]);
    t.clock.advance(16 * 60_000); // the server's clock: the token has expired
    const before = network.served.length;
    await syncNow();
    expect(network.served.slice(before)).toContain('/api/auth/refresh');
    await audit(userId, ids);
    expect(await t.db.select().from(productReviews).where(eq(productReviews.name, 'After a 401'))).toHaveLength(1);
    figures.retriedThenApplied++;
    await t.db.delete(otpCodes);
    await w.signInAgain('user', 'otherUser', 'vendor', 'otherVendor', 'admin');
  });

  it('401 with the session ended: kept for its account, never sent under another, sent after signing in', async () => {
    const userId = await signInAs('user');
    const ids = await offlineQueue([() => enqueue('message.create', contact('Waiting for its author'))]);
    // the session is revoked elsewhere (logout on another device): refresh fails, the token expires
    await t.request('POST', '/api/auth/logout', {
      json: { refreshToken: (await import('../../client/lib/session')).getSession().refreshToken },
    });
    t.clock.advance(16 * 60_000);
    await syncNow();
    expect(await entry(ids[0]!)).toMatchObject({ state: 'waiting', userId });
    // someone else signs in on the phone: the entry stays, and is not sent under their account
    await signInAs('otherUser');
    await syncNow();
    expect(await entry(ids[0]!)).toMatchObject({ state: 'waiting', userId });
    expect(await t.db.select().from(messages).where(eq(messages.content, 'Waiting for its author'))).toHaveLength(0);
    await signInAs('user');
    await syncNow();
    await audit(userId, ids);
    expect(await t.db.select().from(messages).where(eq(messages.content, 'Waiting for its author'))).toHaveLength(1);
    figures.retriedThenApplied++;
    await t.db.delete(otpCodes);
    await w.signInAgain('user', 'otherUser', 'vendor', 'otherVendor', 'admin');
  });
});

describe('large writes do not block the queue', () => {
  it('60 long contact messages in a 3-byte script, then one more: all applied', async () => {
    const userId = await signInAs('user');
    const long = (i: number) => `${i} ${'漢'.repeat(CONTACT_MESSAGE_MAX - 10)}`;
    const ids = await offlineQueue([
      ...Array.from({ length: 60 }, (_, i) => () => enqueue('message.create', contact(long(i)))),
      () => enqueue('message.create', contact('The last one, short')),
    ]);
    await syncNow();
    const { outbox, waiting } = await audit(userId, ids);
    expect(waiting.length, 'entries still waiting on a good network').toBe(0);
    expect(outbox).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.content, 'The last one, short'))).toHaveLength(1);
  }, 60_000);

  it('one survey response at its largest valid size, then a short write: neither blocks', async () => {
    const userId = await signInAs('user');
    const { survey } = await w.newSurvey({ name: 'Long survey' });
    const questions = await t.db
      .insert(surveyQuestions)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          surveyId: survey.id,
          position: i + 1,
          type: 'text' as const,
          question: `Q${i}`,
        })),
      )
      .returning();
    const answers: Record<string, string | number> = Object.fromEntries(
      questions.map((q) => [String(q.id), '語'.repeat(SURVEY_TEXT_ANSWER_MAX)]),
    );
    const rating = (await t.db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, survey.id))).find(
      (q) => q.type === 'rating',
    )!;
    answers[String(rating.id)] = 5;
    const ids = await offlineQueue([
      () => enqueue('surveyResponse.create', { surveyId: survey.id, answers }),
      () => enqueue('message.create', contact('After the long survey')),
    ]);
    await syncNow();
    const { outbox, waiting } = await audit(userId, ids);
    expect(waiting.length, 'entries still waiting on a good network').toBe(0);
    // the long response is applied, or refused with a message the author sees; never stuck
    expect(outbox.every((e: StoredEntry) => e.state === 'rejected')).toBe(true);
    expect(await t.db.select().from(messages).where(eq(messages.content, 'After the long survey'))).toHaveLength(1);
  }, 60_000);
});

describe('a push refused as a whole', () => {
  it('413 for a batch: sent one by one; the entry refused alone is kept with the message, the rest applied', async () => {
    const userId = await signInAs('user');
    const ids = await offlineQueue([
      () => enqueue('message.create', contact('Refused as a whole, first')),
      () => enqueue('message.create', contact('Refused as a whole, second')),
      () => enqueue('message.create', contact('Refused as a whole, third')),
    ]);
    network.fail(/^\/api\/sync\/push/, { status: 413 }, 2); // the batch, then the first entry alone
    await syncNow();
    const { outbox, waiting } = await audit(userId, ids);
    expect(waiting).toEqual([]);
    expect(outbox.map((e) => [e.id, e.state, e.code, e.message])).toEqual([
      [ids[0], 'rejected', 413, 'Refused by the network'],
    ]);
    for (const which of ['second', 'third'])
      expect(
        await t.db
          .select()
          .from(messages)
          .where(eq(messages.content, `Refused as a whole, ${which}`)),
      ).toHaveLength(1);
  });
});

describe('figure', () => {
  it('0 silent losses, 0 blocked queues', () => {
    console.log(
      `[figure] outbox: ${figures.enqueued} queued writes through 409, 422, 503, a lost answer, 401 (refresh and ended session) ` +
        `and oversized batches; refused and shown ${figures.refusedShown}, retried then applied ${figures.retriedThenApplied}; ` +
        `silent losses ${figures.silentLosses}, blocked queues ${figures.blockedQueues}`,
    );
    expect(figures.enqueued).toBeGreaterThan(60);
    expect(figures.silentLosses).toBe(0);
    expect(figures.blockedQueues).toBe(0);
  });
});
