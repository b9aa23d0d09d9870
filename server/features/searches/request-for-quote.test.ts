import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, businesses, leads } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { firstRow } from '../../../db/query';

const DAY = 86_400_000;
let t: TestApp;
let w: World;

beforeEach(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterEach(() => t.close());

const quote = { amount: 45_000, message: 'We can fix it tomorrow morning', estimatedDuration: '1 day' };

async function postRequest(body: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/searches', {
    token: w.tokens.user,
    json: {
      query: 'Fix a leaking kitchen tap',
      categoryId: w.category.id,
      maxPrice: 60_000,
      district: 'Kampala',
      location: 'Ntinda',
      ...body,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.data.search as { id: number; totalLeads: number; status: string; expiresAt: string };
}

async function leadsOf(token: string | null, businessId: number) {
  const res = await t.request('GET', `/api/searches/getmyleads/${businessId}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.data;
}

describe('the request-for-quote story', () => {
  it('goes from a request to two quotes, one accepted, and refuses what comes after', async () => {
    const inactive = await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, 'Closed Shop', { isActive: false });
    const search = await postRequest();
    expect(search).toMatchObject({ status: 'active', totalLeads: 2 });
    expect(new Date(search.expiresAt).getTime()).toBe(t.clock.now() + 7 * DAY);
    expect(await t.db.select().from(leads).where(eq(leads.businessId, inactive.id))).toHaveLength(0);

    const vendorLeads = await leadsOf(w.tokens.vendor, w.business.id);
    expect(vendorLeads.businessName).toBe('Vera Plumbing');
    expect(vendorLeads.leads).toHaveLength(1);
    const lead = vendorLeads.leads[0];
    expect(lead).toMatchObject({
      status: 'NEW',
      canBid: true,
      existingBid: null,
      search: {
        id: search.id,
        query: 'Fix a leaking kitchen tap',
        location: 'Ntinda',
        budget: 60_000,
        status: 'active',
        category: { name: w.category.name },
        // first name and last initial until this business's quote is accepted (docs/product.md)
        user: { firstName: 'Ursula', lastName: 'P' },
        totalBids: 0,
      },
    });
    const otherLead = (await leadsOf(w.tokens.otherVendor, w.otherBusiness.id)).leads[0];
    expect(otherLead).toMatchObject({ status: 'NEW', canBid: true });

    t.clock.advance(10 * 60_000);
    const sent = await t.request('POST', `/api/searches/leads/${lead.id}/bid`, { token: w.tokens.vendor, json: quote });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.data.bid).toMatchObject({ amount: 45_000, status: 'PENDING', estimatedDuration: '1 day' });
    const again = await t.request('POST', `/api/searches/leads/${lead.id}/bid`, {
      token: w.tokens.vendor,
      json: quote,
    });
    expect(again.status).toBe(409);
    expect(again.data.message).toBe('You have already sent a quote for this lead');
    // one quote is too few for a response time (docs/product.md "Response time")
    expect(
      (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, w.business.id))))?.responseMinutes,
    ).toBeNull();

    const afterQuote = (await leadsOf(w.tokens.vendor, w.business.id)).leads[0];
    expect(afterQuote).toMatchObject({
      status: 'BID_SENT',
      canBid: false,
      existingBid: { id: sent.data.bid.id, amount: 45_000, status: 'PENDING', message: quote.message },
      search: { totalBids: 1 },
    });

    const second = await t.request('POST', `/api/searches/leads/${otherLead.id}/bid`, {
      token: w.tokens.otherVendor,
      json: { amount: 55_000, message: 'Spare parts included', estimatedDuration: '2-3 days' },
    });
    expect(second.status, second.text).toBe(201);

    const mine = await t.request('GET', '/api/searches/my-searches', { token: w.tokens.user });
    expect(mine.data.searches).toHaveLength(1);
    expect(mine.data.searches[0]).toMatchObject({ id: search.id, status: 'active', totalBids: 2, _count: { bids: 2 } });

    const quotes = await t.request('GET', `/api/searches/${search.id}/bids`, { token: w.tokens.user });
    expect(quotes.status).toBe(200);
    expect(quotes.data.bids).toHaveLength(2);
    expect(quotes.data.bids[0]).toMatchObject({
      amount: 45_000,
      status: 'PENDING',
      business: { id: w.business.id, name: 'Vera Plumbing', location: 'Ntinda, Kampala' },
    });

    const accepted = await t.request('PATCH', `/api/bids/${sent.data.bid.id}/accept`, { token: w.tokens.user });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.data.bid.status).toBe('ACCEPTED');
    const acceptAgain = await t.request('PATCH', `/api/bids/${sent.data.bid.id}/accept`, { token: w.tokens.user });
    expect(acceptAgain.status).toBe(409);
    const acceptOther = await t.request('PATCH', `/api/bids/${second.data.bid.id}/accept`, { token: w.tokens.user });
    expect(acceptOther.status).toBe(409);

    const afterAccept = await t.request('GET', '/api/searches/my-searches', { token: w.tokens.user });
    expect(afterAccept.data.searches[0].status).toBe('completed');
    expect(afterAccept.data.searches[0].bids.map((b: { status: string }) => b.status).sort()).toEqual([
      'ACCEPTED',
      'DECLINED',
    ]);

    const close = await t.request('PUT', `/api/searches/${search.id}/close`, { token: w.tokens.user });
    expect(close.status).toBe(409);
    expect(close.data.message).toBe('Only active requests can be closed');

    const declined = await t.request('PATCH', `/api/bids/${second.data.bid.id}/decline`, { token: w.tokens.user });
    expect(declined.status).toBe(409);
  });

  it('refuses a quote on the lead of an expired request', async () => {
    await postRequest();
    const lead = (await leadsOf(w.tokens.vendor, w.business.id)).leads[0];
    t.clock.advance(8 * DAY);
    await w.signInAgain('vendor');
    const after = (await leadsOf(w.tokens.vendor, w.business.id)).leads[0];
    expect(after).toMatchObject({ id: lead.id, canBid: false, search: { status: 'expired' } });
    const res = await t.request('POST', `/api/searches/leads/${lead.id}/bid`, { token: w.tokens.vendor, json: quote });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('This request has expired');
  });

  it('closes an active request, which then leaves the list and refuses quotes', async () => {
    const search = await postRequest();
    const lead = (await leadsOf(w.tokens.vendor, w.business.id)).leads[0];
    const closed = await t.request('PUT', `/api/searches/${search.id}/close`, { token: w.tokens.user });
    expect(closed.status).toBe(200);
    expect(closed.data.search.status).toBe('closed');
    expect((await t.request('GET', '/api/searches/my-searches', { token: w.tokens.user })).data.searches).toEqual([]);
    expect((await t.request('PUT', `/api/searches/${search.id}/close`, { token: w.tokens.user })).status).toBe(409);
    const res = await t.request('POST', `/api/searches/leads/${lead.id}/bid`, { token: w.tokens.vendor, json: quote });
    expect(res.status).toBe(409);
  });

  it('checks the request and the quote with the schema messages', async () => {
    const bad = await t.request('POST', '/api/searches', {
      token: w.tokens.user,
      json: { query: '  ', categoryId: w.category.id },
    });
    expect(bad.status).toBe(400);
    const unknownCategory = await t.request('POST', '/api/searches', {
      token: w.tokens.user,
      json: { query: 'Tap', categoryId: 99_999, district: 'Kampala', location: 'Ntinda' },
    });
    expect(unknownCategory.status).toBe(400);
    for (const [body, message] of [
      [{ district: '' }, 'Please choose your district'],
      [{ district: 'Atlantis' }, 'Please choose a district of Uganda'],
      [{ location: ' ' }, 'Please enter your area or town'],
      [{ minPrice: 90_000, maxPrice: 10_000 }, 'The minimum budget cannot be above the maximum'],
      [{ neededBy: 'yesterday' }, 'Please choose when you need it'],
      [{ details: 'x'.repeat(1001) }, 'The details can be at most 1000 characters'],
    ] as const) {
      const res = await t.request('POST', '/api/searches', {
        token: w.tokens.user,
        json: { query: 'Tap', categoryId: w.category.id, district: 'Kampala', location: 'Ntinda', ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.data.message).toBe(message);
    }
    await postRequest();
    const lead = (await leadsOf(w.tokens.vendor, w.business.id)).leads[0];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...quote, amount: 0 }, 'amount', 'Please enter a valid amount'],
      [{ ...quote, amount: 'lots' }, 'amount', 'Please enter a valid amount'],
      [{ ...quote, message: ' ' }, 'message', 'Please enter a message'],
      [{ ...quote, message: 'x'.repeat(1001) }, 'message', 'The message can be at most 1000 characters'],
      [{ amount: 5, message: 'ok' }, 'estimatedDuration', 'Please enter estimated duration'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.request('POST', `/api/searches/leads/${lead.id}/bid`, { token: w.tokens.vendor, json: body });
      expect(res.status).toBe(400);
      expect(res.data.errors[field]).toBe(message);
    }
    expect(
      (await t.request('POST', '/api/searches/leads/abc/bid', { token: w.tokens.vendor, json: quote })).status,
    ).toBe(400);
    expect(
      (await t.request('POST', '/api/searches/leads/99999/bid', { token: w.tokens.vendor, json: quote })).status,
    ).toBe(404);
  });

  it('lets an admin list, filter, read and delete requests, keeping the reason', async () => {
    const a = await postRequest({ query: 'Fix a tap' });
    const b = await postRequest({ query: 'Install a water tank' });
    await t.db.insert(auditLog).values({ actorId: null, action: 'noise', targetType: 'x', targetId: 1 });
    const list = await t.request('GET', '/api/searches?q=tank', { token: w.tokens.admin });
    expect(list.status).toBe(200);
    expect(list.data.searches.map((s: { id: number }) => s.id)).toEqual([b.id]);
    expect(list.data.searches[0]).toMatchObject({
      user: { firstName: 'Ursula', email: expect.stringContaining('@') },
      totalBids: 0,
    });
    expect((await t.request('GET', '/api/searches?status=expired', { token: w.tokens.admin })).data.searches).toEqual(
      [],
    );
    expect(
      (await t.request('GET', '/api/searches?status=active', { token: w.tokens.admin })).data.pagination.total,
    ).toBe(2);
    const one = await t.request('GET', `/api/searches/admin/${a.id}`, { token: w.tokens.admin });
    expect(one.data.search).toMatchObject({ id: a.id, query: 'Fix a tap', bids: [] });
    const del = await t.request('DELETE', `/api/searches/admin/${a.id}`, {
      token: w.tokens.admin,
      json: { reason: 'Spam' },
    });
    expect(del.status).toBe(200);
    expect((await t.request('GET', `/api/searches/admin/${a.id}`, { token: w.tokens.admin })).status).toBe(404);
    expect(await firstRow(t.db.select().from(auditLog).where(eq(auditLog.action, 'search.delete')))).toMatchObject({
      actorId: w.ids.admin,
      targetId: a.id,
      reason: 'Spam',
    });
    expect((await t.request('DELETE', `/api/searches/admin/${b.id}`, { token: w.tokens.admin })).status).toBe(200);
  });
});
