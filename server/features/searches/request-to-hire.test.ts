/**
 * Requests to hire through the real app: a request reaches the right businesses (district, then region,
 * at most 10), the same need within a day updates it, accepting a quote reveals each side's
 * contact to the other only, and after the hire the review carries the mark and the owner replies.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businesses, leads, reviews, searches, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { mutation, pull, push } from '../../sync/sync-test-kit';
import { leadShare } from './request-matching';
import { firstRow } from '../../../db/query';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let w: World;

beforeEach(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterEach(() => t.close());

const need = { query: 'Fix a blocked toilet', district: 'Kampala', location: 'Ntinda' };

async function postRequest(body: Record<string, unknown> = {}, expected = 201) {
  const res = await t.request('POST', '/api/searches', {
    token: w.tokens.user,
    json: { ...need, categoryId: w.category.id, ...body },
  });
  expect(res.status, res.text).toBe(expected);
  return res.data.search as { id: number; totalLeads: number; merged: boolean; location: string };
}

const recipientsOf = async (searchId: number) =>
  (await t.db.select({ businessId: leads.businessId }).from(leads).where(eq(leads.searchId, searchId)))
    .map((l) => l.businessId)
    .sort((a, b) => a - b);

/** A business of the world's category in `district`, owned by a new vendor. */
async function businessIn(district: string, name: string, rating = 0) {
  return w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, name, {
    district,
    city: district,
    rating,
    totalReviews: 1,
  });
}

async function quote(token: string | null, businessId: number, amount: number) {
  const lead = (await t.request('GET', `/api/searches/getmyleads/${businessId}`, { token })).data.leads[0];
  const res = await t.request('POST', `/api/searches/leads/${lead.id}/bid`, {
    token,
    json: { amount, message: 'I can come today', estimatedDuration: '2 hours' },
  });
  expect(res.status, res.text).toBe(201);
  return res.data.bid as { id: number };
}

