/**
 * Idempotency keys misused (IETF draft-ietf-httpapi-idempotency-key-header: a key reused with a
 * different payload is refused with 422; keys are scoped to their client). A mutation id is the
 * key: scoped to the signed-in account, or to the device for signed-out writes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedMutations, messages, productReviews } from '../../db/schema';
import { REJECTED_DIFFERENT_DATA } from '../../sync/protocol';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, type World } from '../helpers/signed-in-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

let n = 0;
const newId = () => `idem-${++n}-${Date.now().toString(36)}`;
const review = (name: string, rating = 4) => ({ name, categoryId: w.category.id, rating });
const contact = (content: string) => ({ fullName: 'Ann B', email: 'ann@b.ug', subject: 'Question', content });

async function push(
  who: { token?: string | null; device?: string },
  mutations: { id: string; name: string; args: unknown }[],
) {
  const res = await t.request('POST', '/api/sync/push', {
    token: who.token ?? null,
    json: { mutations },
    headers: who.device ? { 'x-device-id': who.device } : {},
  });
  expect(res.status, res.text).toBe(200);
  return res.data.results as { id: string; status: string; code?: number; message?: string; result?: any }[];
}
const countNamed = async (name: string) =>
  (await t.db.select().from(productReviews).where(eq(productReviews.name, name))).length;

describe('the same id with a different body', () => {
  it('is refused with 422 and applies nothing', async () => {
    const id = newId();
    const [first] = await push({ token: w.tokens.user }, [
      { id, name: 'productReview.create', args: review('Original kettle') },
    ]);
    expect(first!.status).toBe('applied');
    const [second] = await push({ token: w.tokens.user }, [
      { id, name: 'productReview.create', args: review('Swapped kettle', 1) },
    ]);
    expect(second).toMatchObject({ status: 'rejected', code: 422, message: REJECTED_DIFFERENT_DATA });
    expect(second!.result).toBeUndefined();
    expect(await countNamed('Original kettle')).toBe(1);
    expect(await countNamed('Swapped kettle')).toBe(0);
  });

  it('with another mutation name is refused too', async () => {
    const id = newId();
    await push({ token: w.tokens.user }, [{ id, name: 'message.create', args: contact('First message body') }]);
    const [again] = await push({ token: w.tokens.user }, [
      { id, name: 'productReview.create', args: review('Renamed use') },
    ]);
    expect(again).toMatchObject({ status: 'rejected', code: 422 });
    expect(await countNamed('Renamed use')).toBe(0);
  });

  it('the same body with its keys in another order is the same write (a duplicate)', async () => {
    const id = newId();
    await push({ token: w.tokens.user }, [
      { id, name: 'productReview.create', args: { name: 'Ordered', categoryId: w.category.id, rating: 2 } },
    ]);
    const [again] = await push({ token: w.tokens.user }, [
      { id, name: 'productReview.create', args: { rating: 2, name: 'Ordered', categoryId: w.category.id } },
    ]);
    expect(again!.status).toBe('duplicate');
    expect(await countNamed('Ordered')).toBe(1);
  });

  it('a refused write is not recorded, so nothing blocks its id; a replay is refused the same way', async () => {
    const id = newId();
    const [bad] = await push({ token: w.tokens.user }, [{ id, name: 'productReview.create', args: review('', 3) }]);
    expect(bad).toMatchObject({ status: 'rejected', code: 400 });
    expect(await t.db.select().from(appliedMutations).where(eq(appliedMutations.mutationId, id))).toHaveLength(0);
    const [replayed] = await push({ token: w.tokens.user }, [
      { id, name: 'productReview.create', args: review('', 3) },
    ]);
    expect(replayed).toMatchObject({ status: 'rejected', code: 400 });
  });
});

describe("another caller sending someone's mutation id", () => {
  it('a second account: applied as its own, nothing of the first one shown', async () => {
    const id = newId();
    const [mine] = await push({ token: w.tokens.user }, [
      { id, name: 'productReview.create', args: review('Shared id review') },
    ]);
    const [theirs] = await push({ token: w.tokens.otherUser }, [
      { id, name: 'productReview.create', args: review('Shared id review') },
    ]);
    expect(mine!.status).toBe('applied');
    expect(theirs!.status).toBe('applied');
    expect(theirs!.result.id).not.toBe(mine!.result.id);
    expect(JSON.stringify(theirs!.result)).not.toContain(String(mine!.result.user?.firstName ?? 'Ursula'));
    const rows = await t.db.select().from(productReviews).where(eq(productReviews.name, 'Shared id review'));
    expect(rows.map((r) => r.userId).sort()).toEqual([w.ids.user, w.ids.otherUser].sort());
  });

  it('a second account with a different body: still its own write, not a 422 (ids are per account)', async () => {
    const id = newId();
    await push({ token: w.tokens.user }, [{ id, name: 'productReview.create', args: review('First owner') }]);
    const [theirs] = await push({ token: w.tokens.otherUser }, [
      { id, name: 'productReview.create', args: review('Second owner') },
    ]);
    expect(theirs!.status).toBe('applied');
    expect(await countNamed('First owner')).toBe(1);
    expect(await countNamed('Second owner')).toBe(1);
  });

  it('another signed-out device: applied as its own', async () => {
    const id = newId();
    const [a] = await push({ device: 'device-aaaaaaaa' }, [
      { id, name: 'message.create', args: contact('Device A wrote this') },
    ]);
    const [b] = await push({ device: 'device-bbbbbbbb' }, [
      { id, name: 'message.create', args: contact('Device B wrote this') },
    ]);
    expect([a!.status, b!.status]).toEqual(['applied', 'applied']);
    expect(b!.result.content).toBe('Device B wrote this');
    const contents = (await t.db.select({ content: messages.content }).from(messages)).map((m) => m.content);
    expect(contents).toContain('Device A wrote this');
    expect(contents).toContain('Device B wrote this');
  });

  it('an account reusing a signed-out device id: its own write', async () => {
    const id = newId();
    await push({ device: 'device-cccccccc' }, [
      { id, name: 'message.create', args: contact('Anonymous first writer') },
    ]);
    const [signedIn] = await push({ token: w.tokens.user }, [
      { id, name: 'message.create', args: contact('Signed in second writer') },
    ]);
    expect(signedIn!.status).toBe('applied');
    expect(signedIn!.result.content).toBe('Signed in second writer');
  });

  it('a device id cannot be used to reach into another device (ids carry no separator)', async () => {
    const id = newId();
    await push({ device: 'device-dddddddd' }, [{ id, name: 'message.create', args: contact('Victim device message') }]);
    const forged = await t.request('POST', '/api/sync/push', {
      json: { mutations: [{ id: `dddddddd/${id}`, name: 'message.create', args: contact('Victim device message') }] },
      headers: { 'x-device-id': 'device' },
    });
    expect(forged.status).toBe(400);
    const forgedDevice = await t.request('POST', '/api/sync/push', {
      json: { mutations: [{ id, name: 'message.create', args: contact('Victim device message') }] },
      headers: { 'x-device-id': 'device-dddddddd/../x' },
    });
    expect(forgedDevice.status).toBe(400);
  });
});
