/**
 * Moderation at scale: the admin list of business reviews searched on the server with
 * its total, and PUT /api/reviews/bulk — up to 100 reviews in one transaction, each change in the
 * audit log with the previous status, ratings recomputed, and an undo that sends the previous
 * statuses back. Unknown ids are ignored and listed in `unknown` (review-service.ts moderateReviews).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, businesses, reviews, users } from '../../../db/schema';
import type { BulkChange } from '../../../sync/schemas/review';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { account, insertBusiness, insertCategory, insertReview, type Account } from '../businesses/test-fixtures';
import { firstRow } from '../../../db/query';

let t: TestApp;
let admin: Account;
let bakery: number;
let salon: number;
beforeEach(async () => {
  t = createTestApp();
  admin = await account(t, 'ADMIN');
  const categoryId = await insertCategory(t, 'Food');
  bakery = await insertBusiness(t, { categoryId, name: 'Kampala Fresh Bakery' });
  salon = await insertBusiness(t, { categoryId, name: 'Glow Salon' });
});
afterEach(() => t.close());

let serial = 0;
async function author(firstName: string, lastName = 'Okello') {
  return (
    await firstRow(
      t.db
        .insert(users)
        .values({ firstName, lastName, email: `author${++serial}@example.com`, role: 'USER' })
        .returning(),
    )
  ).id;
}

const list = (query: string, token: string | null = admin.token) =>
  t.request('GET', `/api/reviews?${query}`, { token });
const bulk = (body: unknown, token: string | null = admin.token) =>
  t.request('PUT', '/api/reviews/bulk', { token, json: body });
const statuses = async (ids: number[]) =>
  Object.fromEntries(
    (await t.db.select({ id: reviews.id, status: reviews.status }).from(reviews).where(inArray(reviews.id, ids))).map(
      (r) => [r.id, r.status],
    ),
  );
const business = async (id: number) =>
  await firstRow(
    t.db
      .select({ rating: businesses.rating, totalReviews: businesses.totalReviews })
      .from(businesses)
      .where(eq(businesses.id, id)),
  );
const auditOf = async (ids: number[]) =>
  await t.db
    .select({
      actorId: auditLog.actorId,
      action: auditLog.action,
      targetId: auditLog.targetId,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'review'), inArray(auditLog.targetId, ids)))
    .orderBy(auditLog.id);

describe('GET /api/reviews: search and totals on the server', () => {
  it('finds every match across all pages, not only the page shown, with the total', async () => {
    for (let i = 0; i < 25; i++) await insertReview(t, { businessId: bakery, rating: 5, comment: `Fresh bread ${i}` });
    for (let i = 0; i < 5; i++) await insertReview(t, { businessId: salon, rating: 3, comment: 'Nice braids' });

    const first = await list('status=ALL&q=bakery&page=1&limit=10');
    expect(first.status).toBe(200);
    expect(first.data.data).toHaveLength(10);
    expect(first.data.pagination).toEqual({ page: 1, limit: 10, total: 25, totalPages: 3, pages: 3 });
    expect(
      first.data.data.every((r: { business: { name: string } }) => r.business.name === 'Kampala Fresh Bakery'),
    ).toBe(true);
    const last = await list('status=ALL&q=BAKERY&page=3&limit=10');
    expect(last.data.data).toHaveLength(5);
    expect((await list('status=ALL')).data.pagination.total).toBe(30);
  });

  it('searches the comment and the author’s name, every word somewhere, within the status filter', async () => {
    const amina = await author('Amina', 'Nakato');
    const a = await insertReview(t, { businessId: bakery, userId: amina, comment: 'Great mandazi', status: 'PENDING' });
    const b = await insertReview(t, { businessId: salon, userId: amina, comment: 'Slow service', status: 'APPROVED' });
    await insertReview(t, { businessId: bakery, userId: await author('Brian'), comment: 'Stale', status: 'PENDING' });

    const ids = async (query: string) => (await list(query)).data.data.map((r: { id: number }) => r.id).sort();
    expect(await ids('status=ALL&q=amina')).toEqual([a, b].sort());
    expect(await ids('status=ALL&q=nakato%20bakery')).toEqual([a]);
    expect(await ids('status=ALL&q=MANDAZI')).toEqual([a]);
    expect(await ids('status=APPROVED&q=amina')).toEqual([b]);
    expect(await ids('status=PENDING&q=amina')).toEqual([a]);
    expect((await list('status=ALL&q=%25')).data.pagination.total).toBe(0);
    expect((await list('status=ALL&q=%20%20')).data.pagination.total).toBe(3);
    expect((await list(`q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await list('status=ALL&q=bakery', null)).status).toBe(401);
    expect((await list('status=ALL&q=bakery', (await account(t, 'USER')).token)).status).toBe(403);
  });
});

describe('PUT /api/reviews/bulk', () => {
  it('approves many at once: ratings recomputed per business, one audit row per change with the previous status', async () => {
    const five = await insertReview(t, { businessId: bakery, rating: 5 });
    const three = await insertReview(t, { businessId: bakery, rating: 3 });
    const two = await insertReview(t, { businessId: salon, rating: 2 });
    const already = await insertReview(t, { businessId: salon, rating: 4, status: 'APPROVED' });
    await t.db.update(businesses).set({ rating: 4, totalReviews: 1 }).where(eq(businesses.id, salon));

    const res = await bulk({ ids: [five, three, two, already], status: 'APPROVED' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      success: true,
      changed: [
        { id: five, from: 'PENDING', to: 'APPROVED' },
        { id: three, from: 'PENDING', to: 'APPROVED' },
        { id: two, from: 'PENDING', to: 'APPROVED' },
      ],
      unknown: [],
    });
    expect(await business(bakery)).toEqual({ rating: 4, totalReviews: 2 });
    expect(await business(salon)).toEqual({ rating: 3, totalReviews: 2 });
    expect(await auditOf([five, three, two, already])).toEqual(
      [five, three, two].map((id) => ({
        actorId: admin.id,
        action: 'review.approve',
        targetId: id,
        reason: 'previous status: PENDING',
      })),
    );
  });

  it('rejects many at once, taking approved reviews out of the rating', async () => {
    const good = await insertReview(t, { businessId: bakery, rating: 5, status: 'APPROVED' });
    const bad = await insertReview(t, { businessId: bakery, rating: 1, status: 'APPROVED' });
    const pending = await insertReview(t, { businessId: bakery, rating: 1 });
    await bulk({ ids: [good], status: 'APPROVED' }); // nothing to change: no audit row
    await t.db.update(businesses).set({ rating: 3, totalReviews: 2 }).where(eq(businesses.id, bakery));

    const res = await bulk({ ids: [bad, pending], status: 'REJECTED' });
    expect(res.data.changed).toEqual([
      { id: bad, from: 'APPROVED', to: 'REJECTED' },
      { id: pending, from: 'PENDING', to: 'REJECTED' },
    ]);
    expect(await business(bakery)).toEqual({ rating: 5, totalReviews: 1 });
    expect((await auditOf([good, bad, pending])).map((a) => [a.action, a.reason])).toEqual([
      ['review.reject', 'previous status: APPROVED'],
      ['review.reject', 'previous status: PENDING'],
    ]);
  });

  it('undo: sending the previous statuses back, grouped by status, restores reviews and ratings', async () => {
    const pending = await insertReview(t, { businessId: bakery, rating: 5 });
    const approved = await insertReview(t, { businessId: bakery, rating: 1, status: 'APPROVED' });
    const rejected = await insertReview(t, { businessId: salon, rating: 2, status: 'REJECTED' });
    await t.db.update(businesses).set({ rating: 1, totalReviews: 1 }).where(eq(businesses.id, bakery));
    const before = { bakery: await business(bakery), salon: await business(salon) };

    const done = await bulk({ ids: [pending, approved, rejected], status: 'APPROVED' });
    const changed: BulkChange[] = done.data.changed;
    expect(changed.map((c) => c.from)).toEqual(['PENDING', 'REJECTED']);
    expect(await business(bakery)).toEqual({ rating: 3, totalReviews: 2 });

    const groups = new Map<BulkChange['from'], BulkChange[]>();
    for (const c of changed) groups.set(c.from, [...(groups.get(c.from) ?? []), c]);
    for (const [from, group] of groups) {
      const undo = await bulk({ ids: group.map((c) => c.id), status: from, from: 'APPROVED' });
      expect(undo.data.changed).toEqual(group.map((c) => ({ id: c.id, from: 'APPROVED', to: from })));
    }
    expect(await statuses([pending, approved, rejected])).toEqual({
      [pending]: 'PENDING',
      [approved]: 'APPROVED',
      [rejected]: 'REJECTED',
    });
    expect({ bakery: await business(bakery), salon: await business(salon) }).toEqual(before);
    expect((await auditOf([pending])).map((a) => a.action)).toEqual(['review.approve', 'review.requeue']);
  });

  it('with `from`, leaves reviews that moved on since (an undo does not overwrite another admin)', async () => {
    const id = await insertReview(t, { businessId: bakery });
    await bulk({ ids: [id], status: 'APPROVED' });
    await bulk({ ids: [id], status: 'REJECTED' }); // another admin, meanwhile
    const undo = await bulk({ ids: [id], status: 'PENDING', from: 'APPROVED' });
    expect(undo.data.changed).toEqual([]);
    expect(await statuses([id])).toEqual({ [id]: 'REJECTED' });
  });

  it('reverses a single rejection: approve it, or move it back to pending', async () => {
    const id = await insertReview(t, { businessId: bakery, rating: 4, status: 'REJECTED' });
    const approve = await bulk({ ids: [id], status: 'APPROVED' });
    expect(approve.data.changed).toEqual([{ id, from: 'REJECTED', to: 'APPROVED' }]);
    expect(await business(bakery)).toEqual({ rating: 4, totalReviews: 1 });

    await bulk({ ids: [id], status: 'REJECTED' });
    const requeue = await bulk({ ids: [id], status: 'PENDING' });
    expect(requeue.data.changed).toEqual([{ id, from: 'REJECTED', to: 'PENDING' }]);
    expect(await business(bakery)).toEqual({ rating: 0, totalReviews: 0 });
    expect((await auditOf([id])).map((a) => [a.action, a.reason])).toEqual([
      ['review.approve', 'previous status: REJECTED'],
      ['review.reject', 'previous status: APPROVED'],
      ['review.requeue', 'previous status: REJECTED'],
    ]);
    // the single approve route also reverses a rejection
    await bulk({ ids: [id], status: 'REJECTED' });
    expect((await t.request('PUT', `/api/reviews/${id}/approve`, { token: admin.token })).data.data.status).toBe(
      'APPROVED',
    );
  });

  it('ignores unknown ids and lists them; duplicates count once', async () => {
    const id = await insertReview(t, { businessId: bakery });
    const res = await bulk({ ids: [id, 987654, id], status: 'REJECTED' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: true, changed: [{ id, from: 'PENDING', to: 'REJECTED' }], unknown: [987654] });
    expect((await bulk({ ids: [987654], status: 'APPROVED' })).data).toEqual({
      success: true,
      changed: [],
      unknown: [987654],
    });
  });

  it('takes 1 to 100 ids and a known status', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push(await insertReview(t, { businessId: bakery, rating: 4 }));
    const hundred = await bulk({ ids, status: 'APPROVED' });
    expect(hundred.data.changed).toHaveLength(100);
    expect(await business(bakery)).toEqual({ rating: 4, totalReviews: 100 });

    const refused = async (body: unknown) => {
      const res = await bulk(body);
      expect(res.status).toBe(400);
      return res.data.message as string;
    };
    expect(await refused({ ids: [...ids, 1], status: 'REJECTED' })).toBe('At most 100 reviews can be changed at once');
    expect(await refused({ ids: [], status: 'REJECTED' })).toBe('Please choose at least one review');
    expect(await refused({ status: 'REJECTED' })).toBe('Please choose the reviews to change');
    expect(await refused({ ids: ['1'], status: 'REJECTED' })).toBe('Each id must be a review id');
    expect(await refused({ ids: [0], status: 'REJECTED' })).toBe('Each id must be a review id');
    expect(await refused({ ids: [ids[0]], status: 'FLAGGED' })).toBe(
      'The status must be APPROVED, REJECTED or PENDING',
    );
    expect(await statuses([ids[0]!])).toEqual({ [ids[0]!]: 'APPROVED' });
  });

  it('is for admins only: 401 signed out, 403 for users and vendors, nothing changed', async () => {
    const id = await insertReview(t, { businessId: bakery });
    expect((await bulk({ ids: [id], status: 'APPROVED' }, null)).status).toBe(401);
    expect((await bulk({ ids: [id], status: 'APPROVED' }, (await account(t, 'USER')).token)).status).toBe(403);
    expect((await bulk({ ids: [id], status: 'APPROVED' }, (await account(t, 'VENDOR')).token)).status).toBe(403);
    expect(await statuses([id])).toEqual({ [id]: 'PENDING' });
    expect(await auditOf([id])).toEqual([]);
  });
});
