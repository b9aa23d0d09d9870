/**
 * One limit per offline write, whichever path it takes (server/limits/rate-limits.ts, step 2): for
 * every mutation of the registry, a random mix of REST calls and pushes (batches of random sizes,
 * in random order) applies exactly the write's limit and refuses the rest with 429. Before the
 * limits moved into applyWrite, one push of 100 `message.create` applied all 100.
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { productReviews, products } from '../../db/schema';
import { WRITE_LIMITS } from '../../server/limits/rate-limits';
import { MUTATION_NAMES, type MutationName } from '../../sync/mutations';
import { DEVICE_ID_HEADER, type PushResult } from '../../sync/protocol';
import { createWorld, type Persona, type World } from '../helpers/signed-in-world';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { firstRow } from '../../db/query';

type Write = { args: unknown; rest: { method: string; path: string; json: unknown } };
type Case = {
  persona: Persona;
  prepare?: (w: World) => Promise<Record<string, number>>;
  write: (w: World, i: number, p: Record<string, number>) => Write | Promise<Write>;
};

const message = { fullName: 'Ann B', email: 'ann@b.ug', subject: 'Question', content: 'A long enough message' };

const CASES: { [N in MutationName]: Case } = {
  'review.create': {
    persona: 'user',
    write: (w, i) => {
      const json = {
        businessId: i % 2 ? w.business.id : w.otherBusiness.id,
        rating: 1 + (i % 5),
        comment: `Visit ${i}`,
      };
      return { args: json, rest: { method: 'POST', path: '/api/reviews', json } };
    },
  },
  'productReview.create': {
    persona: 'user',
    write: (w, i) => {
      const json = { name: `Kettle ${i}`, categoryId: w.category.id, rating: 3 };
      return { args: json, rest: { method: 'POST', path: '/api/product-reviews', json } };
    },
  },
  'productReview.vote': {
    persona: 'user',
    prepare: async (w) => ({
      reviewId: (
        await firstRow(
          w.t.db
            .insert(productReviews)
            .values({
              userId: w.ids.otherUser,
              categoryId: w.category.id,
              name: 'Blender',
              rating: 4,
              status: 'APPROVED',
            })
            .returning(),
        )
      ).id,
    }),
    // the route toggles, the push sets: alternating directions makes each call a real change
    write: (_w, i, p) => ({
      args: { reviewId: p.reviewId, direction: i % 2 ? 'up' : 'down' },
      rest: { method: 'PUT', path: `/api/product-reviews/${p.reviewId}/${i % 2 ? 'upvote' : 'downvote'}`, json: {} },
    }),
  },
  'review.reply': {
    persona: 'vendor',
    write: async (w, i) => {
      const reviewId = (await w.newReview({ userId: (await w.newUser()).id, status: 'APPROVED' })).id;
      const json = { reply: `Thank you ${i}` };
      return { args: { ...json, reviewId }, rest: { method: 'POST', path: `/api/reviews/${reviewId}/reply`, json } };
    },
  },
  'search.create': {
    persona: 'user',
    write: (w, i) => {
      const json = { query: `Fix a leak ${i}`, categoryId: w.category.id, district: 'Kampala', location: 'Ntinda' };
      return { args: json, rest: { method: 'POST', path: '/api/searches', json } };
    },
  },
  'bid.create': {
    persona: 'vendor',
    write: async (w) => {
      const leadId = (await w.newSearch()).lead.id;
      const quote = { amount: 45_000, message: 'We can come tomorrow', estimatedDuration: '1 day' };
      return {
        args: { ...quote, leadId },
        rest: { method: 'POST', path: `/api/searches/leads/${leadId}/bid`, json: quote },
      };
    },
  },
  'delivery.create': {
    persona: 'vendor',
    write: (w, i) => {
      const json = {
        businessId: w.business.id,
        receiver_name: 'Rita',
        receiver_number: '+256700111222',
        fare: 5000,
        item_name: `Cake ${i}`,
        delivery_address: 'Plot 1',
      };
      return { args: json, rest: { method: 'POST', path: '/api/deliveries', json } };
    },
  },
  'business.update': {
    persona: 'vendor',
    write: (w, i) => {
      const json = { tagline: `Edit ${i}` };
      return {
        args: { ...json, businessId: w.business.id },
        rest: { method: 'PUT', path: `/api/businesses/${w.business.id}`, json },
      };
    },
  },
  'product.update': {
    persona: 'vendor',
    prepare: async (w) => ({
      productId: (
        await firstRow(
          w.t.db
            .insert(products)
            .values({ businessId: w.business.id, kind: 'service', name: 'Tent', minPrice: 1, maxPrice: 2 })
            .returning(),
        )
      ).id,
    }),
    write: (w, i, p) => {
      const json = { name: `Tent ${i}` };
      return {
        args: { ...json, businessId: w.business.id, productId: p.productId },
        rest: { method: 'PATCH', path: `/api/businesses/${w.business.id}/product-services/${p.productId}`, json },
      };
    },
  },
  'message.create': {
    persona: 'anonymous',
    write: () => ({ args: message, rest: { method: 'POST', path: '/api/messages', json: message } }),
  },
  'surveyResponse.create': {
    persona: 'anonymous',
    prepare: async (w) => {
      const { survey, question } = await w.newSurvey();
      return { surveyId: survey.id, questionId: question.id };
    },
    write: (_w, i, p) => {
      const answers = { [p.questionId!]: 1 + (i % 5) };
      return {
        args: { surveyId: p.surveyId, answers },
        rest: { method: 'POST', path: `/api/surveys/${p.surveyId}/responses`, json: { answers } },
      };
    },
  },
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Which path each of `count` writes takes, and how the pushed ones are cut into batches. */
const plans = (count: number) =>
  fc.record({
    viaPush: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
    batch: fc.integer({ min: Math.ceil(count / 60), max: 25 }),
  });

