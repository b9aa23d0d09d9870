import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, users } from '../../../db/schema';
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

describe('suspending and reactivating an account', () => {
  it('ends the account’s sessions at once and lets it sign in again after reactivation', async () => {
    const victim = await t.registerAndSignIn('suspended@world.test', 'USER', 'Sam');
    expect((await t.request('GET', '/api/user/profile', { token: victim.accessToken })).status).toBe(200);

    const missingReason = await t.request('PUT', `/api/users/${victim.user.id}/status`, {
      token: w.tokens.admin,
      json: { action: 'suspend', isActive: false },
    });
    expect(missingReason.status).toBe(400);
    expect(missingReason.data.errors.reason).toBe('Please provide a reason');

    const suspend = await t.request('PUT', `/api/users/${victim.user.id}/status`, {
      token: w.tokens.admin,
      json: { action: 'suspend', reason: 'Fake reviews', isActive: false },
    });
    expect(suspend.status, suspend.text).toBe(200);
    expect(suspend.data.user.isActive).toBe(false);

    const next = await t.request('GET', '/api/user/profile', { token: victim.accessToken });
    expect(next.status).toBe(401);
    const refresh = await t.request('POST', '/api/auth/refresh', { json: { refreshToken: victim.refreshToken } });
    expect(refresh.status).toBe(401);
    const openSessions = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, victim.user.id));
    expect(openSessions.every((s) => s.revokedAt !== null)).toBe(true);
    await expect(t.signIn('suspended@world.test')).rejects.toThrow();

    expect(
      (
        await t.request('PUT', `/api/users/${victim.user.id}/status`, {
          token: w.tokens.admin,
          json: { action: 'suspend', reason: 'again' },
        })
      ).status,
    ).toBe(409);

    const reactivate = await t.request('PUT', `/api/users/${victim.user.id}/status`, {
      token: w.tokens.admin,
      json: { action: 'reactivate', reason: 'Appeal accepted', isActive: true },
    });
    expect(reactivate.status).toBe(200);
    const again = await t.signIn('suspended@world.test');
    expect((await t.request('GET', '/api/user/profile', { token: again.accessToken })).status).toBe(200);

    const trail = await t.db.select().from(auditLog).where(eq(auditLog.targetId, victim.user.id));
    expect(trail.map((a) => [a.action, a.actorId, a.reason])).toEqual([
      ['user.suspend', w.ids.admin, 'Fake reviews'],
      ['user.reactivate', w.ids.admin, 'Appeal accepted'],
    ]);
  });

  it('refuses to let an admin suspend, demote or delete themselves', async () => {
    const me = w.ids.admin;
    expect(
      (
        await t.request('PUT', `/api/users/${me}/status`, {
          token: w.tokens.admin,
          json: { isActive: false, reason: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request('PUT', `/api/users/${me}/role`, { token: w.tokens.admin, json: { role: 'USER' } })).status,
    ).toBe(403);
    expect((await t.request('DELETE', `/api/users/${me}`, { token: w.tokens.admin })).status).toBe(403);
  });

  it('refuses a body whose action and isActive disagree', async () => {
    const u = await w.newUser();
    const res = await t.request('PUT', `/api/users/${u.id}/status`, {
      token: w.tokens.admin,
      json: { action: 'suspend', isActive: true, reason: 'x' },
    });
    expect(res.status).toBe(400);
  });
});

describe('account administration', () => {
  it('changes a role (case-insensitively) and keeps it in the audit log', async () => {
    const u = await w.newUser();
    const res = await t.request('PUT', `/api/users/${u.id}/role`, {
      token: w.tokens.admin,
      json: { role: 'vendor' },
    });
    expect(res.status).toBe(200);
    expect(res.data.user.role).toBe('VENDOR');
    expect(await firstRow(t.db.select().from(auditLog).where(eq(auditLog.targetId, u.id)))).toMatchObject({
      action: 'user.role',
      reason: 'USER → VENDOR',
    });
    expect(
      (await t.request('PUT', `/api/users/${u.id}/role`, { token: w.tokens.admin, json: { role: 'KING' } })).status,
    ).toBe(400);
  });

  it('deletes an account with an audit entry', async () => {
    const u = await w.newUser();
    expect((await t.request('DELETE', `/api/users/${u.id}`, { token: w.tokens.admin })).status).toBe(200);
    expect(await firstRow(t.db.select().from(users).where(eq(users.id, u.id)))).toBeUndefined();
    expect((await firstRow(t.db.select().from(auditLog).where(eq(auditLog.targetId, u.id))))?.action).toBe(
      'user.delete',
    );
    expect((await t.request('DELETE', `/api/users/${u.id}`, { token: w.tokens.admin })).status).toBe(404);
  });

  it('lists users with filters and pagination', async () => {
    await w.newUser({ firstName: 'Zebedee', isActive: false });
    const byName = await t.request('GET', '/api/users?q=zebedee', { token: w.tokens.admin });
    expect(byName.data.users).toHaveLength(1);
    expect(byName.data.users[0]).toMatchObject({ firstName: 'Zebedee', isActive: false });
    const suspended = await t.request('GET', '/api/users?status=suspended', { token: w.tokens.admin });
    expect(suspended.data.users.every((u: { isActive: boolean }) => !u.isActive)).toBe(true);
    const vendors = await t.request('GET', '/api/users?role=vendor', { token: w.tokens.admin });
    expect(vendors.data.users.every((u: { role: string }) => u.role === 'VENDOR')).toBe(true);
    const page = await t.request('GET', '/api/users?page=2&limit=2', { token: w.tokens.admin });
    expect(page.data.users).toHaveLength(2);
    expect(page.data.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(page.data.pagination.pages).toBe(Math.ceil(page.data.pagination.total / 2));
    const one = await t.request('GET', `/api/users/${w.ids.vendor}`, { token: w.tokens.admin });
    expect(one.data.user).toMatchObject({ id: w.ids.vendor, business: { id: w.business.id, name: 'Vera Plumbing' } });
    expect((await t.request('GET', '/api/users/99999', { token: w.tokens.admin })).status).toBe(404);
  });

  it('counts users by status and role', async () => {
    const res = await t.request('GET', '/api/users/stats', { token: w.tokens.admin });
    const all = await t.db.select().from(users);
    expect(res.data.data).toEqual({
      totalUsers: all.length,
      activeUsers: all.filter((u) => u.isActive).length,
      suspendedUsers: all.filter((u) => !u.isActive).length,
      unverifiedUsers: all.filter((u) => u.isActive && !u.isVerified).length,
      byRole: {
        USER: all.filter((u) => u.role === 'USER').length,
        VENDOR: all.filter((u) => u.role === 'VENDOR').length,
        ADMIN: all.filter((u) => u.role === 'ADMIN').length,
      },
      newThisMonth: expect.any(Number),
      newLastMonth: expect.any(Number),
    });
  });
});

describe('profile', () => {
  it('refuses a bad phone with a readable sentence, not the raw field name', async () => {
    const res = await t.request('PUT', '/api/user/profile', {
      token: w.tokens.otherUser,
      json: { phone: 'call me' },
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe('Please enter a valid phone number');
    expect(res.data.errors.phone).toBe('Please enter a valid phone number');
  });

  it('updates names, phone, location and bio, and keeps the email read-only', async () => {
    const res = await t.request('PUT', '/api/user/profile', {
      token: w.tokens.otherUser,
      json: {
        firstName: 'Oscar',
        lastName: 'Okello',
        email: w.emails.otherUser.toUpperCase(),
        phone: '+256 701 000111',
        location: 'Gulu',
        bio: 'Farmer',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data.user).toMatchObject({
      firstName: 'Oscar',
      lastName: 'Okello',
      phoneNumber: '+256701000111',
      location: 'Gulu',
      bio: 'Farmer',
      email: w.emails.otherUser,
    });
    const email = await t.request('PUT', '/api/user/profile', {
      token: w.tokens.otherUser,
      json: { email: 'new@world.test' },
    });
    expect(email.status).toBe(400);
    expect(email.data.message).toBe('Email cannot be changed');
    const cleared = await t.request('PUT', '/api/user/profile', { token: w.tokens.otherUser, json: { bio: '' } });
    expect(cleared.data.user).toMatchObject({ bio: null, location: 'Gulu' });
    const read = await t.request('GET', '/api/user/profile', { token: w.tokens.otherUser });
    expect(read.data.user.lastName).toBe('Okello');
    expect(
      (await t.request('PUT', '/api/user/profile', { token: w.tokens.otherUser, json: { firstName: ' ' } })).status,
    ).toBe(400);
  });
});
