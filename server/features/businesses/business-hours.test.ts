/**
 * Opening hours (docs/screens.md "My Business"): saved by PUT /api/businesses/{id},
 * shown in the details answer and carried by the public pull (sync/protocol.ts BUSINESS_COLS).
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businesses } from '../../../db/schema';
import { decodePage } from '../../../client/store/decode';
import { formOf } from '../../../test/fixtures/images/make-image';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { mutation, pull, push } from '../../sync/sync-test-kit';
import { account, insertBusiness, insertCategory, type Account } from './test-fixtures';
import { firstRow } from '../../../db/query';

let t: TestApp;
let owner: Account;
let businessId: number;
beforeEach(async () => {
  t = createTestApp();
  const categoryId = await insertCategory(t, 'Bakery');
  owner = await account(t, 'VENDOR', 'hours-owner@test.ug');
  businessId = await insertBusiness(t, { categoryId, ownerId: owner.id, name: 'Mama Bakery' });
});
afterEach(() => t.close());

const HOURS = { mon: ['08:00', '18:00'], sat: ['00:00', '24:00'], sun: null };

describe('business hours', () => {
  it('saved by PUT appear in the details answer and the public pull, and bump the version', async () => {
    const before = (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, businessId))))!.version;
    const res = await t.request('PUT', `/api/businesses/${businessId}`, { token: owner.token, json: { hours: HOURS } });
    expect(res.status, res.text).toBe(200);
    expect(res.data.business.hours).toEqual(HOURS);
    const row = (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, businessId))))!;
    expect(JSON.parse(row.hours!)).toEqual(HOURS);
    expect(row.version).toBeGreaterThan(before);

    const details = await t.request('GET', `/api/businesses/details/${businessId}`);
    expect(details.data.business.hours).toEqual(HOURS);

    const { page } = await pull(t, 0);
    const pulled = decodePage(page!).businesses.find((b) => b.id === businessId);
    expect(pulled?.hours).toEqual(HOURS);
    const again = await pull(t, before);
    expect(decodePage(again.page!).businesses.map((b) => b.id)).toContain(businessId);
  });

  it('a multipart form sends them as JSON text; blank clears them', async () => {
    const saved = await t.request('PUT', `/api/businesses/${businessId}`, {
      token: owner.token,
      form: formOf({ hours: JSON.stringify({ tue: ['09:00', '17:30'] }) }),
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data.business.hours).toEqual({ tue: ['09:00', '17:30'] });
    const cleared = await t.request('PUT', `/api/businesses/${businessId}`, {
      token: owner.token,
      json: { hours: '' },
    });
    expect(cleared.data.business.hours).toBeNull();
    expect((await firstRow(t.db.select().from(businesses).where(eq(businesses.id, businessId))))!.hours).toBeNull();
  });

  it('the offline business.update carries them too', async () => {
    const { status, results } = await push(t, owner.token, [
      mutation('business.update', { businessId, hours: { wed: ['10:00', '16:00'], sun: null } }),
    ]);
    expect(status).toBe(200);
    expect(results[0]).toMatchObject({ status: 'applied' });
    const details = await t.request('GET', `/api/businesses/details/${businessId}`);
    expect(details.data.business.hours).toEqual({ wed: ['10:00', '16:00'], sun: null });
  });

  it('refuses hours that are not times', async () => {
    const res = await t.request('PUT', `/api/businesses/${businessId}`, {
      token: owner.token,
      json: { hours: { mon: ['8am', '6pm'] } },
    });
    expect(res.status).toBe(400);
  });
});
