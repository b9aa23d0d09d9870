import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appliedMutations, bids, messages, productReviewVotes, rateLimitHits, reviews, users } from '../../db/schema';
import { REJECTED_DIFFERENT_DATA, canonicalJson } from '../../sync/protocol';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createWorld, type World } from '../../test/helpers/signed-in-world';
import { argsHash, pushMutations } from './push';
import { mutation, newProductReview, push, seeded, type Mutation } from './sync-test-kit';
import { firstRow } from '../../db/query';
import { writeTx } from '../../db/client';
import { createReview, readyReview } from '../features/reviews/review-service';
import type { Caller } from '../context';

let t: TestApp;
let w: World;

beforeEach(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterEach(() => t.close());

/** An account as the server sees its caller. */
async function callerOf(id: number): Promise<Caller> {
  const user = (await firstRow(t.db.select().from(users).where(eq(users.id, id))))!;
  return { id, role: user.role, email: user.email, firstName: user.firstName, lastName: user.lastName };
}

const messageArgs = (n: number) => ({
  fullName: 'Amina Nakato',
  email: 'amina@example.com',
  subject: `Question number ${n}`,
  content: `Do you deliver to Entebbe? (${n})`,
});
const rows = async (table: typeof messages | typeof reviews | typeof productReviewVotes | typeof appliedMutations) =>
  (await firstRow(t.db.select({ n: count() }).from(table)))!.n;

describe('exactly once', () => {
  it('the same push sent twice has one effect, and answers the second with the first results', async () => {
    const review = await newProductReview(w);
    const batch = [
      mutation('review.create', { businessId: w.business.id, rating: 5, comment: 'Fixed my tap in an hour' }),
      mutation('productReview.vote', { reviewId: review.id, direction: 'up' }),
      mutation('message.create', messageArgs(1)),
    ];
    const first = await push(t, w.tokens.user, batch);
    expect(first.status).toBe(200);
    expect(first.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const second = await push(t, w.tokens.user, batch);
    expect(second.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(second.results.map((r) => r.result)).toEqual(first.results.map((r) => r.result));
    expect(await rows(reviews)).toBe(1);
    expect(await rows(productReviewVotes)).toBe(1);
    expect(await rows(messages)).toBe(1);
  });

  it('a batch replayed in pieces with random duplicates applies each change once', async () => {
    const random = seeded(42);
    const before = await rows(messages);
    const all: Mutation[] = Array.from({ length: 40 }, (_, n) => mutation('message.create', messageArgs(n)));
    const firstResults = new Map<string, unknown>();
    for (let sent = 0; sent < all.length;) {
      const piece = all.slice(sent, sent + 1 + random.int(7));
      const replays = Array.from({ length: random.int(4) }, () => all[random.int(sent + piece.length)]!);
      const { results } = await push(t, w.tokens.user, random.shuffle([...piece, ...replays]));
      for (const r of results) {
        expect(r.status === 'applied' || r.status === 'duplicate').toBe(true);
        if (firstResults.has(r.id)) expect(r.result).toEqual(firstResults.get(r.id));
        else firstResults.set(r.id, r.result);
      }
      sent += piece.length;
    }
    expect((await rows(messages)) - before).toBe(all.length);
    expect(await rows(appliedMutations)).toBe(all.length);
  });

  it('refuses a used id with different data, changing nothing', async () => {
    const m = mutation('message.create', messageArgs(1));
    await push(t, w.tokens.user, [m]);
    const { results } = await push(t, w.tokens.user, [{ ...m, args: messageArgs(2) }]);
    expect(results[0]).toMatchObject({ status: 'rejected', code: 422, message: REJECTED_DIFFERENT_DATA });
    expect(await rows(messages)).toBe(1);
  });

  it('scopes ids per account and per anonymous device', async () => {
    const m = mutation('message.create', messageArgs(1));
    expect((await push(t, w.tokens.user, [m])).results[0]!.status).toBe('applied');
    expect((await push(t, w.tokens.otherUser, [m])).results[0]!.status).toBe('applied');
    expect((await push(t, null, [m], 'device-aaaa-1111')).results[0]!.status).toBe('applied');
    expect((await push(t, null, [m], 'device-bbbb-2222')).results[0]!.status).toBe('applied');
    expect((await push(t, null, [m], 'device-bbbb-2222')).results[0]!.status).toBe('duplicate');
    expect(await rows(messages)).toBe(4);
    expect((await push(t, null, [m])).status).toBe(400);
  });
});

describe('sign-in', () => {
  it('refuses with 401 and applies nothing without a valid token, so the device keeps the change', async () => {
    const review = mutation('review.create', { businessId: w.business.id, rating: 4 });
    expect((await push(t, null, [review], 'device-aaaa-1111')).results[0]).toMatchObject({
      status: 'rejected',
      code: 401,
    });
    t.clock.advance(16 * 60_000);
    const expired = await push(t, w.tokens.user, [review, mutation('message.create', messageArgs(1))]);
    expect(expired.results.map((r) => [r.status, r.code])).toEqual([
      ['rejected', 401],
      ['rejected', 401],
    ]);
    expect(expired.results[0]!.message).toMatch(/session has expired/);
    expect((await rows(reviews)) + (await rows(messages))).toBe(0);
    await w.signInAgain('user');
    expect((await push(t, w.tokens.user, [review])).results[0]!.status).toBe('applied');
  });
});

describe('rules', () => {
  it.each([
    {
      rule: 'a second quote on a lead',
      who: 'vendor',
      make: async (x: World) => {
        const { lead } = await x.newSearch();
        await x.newBid(lead);
        return mutation('bid.create', {
          leadId: lead.id,
          amount: 40_000,
          message: 'Cheaper now',
          estimatedDuration: '1 day',
        });
      },
      code: 409,
      message: 'You have already sent a quote for this lead',
    },
    {
      rule: 'a quote from a customer',
      who: 'user',
      make: async (x: World) =>
        mutation('bid.create', {
          leadId: (await x.newSearch()).lead.id,
          amount: 1,
          message: 'Hi',
          estimatedDuration: '1 day',
        }),
      code: 403,
    },
    {
      rule: 'a delivery for another vendor’s business',
      who: 'vendor',
      make: (x: World) =>
        mutation('delivery.create', {
          businessId: x.otherBusiness.id,
          receiver_name: 'Rita',
          receiver_number: '+256700111222',
          fare: 5000,
          item_name: 'Cake',
          delivery_address: 'Kampala Road',
        }),
      code: 403,
    },
    {
      rule: 'a review without a rating',
      who: 'user',
      make: (x: World) => mutation('review.create', { businessId: x.business.id, rating: 0 }),
      code: 400,
      message: 'Please select a rating',
    },
    {
      rule: 'a vote on a review that does not exist',
      who: 'user',
      make: () => mutation('productReview.vote', { reviewId: 999_999, direction: 'up' }),
      code: 404,
    },
    {
      rule: 'a change this server does not know',
      who: 'user',
      make: () => mutation('business.delete', { id: 1 }),
      code: 400,
    },
  ] as const)('refuses $rule with the rule’s message and code $code', async ({ who, make, code, ...rule }) => {
    const m = await make(w);
    const quotesBefore = (await firstRow(t.db.select({ n: count() }).from(bids)))!.n;
    const { results } = await push(t, w.tokens[who], [m, mutation('message.create', messageArgs(1))]);
    expect(results[0]).toMatchObject({ status: 'rejected', code });
    if ('message' in rule) expect(results[0]!.message).toBe(rule.message);
    // a refused change does not block the ones after it
    expect(results[1]!.status).toBe('applied');
    expect((await firstRow(t.db.select({ n: count() }).from(bids)))!.n).toBe(quotesBefore);
    expect(await t.db.select().from(appliedMutations).where(eq(appliedMutations.mutationId, m.id))).toEqual([]);
  });

  it('a change refused after it wrote rolls back alone, and each change gets the answer it gets alone', async () => {
    // with the write limits on, a change first counts itself (rate-limits.ts), then is refused
    await t.close();
    t = createTestApp({ rateLimits: true });
    w = await createWorld(t);
    const own = and(eq(reviews.userId, w.ids.user), eq(reviews.businessId, w.business.id));
    const batch = [
      mutation('message.create', messageArgs(1)),
      mutation('review.create', { businessId: 999_999, rating: 4 }),
      mutation('review.create', { businessId: w.business.id, rating: 5, comment: 'Came on time' }),
      mutation('review.create', { businessId: w.business.id, rating: 0 }),
    ];
    const { results } = await push(t, w.tokens.user, batch);
    expect(results.map((r) => [r.status, r.code])).toEqual([
      ['applied', undefined],
      ['rejected', 404],
      ['applied', undefined],
      ['rejected', 400],
    ]);
    // the refused review's count went with it: only the applied one is counted
    const counted = await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.rule, 'review.create'));
    expect(counted.map((r) => r.hits)).toEqual([1]);
    // what the device is told is what was kept
    const review = await firstRow(t.db.select().from(reviews).where(own));
    expect((results[2]!.result as { id: number }).id).toBe(review!.id);
    expect(await rows(messages)).toBe(1);
    const recorded = await t.db.select().from(appliedMutations).where(eq(appliedMutations.userId, w.ids.user));
    expect(recorded.map((r) => r.mutationId).sort()).toEqual([batch[0]!.id, batch[2]!.id].sort());
    // each refused one alone is refused the same way
    for (const i of [1, 3]) {
      const alone = (await push(t, w.tokens.user, [{ ...batch[i]!, id: `${batch[i]!.id}-alone` }])).results[0]!;
      expect({ ...alone, id: results[i]!.id }).toEqual(results[i]);
    }
  });

  it("a review of the sender's own business is refused alone, and nothing of it stays", async () => {
    // on PostgreSQL the review is written in the statement that reads its business, before the
    // rule refuses it (review-service.ts): the refusal must roll that write back
    const batch = [
      mutation('review.create', { businessId: w.otherBusiness.id, rating: 4, comment: 'Good neighbour' }),
      mutation('review.create', { businessId: w.business.id, rating: 5, comment: 'Best plumber in town' }),
      mutation('message.create', messageArgs(1)),
    ];
    const { results } = await push(t, w.tokens.vendor, batch);
    expect(results.map((r) => [r.status, r.code])).toEqual([
      ['applied', undefined],
      ['rejected', 403],
      ['applied', undefined],
    ]);
    const written = await t.db.select().from(reviews).where(eq(reviews.userId, w.ids.vendor));
    expect(written.map((r) => r.businessId)).toEqual([w.otherBusiness.id]);
    const alone = (await push(t, w.tokens.vendor, [{ ...batch[1]!, id: `${batch[1]!.id}-alone` }])).results[0]!;
    expect({ ...alone, id: results[1]!.id }).toEqual(results[1]);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, w.ids.vendor))).toHaveLength(1);
  });

  it('reviews readied while the one before is at the database answer as each does alone', async () => {
    // on PostgreSQL a batch writes out the next review's statement ahead (registry.ts readyWrite):
    // a review that replaces one of the same batch must still see it, and a refusal stay alone
    const batch = [
      mutation('review.create', { businessId: w.business.id, rating: 2, comment: 'Late twice' }),
      mutation('review.create', { businessId: w.otherBusiness.id, rating: 4 }),
      mutation('review.create', { businessId: w.business.id, rating: 5, comment: 'Came back and fixed it' }),
      mutation('review.create', { businessId: 999_999, rating: 4 }),
    ];
    const { results } = await push(t, w.tokens.user, batch);
    expect(results.map((r) => [r.status, r.code])).toEqual([
      ['applied', undefined],
      ['applied', undefined],
      ['applied', undefined],
      ['rejected', 404],
    ]);
    const first = results[0]!.result as { id: number; rating: number };
    const replaced = results[2]!.result as { id: number; rating: number; comment: string };
    expect(replaced).toMatchObject({ id: first.id, rating: 5, comment: 'Came back and fixed it' });
    const own = and(eq(reviews.userId, w.ids.user), eq(reviews.businessId, w.business.id));
    expect(await t.db.select({ rating: reviews.rating }).from(reviews).where(own)).toEqual([{ rating: 5 }]);
    // each alone, in the same order, into a world of its own: the same answers
    const again = createTestApp();
    try {
      const w2 = await createWorld(again);
      const alone = [];
      for (const m of batch) {
        const args = m.args as { businessId: number };
        const businessId =
          args.businessId === w.business.id
            ? w2.business.id
            : args.businessId === w.otherBusiness.id
              ? w2.otherBusiness.id
              : args.businessId;
        alone.push((await push(again, w2.tokens.user, [{ ...m, args: { ...args, businessId } }])).results[0]!);
      }
      const shape = (r: (typeof results)[number]) => {
        const review = r.result as { rating?: number; comment?: string; status?: string } | undefined;
        return [r.status, r.code, r.message, review?.rating, review?.comment, review?.status];
      };
      expect(alone.map(shape)).toEqual(results.map(shape));
    } finally {
      await again.close();
    }
  });

  it("a review's statement readied for one author is never run for another", async () => {
    const args = { businessId: w.otherBusiness.id, rating: 4, comment: 'Good neighbour' };
    const [vendor, customer] = await Promise.all([callerOf(w.ids.vendor), callerOf(w.ids.user)]);
    readyReview(t.deps, vendor, args);
    await writeTx(t.db, () => createReview(t.deps, customer, args));
    const written = await t.db
      .select({ userId: reviews.userId })
      .from(reviews)
      .where(eq(reviews.businessId, args.businessId));
    expect(written).toEqual([{ userId: w.ids.user }]);
  });

  it('applies a refused change once it is fixed and sent again under the same id', async () => {
    const m = mutation('review.create', { businessId: w.business.id, rating: 0 });
    expect((await push(t, w.tokens.user, [m])).results[0]!.status).toBe('rejected');
    const fixed = { ...m, args: { businessId: w.business.id, rating: 3 } };
    expect((await push(t, w.tokens.user, [fixed])).results[0]!.status).toBe('applied');
    const own = and(eq(reviews.userId, w.ids.user), eq(reviews.businessId, w.business.id));
    expect((await firstRow(t.db.select().from(reviews).where(own)))?.rating).toBe(3);
  });

  it('caps a batch at 100 changes', async () => {
    const many = Array.from({ length: 101 }, (_, n) => mutation('message.create', messageArgs(n)));
    expect((await push(t, w.tokens.user, many)).status).toBe(400);
    expect(await rows(messages)).toBe(0);
  });
});

