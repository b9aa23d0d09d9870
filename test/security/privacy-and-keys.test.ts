/**
 * Data minimisation and keys (docs/security.md "Third round"; docs/product.md "Requests and
 * quotes"): a lead names its customer by first name and last initial until that business's quote
 * is accepted; one key per purpose is derived from the one secret, so a value made for one purpose
 * is refused for another; unsubscribe links expire and take only the id as we write it; a single-
 * line field refuses U+2028 and U+2029 on REST and in a replayed push alike; a write's role is
 * checked before its body, on both paths.
 */
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { purposeKey, type KeyPurpose } from '../../server/auth/keys';
import { UNSUBSCRIBE_LINK_DAYS, readUnsubscribe, unsubscribeUrl } from '../../server/features/alerts/alert-email';
import { createWorld } from '../helpers/signed-in-world';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let w: Awaited<ReturnType<typeof createWorld>>;
beforeEach(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterEach(() => t.close());

const DAY_MS = 86_400_000;

describe('a lead names its customer by first name and last initial until a quote is accepted', () => {
  type Named = { firstName: string; lastName: string; phone?: string | null };
  const leadsOf = async (who: 'vendor' | 'otherVendor', businessId: number) => {
    const res = await t.request('GET', `/api/searches/getmyleads/${businessId}`, { token: w.tokens[who] });
    expect(res.status).toBe(200);
    return (res.data.leads as { search: { user: Named } }[]).map((l) => l.search.user);
  };
  const pulledLeadsOf = async (who: 'vendor' | 'otherVendor') => {
    const res = await t.request('GET', '/api/sync/pull?since=0&mine=0', { token: w.tokens[who] });
    return (res.data.mine.leads as { search: { user: Named } }[]).map((l) => l.search.user);
  };
  const dashboardOf = async (who: 'vendor' | 'otherVendor', businessId: number) => {
    const res = await t.request('GET', `/api/businesses/dashboard/${businessId}`, { token: w.tokens[who] });
    expect(res.status).toBe(200);
    return (res.data.data.recentLeads as { search: { user: Named } }[]).map((l) => l.search.user);
  };

  it('shows every recipient "Ursula P" before, the hired business "Ursula Person" and the phone after', async () => {
    const { lead, otherLead } = await w.newSearch();
    const quote = await w.newBid(lead);
    await w.newBid(otherLead);
    const initialOnly = { firstName: 'Ursula', lastName: 'P' };
    for (const who of ['vendor', 'otherVendor'] as const) {
      const businessId = who === 'vendor' ? w.business.id : w.otherBusiness.id;
      expect(await leadsOf(who, businessId)).toEqual([{ ...initialOnly, phone: null }]);
      expect(await pulledLeadsOf(who)).toEqual([{ ...initialOnly, phone: null }]);
      expect(await dashboardOf(who, businessId)).toEqual([initialOnly]);
    }
    expect((await t.request('PATCH', `/api/bids/${quote.id}/accept`, { token: w.tokens.user })).status).toBe(200);
    const full = { firstName: 'Ursula', lastName: 'Person' };
    expect(await leadsOf('vendor', w.business.id)).toEqual([{ ...full, phone: '+256700000000' }]);
    expect(await pulledLeadsOf('vendor')).toEqual([{ ...full, phone: '+256700000000' }]);
    expect(await dashboardOf('vendor', w.business.id)).toEqual([full]);
    expect(await leadsOf('otherVendor', w.otherBusiness.id)).toEqual([{ ...initialOnly, phone: null }]);
    expect(await dashboardOf('otherVendor', w.otherBusiness.id)).toEqual([initialOnly]);
  });
});

describe('one key per purpose, derived from the one secret', () => {
  const PURPOSES: KeyPurpose[] = ['access-tokens', 'refresh-successors', 'sign-in-codes', 'unsubscribe-links'];

  it('derives four different keys, none of them the secret', () => {
    const secret = t.deps.config.jwtSecret;
    const keys = PURPOSES.map((p) => Buffer.from(purposeKey(secret, p)).toString('hex'));
    expect(new Set([...keys, Buffer.from(secret).toString('hex')]).size).toBe(PURPOSES.length + 1);
  });

  it.each([
    ['the secret itself', null],
    ['the refresh-successor key', 'refresh-successors'],
    ['the sign-in-code key', 'sign-in-codes'],
    ['the unsubscribe-link key', 'unsubscribe-links'],
  ] as const)(
    'refuses an access token signed with %s; takes one signed with the access-token key',
    async (_what, purpose) => {
      const now = Math.floor(t.clock.now() / 1000);
      const sid = JSON.parse(Buffer.from(w.tokens.user!.split('.')[1]!, 'base64url').toString()).sid as string;
      const forge = (key: Uint8Array) =>
        new SignJWT({ role: 'USER', typ: 'access', sid })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(w.ids.user))
          .setIssuer('soko')
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .sign(key);
      const secret = t.deps.config.jwtSecret;
      const other = await forge(purpose ? purposeKey(secret, purpose) : secret);
      expect((await t.request('GET', '/api/auth/me', { token: other })).status).toBe(401);
      const right = await forge(purposeKey(secret, 'access-tokens'));
      expect((await t.request('GET', '/api/auth/me', { token: right })).status).toBe(200);
    },
  );
});

