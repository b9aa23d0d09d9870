/**
 * A vendor an admin demotes to USER keeps owning its business row, but no longer acts as a vendor:
 * every business, product and delivery write answers 403 (server/auth/permissions.ts `requireVendorAccount`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { account, insertBusiness, insertCategory, insertProduct, type Account } from './test-fixtures';
import { firstRow } from '../../../db/query';

let t: TestApp;
let vendor: Account;
let businessId: number;

beforeAll(async () => {
  t = createTestApp();
  vendor = await account(t, 'VENDOR', 'demoted-vendor@test.ug');
  const admin = await account(t, 'ADMIN');
  const categoryId = await insertCategory(t, 'Demotion');
  businessId = await insertBusiness(t, { categoryId, ownerId: vendor.id });
  const before = await t.request('PUT', `/api/businesses/${businessId}`, {
    token: vendor.token,
    json: { city: 'Gulu' },
  });
  expect(before.status).toBe(200);
  const demoted = await t.request('PUT', `/api/users/${vendor.id}/role`, {
    token: admin.token,
    json: { role: 'USER', reason: 'No longer trading' },
  });
  expect(demoted.status).toBe(200);
  // Signed in again after the change, so the answer does not depend on whether a role change ends sessions.
  vendor = { ...vendor, token: (await t.signIn('demoted-vendor@test.ug')).accessToken };
});
afterAll(() => t.close());

const product = async (kind: 'product' | 'service' = 'product') =>
  await insertProduct(t, businessId, { kind, minPrice: 1, maxPrice: 2 });

const delivery = async () =>
  (
    await firstRow(
      t.db
        .insert(deliveries)
        .values({
          businessId,
          receiverName: 'Rita',
          receiverNumber: '+256700111222',
          fare: 5000,
          itemName: 'Cake',
          deliveryAddress: 'Plot 1',
        })
        .returning(),
    )
  ).id;

describe('a vendor demoted to USER', () => {
  it.each([
    ['PUT business', () => ({ method: 'PUT', path: `/api/businesses/${businessId}`, json: { tagline: 'Still here' } })],
    ['PATCH business', () => ({ method: 'PATCH', path: `/api/businesses/${businessId}`, json: { city: 'Jinja' } })],
    [
      'POST product',
      () => ({ method: 'POST', path: `/api/businesses/${businessId}/products`, json: { name: 'Tent' } }),
    ],
    [
      'POST product-service',
      () => ({
        method: 'POST',
        path: `/api/businesses/${businessId}/product-services`,
        json: { name: 'Setup', minPrice: 1, maxPrice: 9 },
      }),
    ],
    [
      'PATCH product-service',
      async () => ({
        method: 'PATCH',
        path: `/api/businesses/${businessId}/product-services/${await product('service')}`,
        json: { name: 'Renamed' },
      }),
    ],
    ['DELETE product', async () => ({ method: 'DELETE', path: `/api/businesses/products/${await product()}` })],
    [
      'DELETE product-service',
      async () => ({ method: 'DELETE', path: `/api/product-services/${await product('service')}` }),
    ],
    ['DELETE pending delivery', async () => ({ method: 'DELETE', path: `/api/deliveries/${await delivery()}` })],
  ])('%s answers 403', async (_name, call) => {
    const { method, path, json } = (await call()) as { method: string; path: string; json?: unknown };
    const res = await t.request(method, path, { token: vendor.token, json });
    expect(res.status).toBe(403);
    expect(res.data).toMatchObject({ success: false, message: expect.stringMatching(/vendor/i) });
  });
});
