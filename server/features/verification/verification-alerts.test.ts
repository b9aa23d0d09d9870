/**
 * The vendor hears of every decision on its badge (docs/product.md "Verification", "Alerts"):
 * approved, refused and removed each write an alert for the owner in the decision's transaction,
 * sent as an e-mail through the `.eml` outbox when no device takes pushes; and after a removal,
 * My Business's answer carries the admin's reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alerts } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { createPushSender } from '../alerts/push-transport';
import { runAlertsOnce } from '../alerts/alert-worker';

const HOUR = 3_600_000;
let t: TestApp;
let w: World;
beforeEach(async () => {
  t = createTestApp();
  // 10:00 East Africa Time, outside quiet hours
  const local = t.clock.now() + 3 * HOUR;
  let target = Math.floor(local / (24 * HOUR)) * 24 * HOUR + 10 * HOUR;
  if (target <= local) target += 24 * HOUR;
  t.clock.advance(target - local);
  w = await createWorld(t);
});
afterEach(() => t.close());

const ask = async (json: Record<string, unknown> = {}) => {
  const res = await t.request('POST', '/api/verification', {
    token: w.tokens.vendor,
    json: { businessId: w.business.id, phone: '+256700111222', ...json },
  });
  expect(res.status, res.text).toBe(201);
  return res.data.request.id as number;
};
const alertsOfVendor = async () =>
  (await t.db.select().from(alerts).where(eq(alerts.userId, w.ids.vendor)).orderBy(alerts.id)).map((a) => ({
    kind: a.kind,
    title: a.title,
    body: a.body,
    url: a.url,
  }));
const mailsToVendor = () =>
  readdirSync(t.deps.config.mailDir)
    .sort()
    .map((f) => readFileSync(join(t.deps.config.mailDir, f), 'utf8'))
    .filter((mail) => mail.match(/^To: (.+)$/m)?.[1] === w.emails.vendor && mail.includes('List-Unsubscribe'));
const mine = async () =>
  await t.request('GET', `/api/verification/mine?businessId=${w.business.id}`, { token: w.tokens.vendor });

describe('the vendor hears of the decision', () => {
  it('approved, then the badge removed with a reason it reads on My Business', async () => {
    const id = await ask();
    const approved = await t.request('PUT', `/api/verification/${id}/approve`, {
      token: w.tokens.admin,
      json: { checked: ['phone'] },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(await alertsOfVendor()).toEqual([
      {
        kind: 'verification',
        title: 'Your business is verified',
        body: 'Customers now see the Verified badge on your profile.',
        url: '/vendor/my-business',
      },
    ]);
    await runAlertsOnce(t.deps, createPushSender(t.deps.config.push));
    expect(mailsToVendor()).toHaveLength(1);
    expect(mailsToVendor()[0]).toContain('Subject: Your business is verified');
    expect((await mine()).data.removed).toBeNull();

    t.clock.advance(HOUR);
    await w.signInAgain('admin', 'vendor');
    const revoked = await t.request('PUT', `/api/businesses/${w.business.id}/verification/revoke`, {
      token: w.tokens.admin,
      json: { reason: 'The phone number no longer answers' },
    });
    expect(revoked.status, revoked.text).toBe(200);
    expect((await alertsOfVendor()).at(-1)).toEqual({
      kind: 'verification',
      title: 'Your Verified badge was removed',
      body: 'An admin removed your badge: The phone number no longer answers',
      url: '/vendor/my-business',
    });
    const after = await mine();
    expect(after.status).toBe(200);
    expect(after.data.badge.isVerified).toBe(false);
    expect(after.data.removed).toEqual({
      reason: 'The phone number no longer answers',
      at: new Date(t.clock.now()).toISOString(),
    });

    // asking again: the removal is behind the new request
    t.clock.advance(HOUR);
    await w.signInAgain('vendor');
    await ask();
    expect((await mine()).data.removed).toBeNull();
  });

  it('refused, with the reason', async () => {
    const id = await ask();
    const refused = await t.request('PUT', `/api/verification/${id}/refuse`, {
      token: w.tokens.admin,
      json: { reason: 'The number belongs to another business' },
    });
    expect(refused.status, refused.text).toBe(200);
    expect(await alertsOfVendor()).toEqual([
      {
        kind: 'verification',
        title: 'Verification refused',
        body: 'An admin refused your request: The number belongs to another business',
        url: '/vendor/my-business',
      },
    ]);
  });

  it('not when the vendor turned the kind off, and not for a refused decision', async () => {
    const settings = await t.request('PUT', '/api/alerts/settings', {
      token: w.tokens.vendor,
      json: { kindsOff: ['verification'], quietFrom: 21, quietTo: 7 },
    });
    expect(settings.status, settings.text).toBe(200);
    const id = await ask();
    await t.request('PUT', `/api/verification/${id}/approve`, { token: w.tokens.admin, json: { checked: ['phone'] } });
    expect(await alertsOfVendor()).toEqual([]);
    const twice = await t.request('PUT', `/api/verification/${id}/approve`, {
      token: w.tokens.admin,
      json: { checked: ['phone'] },
    });
    expect(twice.status).toBe(409);
    expect(await alertsOfVendor()).toEqual([]);
  });
});
