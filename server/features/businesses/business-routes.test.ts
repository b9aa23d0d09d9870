import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, businesses } from '../../../db/schema';
import { fileOf, formOf, pngBytes } from '../../../test/fixtures/images/make-image';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { account, insertBusiness, insertCategory, insertProduct, type Account } from './test-fixtures';
import { firstRow } from '../../../db/query';

let t: TestApp;
let categoryId: number;
beforeEach(async () => {
  t = createTestApp();
  categoryId = await insertCategory(t, 'Food & Catering');
});
afterEach(() => t.close());

async function vendorWithBusiness(extra: Record<string, string> = {}) {
  const vendor = await account(t, 'VENDOR');
  const res = await t.request('POST', '/api/businesses', {
    form: formOf({ name: 'Mama Rose Kitchen', categoryId, ...extra }),
    token: vendor.token,
  });
  expect(res.status, res.text).toBe(201);
  return { vendor, business: res.data.business as { id: number } };
}

describe('POST /api/businesses', () => {
  it('creates the vendor’s business from a multipart form with a logo', async () => {
    const vendor = await account(t, 'VENDOR');
    const res = await t.request('POST', '/api/businesses', {
      token: vendor.token,
      form: formOf({
        name: '  Mama Rose Kitchen ',
        categoryId: String(categoryId),
        tagline: 'Home cooking',
        city: 'Kampala',
        district: 'Kampala',
        whatsapp: '+256 772 123456',
        email: 'rose@example.com',
        website: 'mamarose.ug',
        tiktokUsername: '@mamarose',
        description: '',
        logo: fileOf(await pngBytes(), 'logo.png', 'image/png'),
      }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      success: true,
      business: {
        name: 'Mama Rose Kitchen',
        categoryId,
        category: { id: categoryId, name: 'Food & Catering' },
        tagline: 'Home cooking',
        description: null,
        website: 'https://mamarose.ug',
        tiktokUsername: 'mamarose',
        logo: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/),
        isVerified: false,
        isActive: true,
        rating: 0,
        products: [],
        _count: { reviews: 0, products: 0 },
      },
    });
    expect((await t.request('GET', res.data.business.logo)).status).toBe(200);
  });

  it.each([
    [{ categoryId: '1' }, 'name'],
    [{ name: 'Shop' }, 'categoryId'],
    [{ name: '   ', categoryId: '1' }, 'name'],
  ])('asks for the required fields: %o', async (fields, field) => {
    const vendor = await account(t, 'VENDOR');
    const res = await t.request('POST', '/api/businesses', { form: formOf(fields), token: vendor.token });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe('Please fill in all required fields');
    expect(res.data.errors[field]).toBe('Please fill in all required fields');
  });

  it('refuses an unknown category, a bad e-mail and a bad website', async () => {
    const vendor = await account(t, 'VENDOR');
    const post = (fields: Record<string, string | number>) =>
      t.request('POST', '/api/businesses', { json: { name: 'Shop', categoryId, ...fields }, token: vendor.token });
    expect((await post({ categoryId: 999 })).data.message).toBe('Please choose a valid category');
    expect((await post({ email: 'nope' })).data.message).toBe('Please enter a valid email address');
    expect((await post({ website: 'javascript:alert(1)' })).data.message).toBe('Please enter a valid website address');
  });

  it('allows one business per vendor (409)', async () => {
    const { vendor } = await vendorWithBusiness();
    const again = await t.request('POST', '/api/businesses', {
      json: { name: 'Second', categoryId },
      token: vendor.token,
    });
    expect(again.status).toBe(409);
  });

  it('refuses a logo that is not an image (415) and keeps no business', async () => {
    const vendor = await account(t, 'VENDOR');
    const res = await t.request('POST', '/api/businesses', {
      form: formOf({ name: 'Shop', categoryId, logo: fileOf(Buffer.from('plain text'), 'logo.png') }),
      token: vendor.token,
    });
    expect(res.status).toBe(415);
    expect((await t.request('GET', '/api/businesses/my-business', { token: vendor.token })).data.business).toBeNull();
  });
});

