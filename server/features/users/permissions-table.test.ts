/**
 * Who may call what: every call of the signed-in areas × six callers → expected status.
 * "user" owns the request involved, "vendor" owns the business involved; "other…" own nothing
 * involved. Each case builds its own fresh target rows, so no case depends on another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { PERSONAS, createWorld, type Persona, type World } from '../../../test/helpers/signed-in-world';
import { eq } from 'drizzle-orm';
import { businesses, verificationRequests } from '../../../db/schema';
import { firstRow } from '../../../db/query';

type Call = { method: string; path: string; json?: unknown };
type Expect = Record<Persona, number>;

const ADMIN_ONLY = { anonymous: 401, user: 403, otherUser: 403, vendor: 403, otherVendor: 403, admin: 0 };
const adminOnly = (ok: number): Expect => ({ ...ADMIN_ONLY, admin: ok });
const signedIn = (ok: number): Expect => ({
  anonymous: 401,
  user: ok,
  otherUser: ok,
  vendor: ok,
  otherVendor: ok,
  admin: ok,
});
const everyone = (ok: number): Expect => ({
  anonymous: ok,
  user: ok,
  otherUser: ok,
  vendor: ok,
  otherVendor: ok,
  admin: ok,
});

const quote = { amount: 40_000, message: 'We can do it', estimatedDuration: '2 days' };
const delivery = (w: World) => ({
  businessId: w.business.id,
  receiver_name: 'Rita',
  receiver_number: '+256700111222',
  fare: 5000,
  item_name: 'Cake',
  delivery_address: 'Plot 1',
});
const surveyBody = { name: 'Poll', questions: [{ type: 'text', question: 'Why?' }] };

/** A fresh vendor's business with a verification request waiting (docs/product.md "Verification"). */
const pendingVerification = async (w: World) =>
  (
    await firstRow(
      w.t.db
        .insert(verificationRequests)
        .values({
          businessId: (await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, 'Verify me')).id,
          phone: '+256700111222',
        })
        .returning(),
    )
  ).id;
/** The vendor's business with no request and no badge, so that it may ask. */
const unverified = async (w: World) => {
  await w.t.db.delete(verificationRequests).where(eq(verificationRequests.businessId, w.business.id));
  await w.t.db
    .update(businesses)
    .set({ isVerified: false, verifiedAt: null, verifiedChecks: null })
    .where(eq(businesses.id, w.business.id));
  return w.business.id;
};
const ownerOnly = (ok: number): Expect => ({
  anonymous: 401,
  user: 403,
  otherUser: 403,
  vendor: ok,
  otherVendor: 403,
  admin: 403,
});

