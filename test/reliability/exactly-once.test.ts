/**
 * Exactly once under chaos (sync/protocol.ts push steps 2–3; the IETF Idempotency-Key draft's
 * "same key, same effect"; Replicache's and Actual's convergence tests). Each run, fixed seed:
 * five devices (two customers, two vendors, one signed-out phone) hold queues of offline writes
 * of every mutation kind. A scheduler pushes them the way a bad network does: batches cut off
 * mid-way (only a prefix arrives), answers lost (the device sends the same entries again), and
 * stale replays of already-sent entries in shuffled order (another tab, a service-worker retry).
 * Every entry reaches the server 1–3 times. Afterwards the server must hold exactly what applying
 * each device's queue once, in order, gives. Figure: effects per mutation = 1.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appliedMutations,
  bids,
  businesses,
  deliveries,
  messages,
  productReviewVotes,
  productReviews,
  products,
  reviews,
  surveyQuestions,
  surveyResponses,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, type World } from '../helpers/signed-in-world';

const RUNS = process.env.NIGHTLY === '1' ? 2000 : 200;

/** mulberry32: a small seeded generator, so every run can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

type Mutation = { id: string; name: string; args: Record<string, unknown> };
type Result = {
  id: string;
  status: 'applied' | 'duplicate' | 'rejected';
  code?: number;
  message?: string;
  result?: unknown;
};
type Device = {
  label: string;
  token: string | null;
  deviceId: string;
  queue: Mutation[];
  /** How many entries the device knows the server took (its outbox has settled them). */
  acked: number;
  sent: number[];
};

let t: TestApp;
let w: World;
let adminId: number;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
  adminId = w.ids.admin;
});
afterAll(() => t.close());

/** The targets one run writes to, all fresh. */
async function runTargets(run: number) {
  const owner = await w.newUser({ role: 'VENDOR' });
  const business = await w.newBusiness(owner.id, `Run ${run} Bakery`);
  const { survey, question } = await w.newSurvey();
  const [text] = await t.db
    .insert(surveyQuestions)
    .values({ surveyId: survey.id, position: 1, type: 'text', question: 'Anything else?' })
    .returning();
  const pr: number[] = [];
  for (const i of [0, 1]) {
    const [row] = await t.db
      .insert(productReviews)
      .values({
        userId: adminId,
        categoryId: w.category.id,
        name: `Run ${run} item ${i}`,
        rating: 3,
        status: 'APPROVED',
      })
      .returning();
    pr.push(row!.id);
  }
  const { lead, otherLead } = await w.newSearch();
  // one product of each vendor's business, for the vendors' product edits
  const productOf = async (businessId: number) => {
    const [row] = await t.db
      .insert(products)
      .values({ businessId, name: `Run ${run} product`, minPrice: 1_000, maxPrice: 2_000 })
      .returning();
    return row!.id;
  };
  const product = {
    [w.business.id]: await productOf(w.business.id),
    [w.otherBusiness.id]: await productOf(w.otherBusiness.id),
  };
  return { business, survey, rating: question, text: text!, pr, lead, otherLead, product };
}

type Targets = Awaited<ReturnType<typeof runTargets>>;

