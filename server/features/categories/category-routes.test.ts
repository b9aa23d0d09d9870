import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
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
    const empty = await insertCategory(t, 'Bakeries');
    const id = await insertCategory(t, 'Salons');
    await insertBusiness(t, { categoryId: id });
    await insertBusiness(t, { categoryId: id, isActive: false });
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

  it.each([
    [{ description: 'd' }, 'Title is required'],
    [{ name: 'N' }, 'Description is required'],
    [{ name: ' ', description: 'd' }, 'Title is required'],
  ])('asks for a title and a description: %o', async (fields, message) => {
    const res = await t.request('POST', '/api/categories', { form: formOf(fields), token: admin.token });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it('refuses a second category with the same title (409)', async () => {
    await insertCategory(t, 'Salons');
    const res = await t.request('POST', '/api/categories', {
      json: { name: 'Salons', description: 'd' },
      token: admin.token,
    });
    expect(res.status).toBe(409);
  });
});

describe('PUT /api/categories/{id}', () => {
  it('changes only the fields sent', async () => {
    const id = await insertCategory(t, 'Salons', { tags: 'Hair' });
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

describe('Activate / Deactivate (PUT /api/categories/{id} with isActive)', () => {
  const put = (id: number, body: unknown, token: string | null = admin.token) =>
    t.request('PUT', `/api/categories/${id}`, { json: body, token });
  const adminList = async () =>
    (await t.request('GET', '/api/categories/admin', { token: admin.token })).data.categories as {
      id: number;
      isActive: boolean;
    }[];
  const stateOf = async (id: number) => (await adminList()).find((c) => c.id === id)?.isActive;

  it('stays deactivated after a reload: kept on the server, in the admin list only, with its audit row', async () => {
    const id = await insertCategory(t, 'Salons');
    const other = await insertCategory(t, 'Bakeries');
    expect(await stateOf(id)).toBe(true);

    const res = await put(id, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.data.category).toMatchObject({ id, name: 'Salons', isActive: false });
    // "a reload": the lists are read again from the server
    expect(await stateOf(id)).toBe(false);
    expect(await stateOf(other)).toBe(true);
    // the public list leaves it out (deactivated-category.test.ts)
    const publicList = (await t.request('GET', '/api/categories')).data.categories;
    expect(publicList).toMatchObject([{ id: other, isActive: true }]);
    // an edit of other fields leaves it deactivated
    await put(id, { description: 'Hair' });
    expect(await stateOf(id)).toBe(false);

    expect((await put(id, { isActive: 'true' })).data.category.isActive).toBe(true);
    expect(await stateOf(id)).toBe(true);
    const audit = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'category'), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: 'category.deactivate', actorId: admin.id },
      { action: 'category.activate', actorId: admin.id },
    ]);
  });

  it('writes nothing when the state does not change; refuses a non-boolean; 404 for an unknown category', async () => {
    const id = await insertCategory(t);
    await put(id, { isActive: true });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'category'))).toEqual([]);
    const bad = await put(id, { isActive: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.data.message).toBe('isActive must be true or false');
    expect((await put(9999, { isActive: false })).status).toBe(404);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'category'))).toEqual([]);
  });

  it('the admin list is never cached and is for admins only; only admins change the state', async () => {
    const id = await insertCategory(t);
    const res = await t.request('GET', '/api/categories/admin', { token: admin.token });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await t.request('GET', '/api/categories/admin')).status).toBe(401);
    const vendor = await account(t, 'VENDOR');
    expect((await t.request('GET', '/api/categories/admin', { token: vendor.token })).status).toBe(403);
    expect((await put(id, { isActive: false }, vendor.token)).status).toBe(403);
    expect(await stateOf(id)).toBe(true);
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('deletes an unused category', async () => {
    const id = await insertCategory(t);
    expect((await t.request('DELETE', `/api/categories/${id}`, { token: admin.token })).data).toEqual({
      success: true,
      message: 'Category deleted',
    });
    expect((await t.request('DELETE', `/api/categories/${id}`, { token: admin.token })).status).toBe(404);
  });

  it('keeps a category that still has businesses or product reviews (409)', async () => {
    const withBusiness = await insertCategory(t);
    await insertBusiness(t, { categoryId: withBusiness, isActive: false });
    const res = await t.request('DELETE', `/api/categories/${withBusiness}`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('This category still has businesses and cannot be deleted');
    const withReview = await insertCategory(t);
    await insertProductReview(t, { userId: admin.id, categoryId: withReview });
    expect((await t.request('DELETE', `/api/categories/${withReview}`, { token: admin.token })).status).toBe(409);
  });
});
