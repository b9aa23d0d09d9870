import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileOf, formOf, pngBytes } from '../../../test/fixtures/images/make-image';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  account,
  insertBusiness,
  insertCategory,
  insertProductReview,
  type Account,
} from '../businesses/test-fixtures';

let t: TestApp;
let admin: Account;
beforeEach(async () => {
  t = createTestApp();
  admin = await account(t, 'ADMIN');
});
afterEach(() => t.close());

describe('GET /api/categories', () => {
  it('lists categories with their count of active businesses', async () => {
    const empty = insertCategory(t, 'Bakeries');
    const id = insertCategory(t, 'Salons');
    insertBusiness(t, { categoryId: id });
    insertBusiness(t, { categoryId: id, isActive: false });
    const res = await t.request('GET', '/api/categories');
    expect(res.data).toMatchObject({
      success: true,
      categories: [
        { id: empty, name: 'Bakeries', _count: { businesses: 0 } },
        { id, name: 'Salons', _count: { businesses: 1 } },
      ],
    });
  });
});

describe('POST /api/categories', () => {
  it('creates a category from the admin form (title, description, tags, image)', async () => {
    const res = await t.request('POST', '/api/categories', {
      token: admin.token,
      form: formOf({
        title: 'Tailoring',
        description: 'Clothes made to measure',
        tags: 'Kitenge,  Suits ,Repairs,',
        image: fileOf(await pngBytes(), 'cat.png'),
      }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      success: true,
      category: {
        name: 'Tailoring',
        description: 'Clothes made to measure',
        tags: 'Kitenge, Suits, Repairs',
        image: expect.stringMatching(/^\/api\/uploads\//),
        _count: { businesses: 0 },
      },
    });
  });

  it.each([[{ description: 'd' }], [{ name: 'N' }], [{ name: ' ', description: 'd' }]])(
    'asks for a title and a description: %o',
    async (fields) => {
      const res = await t.request('POST', '/api/categories', { form: formOf(fields), token: admin.token });
      expect(res.status).toBe(400);
      expect(res.data.message).toBe('Title and description are required');
    },
  );

  it('refuses a second category with the same title (409)', async () => {
    insertCategory(t, 'Salons');
    const res = await t.request('POST', '/api/categories', {
      json: { name: 'Salons', description: 'd' },
      token: admin.token,
    });
    expect(res.status).toBe(409);
  });
});

describe('PUT /api/categories/{id}', () => {
  it('changes only the fields sent', async () => {
    const id = insertCategory(t, 'Salons', { tags: 'Hair' });
    const res = await t.request('PUT', `/api/categories/${id}`, {
      form: formOf({ description: 'Hair and nails' }),
      token: admin.token,
    });
    expect(res.data.category).toMatchObject({ name: 'Salons', description: 'Hair and nails', tags: 'Hair' });
    expect((await t.request('PUT', '/api/categories/999', { json: { name: 'X' }, token: admin.token })).status).toBe(
      404,
    );
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('deletes an unused category', async () => {
    const id = insertCategory(t);
    expect((await t.request('DELETE', `/api/categories/${id}`, { token: admin.token })).data).toEqual({
      success: true,
      message: 'Category deleted',
    });
    expect((await t.request('DELETE', `/api/categories/${id}`, { token: admin.token })).status).toBe(404);
  });

  it('keeps a category that still has businesses or product reviews (409)', async () => {
    const withBusiness = insertCategory(t);
    insertBusiness(t, { categoryId: withBusiness, isActive: false });
    const res = await t.request('DELETE', `/api/categories/${withBusiness}`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('This category still has businesses and cannot be deleted');
    const withReview = insertCategory(t);
    insertProductReview(t, { userId: admin.id, categoryId: withReview });
    expect((await t.request('DELETE', `/api/categories/${withReview}`, { token: admin.token })).status).toBe(409);
  });
});