describe('args of any shape', () => {
  /** The recursive form the hash was first written in: stored hashes must not change. */
  const reference = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
    if (value && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(',')}}`;
    }
    return JSON.stringify(value ?? null);
  };

  it('hash as they always did, whatever their key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
      }),
      { numRuns: 300, seed: 15 },
    );
    expect(argsHash('x', { b: 1, a: [1, { d: 2, c: undefined }] })).toBe(argsHash('x', { a: [1, { d: 2 }], b: 1 }));
  });

  it('nested 100,000 levels deep are refused as a change, not a crash of the push', async () => {
    let args: unknown = 'deep';
    for (let i = 0; i < 100_000; i++) args = i % 2 ? [args] : { fullName: args };
    expect(canonicalJson(args)).toHaveLength(2 * 50_000 + 50_000 * '{"fullName":}'.length + '"deep"'.length);
    const [result] = await pushMutations(
      t.deps,
      { caller: null, authError: null, clientKey: 'push-test' },
      { userId: 0, prefix: 'device-1/' },
      [{ id: 'deep-args-0001', name: 'message.create', args }],
    );
    expect(result).toMatchObject({ id: 'deep-args-0001', status: 'rejected', code: 400 });
    expect(await rows(appliedMutations)).toBe(0);
  });
});