describe('unsubscribe links', () => {
  const link = () => new URL(unsubscribeUrl(t.deps.config, w.ids.vendor, ['lead'], t.clock.now()));
  const read = (url: URL, params: Record<string, string> = {}) =>
    readUnsubscribe(t.deps.config, { ...Object.fromEntries(url.searchParams), ...params }, t.clock.now());

  it(`work for ${UNSUBSCRIBE_LINK_DAYS} days, then answer "does not work"`, async () => {
    const url = link();
    expect(read(url)).toEqual({ userId: w.ids.vendor, kinds: ['lead'] });
    t.clock.advance((UNSUBSCRIBE_LINK_DAYS - 1) * DAY_MS);
    expect(read(url)).not.toBeNull();
    t.clock.advance(2 * DAY_MS);
    expect(read(url)).toBeNull();
    const res = await t.app.request(`/unsubscribe${url.search}`, { method: 'POST' });
    expect(res.status).toBe(400);
  });

  it('take the account id only as we write it', async () => {
    const url = new URL(unsubscribeUrl(t.deps.config, 303, ['lead'], t.clock.now()));
    expect(url.searchParams.get('u')).toBe('303');
    expect(read(url)).toEqual({ userId: 303, kinds: ['lead'] });
    for (const u of ['0303', '303.0', '3.03e2', '+303', ' 303', '0x12f']) expect(read(url, { u }), `u=${u}`).toBeNull();
    const { e } = Object.fromEntries(url.searchParams);
    expect(read(url, { e: `0${e}` })).toBeNull();
    expect(read(url, { e: String(Number(e) + 86_400 * 365) })).toBeNull();
  });
});

describe('single-line text refuses U+2028 and U+2029', () => {
  const message = (fullName: string) => ({ fullName, email: 'ann@b.ug', subject: 'Question', content: 'Long enough' });

  it.each([
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
  ])('%s in a name: 400 on REST, rejected 400 in a push, nothing stored', async (_what, separator) => {
    const rest = await t.request('POST', '/api/messages', { json: message(`Ann${separator}B`) });
    expect(rest.status).toBe(400);
    expect(rest.data.errors.fullName).toMatch(/line break/);
    const push = await t.request('POST', '/api/sync/push', {
      headers: { 'x-device-id': 'device-2028-0001' },
      json: { mutations: [{ id: 'sep-0000-0001', name: 'message.create', args: message(`Ann${separator}B`) }] },
    });
    expect(push.status).toBe(200);
    expect(push.data.results[0]).toMatchObject({ status: 'rejected', code: 400 });
    const ok = await t.request('POST', '/api/messages', { json: message('Ann B') });
    expect(ok.status).toBe(201);
    // a multi-line field keeps them as the line breaks they are
    const multi = await t.request('POST', '/api/messages', {
      json: { ...message('Ann B'), content: `First line${separator}second line` },
    });
    expect(multi.status).toBe(201);
  });
});

describe('the role is checked before the body', () => {
  it.each([
    ['a VENDOR', 'search.create', 'vendor', (): string => '/api/searches'],
    ['an ADMIN', 'search.create', 'admin', (): string => '/api/searches'],
    [
      'a USER',
      'bid.create',
      'user',
      async (): Promise<string> => `/api/searches/leads/${(await w.newSearch()).lead.id}/bid`,
    ],
    ['a USER', 'delivery.create', 'user', (): string => '/api/deliveries'],
  ] as const)('%s sending a malformed %s gets 403 on REST and in a push', async (_who, name, persona, path) => {
    for (const body of [{}, { query: 42, categoryId: 'x', amount: -1 }]) {
      const rest = await t.request('POST', await path(), { token: w.tokens[persona], json: body });
      expect(rest.status, `${name} ${JSON.stringify(body)}`).toBe(403);
      const push = await t.request('POST', '/api/sync/push', {
        token: w.tokens[persona],
        json: { mutations: [{ id: `role-${Math.random().toString(36).slice(2, 12)}`, name, args: body }] },
      });
      expect(push.data.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    }
  });

  it('a signed-out caller gets 401 and the right role still gets the 400 with field messages', async () => {
    expect((await t.request('POST', '/api/searches', { json: {} })).status).toBe(401);
    const res = await t.request('POST', '/api/searches', { token: w.tokens.user, json: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.data.errors ?? {})).not.toHaveLength(0);
  });
});
