/**
 * The owner edits a product or service by PATCH …/product-services/{serviceId} or, queued offline,
 * by the `product.update` mutation (sync/mutations.ts): both run `updateProduct` through
 * `applyWrite` (server/sync/registry.ts), with the same rules, ownership and rate limit.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appliedMutations, products, users } from '../../../db/schema';
import { fileOf, formOf, pngBytes } from '../../../test/fixtures/images/make-image';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { mutation, push } from '../../sync/sync-test-kit';
import { account, insertBusiness, insertCategory, insertProduct, type Account } from '../businesses/test-fixtures';
import { firstRow } from '../../../db/query';

let t: TestApp;
let owner: Account;
let otherVendor: Account;
let businessId: number;
let productId: number;
beforeEach(async () => {
  t = createTestApp();
  const categoryId = await insertCategory(t, 'Events');
  owner = await account(t, 'VENDOR', 'product-owner@test.ug');
  otherVendor = await account(t, 'VENDOR');
  businessId = await insertBusiness(t, { categoryId, ownerId: owner.id });
  productId = await insertProduct(t, businessId, {
    kind: 'service',
    name: 'Tent hire',
    description: 'Seats 100',
    minPrice: 100_000,
    maxPrice: 200_000,
  });
});
afterEach(() => t.close());

const row = async () => (await firstRow(t.db.select().from(products).where(eq(products.id, productId))))!;
const path = () => `/api/businesses/${businessId}/product-services/${productId}`;

describe('the owner edits a product or service', () => {
  it('by REST: title, description, prices and the image', async () => {
    const res = await t.request('PUT', path(), {
      token: owner.token,
      form: formOf({
        title: 'Wedding tent hire',
        description: 'Seats 200',
        minPrice: '150,000',
        maxPrice: '400000',
        image: fileOf(await pngBytes(), 'tent.png'),
      }),
    });
    expect(res.status, res.text).toBe(200);
    expect(await row()).toMatchObject({
      name: 'Wedding tent hire',
      description: 'Seats 200',
      minPrice: 150_000,
      maxPrice: 400_000,
      image: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/),
    });
  });

  it('by push: applied once; a replay is a duplicate that changes nothing', async () => {
    const edit = mutation('product.update', { businessId, productId, name: 'Tent and chairs', maxPrice: 250_000 });
    const first = await push(t, owner.token, [edit]);
    expect(first.results[0]).toMatchObject({ status: 'applied', result: { name: 'Tent and chairs' } });
    expect(await row()).toMatchObject({ name: 'Tent and chairs', minPrice: 100_000, maxPrice: 250_000 });

    await t.request('PATCH', path(), { token: owner.token, json: { name: 'Tent hire' } });
    const replay = await push(t, owner.token, [edit]);
    expect(replay.results[0]).toMatchObject({ id: edit.id, status: 'duplicate' });
    expect((await row()).name).toBe('Tent hire');
    expect(await t.db.select().from(appliedMutations).where(eq(appliedMutations.mutationId, edit.id))).toHaveLength(1);
  });

  it('by push: the price rules hold for the result', async () => {
    const below = await push(t, owner.token, [mutation('product.update', { businessId, productId, maxPrice: 50_000 })]);
    expect(below.results[0]).toMatchObject({ status: 'rejected', code: 400 });
    const cleared = await push(t, owner.token, [mutation('product.update', { businessId, productId, minPrice: null })]);
    expect(cleared.results[0]).toMatchObject({ status: 'rejected', code: 400 });
    expect(await row()).toMatchObject({ minPrice: 100_000, maxPrice: 200_000 });
  });
});

describe('an edit of a product that is not the caller’s is refused on both paths', () => {
  it('another vendor: 403 by REST and by push; its own business with a foreign product: 404', async () => {
    const rest = await t.request('PATCH', path(), { token: otherVendor.token, json: { name: 'Hijacked' } });
    expect(rest.status).toBe(403);
    const pushed = await push(t, otherVendor.token, [
      mutation('product.update', { businessId, productId, name: 'Hijacked' }),
    ]);
    expect(pushed.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    const ownBusiness = await insertBusiness(t, { categoryId: await insertCategory(t), ownerId: otherVendor.id });
    const foreign = await push(t, otherVendor.token, [
      mutation('product.update', { businessId: ownBusiness, productId, name: 'Hijacked' }),
    ]);
    expect(foreign.results[0]).toMatchObject({ status: 'rejected', code: 404 });
    expect((await row()).name).toBe('Tent hire');
  });

  it('a vendor demoted to USER: 403 by REST and by push', async () => {
    await t.db.update(users).set({ role: 'USER' }).where(eq(users.id, owner.id));
    const token = (await t.signIn('product-owner@test.ug')).accessToken;
    const rest = await t.request('PATCH', path(), { token, json: { name: 'Still mine' } });
    expect(rest.status).toBe(403);
    const pushed = await push(t, token, [mutation('product.update', { businessId, productId, name: 'Still mine' })]);
    expect(pushed.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    expect((await row()).name).toBe('Tent hire');
  });
});
