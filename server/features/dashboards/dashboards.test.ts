/**
 * Dashboard figures against fixtures with known counts. The clock stands at 15 June 2025, so
 * THIS(d) is a day of this month and LAST(d) a day of last month (Kampala calendar).
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businesses, businessVisits, leads, messages, productReviews, searches, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { firstRow, runWrite } from '../../../db/query';

const THIS = (day: number, hour = 9) => new Date(Date.UTC(2025, 5, day, hour));
const LAST = (day: number, hour = 9) => new Date(Date.UTC(2025, 4, day, hour));
let t: TestApp;
let w: World;

beforeEach(async () => {
  t = createTestApp();
  t.clock.advance(THIS(15).getTime() - t.clock.now());
  w = await createWorld(t);
});
afterEach(() => t.close());

async function thirdBusiness(name: string, createdAt = THIS(1)) {
  const owner = await w.newUser({ role: 'VENDOR', createdAt });
  return w.newBusiness(owner.id, name, { createdAt, updatedAt: createdAt });
}

describe('GET /api/users/dashboard', () => {
  it('counts the customer’s requests, contacts and reviews', async () => {
    const s1 = await w.newSearch({ query: 'Fix a tap', createdAt: THIS(10) });
    await w.newBid(s1.lead, { createdAt: THIS(11), updatedAt: THIS(11) });
    const s2 = await w.newSearch({ query: 'New sink', createdAt: THIS(12) });
    await w.newBid(s2.otherLead, { status: 'ACCEPTED', createdAt: THIS(12), updatedAt: THIS(13) });
    await w.newBid(s2.lead, { status: 'DECLINED', createdAt: THIS(12), updatedAt: THIS(12) });
    const c = await thirdBusiness('Cee Plumbers');
    const s3 = await w.newSearch({ query: 'Old boiler', createdAt: LAST(5), expiresAt: LAST(12) });
    const cLead = await firstRow(
      t.db
        .insert(leads)
        .values({ searchId: s3.search.id, businessId: c.id, createdAt: LAST(5), updatedAt: LAST(5) })
        .returning(),
    );
    await w.newBid(cLead, { status: 'ACCEPTED', createdAt: LAST(6), updatedAt: LAST(6) });
    await w.newSearch({ query: 'Gutters', createdAt: THIS(14), status: 'closed' });
    const d = await thirdBusiness('Dee Pipes');
    const e = await thirdBusiness('Eee Taps');
    await w.newReview({ businessId: w.business.id, createdAt: THIS(2) });
    await w.newReview({ businessId: w.otherBusiness.id, createdAt: THIS(3) });
    await w.newReview({ businessId: c.id, createdAt: THIS(4), rating: 2 });
    await w.newReview({ businessId: d.id, createdAt: LAST(2) });
    await w.newReview({ businessId: e.id, createdAt: LAST(1) });

    const res = await t.request('GET', '/api/users/dashboard', { token: w.tokens.user });
    expect(res.status, res.text).toBe(200);
    const { stats, recentlyContacted, recentSearches, recentReviews } = res.data.data;
    expect(stats).toEqual({
      activeSearches: 1,
      businessesContacted: 3,
      reviewsWritten: 5,
      savedBusinesses: 0,
      monthlyGrowth: { searches: 200, contacts: 200, reviews: 50 },
    });
    expect(
      recentlyContacted.map((b: { id: number; status: string; lastContact: string }) => [
        b.id,
        b.status,
        b.lastContact,
      ]),
    ).toEqual([
      [w.otherBusiness.id, 'Connected', THIS(13).toISOString()],
      [w.business.id, 'Quoted', THIS(11).toISOString()],
      [c.id, 'Completed', LAST(6).toISOString()],
    ]);
    expect(recentlyContacted[0]).toMatchObject({
      name: 'Victor Pipes',
      category: w.category.name,
      rating: 0,
      logo: null,
    });
    expect(recentSearches.map((s: object) => s)).toEqual([
      expect.objectContaining({ query: 'Gutters', status: 'CLOSED', results: 2, contacted: 0 }),
      expect.objectContaining({ query: 'New sink', status: 'COMPLETED', results: 2, contacted: 2 }),
      expect.objectContaining({
        query: 'Fix a tap',
        status: 'ACTIVE',
        results: 2,
        contacted: 1,
        budget: 50_000,
        category: w.category.name,
      }),
      expect.objectContaining({ query: 'Old boiler', status: 'EXPIRED', results: 3, contacted: 1 }),
    ]);
    expect(recentReviews).toHaveLength(4);
    expect(recentReviews[0]).toMatchObject({ businessName: 'Cee Plumbers', rating: 2, business: { id: c.id } });
  });

  it('is empty but complete for a new customer', async () => {
    const res = await t.request('GET', '/api/users/dashboard', { token: w.tokens.otherUser });
    expect(res.data).toEqual({
      success: true,
      data: {
        stats: {
          activeSearches: 0,
          businessesContacted: 0,
          reviewsWritten: 0,
          savedBusinesses: 0,
          monthlyGrowth: { searches: 0, contacts: 0, reviews: 0 },
        },
        recentlyContacted: [],
        recentSearches: [],
        recentReviews: [],
      },
    });
  });
});

describe('GET /api/businesses/dashboard/{businessId}', () => {
  it('counts the business’s visits, reviews, leads and quotes', async () => {
    const a = w.business.id;
    await t.db.update(businesses).set({ visits: 40 }).where(eq(businesses.id, a));
    const visit = async (createdAt: Date, key: string) =>
      await runWrite(
        t.db
          .insert(businessVisits)
          .values({ businessId: a, visitorKey: key, day: createdAt.toISOString().slice(0, 10), createdAt }),
      );
    for (const [i, d] of [THIS(1), THIS(2), THIS(3)].entries()) await visit(d, `v${i}`);
    for (const [i, d] of [LAST(1), LAST(2)].entries()) await visit(d, `w${i}`);
    await w.newReview({ businessId: a, userId: w.ids.user, rating: 5, status: 'APPROVED', createdAt: THIS(13) });
    await w.newReview({ businessId: a, userId: w.ids.otherUser, rating: 4, status: 'APPROVED', createdAt: THIS(9) });
    await w.newReview({
      businessId: a,
      userId: (await w.newUser()).id,
      rating: 3,
      status: 'APPROVED',
      createdAt: LAST(20),
    });
    await w.newReview({
      businessId: a,
      userId: (await w.newUser()).id,
      rating: 1,
      status: 'PENDING',
      createdAt: THIS(14),
    });

    await w.newSearch({ query: 'Tap A', createdAt: THIS(10) });
    const sB = await w.newSearch({ query: 'Tap B', createdAt: THIS(11) });
    await w.newBid(sB.lead, { amount: 150_000, createdAt: THIS(11, 10), updatedAt: THIS(11, 10) });
    await w.newSearch({ query: 'Tap C', createdAt: THIS(12), status: 'closed' });
    const sD = await w.newSearch({ query: 'Tap D', createdAt: LAST(3), expiresAt: LAST(10) });
    await w.newBid(sD.lead, { status: 'ACCEPTED', createdAt: LAST(4), updatedAt: LAST(5) });

    const res = await t.request('GET', `/api/businesses/dashboard/${a}`, { token: w.tokens.vendor });
    expect(res.status, res.text).toBe(200);
    const { stats, recentActivity, recentLeads, recentReviews } = res.data.data;
    expect(stats).toEqual({
      pageVisits: 40,
      totalReviews: 3,
      currentLeads: 1,
      totalBids: 2,
      averageRating: 4,
      monthlyGrowth: { pageVisits: 50, reviews: 100, leads: 200, bids: 0 },
    });
    expect(recentActivity).toHaveLength(8);
    expect(recentActivity.map((a: { message: string }) => a.message)).toEqual([
      'New 5-star review from Ursula',
      'New lead: Tap C',
      'You sent a quote of USh 150,000 for "Tap B"',
      'New lead: Tap B',
      'New lead: Tap A',
      'New 4-star review from Oscar',
      'New 3-star review from Fresh',
      'Your quote for "Tap D" was accepted',
    ]);
    expect(recentActivity[0]).toEqual({
      message: 'New 5-star review from Ursula',
      time: THIS(13).toISOString(),
      icon: 'star',
      color: 'yellow',
    });
    expect(recentLeads.map((l: { search: { query: string } }) => l.search.query)).toEqual([
      'Tap C',
      'Tap B',
      'Tap A',
      'Tap D',
    ]);
    expect(recentLeads[0]).toMatchObject({
      status: 'NEW',
      search: { status: 'closed', user: { firstName: 'Ursula' }, category: { name: w.category.name } },
    });
    expect(recentReviews.map((r: { rating: number }) => r.rating)).toEqual([5, 4, 3]);

    const asAdmin = await t.request('GET', `/api/businesses/dashboard/${a}`, { token: w.tokens.admin });
    expect(asAdmin.data.data.stats).toEqual(stats);
    expect((await t.request('GET', `/api/businesses/dashboard/${a}`, { token: w.tokens.otherVendor })).status).toBe(
      403,
    );
    expect((await t.request('GET', '/api/businesses/dashboard/99999', { token: w.tokens.vendor })).status).toBe(404);
    expect((await t.request('GET', '/api/businesses/dashboard/abc', { token: w.tokens.vendor })).status).toBe(400);
  });
});

const MIN = 60_000;
const DAY = 86_400_000;
const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MIN);
type Insights = {
  quoted: number;
  won: number;
  winRate: number | null;
  medianMinutesToQuote: number | null;
  months: { month: string; leads: number; wins: number }[];
};

async function insightsOf(businessId: number, token: string | null): Promise<Insights> {
  const res = await t.request('GET', `/api/businesses/dashboard/${businessId}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.data.data.insights as Insights;
}

describe('vendor insights on GET /api/businesses/dashboard/{businessId}', () => {
  /** A request and its leads made at `createdAt`, lasting 7 days (docs/product.md). */
  const request = (query: string, createdAt: Date) =>
    w.newSearch({ query, createdAt, updatedAt: createdAt, expiresAt: new Date(createdAt.getTime() + 7 * DAY) });

  it('gives the win rate, the median minutes from lead to quote and six months of leads and wins', async () => {
    const a = await request('Tap A', THIS(10));
    await w.newBid(a.lead, { createdAt: minutesAfter(THIS(10), 30) });
    const b = await request('Tap B', THIS(2));
    await w.newBid(b.lead, { status: 'ACCEPTED', createdAt: minutesAfter(THIS(2), 90), updatedAt: THIS(3) });
    const c = await request('Tap C', LAST(5));
    await w.newBid(c.otherLead, {
      status: 'ACCEPTED',
      createdAt: minutesAfter(LAST(5), 1),
      updatedAt: LAST(6),
    });
    await w.newBid(c.lead, { status: 'DECLINED', createdAt: minutesAfter(LAST(5), 10), updatedAt: LAST(6) });
    await request('Tap D', new Date(Date.UTC(2025, 2, 14, 9)));
    // 31 January 20:00 UTC is still January in Kampala; 22:00 UTC is already 1 February
    await request('Tap E', new Date(Date.UTC(2025, 0, 31, 20)));
    const feb = new Date(Date.UTC(2025, 0, 31, 22));
    const f = await request('Tap F', feb);
    await w.newBid(f.lead, {
      status: 'ACCEPTED',
      createdAt: minutesAfter(feb, 600),
      updatedAt: minutesAfter(feb, 700),
    });
    // December is outside the chart's six months, but its quote counts in the rates
    const dec = new Date(Date.UTC(2024, 11, 20, 9));
    const g = await request('Tap G', dec);
    await w.newBid(g.lead, {
      status: 'ACCEPTED',
      createdAt: minutesAfter(dec, 5),
      updatedAt: minutesAfter(dec, 5),
    });

    const insights = await insightsOf(w.business.id, w.tokens.vendor);
    // quotes after 5, 10, 30, 90 and 600 minutes; 3 of the 5 accepted
    expect(insights).toEqual({
      quoted: 5,
      won: 3,
      winRate: 60,
      medianMinutesToQuote: 30,
      months: [
        { month: '2025-01', leads: 1, wins: 0 },
        { month: '2025-02', leads: 1, wins: 1 },
        { month: '2025-03', leads: 1, wins: 0 },
        { month: '2025-04', leads: 0, wins: 0 },
        { month: '2025-05', leads: 1, wins: 0 },
        { month: '2025-06', leads: 2, wins: 1 },
      ],
    });
    expect(await insightsOf(w.business.id, w.tokens.admin)).toEqual(insights);
    // the other business received the same 7 leads, quoted one and won it
    expect(await insightsOf(w.otherBusiness.id, w.tokens.otherVendor)).toMatchObject({
      quoted: 1,
      won: 1,
      winRate: 100,
      medianMinutesToQuote: 1,
    });
  });

  it('is empty but complete before the first lead', async () => {
    expect(await insightsOf(w.business.id, w.tokens.vendor)).toEqual({
      quoted: 0,
      won: 0,
      winRate: null,
      medianMinutesToQuote: null,
      months: ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'].map((month) => ({
        month,
        leads: 0,
        wins: 0,
      })),
    });
  });

  it('follows requests, quotes and a hire made through the API', async () => {
    const post = async (query: string) => {
      const res = await t.request('POST', '/api/searches', {
        token: w.tokens.user,
        json: { query, categoryId: w.category.id, district: 'Kampala', location: 'Ntinda' },
      });
      expect(res.status, res.text).toBe(201);
      return { id: res.data.search.id as number, at: t.clock.now() };
    };
    const quote = async (persona: 'vendor' | 'otherVendor', businessId: number, searchId: number) => {
      await w.signInAgain(persona);
      const list = await t.request('GET', `/api/searches/getmyleads/${businessId}`, { token: w.tokens[persona] });
      const lead = (list.data.leads as { id: number; search: { id: number } }[]).find((l) => l.search.id === searchId)!;
      const res = await t.request('POST', `/api/searches/leads/${lead.id}/bid`, {
        token: w.tokens[persona],
        json: { amount: 80_000, message: 'I can come today', estimatedDuration: '2 hours' },
      });
      expect(res.status, res.text).toBe(201);
      return res.data.bid as { id: number };
    };

    const tap = await post('Fix a leaking tap');
    t.clock.advance(44 * MIN);
    const won = await quote('vendor', w.business.id, tap.id); // signing in again takes a minute
    expect((t.clock.now() - tap.at) / MIN).toBe(45);
    await quote('otherVendor', w.otherBusiness.id, tap.id);
    await w.signInAgain('user');
    const sink = await post('Unblock the kitchen sink');
    t.clock.advance(119 * MIN);
    await quote('vendor', w.business.id, sink.id);
    expect((t.clock.now() - sink.at) / MIN).toBe(120);
    await w.signInAgain('user');
    const accepted = await t.request('PATCH', `/api/bids/${won.id}/accept`, { token: w.tokens.user });
    expect(accepted.status, accepted.text).toBe(200);

    await w.signInAgain('vendor', 'otherVendor');
    const mine = await insightsOf(w.business.id, w.tokens.vendor);
    // the median of 45 and 120 minutes is 82.5, shown whole
    expect(mine).toMatchObject({ quoted: 2, won: 1, winRate: 50, medianMinutesToQuote: 83 });
    expect(mine.months.at(-1)).toEqual({ month: '2025-06', leads: 2, wins: 1 });
    // accepting the vendor's quote marked the other business's quote not selected: no win there
    const theirs = await insightsOf(w.otherBusiness.id, w.tokens.otherVendor);
    expect(theirs).toMatchObject({ quoted: 1, won: 0, winRate: 0 });
    expect(theirs.months.at(-1)).toEqual({ month: '2025-06', leads: 2, wins: 0 });
  });
});

