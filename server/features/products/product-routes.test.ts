import { eq } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businesses, products } from '../../../db/schema';
import { fileOf, formOf, pngBytes } from '../../../test/fixtures/images/make-image';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { account, insertBusiness, insertCategory, insertProduct, type Account } from '../businesses/test-fixtures';
import { firstRow } from '../../../db/query';

let t: TestApp;
let owner: Account;
let businessId: number;
let categoryId: number;
beforeEach(async () => {
  t = createTestApp();
  categoryId = await insertCategory(t, 'Events');
  owner = await account(t, 'VENDOR');
  businessId = await insertBusiness(t, { categoryId, ownerId: owner.id, name: 'Tent Hire Ltd' });
});
afterEach(() => t.close());

const business = async () => (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, businessId))))!;

describe('POST /api/businesses/{id}/products', () => {
  it('adds a product from a multipart form, prices as whole shillings, with an image', async () => {
    const res = await t.request('POST', `/api/businesses/${businessId}/products`, {
      token: owner.token,
      form: formOf({
        name: 'Wedding tent',
        description: 'Seats 200',
        minPrice: '150,000',
        maxPrice: '400000',
        currency: 'ugx',
        image: fileOf(await pngBytes(), 'tent.png'),
      }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      success: true,
      product: {
        id: expect.any(Number),
        businessId,
        kind: 'product',
        name: 'Wedding tent',
        description: 'Seats 200',
        price: null,
        minPrice: 150_000,
        maxPrice: 400_000,
        currency: 'UGX',
        image: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(await business()).toMatchObject({ minPrice: 150_000, maxPrice: 400_000, productCount: 1 });
  });

  it('accepts a single price, or no price at all; the vendor form may call the name "title"', async () => {
    const single = await t.request('POST', `/api/businesses/${businessId}/products`, {
      form: formOf({ title: 'Chairs', price: '2000' }),
      token: owner.token,
    });
    expect(single.data.product).toMatchObject({ name: 'Chairs', price: 2_000, minPrice: null, currency: 'UGX' });
    const none = await t.request('POST', `/api/businesses/${businessId}/products`, {
      json: { name: 'Decor' },
      token: owner.token,
    });
    expect(none.status).toBe(201);
  });

  it.each([
    [{ description: 'x' }, 'Please fill in all required fields'],
    [{ name: 'Tent', minPrice: '500', maxPrice: '100' }, 'Minimum price cannot be more than maximum price'],
    [{ name: 'Tent', price: '-5' }, 'The price cannot be negative'],
    [{ name: 'Tent', price: '99.5' }, 'The price must be whole shillings'],
    [{ name: 'Tent', price: 'cheap' }, 'The price must be a number'],
  ])('refuses %o', async (fields, message) => {
    const res = await t.request('POST', `/api/businesses/${businessId}/products`, {
      form: formOf(fields),
      token: owner.token,
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it('allows at most 3 products and services together: the 4th is a 409', async () => {
    await insertProduct(t, businessId, { kind: 'service', minPrice: 1, maxPrice: 2 });
    await insertProduct(t, businessId);
    const third = await t.request('POST', `/api/businesses/${businessId}/products`, {
      json: { name: 'Third' },
      token: owner.token,
    });
    expect(third.status).toBe(201);
    const fourth = await t.request('POST', `/api/businesses/${businessId}/products`, {
      json: { name: 'Fourth' },
      token: owner.token,
    });
    expect(fourth.status).toBe(409);
    expect(fourth.data.message).toBe('A business can have at most 3 products or services');
    const service = await t.request('POST', `/api/businesses/${businessId}/product-services`, {
      json: { name: 'Fifth', minPrice: 1, maxPrice: 2 },
      token: owner.token,
    });
    expect(service.status).toBe(409);
  });

  it('removes the stored image again when the product is refused', async () => {
    await insertProduct(t, businessId);
    await insertProduct(t, businessId);
    await insertProduct(t, businessId);
    const res = await t.request('POST', `/api/businesses/${businessId}/products`, {
      form: formOf({ name: 'Fourth', image: fileOf(await pngBytes(), 'p.png') }),
      token: owner.token,
    });
    expect(res.status).toBe(409);
    expect(existsSync(t.deps.config.uploadDir) ? readdirSync(t.deps.config.uploadDir) : []).toEqual([]);
  });

  it('keeps the limit when requests race', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        t.request('POST', `/api/businesses/${businessId}/products`, { json: { name: `P${n}` }, token: owner.token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect((await business()).productCount).toBe(3);
  });

  it('answers 404 for an unknown business', async () => {
    const res = await t.request('POST', '/api/businesses/4040/products', { json: { name: 'X' }, token: owner.token });
    expect(res.status).toBe(404);
  });
});

describe('DELETE /api/businesses/products/{id}', () => {
  it('removes a product and updates the derived prices', async () => {
    const id = await insertProduct(t, businessId, { price: 10 });
    expect((await business()).productCount).toBe(1);
    const res = await t.request('DELETE', `/api/businesses/products/${id}`, { token: owner.token });
    expect(res.data).toEqual({ success: true, message: 'Product deleted' });
    expect(await business()).toMatchObject({ productCount: 0, minPrice: null });
    expect((await t.request('DELETE', `/api/businesses/products/${id}`, { token: owner.token })).status).toBe(404);
  });
});

describe('product services', () => {
  it('POST /businesses/{id}/product-services needs a minimum and a maximum price', async () => {
    const missing = await t.request('POST', `/api/businesses/${businessId}/product-services`, {
      form: formOf({ name: 'Setup', minPrice: '100' }),
      token: owner.token,
    });
    expect(missing.status).toBe(400);
    expect(missing.data.message).toBe('Please enter a minimum and a maximum price');
    const res = await t.request('POST', `/api/businesses/${businessId}/product-services`, {
      form: formOf({ name: 'Setup', description: 'We set up', minPrice: '100000', maxPrice: '200000' }),
      token: owner.token,
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      success: true,
      productService: { kind: 'service', minPrice: 100_000, maxPrice: 200_000 },
    });
  });

  it('GET /businesses/{id}/product-services and /{serviceId} read a business’s list and one of it', async () => {
    const id = await insertProduct(t, businessId, { kind: 'service', name: 'Setup', minPrice: 1, maxPrice: 5 });
    const list = await t.request('GET', `/api/businesses/${businessId}/product-services`);
    expect(list.data).toMatchObject({ success: true, data: [{ id, name: 'Setup' }] });
    const one = await t.request('GET', `/api/businesses/${businessId}/product-services/${id}`);
    expect(one.data).toMatchObject({ success: true, productService: { id, businessId } });
    const other = await insertBusiness(t, { categoryId });
    expect((await t.request('GET', `/api/businesses/${other}/product-services/${id}`)).status).toBe(404);
  });

  it('PATCH changes only the fields sent and keeps the price rules on the result', async () => {
    const id = await insertProduct(t, businessId, { kind: 'service', name: 'Setup', minPrice: 100, maxPrice: 500 });
    const path = `/api/businesses/${businessId}/product-services/${id}`;
    const res = await t.request('PATCH', path, {
      form: formOf({ maxPrice: '900', description: 'More' }),
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.data.productService).toMatchObject({ name: 'Setup', minPrice: 100, maxPrice: 900, description: 'More' });
    const reversed = await t.request('PATCH', path, { json: { minPrice: 1000 }, token: owner.token });
    expect(reversed.status).toBe(400);
    expect(reversed.data.message).toBe('Minimum price cannot be more than maximum price');
    const cleared = await t.request('PATCH', path, { form: formOf({ maxPrice: '' }), token: owner.token });
    expect(cleared.data.message).toBe('Please enter a minimum and a maximum price');
    expect((await business()).maxPrice).toBe(900);
  });

  it('GET /product-services/all lists products of active businesses with their business, paginated', async () => {
    await insertProduct(t, businessId, { kind: 'service', name: 'Setup', minPrice: 1, maxPrice: 5 });
    const hidden = await insertBusiness(t, { categoryId, isActive: false });
    await insertProduct(t, hidden, { name: 'Hidden' });
    const res = await t.request('GET', '/api/product-services/all');
    expect(res.data).toMatchObject({
      success: true,
      data: [{ name: 'Setup', business: { id: businessId, name: 'Tent Hire Ltd', category: { name: 'Events' } } }],
      pagination: { page: 1, total: 1, totalPages: 1, pages: 1 },
    });
    expect(res.data.data[0].business.email).toBeDefined();
    const other = await t.request('GET', `/api/product-services/all?categoryId=${await insertCategory(t)}`);
    expect(other.data.data).toEqual([]);
  });

  it('DELETE /product-services/{id} by the owner or an admin', async () => {
    const id = await insertProduct(t, businessId, { kind: 'service', minPrice: 1, maxPrice: 5 });
    const admin = await account(t, 'ADMIN');
    expect((await t.request('DELETE', `/api/product-services/${id}`, { token: admin.token })).status).toBe(200);
    expect(await t.db.select().from(products)).toEqual([]);
  });
});