describe('matching by place', () => {
  it('sends a request to its district, then its region, never to another region', async () => {
    const wakiso = await businessIn('Wakiso', 'Kira Plumbers', 5);
    const gulu = await businessIn('Gulu', 'Gulu Pipes', 5);
    const search = await postRequest();
    expect(search.totalLeads).toBe(3);
    expect(await recipientsOf(search.id)).toEqual([w.business.id, w.otherBusiness.id, wakiso.id].sort((a, b) => a - b));
    expect(await recipientsOf(search.id)).not.toContain(gulu.id);

    const northern = await postRequest({ query: 'Unblock a drain', district: 'Lira', location: 'Lira town' });
    expect(await recipientsOf(northern.id)).toEqual([gulu.id]);
  });

  it('sends to at most 10, all of the district when it has enough, the best rated in the first 7', async () => {
    const inDistrict: { id: number }[] = [];
    for (let i = 0; i < 11; i++) inDistrict.push(await businessIn('Kampala', `Kampala ${i}`, i % 5));
    await businessIn('Wakiso', 'Wakiso Best', 5);
    const search = await postRequest();
    expect(search.totalLeads).toBe(10);
    const got = await recipientsOf(search.id);
    const kampalaIds = new Set([...inDistrict.map((b) => b.id), w.business.id, w.otherBusiness.id]);
    expect(got.every((id) => kampalaIds.has(id))).toBe(true);
    // the 7 best rated of the 13 in the district (ratings 4, 4, 3, 3, 2, 2, 1 of the 11 rated)
    const best = [1, 2, 3, 4, 7, 8, 9].map((i) => inDistrict[i]!);
    expect(best).toHaveLength(7);
    for (const b of best) expect(got).toContain(b.id);
  });

  it('previews how many businesses a request would reach', async () => {
    await businessIn('Wakiso', 'Kira Plumbers');
    const res = await t.request('GET', `/api/searches/preview?categoryId=${w.category.id}&district=kampala`, {
      token: w.tokens.user,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toMatchObject({ recipients: 3, inDistrict: 2, region: 'Central' });
    const bad = await t.request('GET', `/api/searches/preview?categoryId=${w.category.id}&district=Narnia`, {
      token: w.tokens.user,
    });
    expect(bad.status).toBe(400);
    expect((await t.request('GET', `/api/searches/preview?categoryId=1&district=Kampala`)).status).toBe(401);
  });

  it('shows the vendor the place, when and details of its lead', async () => {
    await postRequest({ neededBy: 'this-week', details: 'Ground floor, since Monday' });
    const lead = (await t.request('GET', `/api/searches/getmyleads/${w.business.id}`, { token: w.tokens.vendor })).data
      .leads[0];
    expect(lead.search).toMatchObject({
      district: 'Kampala',
      location: 'Ntinda',
      neededBy: 'this-week',
      details: 'Ground floor, since Monday',
      user: { firstName: 'Ursula', phone: null },
    });
  });
});

describe('fair leads', () => {
  /** 11 rated businesses in Kampala (ratings 5, 4 and 3) beside the world's 2 unrated ones: 13. */
  async function crowdedKampala() {
    const rated = [];
    for (let i = 0; i < 11; i++) rated.push(await businessIn('Kampala', `Kampala ${i}`, 3 + (i % 3)));
    const best = rated.filter((b) => b.rating >= 4);
    expect(best).toHaveLength(7);
    return { rated, best };
  }
  const requestOf = async (i: number) => await postRequest({ query: `Fix a leaking pipe, job ${i}` });

  it('gives a new business with no reviews a lead at its first matching request, and the best every request', async () => {
    const { best } = await crowdedKampala();
    t.clock.advance(HOUR);
    await w.signInAgain('user');
    const newcomer = await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, 'New Plumber', {
      district: 'Kampala',
      city: 'Kampala',
    });
    const reached = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const search = await requestOf(i);
      expect(search.totalLeads).toBe(10);
      const got = await recipientsOf(search.id);
      if (i === 0) expect(got).toContain(newcomer.id);
      for (const b of best) expect(got).toContain(b.id);
      for (const id of got) reached.add(id);
    }
    // 14 in the district: the 3 places rotate, so within 3 requests every one of them was reached
    expect(reached.size).toBe(14);
  });

  it('puts a business that joins later first in line, through a replayed offline request too', async () => {
    await crowdedKampala();
    for (let i = 0; i < 3; i++) await requestOf(i);
    t.clock.advance(HOUR);
    await w.signInAgain('user');
    const late = await businessIn('Kampala', 'Late Plumber');
    const write = mutation('search.create', { ...need, query: 'Unblock a sink', categoryId: w.category.id });
    expect((await push(t, w.tokens.user, [write])).results[0]).toMatchObject({ status: 'applied' });
    const search = (await firstRow(t.db.select().from(searches).where(eq(searches.query, 'Unblock a sink'))))!;
    const got = await recipientsOf(search.id);
    expect(got).toHaveLength(10);
    expect(got).toContain(late.id);
  });

  it('gives the places to the fewest leads in 30 days, then to who waited longest: the same order every time', async () => {
    const { best } = await crowdedKampala();
    const bestIds = new Set(best.map((b) => b.id));
    const others = (await t.db.select().from(businesses)).filter((b) => !bestIds.has(b.id)).map((b) => b.id);
    expect(others).toHaveLength(6);
    // each of the 6 others had one lead yesterday, in this order; the first 3 waited longest
    const order = [others[3]!, others[0]!, others[5]!, others[1]!, others[4]!, others[2]!];
    const yesterday = t.clock.now() - DAY;
    const [old] = await t.db
      .insert(searches)
      .values({
        userId: w.ids.otherUser,
        categoryId: w.category.id,
        query: 'An older job',
        district: 'Kampala',
        expiresAt: new Date(yesterday + 7 * DAY),
        createdAt: new Date(yesterday),
        updatedAt: new Date(yesterday),
      })
      .returning();
    for (const [i, id] of order.entries()) {
      const at = new Date(yesterday + i * HOUR);
      await t.db.insert(leads).values({ searchId: old!.id, businessId: id, createdAt: at, updatedAt: at });
    }
    // and one of the last 3 had a second lead 40 days ago, outside the window: it does not count
    const [older] = await t.db
      .insert(searches)
      .values({
        userId: w.ids.otherUser,
        categoryId: w.category.id,
        query: 'A job long ago',
        district: 'Kampala',
        expiresAt: new Date(yesterday - 33 * DAY),
        createdAt: new Date(yesterday - 40 * DAY),
        updatedAt: new Date(yesterday - 40 * DAY),
      })
      .returning();
    await t.db.insert(leads).values({
      searchId: older!.id,
      businessId: order[5]!,
      createdAt: new Date(yesterday - 40 * DAY),
      updatedAt: new Date(yesterday - 40 * DAY),
    });
    const got = await recipientsOf((await requestOf(0)).id);
    expect(got.filter((id) => !bestIds.has(id)).sort((a, b) => a - b)).toEqual(order.slice(0, 3).sort((a, b) => a - b));
    // the next request: those 3 now have 2 leads, the other 3 one each
    const next = await recipientsOf((await requestOf(1)).id);
    expect(next.filter((id) => !bestIds.has(id)).sort((a, b) => a - b)).toEqual(order.slice(3).sort((a, b) => a - b));
  });

  it('tells the vendor how many matching requests there were in 30 days and how many reached it', async () => {
    await crowdedKampala();
    const wakiso = await businessIn('Wakiso', 'Kira Plumbers', 5);
    for (let i = 0; i < 4; i++) await requestOf(i);
    await postRequest({ query: 'Fix a pump in Gulu', district: 'Gulu', location: 'Gulu town' });
    const share = async (token: string | null, businessId: number) =>
      await t.request('GET', `/api/searches/lead-share/${businessId}`, { token });
    const mine = await share(w.tokens.vendor, w.business.id);
    expect(mine.status, mine.text).toBe(200);
    const reached = (await t.db.select().from(leads).where(eq(leads.businessId, w.business.id))).length;
    expect(reached).toBeGreaterThan(0);
    expect(mine.data).toMatchObject({ days: 30, matching: 4, reached });
    // Wakiso is in Kampala's region: the requests matched it, none reached it (Kampala has enough)
    expect(await leadShare(t.db, wakiso, t.clock.now())).toEqual({ days: 30, matching: 4, reached: 0 });
    expect((await share(w.tokens.otherVendor, w.business.id)).status).toBe(403);
    expect((await share(w.tokens.user, w.business.id)).status).toBe(403);
    t.clock.advance(31 * DAY);
    await w.signInAgain('vendor');
    expect((await share(w.tokens.vendor, w.business.id)).data).toMatchObject({ matching: 0, reached: 0 });
  });
});