const figures: string[] = [];

describe('every offline write has one limit, by REST and by push', () => {
  it.each(MUTATION_NAMES)(
    '%s',
    async (name) => {
      const rule = WRITE_LIMITS[name];
      const count = rule.limit + 3;
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(plans(count), async ({ viaPush, batch }) => {
          await t?.close();
          t = createTestApp({ rateLimits: true });
          const w = await createWorld(t);
          const c = CASES[name];
          const prepared = (await c.prepare?.(w)) ?? {};
          const token = w.tokens[c.persona];
          const outcomes: number[] = [];
          let pending: { id: string; name: string; args: unknown }[] = [];
          const flush = async () => {
            if (!pending.length) return;
            const headers: Record<string, string> = token ? {} : { [DEVICE_ID_HEADER]: 'limits-device-01' };
            const res = await t!.request('POST', '/api/sync/push', { token, json: { mutations: pending }, headers });
            expect(res.status, res.text).toBe(200);
            for (const r of res.data.results as PushResult[])
              outcomes.push(r.status === 'applied' ? 200 : (r.code ?? 0));
            pending = [];
          };
          for (let i = 0; i < count; i++) {
            const { args, rest } = await c.write(w, i, prepared);
            if (viaPush[i]) {
              pending.push({ id: randomUUID(), name, args });
              if (pending.length >= batch) await flush();
            } else {
              await flush();
              const res = await t.request(rest.method, rest.path, { token, json: rest.json });
              outcomes.push(res.status < 300 ? 200 : res.status);
            }
          }
          await flush();
          runs++;
          if (process.env.DEBUG_LIMITS) console.log(name, JSON.stringify(outcomes));
          expect(outcomes.filter((s) => s === 200)).toHaveLength(rule.limit);
          expect(outcomes.slice(rule.limit)).toEqual([429, 429, 429]);
        }),
        { numRuns: 2, seed: 15 },
      );
      figures.push(`${name}: ${rule.limit} per ${rule.windowMs / 60_000} min, ${runs} mixed runs, applied = limit`);
    },
    120_000,
  );

  it('figure', () => {
    console.log(`[figure] write limits through REST and push:\n  ${figures.join('\n  ')}`);
    expect(figures).toHaveLength(MUTATION_NAMES.length);
  });
});
