/**
 * Object-level authorization (OWASP API1:2023 BOLA, API5:2023 BFLA; ASVS 5.0 V8): every call of
 * route-specs.ts (docs/screens.md "API") × six callers, each case on fresh target rows. A 2xx for a
 * caller the call's row does not allow, or another tenant's data inside an allowed answer, is a
 * cross-tenant success. No answer to a caller other than an admin may hold another account's e-mail
 * address or phone number (every account gets a distinct phone before each case, so a leak cannot
 * hide), except between the two sides of an accepted quote: accepting shows the customer the
 * business owner's contact and the owner the customer's (docs/product.md "Requests and quotes").
 * Figure: cross-tenant 2xx = 0; contact leaks = 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bids, businesses, otpCodes, searches, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { PERSONAS, type Persona, type World } from '../helpers/signed-in-world';
import { createRouteWorld, effectiveStatus, type Fixtures, ROUTES } from './route-specs';

let t: TestApp;
let w: World;
let fx: Fixtures;

beforeAll(async () => {
  t = createTestApp();
  ({ w, fx } = await createRouteWorld(t));
});
afterAll(() => t.close());

const CASES = ROUTES.flatMap((spec) => PERSONAS.map((persona) => ({ spec, persona, status: spec.expect[persona] })));
const outcomes: { name: string; persona: Persona; expected: number; got: number; leaked: boolean }[] = [];
const contactLeaks: string[] = [];

/**
 * Other accounts' e-mail addresses and phone numbers found in an answer to `persona`, except those
 * the caller sent itself (a sign-in answer names the address it was given).
 */
async function otherAccountsContacts(text: string, persona: Persona, sent: unknown): Promise<string[]> {
  if (persona === 'admin') return [];
  const self = persona === 'anonymous' ? -1 : w.ids[persona];
  const hiredWith = new Set(
    (
      await t.db
        .select({ customer: searches.userId, owner: businesses.ownerId })
        .from(bids)
        .innerJoin(searches, eq(searches.id, bids.searchId))
        .innerJoin(businesses, eq(businesses.id, bids.businessId))
        .where(eq(bids.status, 'ACCEPTED'))
    ).flatMap((h) => (h.customer === self ? [h.owner] : h.owner === self ? [h.customer] : [])),
  );
  return (await t.db.select({ id: users.id, email: users.email, phone: users.phoneNumber }).from(users))
    .filter((u) => u.id !== self && !hiredWith.has(u.id))
    .flatMap((u) => [u.email, u.phone ?? ''])
    .filter((contact) => contact !== '' && !JSON.stringify(sent ?? '').includes(contact))
    .filter((contact) => new RegExp(`(?<![\\w.+-])${contact.replace(/[.+]/g, '\\$&')}(?![\\w.-])`).test(text));
}

describe('endpoint × role matrix', () => {
  it.each(CASES)('$spec.name as $persona → $status', async ({ spec, persona, status }) => {
    // Code-issuing calls share one in-process client address; the hourly per-client cap is
    // tested in otp.test.ts, so its history is cleared here.
    if (spec.name.startsWith('POST /auth/')) await t.db.delete(otpCodes);
    await fx.reset();
    const call = await spec.build(w, fx);
    // a valid number of seven digits each, on either engine (SQLite has no lpad, PostgreSQL no printf)
    await t.db.update(users).set({ phoneNumber: sql`'+25677' || CAST(${users.id} + 1000000 AS TEXT)` });
    const res = await t.request(call.method, call.path, {
      token: w.tokens[persona],
      json: call.json,
      form: call.form && (await call.form()),
      headers: call.headers,
    });
    const got = effectiveStatus(spec, res.status, res.data);
    const leaked = got < 300 && spec.leak !== undefined && (await spec.leak(res.data, persona, w, fx));
    outcomes.push({ name: spec.name, persona, expected: status, got, leaked });
    expect(got, res.text.slice(0, 300)).toBe(status);
    expect(leaked, `another tenant's data in ${spec.name} as ${persona}: ${res.text.slice(0, 600)}`).toBe(false);
    const contacts = await otherAccountsContacts(res.text, persona, call.json);
    if (contacts.length) contactLeaks.push(`${spec.name} as ${persona}: ${contacts.join(', ')}`);
    expect(contacts, `another account's e-mail or phone in ${spec.name} as ${persona}`).toEqual([]);
    if (res.status >= 400) expect(res.data).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('figure: 0 cross-tenant 2xx over every call and caller', () => {
    expect(outcomes).toHaveLength(CASES.length);
    const crossTenant = outcomes.filter((o) => (o.got < 300 && o.expected >= 300) || o.leaked);
    const denied = outcomes.filter((o) => o.expected >= 300).length;
    console.log(
      `[figure] authorization matrix: ${ROUTES.length} calls × ${PERSONAS.length} callers = ${outcomes.length} cases, ` +
        `${denied} must be refused; cross-tenant 2xx = ${crossTenant.length}; ` +
        `answers to non-admins holding another account's e-mail or phone = ${contactLeaks.length}`,
    );
    expect(crossTenant).toEqual([]);
    expect(contactLeaks).toEqual([]);
  });
});
