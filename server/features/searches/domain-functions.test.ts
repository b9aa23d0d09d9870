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

  it('keeps the business’s response time as the median minutes from lead to quote', async () => {
    const business = await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, 'Median Plumbing');
    const owner: Caller = { ...vendor, id: business.ownerId };
    const responseMinutes = async () =>
      (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, business.id))))?.responseMinutes;
    expect(await responseMinutes()).toBeNull();
    const seen: (number | null | undefined)[] = [];
    for (const delay of [10, 60, 20, 40]) {
      const { search } = await w.newSearch();
      const lead = await firstRow(
        t.db
          .insert(leads)
          .values({
            searchId: search.id,
            businessId: business.id,
            createdAt: search.createdAt,
            updatedAt: search.createdAt,
          })
          .returning(),
      );
      t.clock.advance(delay * 60_000);
      await createBid(t.deps, owner, { leadId: lead.id, ...quote });
      seen.push(await responseMinutes());
    }
    expect(seen).toEqual([10, 35, 20, 30]);
  });
});