describe('GET /api/businesses/my-business', () => {
  it('answers the caller’s business, privately', async () => {
    const { vendor, business } = await vendorWithBusiness();
    const res = await t.request('GET', '/api/businesses/my-business', { token: vendor.token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ success: true, business: { id: business.id, products: [] } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers business: null when there is none yet, and 401 when signed out', async () => {
    const vendor = await account(t, 'VENDOR');
    expect((await t.request('GET', '/api/businesses/my-business', { token: vendor.token })).data).toEqual({
      success: true,
      business: null,
    });
    expect((await t.request('GET', '/api/businesses/my-business')).status).toBe(401);
  });
});

describe('PUT/PATCH /api/businesses/{id}', () => {
  it('changes only the fields sent; a blank optional field is cleared', async () => {
    const { vendor, business } = await vendorWithBusiness({ tagline: 'Old', city: 'Gulu', website: 'https://a.ug' });
    const res = await t.request('PATCH', `/api/businesses/${business.id}`, {
      form: formOf({ tagline: 'New tagline', website: '' }),
      token: vendor.token,
    });
    expect(res.status).toBe(200);
    expect(res.data.business).toMatchObject({
      tagline: 'New tagline',
      website: null,
      city: 'Gulu',
      name: 'Mama Rose Kitchen',
    });
    const put = await t.request('PUT', `/api/businesses/${business.id}`, {
      json: { name: 'Rose Eats' },
      token: vendor.token,
    });
    expect(put.data.business.name).toBe('Rose Eats');
  });

  it('does not let a vendor verify or activate itself', async () => {
    const { vendor, business } = await vendorWithBusiness();
    await t.request('PATCH', `/api/businesses/${business.id}`, {
      json: { isVerified: true, rating: 5 },
      token: vendor.token,
    });
    const row = (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, business.id))))!;
    expect([row.isVerified, row.rating]).toEqual([false, 0]);
  });

  it('answers 404 for an unknown business and 400 for a blank name', async () => {
    const { vendor, business } = await vendorWithBusiness();
    expect((await t.request('PATCH', '/api/businesses/9999', { json: {}, token: vendor.token })).status).toBe(404);
    const blank = await t.request('PATCH', `/api/businesses/${business.id}`, {
      json: { name: '' },
      token: vendor.token,
    });
    expect(blank.status).toBe(400);
  });
});

describe('GET /api/businesses/details/{id}', () => {
  it('answers { success, business } with category, products and _count, cacheable', async () => {
    const id = await insertBusiness(t, { categoryId, name: 'Kiosk', totalReviews: 2, rating: 4.5 });
    await insertProduct(t, id, { name: 'Rolex', price: 2_000 });
    const res = await t.request('GET', `/api/businesses/details/${id}`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      success: true,
      business: {
        id,
        name: 'Kiosk',
        category: { name: 'Food & Catering' },
        products: [{ name: 'Rolex', price: 2_000, kind: 'product' }],
        _count: { reviews: 2, products: 1 },
        minPrice: 2_000,
        maxPrice: 2_000,
      },
    });
    expect(res.data.business.owner).toBeUndefined();
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=300');
  });

  it('answers 304 to a repeated request with its ETag', async () => {
    const id = await insertBusiness(t, { categoryId });
    const first = await t.request('GET', `/api/businesses/details/${id}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.request('GET', `/api/businesses/details/${id}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('hides an inactive business from everyone but its owner and admins', async () => {
    const { vendor, business } = await vendorWithBusiness();
    await t.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, business.id));
    const admin = await account(t, 'ADMIN');
    const user = await account(t, 'USER');
    expect((await t.request('GET', `/api/businesses/details/${business.id}`)).status).toBe(404);
    expect((await t.request('GET', `/api/businesses/details/${business.id}`, { token: user.token })).status).toBe(404);
    const own = await t.request('GET', `/api/businesses/details/${business.id}`, { token: vendor.token });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const asAdmin = await t.request('GET', `/api/businesses/details/${business.id}`, { token: admin.token });
    expect(asAdmin.data.business.owner).toMatchObject({ email: expect.stringContaining('@test.ug') });
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    expect((await t.request('GET', '/api/businesses/details/424242')).status).toBe(404);
    expect((await t.request('GET', '/api/businesses/details/abc')).status).toBe(404);
    expect((await t.request('GET', '/api/businesses/details/99999999999999999999')).status).toBe(404);
  });
});

describe('admin: PUT /api/businesses/{id}/status and DELETE /api/businesses/admin/{id}', () => {
  let admin: Account;
  beforeEach(async () => {
    admin = await account(t, 'ADMIN');
  });

  it('deactivates a business and keeps the reason in the audit log', async () => {
    const id = await insertBusiness(t, { categoryId });
    const res = await t.request('PUT', `/api/businesses/${id}/status`, {
      json: { isActive: false, reason: 'Fake listing' },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.data.business).toMatchObject({ id, isActive: false });
    expect(await t.db.select().from(auditLog)).toMatchObject([
      {
        actorId: admin.id,
        action: 'business.deactivate',
        targetType: 'business',
        targetId: id,
        reason: 'Fake listing',
      },
    ]);
    expect((await t.request('GET', `/api/businesses/details/${id}`)).status).toBe(404);
  });

  it('asks for isActive and answers 404 for an unknown business', async () => {
    const id = await insertBusiness(t, { categoryId });
    expect((await t.request('PUT', `/api/businesses/${id}/status`, { json: {}, token: admin.token })).status).toBe(400);
    const unknown = await t.request('PUT', '/api/businesses/5555/status', {
      json: { isActive: true },
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
  });

  it('deletes a business with its products', async () => {
    const id = await insertBusiness(t, { categoryId });
    await insertProduct(t, id);
    const res = await t.request('DELETE', `/api/businesses/admin/${id}`, { token: admin.token });
    expect(res.data).toEqual({ success: true, message: 'Business deleted' });
    expect((await t.request('GET', `/api/businesses/details/${id}`)).status).toBe(404);
    expect((await t.request('DELETE', `/api/businesses/admin/${id}`, { token: admin.token })).status).toBe(404);
  });
});
