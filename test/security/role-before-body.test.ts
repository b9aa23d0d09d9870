/**
 * Who may call comes before what was sent (docs/security.md "Third round", T9): every call of
 * route-specs.ts that takes a JSON body, made with a malformed body by each caller its row refuses,
 * answers that caller's 401 or 403, never a 400 that describes the body. The exceptions are
 * refusals that depend on the target the call names (another tenant's business, lead or review,
 * or the caller's own business), which the domain function decides once the input is read.
 * Figure: refused callers answered 400 = 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS, type Persona, type World } from '../helpers/signed-in-world';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createRouteWorld, type Fixtures, ROUTES } from './route-specs';

/** Refusals decided by the target a valid input names: ownership, not role. */
const DECIDED_BY_TARGET: Record<string, Persona[]> = {
  'POST /reviews': ['vendor'],
  'POST /reviews/{id}/reply': ['otherVendor'],
  'POST /searches/leads/{leadId}/bid': ['otherVendor'],
  'POST /deliveries': ['otherVendor'],
  'POST /verification': ['otherVendor'],
  // a vendor may cancel its own pending delivery: the delivery and the status it names decide
  'PUT /deliveries/{id}/status': ['vendor', 'otherVendor'],
  // no caller: the refresh token in the body is the credential
  'POST /auth/refresh (unknown token)': [...PERSONAS],
};

let t: TestApp;
let w: World;
let fx: Fixtures;
beforeAll(async () => {
  t = createTestApp();
  ({ w, fx } = await createRouteWorld(t));
});
afterAll(() => t.close());

const CASES = ROUTES.filter((spec) => !spec.push).flatMap((spec) =>
  PERSONAS.filter((p) => [401, 403].includes(spec.expect[p]) && !DECIDED_BY_TARGET[spec.name]?.includes(p)).map(
    (persona) => ({ spec, persona, status: spec.expect[persona] }),
  ),
);
let checked = 0;
let answered400 = 0;

describe('a refused caller with a malformed body', () => {
  it.each(CASES)('$spec.name as $persona → $status', async ({ spec, persona, status }) => {
    await fx.reset();
    const call = await spec.build(w, fx);
    if (call.json === undefined || typeof call.json !== 'object' || call.json === null) return;
    // every field of the valid body of the wrong type, and one field too many
    const malformed = { ...Object.fromEntries(Object.keys(call.json).map((k) => [k, { wrong: true }])), extra: [1] };
    const res = await t.request(call.method, call.path, { token: w.tokens[persona], json: malformed });
    checked++;
    if (res.status === 400) answered400++;
    expect(res.status).toBe(status);
  });

  it('figure', () => {
    console.log(
      `[figure] role before body: ${checked} refused callers with malformed bodies, 400 answered: ${answered400}`,
    );
    expect(checked).toBeGreaterThan(50);
  });
});