describe('the same need within a day', () => {
  it('updates the earlier request, adds one after a day or for another need', async () => {
    const first = await postRequest();
    t.clock.advance(2 * HOUR);
    await w.signInAgain('user');
    const again = await postRequest({ query: 'fix a blocked TOILET', location: 'Kiwatule', maxPrice: 80_000 }, 200);
    expect(again).toMatchObject({ id: first.id, merged: true, location: 'Kiwatule', totalLeads: 2 });
    expect(await t.db.select().from(searches)).toHaveLength(1);

    const other = await postRequest({ query: 'Install a water heater' });
    expect(other.id).not.toBe(first.id);

    t.clock.advance(23 * HOUR);
    await w.signInAgain('user');
    const later = await postRequest();
    expect(later.id).not.toBe(first.id);
  });

  it('tops an updated request up to the cap with businesses that did not have it', async () => {
    const first = await postRequest();
    const newcomer = await businessIn('Kampala', 'New Plumber');
    const again = await postRequest({}, 200);
    expect(again.totalLeads).toBe(3);
    expect(await recipientsOf(first.id)).toContain(newcomer.id);
  });

  it('arrives exactly once when the offline write is pushed twice', async () => {
    const write = mutation('search.create', { ...need, categoryId: w.category.id });
    const once = await push(t, w.tokens.user, [write]);
    expect(once.results[0]).toMatchObject({ status: 'applied' });
    const twice = await push(t, w.tokens.user, [write]);
    expect(twice.results[0]?.status).not.toBe('rejected');
    expect(await t.db.select().from(searches)).toHaveLength(1);
    expect(await recipientsOf((await firstRow(t.db.select().from(searches)))!.id)).toHaveLength(2);
  });
});

