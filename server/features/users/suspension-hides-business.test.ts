/**
 * docs/product.md "Roles and ownership": a suspended account's business leaves the public
 * directory (details 404, dropped from devices at the next pull) until the account is
 * reactivated; a business an admin deactivated on its own stays hidden after reactivation.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePage } from '../../../client/store/decode';
import { auditLog, businesses } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { pull } from '../../sync/sync-test-kit';
import { firstRow } from '../../../db/query';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

async function vendorWithBusiness(name: string) {
  const vendor = await w.newUser({ role: 'VENDOR', firstName: name });
  return { vendor, business: await w.newBusiness(vendor.id, `${name} Hardware`) };
}

async function setStatus(userId: number, action: 'suspend' | 'reactivate', reason: string) {
  const res = await t.request('PUT', `/api/users/${userId}/status`, {
    token: w.tokens.admin,
    json: { action, reason },
  });
  expect(res.status, res.text).toBe(200);
}

const details = async (id: number) => (await t.request('GET', `/api/businesses/details/${id}`)).status;

/** The public pull after `since`: the business ids it sends and the ids it tells devices to drop. */
async function publicPull(since: number) {
  const { status, page } = await pull(t, since);
  expect([200, 204]).toContain(status);
  return {
    cursor: page?.cursor ?? since,
    sent: page ? decodePage(page).businesses.map((b) => b.id) : [],
    dropped: page?.deleted?.businesses ?? [],
  };
}

const isActive = async (id: number) =>
  (await firstRow(t.db.select({ isActive: businesses.isActive }).from(businesses).where(eq(businesses.id, id))))
    ?.isActive;

describe('suspending a vendor hides its business until reactivation', () => {
  it('answers 404 for the business and drops it from devices, then brings it back', async () => {
    const { vendor, business } = await vendorWithBusiness('Sula');
    const first = await publicPull(0);
    expect(first.sent).toContain(business.id);
    expect(await details(business.id)).toBe(200);

    await setStatus(vendor.id, 'suspend', 'Fake listings');
    expect(await details(business.id)).toBe(404);
    const afterSuspension = await publicPull(first.cursor);
    expect(afterSuspension.dropped).toContain(business.id);
    expect(afterSuspension.sent).not.toContain(business.id);
    expect((await publicPull(0)).sent).not.toContain(business.id);
    const all = await t.request('GET', '/api/businesses/all?limit=100');
    expect(all.data.map((b: { id: number }) => b.id)).not.toContain(business.id);
    // the admin still sees it, inactive
    const admin = await t.request('GET', `/api/businesses/details/${business.id}`, { token: w.tokens.admin });
    expect(admin.data.business.isActive).toBe(false);

    await setStatus(vendor.id, 'reactivate', 'Appeal accepted');
    expect(await details(business.id)).toBe(200);
    const afterReactivation = await publicPull(afterSuspension.cursor);
    expect(afterReactivation.sent).toContain(business.id);
    expect(afterReactivation.dropped).not.toContain(business.id);

    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'business'), eq(auditLog.targetId, business.id)));
    expect(trail.map((a) => [a.action, a.actorId, a.reason])).toEqual([
      ['business.hidden-by-suspension', w.ids.admin, 'Fake listings'],
      ['business.shown-by-reactivation', w.ids.admin, 'Appeal accepted'],
    ]);
  });

  it('keeps a business an admin deactivated during the suspension hidden after reactivation', async () => {
    const { vendor, business } = await vendorWithBusiness('Kato');
    await setStatus(vendor.id, 'suspend', 'Spam');
    const deactivate = await t.request('PUT', `/api/businesses/${business.id}/status`, {
      token: w.tokens.admin,
      json: { isActive: false, reason: 'Counterfeit goods' },
    });
    expect(deactivate.status, deactivate.text).toBe(200);
    await setStatus(vendor.id, 'reactivate', 'Appeal accepted');
    expect(await isActive(business.id)).toBe(false);
    expect(await details(business.id)).toBe(404);
  });

  it('keeps a business deactivated before the suspension hidden after reactivation', async () => {
    const { vendor, business } = await vendorWithBusiness('Nakku');
    const deactivate = await t.request('PUT', `/api/businesses/${business.id}/status`, {
      token: w.tokens.admin,
      json: { isActive: false, reason: 'Closed for good' },
    });
    expect(deactivate.status, deactivate.text).toBe(200);
    await setStatus(vendor.id, 'suspend', 'Spam');
    await setStatus(vendor.id, 'reactivate', 'Appeal accepted');
    expect(await isActive(business.id)).toBe(false);
    expect(await details(business.id)).toBe(404);
    const hiddenBySuspension = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, business.id), eq(auditLog.action, 'business.hidden-by-suspension')));
    expect(hiddenBySuspension).toEqual([]);
  });

  it('shows the business again after a second suspension and reactivation', async () => {
    const { vendor, business } = await vendorWithBusiness('Okello');
    for (const round of [1, 2]) {
      await setStatus(vendor.id, 'suspend', `Round ${round}`);
      expect(await details(business.id)).toBe(404);
      await setStatus(vendor.id, 'reactivate', `Round ${round} over`);
      expect(await details(business.id)).toBe(200);
    }
  });

  it('suspends an account without a business as before', async () => {
    const customer = await w.newUser();
    await setStatus(customer.id, 'suspend', 'Rude');
    await setStatus(customer.id, 'reactivate', 'Apologised');
    expect(
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, customer.id)))
      ).map((a) => a.action),
    ).toEqual(['user.suspend', 'user.reactivate']);
  });
});
