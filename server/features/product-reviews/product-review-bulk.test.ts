/**
 * Moderation at scale for product reviews: GET /api/product-reviews/admin searched on
 * the server with its total, and PUT /api/product-reviews/bulk with its audit rows and undo, as
 * for business reviews (server/features/reviews/review-moderation-bulk.test.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, productReviews, users } from '../../../db/schema';
import type { BulkChange } from '../../../sync/schemas/review';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { account, insertCategory, insertProductReview, type Account } from '../businesses/test-fixtures';
import { firstRow } from '../../../db/query';

let t: TestApp;
let admin: Account;
let categoryId: number;
let authorId: number;
beforeEach(async () => {
  t = createTestApp();
  admin = await account(t, 'ADMIN');
  categoryId = await insertCategory(t, 'Kitchen');
  authorId = (
    await firstRow(
      t.db
        .insert(users)
        .values({ firstName: 'Amina', lastName: 'Nakato', email: 'amina@example.com', role: 'USER' })
        .returning(),
    )
  ).id;
});
afterEach(() => t.close());

const add = async (values: Partial<typeof productReviews.$inferInsert> = {}) =>
  await insertProductReview(t, { userId: authorId, categoryId, status: 'PENDING', ...values });
const list = (query: string, token: string | null = admin.token) =>
  t.request('GET', `/api/product-reviews/admin?${query}`, { token });
const bulk = (body: unknown, token: string | null = admin.token) =>
  t.request('PUT', '/api/product-reviews/bulk', { token, json: body });
const statuses = async (ids: number[]) =>
  Object.fromEntries(
    (
      await t.db
        .select({ id: productReviews.id, status: productReviews.status })
        .from(productReviews)
        .where(inArray(productReviews.id, ids))
    ).map((r) => [r.id, r.status]),
  );
const publicNames = async () =>
  (await t.request('GET', '/api/product-reviews')).data.data.map((r: { name: string }) => r.name).sort();

describe('GET /api/product-reviews/admin: search and totals on the server', () => {
  it('searches name, shop, comment and author across all pages, with the total', async () => {
    for (let i = 0; i < 23; i++) await add({ name: `Ramtons Blender ${i}` });
    await add({ name: 'Kettle', boughtFrom: 'Game Stores' });
    await add({ name: 'Toaster', comment: 'Burns the bread' });
    const other = (
      await firstRow(
        t.db
          .insert(users)
          .values({ firstName: 'Brian', lastName: 'Okello', email: 'brian@example.com', role: 'USER' })
          .returning(),
      )
    ).id;
    await insertProductReview(t, { userId: other, categoryId, name: 'Fan', status: 'APPROVED' });

    const page = await list('status=ALL&q=blender&limit=10&page=3');
    expect(page.status).toBe(200);
    expect(page.data.data).toHaveLength(3);
    expect(page.data.pagination).toEqual({ page: 3, limit: 10, total: 23, totalPages: 3, pages: 3 });
    const names = async (query: string) => (await list(query)).data.data.map((r: { name: string }) => r.name);
    expect(await names('status=ALL&q=game%20stores')).toEqual(['Kettle']);
    expect(await names('status=ALL&q=BREAD')).toEqual(['Toaster']);
    expect(await names('status=ALL&q=okello')).toEqual(['Fan']);
    expect(await names('status=PENDING&q=okello')).toEqual([]);
    expect((await list('status=ALL&q=nakato')).data.pagination.total).toBe(25);
    expect((await list('status=ALL&q=blender', (await account(t, 'USER')).token)).status).toBe(403);
  });
});

describe('PUT /api/product-reviews/bulk', () => {
  it('approves many at once (published), one audit row each with the previous status; undo takes them back', async () => {
    const a = await add({ name: 'Blender' });
    const b = await add({ name: 'Kettle' });
    const c = await add({ name: 'Fan', status: 'REJECTED' });
    const approved = await add({ name: 'Iron', status: 'APPROVED' });

    const res = await bulk({ ids: [a, b, c, approved], status: 'APPROVED' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      success: true,
      changed: [
        { id: a, from: 'PENDING', to: 'APPROVED' },
        { id: b, from: 'PENDING', to: 'APPROVED' },
        { id: c, from: 'REJECTED', to: 'APPROVED' },
      ],
      unknown: [],
    });
    expect(await publicNames()).toEqual(['Blender', 'Fan', 'Iron', 'Kettle']);
    const audit = async () =>
      await t.db
        .select({
          action: auditLog.action,
          targetId: auditLog.targetId,
          reason: auditLog.reason,
          actorId: auditLog.actorId,
        })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'product_review'), inArray(auditLog.targetId, [a, b, c, approved])))
        .orderBy(auditLog.id);
    expect(await audit()).toEqual([
      { action: 'product_review.approve', targetId: a, reason: 'previous status: PENDING', actorId: admin.id },
      { action: 'product_review.approve', targetId: b, reason: 'previous status: PENDING', actorId: admin.id },
      { action: 'product_review.approve', targetId: c, reason: 'previous status: REJECTED', actorId: admin.id },
    ]);

    // Undo: the previous statuses back, one call per previous status.
    const changed: BulkChange[] = res.data.changed;
    for (const from of ['PENDING', 'REJECTED'] as const) {
      const ids = changed.filter((x) => x.from === from).map((x) => x.id);
      expect((await bulk({ ids, status: from, from: 'APPROVED' })).data.changed).toHaveLength(ids.length);
    }
    expect(await statuses([a, b, c, approved])).toEqual({
      [a]: 'PENDING',
      [b]: 'PENDING',
      [c]: 'REJECTED',
      [approved]: 'APPROVED',
    });
    expect(await publicNames()).toEqual(['Iron']);
    expect((await audit()).slice(3).map((x) => x.action)).toEqual([
      'product_review.requeue',
      'product_review.requeue',
      'product_review.reject',
    ]);
  });

  it('reverses a rejection: approve, or move back to pending', async () => {
    const id = await add({ status: 'REJECTED' });
    expect((await bulk({ ids: [id], status: 'PENDING' })).data.changed).toEqual([
      { id, from: 'REJECTED', to: 'PENDING' },
    ]);
    await bulk({ ids: [id], status: 'REJECTED' });
    expect(
      (await t.request('PUT', `/api/product-reviews/${id}/approve`, { token: admin.token })).data.data.status,
    ).toBe('APPROVED');
  });

  it('ignores unknown ids, takes at most 100, and is for admins only', async () => {
    const id = await add();
    expect((await bulk({ ids: [id, 99999], status: 'REJECTED' })).data).toEqual({
      success: true,
      changed: [{ id, from: 'PENDING', to: 'REJECTED' }],
      unknown: [99999],
    });
    const tooMany = await bulk({ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'APPROVED' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.data.message).toBe('At most 100 reviews can be changed at once');
    expect((await bulk({ ids: [id], status: 'APPROVED' }, null)).status).toBe(401);
    expect((await bulk({ ids: [id], status: 'APPROVED' }, (await account(t, 'USER')).token)).status).toBe(403);
    expect((await bulk({ ids: [id], status: 'APPROVED' }, (await account(t, 'VENDOR')).token)).status).toBe(403);
    expect(await statuses([id])).toEqual({ [id]: 'REJECTED' });
  });
});