describe('accepting a quote', () => {
  it('completes the request, answers the others "not selected" and shows each side the other only', async () => {
    await t.db.update(users).set({ phoneNumber: '+256 772 000111' }).where(eq(users.id, w.ids.user));
    await t.db.update(users).set({ phoneNumber: '+256 701 222333' }).where(eq(users.id, w.ids.vendor));
    const search = await postRequest();
    const winner = await quote(w.tokens.vendor, w.business.id, 40_000);
    const loser = await quote(w.tokens.otherVendor, w.otherBusiness.id, 55_000);

    const before = await t.request('GET', `/api/searches/${search.id}/bids`, { token: w.tokens.user });
    expect(before.data.bids.map((b: { contact: unknown }) => b.contact)).toEqual([null, null]);

    const accepted = await t.request('PATCH', `/api/bids/${winner.id}/accept`, { token: w.tokens.user });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.data.contact).toMatchObject({ name: 'Vera Plumbing', phone: '+256 701 222333' });

    const after = await t.request('GET', `/api/searches/${search.id}/bids`, { token: w.tokens.user });
    expect(after.data.search.status).toBe('completed');
    const byId = new Map(after.data.bids.map((b: { id: number }) => [b.id, b]));
    expect(byId.get(winner.id)).toMatchObject({ status: 'ACCEPTED', contact: { phone: '+256 701 222333' } });
    expect(byId.get(loser.id)).toMatchObject({ status: 'DECLINED', contact: null });

    const other = await t.request('GET', `/api/searches/${search.id}/bids`, { token: w.tokens.otherUser });
    expect(other.status).toBe(403);

    const hired = (await t.request('GET', `/api/searches/getmyleads/${w.business.id}`, { token: w.tokens.vendor })).data
      .leads[0];
    expect(hired).toMatchObject({
      existingBid: { status: 'ACCEPTED' },
      search: { user: { phone: '+256 772 000111' } },
    });
    const notSelected = (
      await t.request('GET', `/api/searches/getmyleads/${w.otherBusiness.id}`, { token: w.tokens.otherVendor })
    ).data.leads[0];
    expect(notSelected).toMatchObject({ existingBid: { status: 'DECLINED' }, search: { user: { phone: null } } });

    // the customer's own synced copy carries the contact too, for the contact card offline
    const mine = await pull(t, 0, w.tokens.user, 0);
    const synced = mine.page!.mine!.searches![0] as { quotes: { id: number; contact: unknown }[] };
    expect(synced.quotes.find((q) => q.id === winner.id)?.contact).toMatchObject({ name: 'Vera Plumbing' });
  });

  it('is refused once the request is no longer active, with the reason', async () => {
    const search = await postRequest();
    const bid = await quote(w.tokens.vendor, w.business.id, 40_000);
    await t.request('PUT', `/api/searches/${search.id}/close`, { token: w.tokens.user });
    const res = await t.request('PATCH', `/api/bids/${bid.id}/accept`, { token: w.tokens.user });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('This request has been closed by the customer');
    const decline = await t.request('PATCH', `/api/bids/${bid.id}/decline`, { token: w.tokens.user });
    expect(decline.status).toBe(409);
  });
});

