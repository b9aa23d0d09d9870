/**
 * Verification (docs/product.md "Verification"): the owning vendor asks, one request at a time; an
 * admin approves with what was checked (the badge, its date and checks set with an audit entry),
 * refuses with a reason, or revokes; the public pull and the profile carry the badge's details.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodePage } from '../../../client/store/decode';
import { auditLog, businesses, syncCounter, verificationRequests } from '../../../db/schema';
import { BUSINESS_COLS, toEpochMinutes } from '../../../sync/protocol';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { pull } from '../../sync/sync-test-kit';
import { firstRow, isUniqueViolation, runWrite } from '../../../db/query';

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterEach(() => t.close());

const ask = (token: string | null, json: Record<string, unknown>) =>
  t.request('POST', '/api/verification', { token, json });
const askForVera = (json: Record<string, unknown> = {}) =>
  ask(w.tokens.vendor, { businessId: w.business.id, phone: '+256 700 111222', ...json });
const businessRow = async (id = w.business.id) =>
  (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, id))))!;
const auditOf = async (action: string, businessId = w.business.id) =>
  await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, businessId)));

async function pendingId(json: Record<string, unknown> = {}): Promise<number> {
  const res = await askForVera(json);
  expect(res.status, res.text).toBe(201);
  return res.data.request.id as number;
}

describe('asking for verification', () => {
  it('is for the owning vendor only: another vendor, a customer and an admin get 403, a visitor 401', async () => {
    const body = { businessId: w.business.id, phone: '+256700111222' };
    expect((await ask(w.tokens.otherVendor, body)).status).toBe(403);
    expect((await ask(w.tokens.user, body)).status).toBe(403);
    expect((await ask(w.tokens.admin, body)).status).toBe(403);
    expect((await ask(null, body)).status).toBe(401);
    const res = await ask(w.tokens.vendor, body);
    expect(res.status, res.text).toBe(201);
    expect(res.data.request).toMatchObject({
      businessId: w.business.id,
      phone: '+256700111222',
      registrationNumber: null,
      status: 'PENDING',
      checked: [],
    });
    expect(await t.db.select().from(verificationRequests)).toHaveLength(1);
  });

  it('refuses a bad phone or registration number with the field message', async () => {
    const phone = await askForVera({ phone: 'call me' });
    expect(phone.status).toBe(400);
    expect(phone.data.errors.phone).toBe('Please enter a valid phone number');
    const registration = await askForVera({ registrationNumber: '\u202E123' });
    expect(registration.status).toBe(400);
    expect(registration.data.errors.registrationNumber).toBe('Please enter a valid registration number');
  });

  it('keeps one request waiting at a time: a second one is 409 until the first is decided', async () => {
    const id = await pendingId({ registrationNumber: '80020001234567' });
    const again = await askForVera();
    expect(again.status).toBe(409);
    expect(again.data.message).toMatch(/already waiting/);
    // the partial unique index holds even when the service's check is bypassed
    const bypass = await runWrite(
      t.db.insert(verificationRequests).values({ businessId: w.business.id, phone: '+256700000000' }),
    ).catch((err: unknown) => err);
    expect(isUniqueViolation(bypass), String(bypass)).toBe(true);

    const refused = await t.request('PUT', `/api/verification/${id}/refuse`, {
      token: w.tokens.admin,
      json: { reason: 'The number did not answer' },
    });
    expect(refused.status).toBe(200);
    expect((await askForVera()).status).toBe(201);
  });

  it('the vendor reads its latest request and badge; others cannot', async () => {
    const path = `/api/verification/mine?businessId=${w.business.id}`;
    const none = await t.request('GET', path, { token: w.tokens.vendor });
    expect(none.status).toBe(200);
    expect(none.data).toMatchObject({ request: null, badge: { isVerified: false, verifiedChecks: [] } });
    await pendingId({ registrationNumber: 'UG/2020/1234' });
    const mine = await t.request('GET', path, { token: w.tokens.vendor });
    expect(mine.data.request).toMatchObject({ status: 'PENDING', registrationNumber: 'UG/2020/1234' });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await t.request('GET', path, { token: w.tokens.otherVendor })).status).toBe(403);
    expect((await t.request('GET', path, { token: w.tokens.user })).status).toBe(403);
    expect((await t.request('GET', path)).status).toBe(401);
  });

  it('a verified business may ask again only to add a registration number', async () => {
    const id = await pendingId();
    await t.request('PUT', `/api/verification/${id}/approve`, { token: w.tokens.admin, json: { checked: ['phone'] } });
    const without = await askForVera();
    expect(without.status).toBe(400);
    expect(without.data.errors.registrationNumber).toMatch(/registration number/);
    const added = await askForVera({ registrationNumber: '80020001234567' });
    expect(added.status).toBe(201);
    const approved = await t.request('PUT', `/api/verification/${added.data.request.id}/approve`, {
      token: w.tokens.admin,
      json: { checked: ['phone', 'registration'] },
    });
    expect(approved.status).toBe(200);
    expect((await businessRow()).verifiedChecks).toBe('phone,registration');
    expect((await askForVera({ registrationNumber: '80020001234568' })).status).toBe(409);
  });
});

describe('the admin decides', () => {
  it('lists waiting requests with business, owner, phone and registration number, for admins only', async () => {
    await pendingId({ registrationNumber: '80020001234567' });
    const res = await t.request('GET', '/api/verification?status=PENDING', { token: w.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.data.requests).toEqual([
      expect.objectContaining({
        phone: '+256700111222',
        registrationNumber: '80020001234567',
        status: 'PENDING',
        business: expect.objectContaining({ id: w.business.id, name: 'Vera Plumbing', isVerified: false }),
        owner: expect.objectContaining({ id: w.ids.vendor, firstName: 'Vera' }),
      }),
    ]);
    expect(
      (await t.request('GET', '/api/verification?status=APPROVED', { token: w.tokens.admin })).data.requests,
    ).toEqual([]);
    for (const who of ['vendor', 'otherVendor', 'user'] as const)
      expect((await t.request('GET', '/api/verification', { token: w.tokens[who] })).status).toBe(403);
    expect((await t.request('GET', '/api/verification')).status).toBe(401);
  });

  it('approving sets the badge, its date and checks in one go, with an audit entry and a new sync version', async () => {
    const id = await pendingId({ registrationNumber: '80020001234567' });
    const before = await businessRow();
    const approve = (token: string | null, checked: unknown) =>
      t.request('PUT', `/api/verification/${id}/approve`, { token, json: { checked } });
    expect((await approve(w.tokens.vendor, ['phone'])).status).toBe(403);
    expect((await approve(w.tokens.user, ['phone'])).status).toBe(403);
    const noPhone = await approve(w.tokens.admin, ['registration']);
    expect(noPhone.status).toBe(400);
    expect(noPhone.data.message).toBe('Confirm the phone number before approving');
    expect((await approve(w.tokens.admin, ['phone', 'email'])).status).toBe(400);

    t.clock.advance(60_000);
    const res = await approve(w.tokens.admin, ['registration', 'phone']);
    expect(res.status, res.text).toBe(200);
    expect(res.data.request).toMatchObject({ status: 'APPROVED', checked: ['phone', 'registration'] });
    const after = await businessRow();
    expect(after).toMatchObject({ isVerified: true, verifiedChecks: 'phone,registration' });
    expect(after.verifiedAt?.getTime()).toBe(t.clock.now());
    expect(after.version).toBeGreaterThan(before.version);
    expect(await auditOf('verification.approve')).toEqual([
      expect.objectContaining({ actorId: w.ids.admin, targetType: 'business' }),
    ]);
    const request = (await firstRow(t.db.select().from(verificationRequests).where(eq(verificationRequests.id, id))))!;
    expect(request).toMatchObject({ status: 'APPROVED', checked: 'phone,registration', adminId: w.ids.admin });
    expect((await approve(w.tokens.admin, ['phone'])).status).toBe(409);
  });

  it('does not check a registration number that was not given', async () => {
    const id = await pendingId();
    const res = await t.request('PUT', `/api/verification/${id}/approve`, {
      token: w.tokens.admin,
      json: { checked: ['phone', 'registration'] },
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe('This request has no registration number to check');
    expect((await businessRow()).isVerified).toBe(false);
  });

  it('refusing needs a reason, which the vendor then reads; it is audited', async () => {
    const id = await pendingId();
    const refuse = (json: unknown, token = w.tokens.admin) =>
      t.request('PUT', `/api/verification/${id}/refuse`, { token, json });
    expect((await refuse({})).status).toBe(400);
    const blank = await refuse({ reason: '  \u200B ' });
    expect(blank.status).toBe(400);
    expect(blank.data.message).toBe('Please provide a reason');
    expect((await refuse({ reason: 'No answer' }, w.tokens.vendor)).status).toBe(403);
    const res = await refuse({ reason: 'The number did not answer' });
    expect(res.status).toBe(200);
    expect(res.data.request).toMatchObject({ status: 'REFUSED', reason: 'The number did not answer' });
    expect((await businessRow()).isVerified).toBe(false);
    expect(await auditOf('verification.refuse')).toEqual([
      expect.objectContaining({ actorId: w.ids.admin, reason: 'The number did not answer' }),
    ]);
    const mine = await t.request('GET', `/api/verification/mine?businessId=${w.business.id}`, {
      token: w.tokens.vendor,
    });
    expect(mine.data.request).toMatchObject({ status: 'REFUSED', reason: 'The number did not answer' });
    expect((await refuse({ reason: 'Again' })).status).toBe(409);
    expect(
      (await t.request('PUT', '/api/verification/999999/refuse', { token: w.tokens.admin, json: { reason: 'x' } }))
        .status,
    ).toBe(404);
  });

  it('revoking clears the badge with a reason, for admins only, audited', async () => {
    const id = await pendingId();
    await t.request('PUT', `/api/verification/${id}/approve`, { token: w.tokens.admin, json: { checked: ['phone'] } });
    const path = `/api/businesses/${w.business.id}/verification/revoke`;
    expect((await t.request('PUT', path, { token: w.tokens.vendor, json: { reason: 'x' } })).status).toBe(403);
    expect((await t.request('PUT', path, { token: w.tokens.admin, json: {} })).status).toBe(400);
    const before = await businessRow();
    const res = await t.request('PUT', path, {
      token: w.tokens.admin,
      json: { reason: 'The number now belongs to someone else' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data.badge).toEqual({ isVerified: false, verifiedAt: null, verifiedChecks: [] });
    const after = await businessRow();
    expect(after).toMatchObject({ isVerified: false, verifiedAt: null, verifiedChecks: null });
    expect(after.version).toBeGreaterThan(before.version);
    expect(await auditOf('verification.revoke')).toEqual([
      expect.objectContaining({ reason: 'The number now belongs to someone else' }),
    ]);
    expect((await t.request('PUT', path, { token: w.tokens.admin, json: { reason: 'again' } })).status).toBe(409);
    expect(
      (
        await t.request('PUT', '/api/businesses/999999/verification/revoke', {
          token: w.tokens.admin,
          json: { reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('the public badge', () => {
  it('the pull and the profile carry when the badge was granted and what was checked', async () => {
    const cursor = (await firstRow(t.db.select().from(syncCounter)))!.value;
    const id = await pendingId({ registrationNumber: '80020001234567' });
    t.clock.advance(5 * 60_000);
    const approved = await t.request('PUT', `/api/verification/${id}/approve`, {
      token: w.tokens.admin,
      json: { checked: ['phone', 'registration'] },
    });
    expect(approved.status).toBe(200);
    const grantedAt = t.clock.now();

    // an incremental pull brings the change (the version trigger watches the new columns)
    const { page } = await pull(t, cursor);
    const pulled = decodePage(page!).businesses.find((b) => b.id === w.business.id)!;
    expect(pulled).toMatchObject({
      isVerified: true,
      verifiedAt: new Date(toEpochMinutes(grantedAt) * 60_000).toISOString(),
      verifiedChecks: 'phone,registration',
    });
    // a business without the badge sends no trailing cells for it
    const first = await pull(t, 0);
    const other = decodePage(first.page!).businesses.find((b) => b.id === w.otherBusiness.id)!;
    expect(other).toMatchObject({ isVerified: false, verifiedAt: null, verifiedChecks: null });
    const lengths = first.page!.businesses!.map((row) => row.length);
    // the badged business's row reaches its verifiedChecks cell (later columns, e.g. hours, may be trimmed)
    expect(Math.max(...lengths)).toBeGreaterThan(BUSINESS_COLS.indexOf('verifiedChecks'));
    expect(Math.min(...lengths)).toBeLessThanOrEqual(BUSINESS_COLS.indexOf('verifiedAt'));

    const details = await t.request('GET', `/api/businesses/details/${w.business.id}`);
    expect(details.data.business).toMatchObject({
      isVerified: true,
      verifiedAt: new Date(grantedAt).toISOString(),
      verifiedChecks: 'phone,registration',
    });

    await t.request('PUT', `/api/businesses/${w.business.id}/verification/revoke`, {
      token: w.tokens.admin,
      json: { reason: 'Closed' },
    });
    const revoked = await t.request('GET', `/api/businesses/details/${w.business.id}`);
    expect(revoked.data.business).toMatchObject({ isVerified: false, verifiedAt: null, verifiedChecks: null });
  });

  it('an admin clearing isVerified alone hides the old details too', async () => {
    await t.db
      .update(businesses)
      .set({ isVerified: false, verifiedAt: new Date(t.clock.now()), verifiedChecks: 'phone' })
      .where(eq(businesses.id, w.business.id));
    const details = await t.request('GET', `/api/businesses/details/${w.business.id}`);
    expect(details.data.business).toMatchObject({ isVerified: false, verifiedAt: null, verifiedChecks: null });
    const { page } = await pull(t, 0);
    const pulled = decodePage(page!).businesses.find((b) => b.id === w.business.id)!;
    expect(pulled).toMatchObject({ verifiedAt: null, verifiedChecks: null });
  });
});