function buildDevices(run: number, r: ReturnType<typeof prng>, x: Targets): Device[] {
  let n = 0;
  const id = (d: string) => `r${run}-${d}-${++n}-${Math.floor(r.next() * 1e9).toString(36)}`;
  const marker = (d: string) => `chaos-${run}-${d}-${n + 1}`;
  const survey = (d: string) => ({
    surveyId: x.survey.id,
    answers: { [x.rating.id]: 1 + r.int(5), [x.text.id]: marker(d) },
  });
  const message = (d: string) => ({
    fullName: 'Chaos Tester',
    email: 'chaos@test.ug',
    subject: 'Offline note',
    content: marker(d),
  });

  const customer = (d: string): Mutation[] => {
    const length = 2 + r.int(3);
    const queue: Mutation[] = [];
    for (let i = 0; i < length; i++) {
      const kind = r.pick(['review', 'productReview', 'vote', 'vote', 'survey', 'message'] as const);
      const args: Record<string, unknown> =
        kind === 'review'
          ? { businessId: x.business.id, rating: 1 + r.int(5), comment: marker(d) }
          : kind === 'productReview'
            ? { name: marker(d), categoryId: w.category.id, rating: 1 + r.int(5) }
            : kind === 'vote'
              ? { reviewId: r.pick(x.pr), direction: r.pick(['up', 'down', 'none'] as const) }
              : kind === 'survey'
                ? survey(d)
                : message(d);
      const name = {
        review: 'review.create',
        productReview: 'productReview.create',
        vote: 'productReview.vote',
        survey: 'surveyResponse.create',
        message: 'message.create',
      }[kind];
      queue.push({ id: id(d), name, args });
    }
    return queue;
  };
  const vendor = (d: string, businessId: number, leadId: number): Mutation[] => {
    const queue: Mutation[] = [
      {
        id: id(d),
        name: 'bid.create',
        args: { leadId, amount: 1000 + r.int(90_000), message: marker(d), estimatedDuration: '2 days' },
      },
    ];
    for (let i = r.int(2); i >= 0; i--) {
      queue.push({
        id: id(d),
        name: 'delivery.create',
        args: {
          businessId,
          receiver_name: 'Rita',
          receiver_number: '+256700111222',
          fare: 100 * r.int(100),
          item_name: marker(d),
          delivery_address: 'Plot 1',
        },
      });
    }
    // edits of its own business: the last one in queue order must be what the profile says
    for (let i = r.int(3); i > 0; i--) {
      queue.push({ id: id(d), name: 'business.update', args: { businessId, tagline: marker(d) } });
    }
    for (let i = r.int(3); i > 0; i--) {
      const productId = x.product[businessId]!;
      queue.push({ id: id(d), name: 'product.update', args: { businessId, productId, description: marker(d) } });
    }
    return queue.sort(() => r.next() - 0.5);
  };
  const anonymous = (d: string): Mutation[] =>
    Array.from({ length: 1 + r.int(2) }, () =>
      r.next() < 0.5
        ? { id: id(d), name: 'message.create', args: message(d) }
        : { id: id(d), name: 'surveyResponse.create', args: survey(d) },
    );
  const device = (label: string, token: string | null, queue: Mutation[]): Device => ({
    label,
    token,
    deviceId: `dev-${run}-${label}`,
    queue,
    acked: 0,
    sent: queue.map(() => 0),
  });
  return [
    device('user', w.tokens.user, customer('user')),
    device('otherUser', w.tokens.otherUser, customer('otherUser')),
    device('vendor', w.tokens.vendor, vendor('vendor', w.business.id, x.lead.id)),
    device('otherVendor', w.tokens.otherVendor, vendor('otherVendor', w.otherBusiness.id, x.otherLead.id)),
    device('phone', null, anonymous('phone')),
  ];
}

async function push(device: Device, indexes: number[]): Promise<Result[]> {
  const mutations = indexes.map((i) => ({ ...device.queue[i]!, clientTime: t.clock.now() }));
  const res = await t.request('POST', '/api/sync/push', {
    token: device.token,
    json: { mutations },
    headers: device.token ? {} : { 'x-device-id': device.deviceId },
  });
  expect(res.status, res.text).toBe(200);
  return res.data.results as Result[];
}

