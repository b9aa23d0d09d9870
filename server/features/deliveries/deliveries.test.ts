import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      json: { status: to },
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
