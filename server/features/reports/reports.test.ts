import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses, refreshTokens, reports, reviews, users } from '../../../db/schema';
import { REPORT_STATUSES } from '../../../sync/schemas/report';
import { recomputeBusinessRating } from '../reviews/review-service';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { firstRow } from '../../../db/query';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

describe('reporting', () => {
  it('records a review report with the review, its business and its author; the reporter sees public fields', async () => {
    const review = await w.newReview({ userId: w.ids.otherUser, status: 'APPROVED' });
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
    const everyUser = await t.db.select({ id: users.id, email: users.email }).from(users);
    for (const target of everyUser.filter((u) => u.id !== w.ids.otherUser)) {
      const res = await t.request('POST', '/api/reports', {
        token: w.tokens.otherUser,
        json: { targetType: 'user', targetId: target.id, reason: 'spam' },
      });
      expect(res.status, res.text).toBe(201);
      if (res.text.includes(target.email) || res.text.includes('isActive')) leaks.push(`user ${target.id}`);
    }
    for (const status of hidden) {
      const review = await w.newReview({
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
    const pending = await w.newReview({ userId: w.ids.otherUser, businessId: w.otherBusiness.id, status: 'PENDING' });
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
    const report = await w.newReport({ status: from });
    const res = await t.request('PUT', `/api/reports/${report.id}/status`, {
      token: w.tokens.admin,
      json: { status: to },
    });
    expect(res.status, res.text).toBe(allowed ? 200 : 409);
    if (allowed) {
      expect(res.data.report.status).toBe(to);
      expect(
        (await t.db.select().from(auditLog).where(eq(auditLog.targetId, report.id))).some(
          (a) => a.actorId === w.ids.admin,
        ),
      ).toBe(true);
    }
  });

  it('lists reports with the people and business concerned, filtered by status', async () => {
    const report = await w.newReport();
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

describe('the subject of a report (admin)', () => {
  it('shows a reported review with its text, rating, status, author and business', async () => {
    const author = await w.newUser({ firstName: 'Rita' });
    const review = await w.newReview({ userId: author.id, status: 'APPROVED', rating: 2, comment: 'Never came' });
    const report = await w.newReport({
      targetType: 'review',
      reportedReviewId: review.id,
      reportedBusinessId: w.business.id,
      reportedUserId: author.id,
    });
    const res = await t.request('GET', `/api/reports/${report.id}`, { token: w.tokens.admin });
    expect(res.status, res.text).toBe(200);
    expect(res.data.report.subject).toEqual({
      type: 'review',
      id: review.id,
      rating: 2,
      comment: 'Never came',
      status: 'APPROVED',
      author: {
        id: author.id,
        firstName: 'Rita',
        lastName: author.lastName,
        email: author.email,
        isActive: true,
      },
      business: { id: w.business.id, name: 'Vera Plumbing', city: 'Ntinda', district: 'Kampala', isActive: true },
    });
    expect(res.data.report.actions).toEqual(['hide-review', 'suspend-user']);
    // the list carries the same
    const list = await t.request('GET', '/api/reports?status=pending', { token: w.tokens.admin });
    const listed = list.data.reports.find((r: { id: number }) => r.id === report.id);
    expect(listed.subject).toEqual(res.data.report.subject);
    expect(listed.actions).toEqual(res.data.report.actions);
  });

  it('shows a reported user with name, e-mail, role and status', async () => {
    const person = await w.newUser({ firstName: 'Musa', role: 'VENDOR' });
    const report = await w.newReport({ reportedUserId: person.id });
    const res = await t.request('GET', `/api/reports/${report.id}`, { token: w.tokens.admin });
    expect(res.data.report.subject).toEqual({
      type: 'user',
      id: person.id,
      firstName: 'Musa',
      lastName: person.lastName,
      email: person.email,
      role: 'VENDOR',
      isActive: true,
    });
    expect(res.data.report.actions).toEqual(['suspend-user']);
  });

  it('shows a reported business with its owner and status', async () => {
    const report = await w.newReport({
      targetType: 'business',
      reportedBusinessId: w.otherBusiness.id,
      reportedUserId: w.ids.otherVendor,
    });
    const res = await t.request('GET', `/api/reports/${report.id}`, { token: w.tokens.admin });
    expect(res.data.report.subject).toEqual({
      type: 'business',
      id: w.otherBusiness.id,
      name: 'Victor Pipes',
      city: 'Ntinda',
      district: 'Kampala',
      isActive: true,
      owner: {
        id: w.ids.otherVendor,
        firstName: 'Victor',
        lastName: 'Person',
        email: w.emails.otherVendor,
        isActive: true,
      },
    });
    expect(res.data.report.actions).toEqual(['deactivate-business', 'suspend-user']);
  });

  it('offers no action once a report is handled, its subject is gone, or it concerns the admin', async () => {
    const handled = await w.newReport({ status: 'DISMISSED' });
    const gone = await w.newReport({ targetType: 'review', reportedReviewId: null });
    const self = await w.newReport({ reportedUserId: w.ids.admin });
    for (const [report, subject] of [
      [handled, 'user'],
      [gone, null],
      [self, 'user'],
    ] as const) {
      const res = await t.request('GET', `/api/reports/${report.id}`, { token: w.tokens.admin });
      expect(res.data.report.subject?.type ?? null).toBe(subject);
      expect(res.data.report.actions).toEqual([]);
    }
  });

  it('gives the reporter neither subject nor actions', async () => {
    const res = await t.request('POST', '/api/reports', {
      token: w.tokens.user,
      json: { targetType: 'user', targetId: (await w.newUser()).id, reason: 'spam' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.data.report).not.toHaveProperty('subject');
    expect(res.data.report).not.toHaveProperty('actions');
  });
});

describe('resolving a report with an action (admin)', () => {
  const resolve = (id: number, json: object) =>
    t.request('PUT', `/api/reports/${id}/status`, { token: w.tokens.admin, json: { status: 'RESOLVED', ...json } });
  const statusOf = async (id: number) =>
    (await firstRow(t.db.select().from(reports).where(eq(reports.id, id))))!.status;
  const trail = async (targetType: string, targetId: number) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    ).map((a) => [a.action, a.actorId, a.reason]);

  it('hide-review rejects the review and recomputes its business’s rating', async () => {
    const owner = await w.newUser({ role: 'VENDOR' });
    const business = await w.newBusiness(owner.id, 'Rated Salon');
    const fair = await w.newReview({
      businessId: business.id,
      userId: (await w.newUser()).id,
      status: 'APPROVED',
      rating: 5,
    });
    const unfair = await w.newReview({
      businessId: business.id,
      userId: (await w.newUser()).id,
      status: 'APPROVED',
      rating: 1,
    });
    await recomputeBusinessRating(t.db, business.id);
    expect(await firstRow(t.db.select().from(businesses).where(eq(businesses.id, business.id)))).toMatchObject({
      rating: 3,
      totalReviews: 2,
    });
    const report = await w.newReport({
      targetType: 'review',
      reason: 'fake',
      reportedReviewId: unfair.id,
      reportedBusinessId: business.id,
      reportedUserId: unfair.userId,
    });

    const res = await resolve(report.id, { action: 'hide-review' });
    expect(res.status, res.text).toBe(200);
    expect(res.data.report).toMatchObject({ status: 'RESOLVED', actions: [], subject: { status: 'REJECTED' } });
    expect((await firstRow(t.db.select().from(reviews).where(eq(reviews.id, unfair.id))))!.status).toBe('REJECTED');
    expect((await firstRow(t.db.select().from(reviews).where(eq(reviews.id, fair.id))))!.status).toBe('APPROVED');
    expect(await firstRow(t.db.select().from(businesses).where(eq(businesses.id, business.id)))).toMatchObject({
      rating: 5,
      totalReviews: 1,
    });
    expect(await trail('review', unfair.id)).toEqual([['review.reject', w.ids.admin, `Report #${report.id}: fake`]]);
    expect(await trail('report', report.id)).toEqual([['report.resolved', w.ids.admin, 'hide-review']]);
  });

  it('suspend-user suspends the reported account and ends its sessions', async () => {
    const person = await t.registerAndSignIn('reported-person@world.test', 'USER', 'Rex');
    const report = await w.newReport({ reason: 'harassment', reportedUserId: person.user.id });
    const res = await resolve(report.id, { action: 'suspend-user' });
    expect(res.status, res.text).toBe(200);
    expect(res.data.report).toMatchObject({ status: 'RESOLVED', subject: { type: 'user', isActive: false } });
    expect((await firstRow(t.db.select().from(users).where(eq(users.id, person.user.id))))!.isActive).toBe(false);
    const sessions = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, person.user.id));
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await t.request('GET', '/api/user/profile', { token: person.accessToken })).status).toBe(401);
    expect(await trail('user', person.user.id)).toEqual([
      ['user.suspend', w.ids.admin, `Report #${report.id}: harassment`],
    ]);
  });

  it('suspend-user on a business report suspends the owner and hides the business', async () => {
    const owner = await w.newUser({ role: 'VENDOR' });
    const business = await w.newBusiness(owner.id, 'Shady Traders');
    const report = await w.newReport({
      targetType: 'business',
      reason: 'fake',
      reportedBusinessId: business.id,
      reportedUserId: owner.id,
    });
    const res = await resolve(report.id, { action: 'suspend-user' });
    expect(res.status, res.text).toBe(200);
    expect((await firstRow(t.db.select().from(users).where(eq(users.id, owner.id))))!.isActive).toBe(false);
    expect((await t.request('GET', `/api/businesses/details/${business.id}`)).status).toBe(404);
    expect(await trail('business', business.id)).toEqual([
      ['business.hidden-by-suspension', w.ids.admin, `Report #${report.id}: fake`],
    ]);
  });

  it('deactivate-business takes the business out of the directory', async () => {
    const owner = await w.newUser({ role: 'VENDOR' });
    const business = await w.newBusiness(owner.id, 'Bad Deals');
    const report = await w.newReport({
      targetType: 'business',
      reason: 'inappropriate',
      reportedBusinessId: business.id,
      reportedUserId: owner.id,
    });
    const res = await resolve(report.id, { action: 'deactivate-business' });
    expect(res.status, res.text).toBe(200);
    expect(res.data.report).toMatchObject({ status: 'RESOLVED', subject: { type: 'business', isActive: false } });
    expect((await t.request('GET', `/api/businesses/details/${business.id}`)).status).toBe(404);
    // the owner stays active
    expect((await firstRow(t.db.select().from(users).where(eq(users.id, owner.id))))!.isActive).toBe(true);
    expect(await trail('business', business.id)).toEqual([
      ['business.deactivate', w.ids.admin, `Report #${report.id}: inappropriate`],
    ]);
  });

  it('refuses an action that does not fit, leaving the report pending and the subject as it was', async () => {
    const owner = await w.newUser({ role: 'VENDOR' });
    const inactive = await w.newBusiness(owner.id, 'Already Closed', { isActive: false });
    const review = await w.newReview({ userId: (await w.newUser()).id, status: 'REJECTED' });
    const cases: [Partial<typeof reports.$inferInsert>, object, number, string][] = [
      [{}, { action: 'hide-review' }, 400, 'Only a review report can hide a review'],
      [{}, { action: 'deactivate-business' }, 400, 'Only a business report can deactivate a business'],
      [
        { targetType: 'business', reportedBusinessId: inactive.id, reportedUserId: owner.id },
        { action: 'deactivate-business' },
        409,
        'This business is already inactive',
      ],
      [
        { targetType: 'review', reportedReviewId: review.id, reportedUserId: review.userId },
        { action: 'hide-review' },
        409,
        'This review is already hidden',
      ],
      [
        { targetType: 'review', reportedReviewId: null },
        { action: 'hide-review' },
        409,
        'The reported review no longer exists',
      ],
      [{ reportedUserId: w.ids.admin }, { action: 'suspend-user' }, 403, 'You cannot suspend your own account'],
      [
        { reportedUserId: (await w.newUser({ isActive: false })).id },
        { action: 'suspend-user' },
        409,
        'This account is already suspended',
      ],
      [{}, { action: 'ban-forever' }, 400, 'Action must be one of hide-review, suspend-user, deactivate-business'],
    ];
    for (const [values, json, status, message] of cases) {
      const report = await w.newReport({ ...values, reporterId: w.ids.otherUser });
      const res = await resolve(report.id, json);
      expect([res.status, res.data.message], JSON.stringify(json)).toEqual([status, message]);
      expect(await statusOf(report.id)).toBe('PENDING');
      expect(await trail('report', report.id)).toEqual([]);
    }
    expect((await firstRow(t.db.select().from(businesses).where(eq(businesses.id, inactive.id))))!.isActive).toBe(
      false,
    );
  });

  it('takes an action only when resolving', async () => {
    const report = await w.newReport();
    const res = await t.request('PUT', `/api/reports/${report.id}/status`, {
      token: w.tokens.admin,
      json: { status: 'DISMISSED', action: 'suspend-user' },
    });
    expect(res.status).toBe(400);
    expect(res.data.errors.action).toBe('An action is taken only when resolving a report');
    expect(await statusOf(report.id)).toBe('PENDING');
    expect((await firstRow(t.db.select().from(users).where(eq(users.id, report.reportedUserId!))))!.isActive).toBe(
      true,
    );
  });
});