/** The bad network: one run of pushes until every device's outbox is settled. */
async function chaos(devices: Device[], r: ReturnType<typeof prng>, firstResults: Map<string, string>) {
  let pushes = 0;
  const check = (device: Device, indexes: number[], results: Result[]) => {
    expect(results.map((x) => x.id)).toEqual(indexes.map((i) => device.queue[i]!.id));
    indexes.forEach((i, k) => {
      const m = device.queue[i]!;
      const result = results[k]!;
      const seenBefore = device.sent[i]! > 0;
      device.sent[i]!++;
      expect(result.status, `${m.name} ${JSON.stringify(result)}`).toBe(seenBefore ? 'duplicate' : 'applied');
      const body = JSON.stringify(result.result ?? null);
      if (seenBefore) expect(body).toBe(firstResults.get(m.id));
      else firstResults.set(m.id, body);
    });
  };
  for (;;) {
    const open = devices.filter((d) => d.acked < d.queue.length);
    if (open.length === 0) break;
    pushes++;
    // stale entries: settled on their device, sent fewer than three times
    const replayable = devices.flatMap((d) =>
      d.queue.map((_, i) => [d, i] as const).filter(([, i]) => i < d.acked && d.sent[i]! < 3),
    );
    if (replayable.length > 0 && r.next() < 0.2) {
      // a stale replay: already-sent entries of one device, shuffled
      const [device] = r.pick(replayable);
      const own = replayable.filter(([d]) => d === device).map(([, i]) => i);
      const chosen = own.sort(() => r.next() - 0.5).slice(0, 1 + r.int(3));
      check(device, chosen, await push(device, chosen));
      continue;
    }
    const device = r.pick(open);
    // the outbox sends from its first unsettled entry, sometimes with settled ones again
    let start = device.acked;
    for (let back = r.int(3); back > 0 && start > 0 && device.sent[start - 1]! < 3; back--) start--;
    const end = Math.min(device.queue.length, device.acked + 1 + r.int(4));
    const batch = Array.from({ length: end - start }, (_, k) => start + k);
    // the connection drops mid-batch: only a prefix reaches the server
    const arrived = batch.slice(0, 1 + r.int(batch.length));
    const answerLost = r.next() < 0.35 && arrived.every((i) => device.sent[i]! < 2);
    check(device, arrived, await push(device, arrived));
    if (!answerLost) device.acked = Math.max(device.acked, arrived.at(-1)! + 1);
  }
  return pushes;
}

/** What applying each device's queue once, in order, must have left on the server. */
async function verifyState(devices: Device[], x: Targets) {
  let effects = 0;
  let mutations = 0;
  const expectedVotes = new Map<string, 'up' | 'down' | 'none'>();
  const kinds = new Set<string>();
  for (const device of devices) {
    let lastReview: Mutation | undefined;
    let lastEdit: Mutation | undefined;
    let lastProductEdit: Mutation | undefined;
    for (const m of device.queue) {
      kinds.add(m.name);
      mutations++;
      const a = m.args;
      let count: number;
      switch (m.name) {
        case 'message.create':
          count = (
            await t.db
              .select()
              .from(messages)
              .where(eq(messages.content, a.content as string))
          ).length;
          break;
        case 'productReview.create':
          count = (
            await t.db
              .select()
              .from(productReviews)
              .where(eq(productReviews.name, a.name as string))
          ).length;
          break;
        case 'delivery.create':
          count = (
            await t.db
              .select()
              .from(deliveries)
              .where(eq(deliveries.itemName, a.item_name as string))
          ).length;
          break;
        case 'surveyResponse.create': {
          const marker = (a.answers as Record<string, string>)[String(x.text.id)]!;
          count = (
            await t.db
              .select()
              .from(surveyResponses)
              .where(like(surveyResponses.answers, `%"${marker}"%`))
          ).length;
          break;
        }
        case 'bid.create':
          count = (
            await t.db
              .select()
              .from(bids)
              .where(
                and(
                  eq(bids.leadId, a.leadId as number),
                  eq(bids.message, a.message as string),
                  eq(bids.amount, a.amount as number),
                ),
              )
          ).length;
          break;
        case 'review.create':
          lastReview = m;
          count = 1;
          break;
        case 'business.update':
          lastEdit = m;
          count = 1;
          break;
        case 'product.update':
          lastProductEdit = m;
          count = 1;
          break;
        case 'productReview.vote':
          expectedVotes.set(`${device.label}:${a.reviewId}`, a.direction as 'up' | 'down' | 'none');
          count = 1;
          break;
        default:
          throw new Error(m.name);
      }
      expect(count, `${device.label} ${m.name} ${JSON.stringify(a)}`).toBe(1);
      effects += count;
    }
    if (lastProductEdit) {
      const [product] = await t.db
        .select({ description: products.description })
        .from(products)
        .where(eq(products.id, lastProductEdit.args.productId as number));
      expect(product?.description, `${device.label}'s last product edit`).toBe(lastProductEdit.args.description);
    }
    if (lastEdit) {
      const [business] = await t.db
        .select({ tagline: businesses.tagline })
        .from(businesses)
        .where(eq(businesses.id, lastEdit.args.businessId as number));
      expect(business?.tagline, `${device.label}'s last edit`).toBe(lastEdit.args.tagline);
    }
    if (lastReview) {
      const rows = await t.db
        .select()
        .from(reviews)
        .where(
          and(eq(reviews.businessId, x.business.id), eq(reviews.userId, w.ids[device.label as 'user' | 'otherUser'])),
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        rating: lastReview.args.rating,
        comment: lastReview.args.comment,
        status: 'PENDING',
      });
    }
  }
  // votes: the last state each voter asked for, and counts that agree with them
  for (const reviewId of x.pr) {
    const rows = await t.db.select().from(productReviewVotes).where(eq(productReviewVotes.reviewId, reviewId));
    for (const label of ['user', 'otherUser'] as const) {
      const want = expectedVotes.get(`${label}:${reviewId}`) ?? 'none';
      const got = rows.find((v) => v.userId === w.ids[label])?.direction ?? 'none';
      expect(got, `${label} vote on ${reviewId}`).toBe(want);
    }
    const [review] = await t.db.select().from(productReviews).where(eq(productReviews.id, reviewId));
    expect(review!.upvotes).toBe(rows.filter((v) => v.direction === 'up').length);
    expect(review!.downvotes).toBe(rows.filter((v) => v.direction === 'down').length);
  }
  return { effects, mutations, kinds };
}