// One row per call: its name, how to build it on fresh rows, and the status each caller gets.
// prettier-ignore
const TABLE: [string, (w: World) => Call | Promise<Call>, Expect][] = [
  ['POST /searches', (w) => ({ method: 'POST', path: '/api/searches', json: { query: 'Tap', categoryId: w.category.id, district: 'Kampala', location: 'Ntinda' } }), { anonymous: 401, user: 201, otherUser: 201, vendor: 403, otherVendor: 403, admin: 403 }],
  ['GET /searches/getmyleads/{businessId}', (w) => ({ method: 'GET', path: `/api/searches/getmyleads/${w.business.id}` }), { anonymous: 401, user: 403, otherUser: 403, vendor: 200, otherVendor: 403, admin: 403 }],
  ['POST /searches/leads/{leadId}/bid', async (w) => ({ method: 'POST', path: `/api/searches/leads/${(await w.newSearch()).lead.id}/bid`, json: quote }), { anonymous: 401, user: 403, otherUser: 403, vendor: 201, otherVendor: 403, admin: 403 }],
  ['GET /searches/my-searches', () => ({ method: 'GET', path: '/api/searches/my-searches' }), { anonymous: 401, user: 200, otherUser: 200, vendor: 403, otherVendor: 403, admin: 403 }],
  ['GET /searches/{id}/bids', async (w) => ({ method: 'GET', path: `/api/searches/${(await w.newSearch()).search.id}/bids` }), { anonymous: 401, user: 200, otherUser: 403, vendor: 403, otherVendor: 403, admin: 200 }],
  ['PATCH /bids/{id}/accept', async (w) => ({ method: 'PATCH', path: `/api/bids/${(await w.newBid((await w.newSearch()).lead)).id}/accept` }), { anonymous: 401, user: 200, otherUser: 403, vendor: 403, otherVendor: 403, admin: 403 }],
  ['PATCH /bids/{id}/decline', async (w) => ({ method: 'PATCH', path: `/api/bids/${(await w.newBid((await w.newSearch()).lead)).id}/decline` }), { anonymous: 401, user: 200, otherUser: 403, vendor: 403, otherVendor: 403, admin: 403 }],
  ['PUT /searches/{id}/close', async (w) => ({ method: 'PUT', path: `/api/searches/${(await w.newSearch()).search.id}/close` }), { anonymous: 401, user: 200, otherUser: 403, vendor: 403, otherVendor: 403, admin: 403 }],
  ['GET /searches', () => ({ method: 'GET', path: '/api/searches' }), adminOnly(200)],
  ['GET /searches/admin/{id}', async (w) => ({ method: 'GET', path: `/api/searches/admin/${(await w.newSearch()).search.id}` }), adminOnly(200)],
  ['DELETE /searches/admin/{id}', async (w) => ({ method: 'DELETE', path: `/api/searches/admin/${(await w.newSearch()).search.id}` }), adminOnly(200)],

  ['GET /users/dashboard', () => ({ method: 'GET', path: '/api/users/dashboard' }), { anonymous: 401, user: 200, otherUser: 200, vendor: 403, otherVendor: 403, admin: 403 }],
  ['GET /businesses/dashboard/{businessId}', (w) => ({ method: 'GET', path: `/api/businesses/dashboard/${w.business.id}` }), { anonymous: 401, user: 403, otherUser: 403, vendor: 200, otherVendor: 403, admin: 200 }],
  ['GET /stats/admin', () => ({ method: 'GET', path: '/api/stats/admin' }), adminOnly(200)],

  ['GET /users', () => ({ method: 'GET', path: '/api/users' }), adminOnly(200)],
  ['GET /users/stats', () => ({ method: 'GET', path: '/api/users/stats' }), adminOnly(200)],
  ['GET /users/{id}', async (w) => ({ method: 'GET', path: `/api/users/${(await w.newUser()).id}` }), adminOnly(200)],
  ['PUT /users/{id}/status', async (w) => ({ method: 'PUT', path: `/api/users/${(await w.newUser()).id}/status`, json: { action: 'suspend', reason: 'Spam', isActive: false } }), adminOnly(200)],
  ['PUT /users/{id}/role', async (w) => ({ method: 'PUT', path: `/api/users/${(await w.newUser()).id}/role`, json: { role: 'VENDOR' } }), adminOnly(200)],
  ['DELETE /users/{id}', async (w) => ({ method: 'DELETE', path: `/api/users/${(await w.newUser()).id}` }), adminOnly(200)],
  ['GET /user/profile', () => ({ method: 'GET', path: '/api/user/profile' }), signedIn(200)],
  ['PUT /user/profile', () => ({ method: 'PUT', path: '/api/user/profile', json: { location: 'Kampala' } }), signedIn(200)],

  ['POST /reports', async (w) => ({ method: 'POST', path: '/api/reports', json: { targetType: 'user', targetId: (await w.newUser()).id, reason: 'spam' } }), signedIn(201)],
  ['GET /reports/my-reports', () => ({ method: 'GET', path: '/api/reports/my-reports' }), signedIn(200)],
  ['GET /reports', () => ({ method: 'GET', path: '/api/reports' }), adminOnly(200)],
  ['GET /reports/{id}', async (w) => ({ method: 'GET', path: `/api/reports/${(await w.newReport()).id}` }), adminOnly(200)],
  ['PUT /reports/{id}/status', async (w) => ({ method: 'PUT', path: `/api/reports/${(await w.newReport()).id}/status`, json: { status: 'RESOLVED' } }), adminOnly(200)],

  ['POST /deliveries', (w) => ({ method: 'POST', path: '/api/deliveries', json: delivery(w) }), { anonymous: 401, user: 403, otherUser: 403, vendor: 201, otherVendor: 403, admin: 403 }],
  ['GET /deliveries/business/{businessId}', (w) => ({ method: 'GET', path: `/api/deliveries/business/${w.business.id}` }), { anonymous: 401, user: 403, otherUser: 403, vendor: 200, otherVendor: 403, admin: 200 }],
  ['GET /deliveries/admin/all', () => ({ method: 'GET', path: '/api/deliveries/admin/all' }), adminOnly(200)],
  ['PUT /deliveries/{id}/status', async (w) => ({ method: 'PUT', path: `/api/deliveries/${(await w.newDelivery()).id}/status`, json: { status: 'ENROUTE' } }), adminOnly(200)],
  ['DELETE /deliveries/{id}', async (w) => ({ method: 'DELETE', path: `/api/deliveries/${(await w.newDelivery()).id}` }), { anonymous: 401, user: 403, otherUser: 403, vendor: 200, otherVendor: 403, admin: 200 }],

  ['POST /surveys', () => ({ method: 'POST', path: '/api/surveys', json: surveyBody }), adminOnly(201)],
  ['GET /surveys', () => ({ method: 'GET', path: '/api/surveys?page=1&limit=50' }), adminOnly(200)],
  ['GET /surveys/active', () => ({ method: 'GET', path: '/api/surveys/active' }), everyone(200)],
  ['GET /surveys/{id} (active)', async (w) => ({ method: 'GET', path: `/api/surveys/${(await w.newSurvey()).survey.id}` }), everyone(200)],
  ['GET /surveys/{id} (inactive)', async (w) => ({ method: 'GET', path: `/api/surveys/${(await w.newSurvey({ isActive: false })).survey.id}` }), { ...everyone(404), admin: 200 }],
  ['PUT /surveys/{id}', async (w) => ({ method: 'PUT', path: `/api/surveys/${(await w.newSurvey()).survey.id}`, json: { name: 'Renamed' } }), adminOnly(200)],
  ['DELETE /surveys/{id}', async (w) => ({ method: 'DELETE', path: `/api/surveys/${(await w.newSurvey()).survey.id}` }), adminOnly(200)],
  ['POST /surveys/{id}/responses', async (w) => {
    const { survey, question } = (await w.newSurvey());
    return { method: 'POST', path: `/api/surveys/${survey.id}/responses`, json: { answers: { [question.id]: 4 } } };
  }, everyone(201)],
  ['GET /surveys/{id}/responses', async (w) => ({ method: 'GET', path: `/api/surveys/${(await w.newSurvey()).survey.id}/responses?page=1&limit=20` }), adminOnly(200)],
  ['GET /surveys/{id}/responses/export', async (w) => ({ method: 'GET', path: `/api/surveys/${(await w.newSurvey()).survey.id}/responses/export` }), adminOnly(200)],
  ['POST /verification', async (w) => ({ method: 'POST', path: '/api/verification', json: { businessId: await unverified(w), phone: '+256700111222' } }), ownerOnly(201)],
  ['GET /verification/mine', (w) => ({ method: 'GET', path: `/api/verification/mine?businessId=${w.business.id}` }), ownerOnly(200)],
  ['GET /verification', () => ({ method: 'GET', path: '/api/verification?status=PENDING' }), adminOnly(200)],
  ['PUT /verification/{id}/approve', async (w) => ({ method: 'PUT', path: `/api/verification/${await pendingVerification(w)}/approve`, json: { checked: ['phone'] } }), adminOnly(200)],
  ['PUT /verification/{id}/refuse', async (w) => ({ method: 'PUT', path: `/api/verification/${await pendingVerification(w)}/refuse`, json: { reason: 'The number did not answer' } }), adminOnly(200)],
  ['PUT /businesses/{id}/verification/revoke', async (w) => ({ method: 'PUT', path: `/api/businesses/${(await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, 'Badge', { isVerified: true, verifiedChecks: 'phone' })).id}/verification/revoke`, json: { reason: 'The number changed hands' } }), adminOnly(200)],
];

const CASES = TABLE.flatMap(([call, build, expected]) =>
  PERSONAS.map((persona) => ({ call, build, persona, status: expected[persona] })),
);

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

describe('permissions of the signed-in areas', () => {
  it.each(CASES)('$call as $persona → $status', async ({ build, persona, status }) => {
    const { method, path, json } = await build(w);
    const res = await t.request(method, path, { token: w.tokens[persona], json });
    expect(res.status, res.text).toBe(status);
    if (status >= 400) expect(res.data).toMatchObject({ success: false, message: expect.any(String) });
  });
});
