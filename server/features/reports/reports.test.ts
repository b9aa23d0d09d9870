import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema';
import { REPORT_STATUSES } from '../../../sync/schemas/report';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

describe('reporting', () => {
  it('records a review report with the review, its business and its author; the reporter sees public fields', async () => {
    const review = w.newReview({ userId: w.ids.otherUser, status: 'APPROVED' });
    const res = await t.request('POST', '/api/reports', {
      token: w.tokens.vendor,
      json: { targetType: 'review', targetId: review.id, reason: 'fake', description: 'Never a customer' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.data.report).toEqual({
      id: expect.any(Number),
      targetType: 'review',
      reason: 'fake',
      description: 'Never a customer',
      status: 'PENDING',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      reporter: { id: w.ids.vendor, firstName: 'Vera', lastName: 'Person' },
      reportedUser: { id: w.ids.otherUser },
      reportedBusiness: { id: w.business.id, name: 'Vera Plumbing' },
      reportedReview: { id: review.id, rating: 4, comment: 'Good work' },
    });
    const again = await t.request('POST', '/api/reports', {
      token: w.tokens.vendor,
      json: { targetType: 'review', targetId: review.id, reason: 'spam' },
    });
    expect(again.status).toBe(409);
    const mine = await t.request('GET', '/api/reports/my-reports', { token: w.tokens.vendor });
    expect(mine.data.reports.map((r: { id: number }) => r.id)).toEqual([res.data.report.id]);
    // the admin sees who is concerned
    const admin = await t.request('GET', `/api/reports/${res.data.report.id}`, { token: w.tokens.admin });
    expect(admin.data.report).toMatchObject({
      reportedUser: { id: w.ids.otherUser, firstName: 'Oscar', email: w.emails.otherUser, isActive: true },
      reportedBusiness: { id: w.business.id, isActive: true, owner: { firstName: 'Vera' } },
      reportedReview: { id: review.id, status: 'APPROVED' },
    });
  });

  it('records a business report against the business and its owner', async () => {
    const res = await t.request('POST', '/api/reports', {
      token: w.tokens.user,
      json: { targetType: 'business', targetId: w.otherBusiness.id, reason: 'Inappropriate' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.data.report).toMatchObject({
      reason: 'inappropriate',
      reportedUser: { id: w.ids.otherVendor },
      reportedBusiness: { id: w.otherBusiness.id, name: 'Victor Pipes' },
      reportedReview: null,
    });
    const admin = await t.request('GET', `/api/reports/${res.data.report.id}`, { token: w.tokens.admin });
    expect(admin.data.report.reportedBusiness.owner).toEqual({ firstName: 'Victor', lastName: 'Person' });
  });

  it('gives a reporter no account e-mail, status or hidden review, whatever the target', async () => {
    const hidden = ['PENDING', 'REJECTED'] as const;
    const leaks: string[] = [];
    const everyUser = t.db.select({ id: users.id, email: users.email }).from(users).all();
    for (const target of everyUser.filter((u) => u.id !== w.ids.otherUser)) {
      const res = await t.request('POST', '/api/reports', {
        token: w.tokens.otherUser,
        json: { targetType: 'user', targetId: target.id, reason: 'spam' },
      });
      expect(res.status, res.text).toBe(201);
      if (res.text.includes(target.email) || res.text.includes('isActive')) leaks.push(`user ${target.id}`);
    }
    for (const status of hidden) {
      const review = w.newReview({
        userId: status === 'PENDING' ? w.ids.user : w.ids.vendor,
        businessId: w.otherBusiness.id,
        status,
        comment: `secret ${status} text`,
      });
      const res = await t.request('POST', '/api/reports', {
        token: w.tokens.otherUser,
        json: { targetType: 'review', targetId: review.id, reason: 'spam' },
      });
      // a review the public cannot see is not there to report
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('secret');
    }
    // the owner of the business sees its pending reviews, so may report one
    const pending = w.newReview({ userId: w.ids.otherUser, businessId: w.otherBusiness.id, status: 'PENDING' });
    const byOwner = await t.request('POST', '/api/reports', {
      token: w.tokens.otherVendor,
      json: { targetType: 'review', targetId: pending.id, reason: 'spam' },
    });
    expect(byOwner.status, byOwner.text).toBe(201);
    expect(byOwner.data.report.reportedReview).toEqual({ id: pending.id, rating: 4, comment: 'Good work' });
    const mine = await t.request('GET', '/api/reports/my-reports', { token: w.tokens.otherUser });
    expect(mine.data.reports).toHaveLength(everyUser.length - 1);
    for (const u of everyUser) if (u.id !== w.ids.otherUser && mine.text.includes(u.email)) leaks.push(`list ${u.id}`);
    expect(leaks).toEqual([]);
  });

  it.each([
    [{ targetType: 'user', targetId: 1, reason: 'rude' }, 'reason', 'Please select a reason'],
    [{ targetType: 'user', targetId: 1 }, 'reason', 'Please select a reason'],
    [{ targetType: 'planet', targetId: 1, reason: 'spam' }, 'targetType', 'Please choose what you are reporting'],
    [
      { targetType: 'user', targetId: 1, reason: 'spam', description: 'x'.repeat(1001) },
      'description',
      'The details can be at most 1000 characters',
    ],
  ])('refuses %o', async (json, field, message) => {
    const res = await t.request('POST', '/api/reports', { token: w.tokens.user, json });
    expect(res.status).toBe(400);
    expect(res.data.errors[field]).toBe(message);
  });

  it('refuses reporting oneself and an unknown target', async () => {
    expect(
      (
        await t.request('POST', '/api/reports', {
          token: w.tokens.user,
          json: { targetType: 'user', targetId: w.ids.user, reason: 'spam' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.request('POST', '/api/reports', {
          token: w.tokens.user,
          json: { targetType: 'review', targetId: 99999, reason: 'spam' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('handling reports (admin)', () => {
  const pairs = REPORT_STATUSES.flatMap((from) =>
    REPORT_STATUSES.map((to) => ({ from, to, allowed: from === 'PENDING' && to !== 'PENDING' })),
  );

  it.each(pairs)('$from → $to: allowed $allowed', async ({ from, to, allowed }) => {
    const report = w.newReport({ status: from });
    const res = await t.request('PUT', `/api/reports/${report.id}/status`, {
      token: w.tokens.admin,
      json: { status: to },
    });
    expect(res.status, res.text).toBe(allowed ? 200 : 409);
    if (allowed) {
      expect(res.data.report.status).toBe(to);
      expect(
        t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetId, report.id))
          .all()
          .some((a) => a.actorId === w.ids.admin),
      ).toBe(true);
    }
  });

  it('lists reports with the people and business concerned, filtered by status', async () => {
    const report = w.newReport();
    const res = await t.request('GET', '/api/reports?status=pending', { token: w.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.data.reports.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    const one = await t.request('GET', `/api/reports/${report.id}`, { token: w.tokens.admin });
    expect(one.data.report).toMatchObject({
      id: report.id,
      reporter: { firstName: 'Ursula', lastName: 'Person', email: w.emails.user },
      reportedUser: { firstName: 'Fresh', isActive: true },
      reportedBusiness: null,
    });
    expect((await t.request('GET', '/api/reports/99999', { token: w.tokens.admin })).status).toBe(404);
    expect((await t.request('GET', '/api/reports/x', { token: w.tokens.admin })).status).toBe(400);
  });
});