describe('after the hire', () => {
  async function hire() {
    const search = await postRequest();
    const bid = await quote(w.tokens.vendor, w.business.id, 40_000);
    expect((await t.request('PATCH', `/api/bids/${bid.id}/accept`, { token: w.tokens.user })).status).toBe(200);
    return search;
  }
  const review = async (token: string | null, businessId: number) => {
    const res = await t.request('POST', '/api/reviews', { token, json: { businessId, rating: 5, comment: 'Quick' } });
    expect(res.status, res.text).toBe(201);
    return res.data.data as { id: number; hired: boolean };
  };

  it('marks the job done only after a hire', async () => {
    const open = await postRequest({ query: 'Paint a wall' });
    expect((await t.request('PUT', `/api/searches/${open.id}/done`, { token: w.tokens.user })).status).toBe(409);
    const search = await hire();
    const done = await t.request('PUT', `/api/searches/${search.id}/done`, { token: w.tokens.user });
    expect(done.status, done.text).toBe(200);
    expect(done.data.search.doneAt).toEqual(expect.any(String));
    expect((await t.request('PUT', `/api/searches/${search.id}/done`, { token: w.tokens.otherUser })).status).toBe(403);
  });

  it('gives the "Hired through Soko" mark only to a review after an accepted quote of that business', async () => {
    expect((await review(w.tokens.user, w.business.id)).hired).toBe(false);
    await hire();
    expect((await review(w.tokens.user, w.business.id)).hired).toBe(true);
    expect((await review(w.tokens.user, w.otherBusiness.id)).hired).toBe(false);
    expect((await review(w.tokens.otherUser, w.business.id)).hired).toBe(false);
    // a client cannot claim it
    const claimed = await t.request('POST', '/api/reviews', {
      token: w.tokens.otherUser,
      json: { businessId: w.otherBusiness.id, rating: 5, hired: true },
    });
    expect(claimed.data.data.hired).toBe(false);
  });

  it('lets the owner reply once to an approved review, by REST or offline push', async () => {
    const pending = await w.newReview({ userId: w.ids.user });
    const path = `/api/reviews/${pending.id}/reply`;
    const early = await t.request('POST', path, { token: w.tokens.vendor, json: { reply: 'Thanks' } });
    expect(early.status).toBe(409);
    expect(early.data.message).toBe('You can reply once the review is published');
    await t.db.update(reviews).set({ status: 'APPROVED' }).where(eq(reviews.id, pending.id));

    expect((await t.request('POST', path, { token: w.tokens.otherVendor, json: { reply: 'Hi' } })).status).toBe(403);
    expect((await t.request('POST', path, { token: w.tokens.user, json: { reply: 'Hi' } })).status).toBe(403);
    expect((await t.request('POST', path, { token: w.tokens.vendor, json: { reply: ' ' } })).status).toBe(400);

    const replied = await t.request('POST', path, { token: w.tokens.vendor, json: { reply: 'Thank you, Ursula!' } });
    expect(replied.status, replied.text).toBe(201);
    expect(replied.data.data.reply).toMatchObject({ text: 'Thank you, Ursula!' });
    const twice = await t.request('POST', path, { token: w.tokens.vendor, json: { reply: 'Again' } });
    expect(twice.status).toBe(409);
    expect(twice.data.message).toBe('You have already replied to this review');

    const list = await t.request('GET', `/api/reviews/business/${w.business.id}`);
    expect(list.data.data[0]).toMatchObject({ id: pending.id, reply: { text: 'Thank you, Ursula!' } });

    const other = await w.newReview({ userId: w.ids.otherUser, status: 'APPROVED' });
    const pushed = await push(t, w.tokens.vendor, [mutation('review.reply', { reviewId: other.id, reply: 'Welcome' })]);
    expect(pushed.results[0]).toMatchObject({ status: 'applied' });
    const again = await push(t, w.tokens.vendor, [mutation('review.reply', { reviewId: other.id, reply: 'Twice' })]);
    expect(again.results[0]).toMatchObject({ status: 'rejected' });

    // devices receive the reply with the public pull
    const page = (await pull(t, 0)).page!;
    expect(JSON.stringify(page)).toContain('Thank you, Ursula!');
  });
});
