import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts } from '../../../db/schema';
import { DELIVERY_STATUSES } from '../../../sync/constants';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const ALLOWED = new Set(['PENDING→ENROUTE', 'PENDING→CANCELLED', 'ENROUTE→DELIVERED']);
const pairs = DELIVERY_STATUSES.flatMap((from) =>
  DELIVERY_STATUSES.map((to) => ({ from, to, allowed: ALLOWED.has(`${from}→${to}`) })),
);

describe('delivery status transitions (docs/product.md "Deliveries")', () => {
  it('covers all 16 pairs', () => expect(pairs).toHaveLength(16));

  it.each(pairs)('$from → $to: allowed $allowed', async ({ from, to, allowed }) => {
    const delivery = await w.newDelivery({ status: from });
    const res = await t.request('PUT', `/api/deliveries/${delivery.id}/status`, {
      token: w.tokens.admin,
      json: to === 'CANCELLED' ? { status: to, reason: 'The rider is ill' } : { status: to },
    });
    if (allowed) {
      expect(res.status, res.text).toBe(200);
      expect(res.data.delivery.status).toBe(to);
    } else {
      expect(res.status).toBe(409);
      expect(res.data.message).toBe(`Cannot change a delivery from ${from} to ${to}`);
    }
  });

  it('refuses an unknown status with 400 and an unknown delivery with 404', async () => {
    const delivery = await w.newDelivery();
    expect(
      (
        await t.request('PUT', `/api/deliveries/${delivery.id}/status`, {
          token: w.tokens.admin,
          json: { status: 'LOST' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.request('PUT', '/api/deliveries/99999/status', { token: w.tokens.admin, json: { status: 'ENROUTE' } }))
        .status,
    ).toBe(404);
    const lower = await t.request('PUT', `/api/deliveries/${delivery.id}/status`, {
      token: w.tokens.admin,
      json: { status: 'enroute' },
    });
    expect(lower.data.delivery.status).toBe('ENROUTE');
  });
});

describe('cancelling (docs/product.md "Deliveries")', () => {
  const put = (id: number, token: string | null, json: Record<string, unknown>) =>
    t.request('PUT', `/api/deliveries/${id}/status`, { token, json });
  const cancelAlerts = async () =>
    (
      await t.db
        .select({ title: alerts.title, body: alerts.body })
        .from(alerts)
        .where(and(eq(alerts.userId, w.ids.vendor), eq(alerts.kind, 'delivery_status')))
    ).filter((a) => a.title === 'Delivery was cancelled');

  it('an admin says why; the vendor reads the reason in its list and in its alert', async () => {
    const delivery = await w.newDelivery({ itemName: 'Wedding cake' });
    const silent = await put(delivery.id, w.tokens.admin, { status: 'CANCELLED', reason: '  ' });
    expect(silent.status).toBe(400);
    expect(silent.data.errors).toEqual({ reason: 'Please say why the delivery is cancelled' });
    const res = await put(delivery.id, w.tokens.admin, { status: 'CANCELLED', reason: 'No rider covers Entebbe' });
    expect(res.status, res.text).toBe(200);
    expect(res.data.delivery.cancel_reason).toBe('No rider covers Entebbe');
    const mine = await t.request('GET', `/api/deliveries/business/${w.business.id}`, { token: w.tokens.vendor });
    expect(mine.data.deliveries.find((d: { id: number }) => d.id === delivery.id).cancel_reason).toBe(
      'No rider covers Entebbe',
    );
    expect((await cancelAlerts()).map((a) => a.body)).toContain('Wedding cake for Rita: No rider covers Entebbe');
  });

  it('the vendor cancels its own pending delivery, without a reason and without an alert to itself', async () => {
    const before = (await cancelAlerts()).length;
    const delivery = await w.newDelivery();
    const res = await put(delivery.id, w.tokens.vendor, { status: 'CANCELLED' });
    expect(res.status, res.text).toBe(200);
    expect(res.data.delivery).toMatchObject({ status: 'CANCELLED', cancel_reason: null });
    expect((await cancelAlerts()).length).toBe(before);
    // final: no second cancel
    expect((await put(delivery.id, w.tokens.vendor, { status: 'CANCELLED' })).status).toBe(409);
  });

  it("the vendor cannot cancel one on its way, move one on, or touch another business's", async () => {
    const moving = await w.newDelivery({ status: 'ENROUTE' });
    const cancelMoving = await put(moving.id, w.tokens.vendor, { status: 'CANCELLED' });
    expect(cancelMoving.status).toBe(409);
    expect(cancelMoving.data.message).toBe('Only a pending delivery can be cancelled');
    const pending = await w.newDelivery();
    expect((await put(pending.id, w.tokens.vendor, { status: 'ENROUTE' })).status).toBe(403);
    expect((await put(pending.id, w.tokens.otherVendor, { status: 'CANCELLED' })).status).toBe(403);
    expect((await put(pending.id, w.tokens.user, { status: 'CANCELLED' })).status).toBe(403);
    expect((await put(pending.id, null, { status: 'CANCELLED' })).status).toBe(401);
    const still = await t.request('GET', `/api/deliveries/business/${w.business.id}`, { token: w.tokens.vendor });
    expect(still.data.deliveries.find((d: { id: number }) => d.id === pending.id).status).toBe('PENDING');
  });
});

describe('requesting and listing deliveries', () => {
  const body = () => ({
    businessId: w.business.id,
    receiver_name: 'Grace Namuli',
    receiver_number: '+256 772 123456',
    fare: 7500,
    item_name: 'Birthday cake',
    delivery_address: 'Plot 4, Ntinda',
    weight: 2.5,
  });

  it('creates a PENDING delivery for the owner with the API fields', async () => {
    const res = await t.request('POST', '/api/deliveries', {
      token: w.tokens.vendor,
      json: { ...body(), item_description: '' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.data.delivery).toMatchObject({
      businessId: w.business.id,
      receiver_name: 'Grace Namuli',
      receiver_number: '+256772123456',
      fare: 7500,
      item_name: 'Birthday cake',
      item_description: null,
      delivery_address: 'Plot 4, Ntinda',
      weight: 2.5,
      status: 'PENDING',
      business: { name: 'Vera Plumbing', logo: null, owner: { firstName: 'Vera', lastName: 'Person' } },
    });
    const list = await t.request('GET', `/api/deliveries/business/${w.business.id}`, { token: w.tokens.vendor });
    expect(list.data.deliveries.map((d: { id: number }) => d.id)).toContain(res.data.delivery.id);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    [{ fare: -100 }, 'fare', 'The fare cannot be negative'],
    [{ fare: 'abc' }, 'fare', 'Please enter a valid fare'],
    [{ fare: undefined }, 'fare', 'Fare is required'],
    [{ fare: ' ' }, 'fare', 'Fare is required'],
    [{ fare: 10.5 }, 'fare', 'The fare is a whole amount in shillings'],
    [{ weight: -1 }, 'weight', 'The weight cannot be negative'],
    [{ item_name: '' }, 'item_name', 'Item name is required'],
    [{ receiver_name: undefined }, 'receiver_name', 'Receiver name is required'],
    [{ receiver_number: '  ' }, 'receiver_number', 'Receiver phone is required'],
    [{ delivery_address: '' }, 'delivery_address', 'Delivery address is required'],
  ])('refuses %o', async (change, field, message) => {
    const res = await t.request('POST', '/api/deliveries', { token: w.tokens.vendor, json: { ...body(), ...change } });
    expect(res.status).toBe(400);
    expect(res.data.errors[field]).toBe(message);
  });

  it('refuses a business that is not the caller’s, and an unknown one', async () => {
    expect((await t.request('POST', '/api/deliveries', { token: w.tokens.otherVendor, json: body() })).status).toBe(
      403,
    );
    expect(
      (await t.request('POST', '/api/deliveries', { token: w.tokens.vendor, json: { ...body(), businessId: 99999 } }))
        .status,
    ).toBe(404);
  });

  it('lists all deliveries for an admin, filtered by status', async () => {
    const enroute = await w.newDelivery({ status: 'ENROUTE' });
    const res = await t.request('GET', '/api/deliveries/admin/all?status=ENROUTE', { token: w.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.data.deliveries.every((d: { status: string }) => d.status === 'ENROUTE')).toBe(true);
    expect(res.data.deliveries.map((d: { id: number }) => d.id)).toContain(enroute.id);
    const all = await t.request('GET', '/api/deliveries/admin/all?status=all', { token: w.tokens.admin });
    expect(all.data.deliveries.length).toBeGreaterThan(res.data.deliveries.length);
  });

  it('lets the owner delete only a PENDING delivery, and an admin any', async () => {
    const pending = await w.newDelivery();
    const moving = await w.newDelivery({ status: 'ENROUTE' });
    expect((await t.request('DELETE', `/api/deliveries/${moving.id}`, { token: w.tokens.vendor })).status).toBe(409);
    expect((await t.request('DELETE', `/api/deliveries/${pending.id}`, { token: w.tokens.vendor })).status).toBe(200);
    expect((await t.request('DELETE', `/api/deliveries/${pending.id}`, { token: w.tokens.vendor })).status).toBe(404);
    expect((await t.request('DELETE', `/api/deliveries/${moving.id}`, { token: w.tokens.admin })).status).toBe(200);
  });
});