describe('exactly once under chaos', () => {
  it(`${RUNS} seeded runs: every queued write takes effect once, and the state is the in-order one`, async () => {
    let mutations = 0;
    let deliveriesSent = 0;
    let pushes = 0;
    let effects = 0;
    let maxSends = 0;
    const kinds = new Set<string>();
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = prng(seed);
      const targets = await runTargets(seed);
      const devices = buildDevices(seed, r, targets);
      try {
        pushes += await chaos(devices, r, new Map());
        const state = await verifyState(devices, targets);
        mutations += state.mutations;
        effects += state.effects;
        for (const k of state.kinds) kinds.add(k);
        for (const d of devices) {
          expect(Math.min(...d.sent)).toBeGreaterThanOrEqual(1);
          maxSends = Math.max(maxSends, ...d.sent);
          deliveriesSent += d.sent.reduce((s, n) => s + n, 0);
        }
        const recorded: number[] = [];
        for (const d of devices) {
          const userId = d.token ? await userIdOf(d.label) : 0;
          for (const m of d.queue) {
            const rows = await t.db
              .select()
              .from(appliedMutations)
              .where(
                and(
                  eq(appliedMutations.userId, userId),
                  eq(appliedMutations.mutationId, d.token ? m.id : `${d.deviceId}/${m.id}`),
                ),
              );
            recorded.push(rows.length);
          }
        }
        expect(recorded.every((n) => n === 1)).toBe(true);
      } catch (err) {
        throw new Error(`seed ${seed}: ${(err as Error).message}`, { cause: err });
      }
    }
    expect(maxSends).toBeLessThanOrEqual(3);
    console.log(
      `[figure] exactly once: ${RUNS} seeded runs, ${mutations} mutations of ${kinds.size} kinds on 5 devices, ${pushes} pushes, ` +
        `${deliveriesSent} deliveries (each mutation sent 1–${maxSends} times, cut batches, lost answers, shuffled replays); ` +
        `effects per mutation = ${(effects / mutations).toFixed(3)}; final state = in-order state in ${RUNS}/${RUNS} runs`,
    );
    expect(effects).toBe(mutations);
  }, 300_000);
});

async function userIdOf(label: string): Promise<number> {
  const email = w.emails[label as keyof World['emails']];
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}
