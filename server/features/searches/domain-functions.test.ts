/**
 * The writes the sync push replays (quotes, deliveries, survey responses) are plain domain
 * functions: they run inside a caller's transaction, and a refusal rolls back only their part.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, businesses, leads } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Caller } from '../../context';
import { HttpError } from '../../http/errors';
import { createDelivery } from '../deliveries/delivery-service';
import { createSurveyResponse } from '../surveys/survey-response-service';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { createBid } from './bid-service';
import { refreshResponseTimes } from './response-time';
import { firstRow } from '../../../db/query';
import { writeTx } from '../../../db/client';

let t: TestApp;
let w: World;
let vendor: Caller;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
  vendor = { id: w.ids.vendor, role: 'VENDOR', email: w.emails.vendor, firstName: 'Vera', lastName: 'Person' };
});
afterAll(() => t.close());

const quote = { amount: 30_000, message: 'Can do', estimatedDuration: '1 day' };
const DAY = 86_400_000;

/** A new request of the world's customer with a lead for `businessId`, now. */
async function leadFor(businessId: number) {
  const { search } = await w.newSearch();
  return await firstRow(
    t.db
      .insert(leads)
      .values({ searchId: search.id, businessId, createdAt: search.createdAt, updatedAt: search.createdAt })
      .returning(),
  );
}

describe('domain functions', () => {
  it('createBid, createDelivery and createSurveyResponse return views inside an outer transaction', async () => {
    const { lead } = await w.newSearch();
    const { survey, question } = await w.newSurvey();
    const result = await writeTx(t.db, async () => ({
      bid: await createBid(t.deps, vendor, { leadId: lead.id, ...quote }),
      delivery: await createDelivery(t.deps, vendor, {
        businessId: w.business.id,
        receiver_name: 'Rita',
        receiver_number: '+256700111222',
        fare: 4000,
        item_name: 'Bread',
        delivery_address: 'Ntinda',
      }),
      response: await createSurveyResponse(t.deps, null, { surveyId: survey.id, answers: { [question.id]: '3' } }),
    }));
    expect(result.bid).toMatchObject({ leadId: lead.id, amount: 30_000, status: 'PENDING' });
    expect(result.delivery).toMatchObject({
      status: 'PENDING',
      fare: 4000,
      business: { name: 'Vera Plumbing' },
    });
    expect(result.response.answers).toEqual({ [question.id]: 3 });
  });

  it('a refused write throws an HttpError and leaves nothing behind', async () => {
    const { lead } = await w.newSearch();
    await createBid(t.deps, vendor, { leadId: lead.id, ...quote });
    const before = (await t.db.select().from(bids)).length;
    await expect(
      writeTx(t.db, async () => await createBid(t.deps, vendor, { leadId: lead.id, ...quote })),
    ).rejects.toThrow(HttpError);
    expect(await t.db.select().from(bids)).toHaveLength(before);
  });

  it('keeps the business’s response time as the median minutes from lead to quote, from its third quote', async () => {
    const business = await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, 'Median Plumbing');
    const owner: Caller = { ...vendor, id: business.ownerId };
    const responseMinutes = async () =>
      (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, business.id))))?.responseMinutes;
    expect(await responseMinutes()).toBeNull();
    const seen: (number | null | undefined)[] = [];
    for (const delay of [10, 60, 20, 40]) {
      const lead = await leadFor(business.id);
      t.clock.advance(delay * 60_000);
      await createBid(t.deps, owner, { leadId: lead.id, ...quote });
      seen.push(await responseMinutes());
    }
    // fewer than 3 quotes: none yet; then the median of 10, 60, 20 and of 10, 60, 20, 40
    expect(seen).toEqual([null, null, 20, 30]);

    // 60 days on, a quote after 100 minutes: the median of the five
    t.clock.advance(60 * DAY);
    const later = await leadFor(business.id);
    t.clock.advance(100 * 60_000);
    await createBid(t.deps, owner, { leadId: later.id, ...quote });
    expect(await responseMinutes()).toBe(40);

    // 31 days more: the first four left the 90 days, one quote is left, too few for a response time
    const before = t.clock.now();
    t.clock.advance(31 * DAY);
    const untouched = await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, 'Untouched', {
      responseMinutes: 15,
    });
    expect(await refreshResponseTimes(t.db, before - 2 * DAY, t.clock.now())).toBe(1);
    expect(await responseMinutes()).toBeNull();
    expect(
      (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, untouched.id))))?.responseMinutes,
    ).toBe(15);
  });
});