describe('GET /api/stats/admin', () => {
  it('counts the platform and its growth against last month', async () => {
    const oldOwner = await w.newUser({ role: 'VENDOR', createdAt: LAST(2) });
    await w.newUser({ createdAt: LAST(3) });
    await w.newBusiness(oldOwner.id, 'Old Shop', { createdAt: LAST(2), isActive: false, isVerified: true });
    const s1 = await w.newSearch({ createdAt: THIS(2) });
    const s2 = await w.newSearch({ createdAt: THIS(3) });
    const s3 = await w.newSearch({ createdAt: THIS(4) });
    await w.newSearch({ createdAt: LAST(4), expiresAt: LAST(11) });
    await w.newBid(s1.lead, { status: 'ACCEPTED', amount: 100_000, updatedAt: THIS(5) });
    await w.newBid(s2.lead, { status: 'ACCEPTED', amount: 50_000, updatedAt: THIS(6) });
    await w.newBid(s3.lead, { status: 'ACCEPTED', amount: 60_000, createdAt: LAST(28), updatedAt: LAST(30) });
    await w.newBid(s3.otherLead, { status: 'PENDING', amount: 999 });
    await w.newReview({ status: 'APPROVED' });
    await w.newReview({ businessId: w.otherBusiness.id, status: 'PENDING' });
    await t.db
      .insert(productReviews)
      .values({ userId: w.ids.user, categoryId: w.category.id, name: 'Kettle', rating: 4 });
    await w.newReport({ reportedUserId: w.ids.vendor });
    await w.newReport({ reportedUserId: w.ids.otherVendor });
    await w.newReport({ reportedUserId: w.ids.otherUser, status: 'RESOLVED' });
    await t.db.insert(messages).values([
      { email: 'a@x.ug', subject: 'Hello there', content: 'A message body' },
      { email: 'b@x.ug', subject: 'Hello there', content: 'A message body' },
      { email: 'c@x.ug', subject: 'Hello there', content: 'A message body', isRead: true },
    ]);

    const res = await t.request('GET', '/api/stats/admin', { token: w.tokens.admin });
    expect(res.status, res.text).toBe(200);
    expect(await t.db.select().from(users)).toHaveLength(7);
    expect(await t.db.select().from(searches)).toHaveLength(4);
    expect(res.data.data).toEqual({
      totalUsers: 7,
      activeBusinesses: 2,
      totalBusinesses: 3,
      verifiedBusinesses: 1,
      totalSearches: 4,
      totalBids: 4,
      // the published reviews; the one waiting for moderation is counted apart
      totalReviews: 1,
      pendingReviews: 1,
      totalProductReviews: 1,
      reportedUsers: 2,
      totalCategories: 1,
      totalMessages: 3,
      unreadMessages: 2,
      totalRevenue: 210_000,
      monthlyGrowth: { users: 150, businesses: 100, searches: 200, revenue: 150 },
    });
  });
});
