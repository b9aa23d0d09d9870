import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type Persona, type World } from '../../../test/helpers/signed-in-world';
import type { AuditEntry } from '../../../sync/answers/admin';
import type { Pagination } from '../../../sync/answers/envelope';
import { firstRow } from '../../../db/query';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const MINUTE = 60_000;

type Page = {
  success: boolean;
  data: AuditEntry[];
  pagination: Pagination;
};

async function auditPage(query = '', persona: Persona = 'admin') {
  const res = await t.request('GET', `/api/admin/audit-log${query}`, { token: w.tokens[persona] });
  return { ...res, body: res.data as Page };
}

/** One audit row, `minutesAgo` before the test clock. */
async function logRow(values: Partial<typeof auditLog.$inferInsert> & { minutesAgo?: number } = {}) {
  const { minutesAgo = 0, ...rest } = values;
  return await firstRow(
    t.db
      .insert(auditLog)
      .values({
        actorId: w.ids.admin,
        action: 'user.suspend',
        targetType: 'user',
        targetId: w.ids.user,
        reason: 'Spam',
        createdAt: new Date(t.clock.now() - minutesAgo * MINUTE),
        ...rest,
      })
      .returning(),
  );
}

describe('who may read the audit log and export', () => {
  it.each(['/api/admin/audit-log', '/api/admin/export/users.csv', '/api/admin/export/businesses.csv'])(
    '%s: 401 signed out, 403 for customers and vendors, 200 for admins, never stored',
    async (path) => {
      const statuses: Record<string, number> = {};
      for (const persona of ['anonymous', 'user', 'otherUser', 'vendor', 'otherVendor', 'admin'] as const) {
        const res = await t.request('GET', path, { token: w.tokens[persona] });
        statuses[persona] = res.status;
        if (persona !== 'admin') expect(res.data).toMatchObject({ success: false, message: expect.any(String) });
      }
      expect(statuses).toEqual({
        anonymous: 401,
        user: 403,
        otherUser: 403,
        vendor: 403,
        otherVendor: 403,
        admin: 200,
      });
      const answer = await t.request('GET', path, { token: w.tokens.admin });
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  it('a customer’s search reveals nothing: 403 before any row is read', async () => {
    await logRow({ reason: 'secret-reason-marker' });
    const res = await auditPage('?q=secret-reason-marker', 'user');
    expect(res.status).toBe(403);
    expect(res.text).not.toContain('secret-reason-marker');
  });
});

describe('GET /api/admin/audit-log', () => {
  beforeEach(async () => {
    await t.db.delete(auditLog);
  });

  it('answers newest first with the actor, the target and the reason, paged with a total', async () => {
    // one after another: the id order is the order they were written in
    const rows = [];
    for (let i = 0; i < 23; i++) rows.push(await logRow({ reason: `Reason ${i}`, minutesAgo: 23 - i }));
    const first = await auditPage('?page=1&limit=10');
    expect(first.status, first.text).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.pagination).toEqual({ page: 1, limit: 10, total: 23, totalPages: 3, pages: 3 });
    expect(first.body.data.map((e) => e.reason)).toEqual(Array.from({ length: 10 }, (_, i) => `Reason ${22 - i}`));
    expect(first.body.data[0]).toEqual({
      id: rows[22]!.id,
      createdAt: rows[22]!.createdAt.toISOString(),
      actor: { id: w.ids.admin, name: 'Ada Person', email: w.emails.admin },
      action: 'user.suspend',
      targetType: 'user',
      targetId: w.ids.user,
      targetName: 'Ursula Person',
      reason: 'Reason 22',
    });

    const last = await auditPage('?page=3&limit=10');
    expect(last.body.pagination).toEqual({ page: 3, limit: 10, total: 23, totalPages: 3, pages: 3 });
    expect(last.body.data.map((e) => e.reason)).toEqual(['Reason 2', 'Reason 1', 'Reason 0']);

    const beyond = await auditPage('?page=9&limit=10');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination.total).toBe(23);
  });

  it('defaults to 20 a page, caps the limit at 100 and reads nonsense paging as the first page', async () => {
    for (let i = 0; i < 25; i++) await logRow();
    expect((await auditPage()).body.pagination).toEqual({ page: 1, limit: 20, total: 25, totalPages: 2, pages: 2 });
    expect((await auditPage('?limit=5000')).body.pagination.limit).toBe(100);
    const nonsense = await auditPage('?page=-3&limit=abc');
    expect(nonsense.status).toBe(200);
    expect(nonsense.body.pagination).toMatchObject({ page: 1, limit: 20 });
  });

  it('searches the actor’s name and e-mail, the action and the reason, case-insensitively', async () => {
    const other = await w.newUser({
      firstName: 'Grace',
      lastName: 'Namuli',
      email: 'grace.admin@world.test',
      role: 'ADMIN',
    });
    const byAda = await logRow({ action: 'user.suspend', reason: 'Fake reviews' });
    const byGrace = await logRow({
      actorId: other.id,
      action: 'business.deactivate',
      targetType: 'business',
      targetId: w.business.id,
      reason: 'Closed shop',
    });
    const verified = await logRow({
      actorId: other.id,
      action: 'verification.approve',
      targetType: 'business',
      targetId: w.otherBusiness.id,
      reason: null,
    });
    const ids = async (q: string) => (await auditPage(`?q=${encodeURIComponent(q)}`)).body.data.map((e) => e.id);

    expect(await ids('grace NAMULI')).toEqual([verified.id, byGrace.id]);
    expect(await ids('GRACE.ADMIN@')).toEqual([verified.id, byGrace.id]);
    expect(await ids('ada person')).toEqual([byAda.id]);
    expect(await ids('deactivate')).toEqual([byGrace.id]);
    expect(await ids('Verification.')).toEqual([verified.id]);
    expect(await ids('fake REVIEWS')).toEqual([byAda.id]);
    expect(await ids('nothing like this')).toEqual([]);
    const searched = await auditPage('?q=closed');
    expect(searched.body.pagination.total).toBe(1);
    expect(searched.body.data[0]).toMatchObject({ targetType: 'business', targetName: 'Vera Plumbing' });
    // LIKE wildcards are plain text here
    expect(await ids('%')).toEqual([]);
  });

  it('filters by action and by target type, with the search and the total', async () => {
    const suspend = await logRow({ action: 'user.suspend', reason: 'Spam' });
    const deactivate = await logRow({
      action: 'business.deactivate',
      targetType: 'business',
      targetId: w.business.id,
      reason: 'Spam',
    });
    await logRow({
      action: 'business.deactivate',
      targetType: 'business',
      targetId: w.otherBusiness.id,
      reason: 'Duplicate',
    });
    const byAction = await auditPage('?action=business.deactivate');
    expect(byAction.body.pagination.total).toBe(2);
    expect(byAction.body.data.every((e) => e.action === 'business.deactivate')).toBe(true);
    const both = await auditPage('?action=business.deactivate&q=spam');
    expect(both.body.data.map((e) => e.id)).toEqual([deactivate.id]);
    expect(both.body.pagination.total).toBe(1);
    const users = await auditPage('?targetType=user');
    expect(users.body.data.map((e) => e.id)).toEqual([suspend.id]);
    expect((await auditPage('?action=all&targetType=')).body.pagination.total).toBe(3);
    expect((await auditPage('?action=user.delete')).body.data).toEqual([]);
  });

  it('refuses a malformed filter with a 400 and a message', async () => {
    const bad = await auditPage(`?action=${encodeURIComponent("x' OR 1=1 --")}`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Unknown action');
    expect((await auditPage('?targetType=a.b')).status).toBe(400);
    expect((await auditPage(`?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('answers odd query strings with a 200 or a 400, never a 5xx', async () => {
    await logRow();
    const odd = [
      '?page=1e400&limit=-0',
      '?page=99999999999999999999&limit=100',
      `?q=${encodeURIComponent('\u0000\u202Eevil')}`,
      `?q=${encodeURIComponent("' OR 1=1 --")}`,
      `?q=${encodeURIComponent('🙂'.repeat(300))}`,
      '?q=a&q=b',
      '?action=USER.SUSPEND',
      `?action=${encodeURIComponent('user.suspend\u0000')}`,
      '?targetType=%E2%80%AE',
      '?limit=0x1F&page=%00',
    ];
    for (const query of odd) {
      const res = await auditPage(query);
      expect([200, 400], `${query}: ${res.text}`).toContain(res.status);
    }
    // past any real log: capped, and empty; past a safe integer: nonsense, the first page
    const far = await auditPage('?page=200000&limit=100');
    expect(far.body.pagination.page).toBe(100_000);
    expect(far.body.data).toEqual([]);
    expect((await auditPage('?page=99999999999999999999')).body.pagination.page).toBe(1);
    expect((await auditPage('?action=USER.SUSPEND')).body.pagination.total).toBe(1);
  });

  it('shows a deleted admin as no actor and a deleted target without a name', async () => {
    const gone = await w.newUser({ firstName: 'Old', lastName: 'Admin', role: 'ADMIN' });
    await logRow({
      actorId: gone.id,
      action: 'business.delete',
      targetType: 'business',
      targetId: 999_999,
      reason: 'Closed',
    });
    await t.db.delete(users).where(eq(users.id, gone.id));
    const [entry] = (await auditPage()).body.data;
    expect(entry).toMatchObject({ actor: null, action: 'business.delete', targetId: 999_999, targetName: null });
  });

  it('lists what the admin calls write, the newest on top', async () => {
    const victim = await w.newUser({ firstName: 'Sam', lastName: 'Spammer' });
    const suspend = await t.request('PUT', `/api/users/${victim.id}/status`, {
      token: w.tokens.admin,
      json: { action: 'suspend', reason: 'Posting fake reviews', isActive: false },
    });
    expect(suspend.status, suspend.text).toBe(200);
    t.clock.advance(MINUTE);
    const status = await t.request('PUT', `/api/businesses/${w.otherBusiness.id}/status`, {
      token: w.tokens.admin,
      json: { isActive: false, reason: 'Unreachable number' },
    });
    expect(status.status, status.text).toBe(200);
    const page = await auditPage();
    expect(page.body.data.map((e) => [e.action, e.targetName, e.reason])).toEqual([
      ['business.deactivate', 'Victor Pipes', 'Unreachable number'],
      ['user.suspend', 'Sam Spammer', 'Posting fake reviews'],
    ]);
    expect(page.body.data[0]!.actor?.email).toBe(w.emails.admin);
  });
});
