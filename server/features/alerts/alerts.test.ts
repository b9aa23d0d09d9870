/**
 * Alerts through the real app and a real push protocol: events write alerts in their own
 * transaction, the worker pushes them to a local push service that decrypts them as a phone
 * would, with quiet hours, the hourly limit per request, cleanup of gone devices, a worker that
 * dies mid-way, and e-mail digests with one-click unsubscribe through the `.eml` outbox.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { msg } from '@lingui/core/macro';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase } from '../../../db/client';
import { alerts, productReviews, pushSubscriptions } from '../../../db/schema';
import { startPushService } from '../../../test/helpers/push-service';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { mutation, push } from '../../sync/sync-test-kit';
import { ALERT_KEEP_DAYS, ALERT_LEASE_MS, pruneAlerts, runAlertsOnce } from './alert-worker';
import { createPushSender } from './push-transport';
import { PUSH_DEVICES_MAX } from './push-subscriptions';
import { loadLocales } from '../../i18n/catalogs';
import { firstRow } from '../../../db/query';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const EAT = 3 * HOUR;

let pushService: Awaited<ReturnType<typeof startPushService>>;
let t: TestApp;
let w: World;

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

/** Moves the test clock forward to the next `hour`:00 East Africa Time. */
function toEatHour(hour: number) {
  const local = t.clock.now() + EAT;
  let target = Math.floor(local / DAY) * DAY + hour * HOUR;
  if (target <= local) target += DAY;
  t.clock.advance(target - local);
}

beforeEach(async () => {
  t = createTestApp({ pushOrigins: [pushService.origin] });
  toEatHour(10);
  w = await createWorld(t);
  pushService.received.length = 0;
});
afterEach(() => t.close());

const send = () => createPushSender(t.deps.config.push);
const runWorker = () => runAlertsOnce(t.deps, send());
const pushesTo = (device: string) => pushService.received.filter((p) => p.device === device);

async function subscribeDevice(token: string | null) {
  const sub = pushService.newSubscription();
  const res = await t.request('POST', '/api/push/subscriptions', {
    token,
    json: sub.json,
    headers: {
      'user-agent': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    },
  });
  expect(res.status, res.text).toBe(201);
  return sub;
}

async function postRequest(token = w.tokens.user, query = 'Fix a blocked toilet') {
  const res = await t.request('POST', '/api/searches', {
    token,
    json: {
      query,
      categoryId: w.category.id,
      district: 'Kampala',
      location: 'Ntinda',
      minPrice: 100000,
      maxPrice: 150000,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.data.search as { id: number };
}

async function quote(token: string | null, businessId: number, amount: number) {
  const lead = (await t.request('GET', `/api/searches/getmyleads/${businessId}`, { token })).data.leads[0];
  const res = await t.request('POST', `/api/searches/leads/${lead.id}/bid`, {
    token,
    json: { amount, message: 'I can come today', estimatedDuration: '2 hours' },
  });
  expect(res.status, res.text).toBe(201);
  return { bidId: res.data.bid.id as number, leadId: lead.id as number };
}

const stateOf = async (userId: number) =>
  await t.db
    .select({ kind: alerts.kind, state: alerts.state, channel: alerts.channel })
    .from(alerts)
    .where(eq(alerts.userId, userId));

describe('the push contract', () => {
  it('answers the VAPID public key, and stores a subscription for the signed-in account only', async () => {
    const key = await t.request('GET', '/api/push/public-key');
    expect(key.status).toBe(200);
    expect(key.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const sub = pushService.newSubscription();
    const anonymous = await t.request('POST', '/api/push/subscriptions', { json: sub.json });
    expect(anonymous.status).toBe(401);

    await subscribeDevice(w.tokens.vendor);
    const settings = await t.request('GET', '/api/alerts/settings', { token: w.tokens.vendor });
    expect(settings.data.devices).toEqual([
      expect.objectContaining({ endpoint: expect.stringContaining(pushService.origin), device: 'Chrome on Android' }),
    ]);
    expect(settings.data.kinds).toContain('lead');
    expect(settings.data.kinds).not.toContain('quote');
    expect(settings.data).toMatchObject({ quietFrom: 21, quietTo: 7, kindsOff: [] });
  });

  it('refuses endpoints that are not a known push service or a listed origin', async () => {
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:1/push/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
    ]) {
      const sub = pushService.newSubscription();
      const res = await t.request('POST', '/api/push/subscriptions', {
        token: w.tokens.vendor,
        json: { ...sub.json, endpoint },
      });
      expect(res.status, endpoint).toBe(400);
    }
    const google = pushService.newSubscription();
    const ok = await t.request('POST', '/api/push/subscriptions', {
      token: w.tokens.vendor,
      json: { ...google.json, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' },
    });
    expect(ok.status).toBe(201);
    const bad = await t.request('POST', '/api/push/subscriptions', {
      token: w.tokens.vendor,
      json: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.message).toBeTruthy();
  });

  it(`keeps an account's ${PUSH_DEVICES_MAX} newest devices`, async () => {
    const first = await subscribeDevice(w.tokens.vendor);
    for (let i = 0; i < PUSH_DEVICES_MAX; i++) {
      t.clock.advance(1000);
      await subscribeDevice(w.tokens.vendor);
    }
    const endpoints = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(endpoints).toHaveLength(PUSH_DEVICES_MAX);
    expect(endpoints.map((e) => e.endpoint)).not.toContain(first.json.endpoint);
  });

  it('DELETE removes the device; signing out of it removes it too', async () => {
    const first = await subscribeDevice(w.tokens.vendor);
    const gone = await t.request('DELETE', '/api/push/subscriptions', {
      token: w.tokens.vendor,
      json: { endpoint: first.json.endpoint },
    });
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(0);

    const session = await t.signIn(w.emails.vendor);
    await subscribeDevice(session.accessToken);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(1);
    await t.request('POST', '/api/auth/logout', { json: { refreshToken: session.refreshToken } });
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(0);
  });
});

describe('what is pushed', () => {
  it('a new request reaches the vendor as a decryptable push that opens the lead', async () => {
    const phone = await subscribeDevice(w.tokens.vendor);
    const request = await postRequest();
    expect(await runWorker()).toBeGreaterThan(0);

    const [received] = pushesTo(phone.device);
    expect(received).toBeDefined();
    const lead = (await t.request('GET', `/api/searches/getmyleads/${w.business.id}`, { token: w.tokens.vendor })).data
      .leads[0];
    expect(received!.payload).toMatchObject({
      userId: w.ids.vendor,
      kind: 'lead',
      title: 'New lead: Fix a blocked toilet',
      url: `/vendor/leads/${w.business.id}?lead=${lead.id}`,
      tag: `request-${request.id}`,
    });
    expect(received!.payload.body).toContain('Kampala');
    expect(received!.payload.body).toContain('budget USh 100,000 to USh 150,000');
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(received!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(received!.headers.urgency).toBe('high');
    expect(received!.headers.ttl).toBeDefined();
    expect(received!.headers.topic).toMatch(/^alert-\d+$/);
    // sent once: another round has nothing to do
    expect(await runWorker()).toBe(0);
    expect(pushesTo(phone.device)).toHaveLength(1);
  });

  it('a quote reaches the customer; accepting tells the winner and the others', async () => {
    const customer = await subscribeDevice(w.tokens.user);
    const vera = await subscribeDevice(w.tokens.vendor);
    const victor = await subscribeDevice(w.tokens.otherVendor);
    await postRequest();
    await runWorker();
    const { bidId } = await quote(w.tokens.vendor, w.business.id, 120000);
    await runWorker();
    await quote(w.tokens.otherVendor, w.otherBusiness.id, 90000);
    expect(pushesTo(customer.device)[0]!.payload).toMatchObject({
      kind: 'quote',
      title: 'New quote from Vera Plumbing',
      url: expect.stringMatching(/^\/user\/my-searches\?quotes=\d+$/),
    });
    expect(pushesTo(customer.device)[0]!.payload.body).toContain('USh 120,000');

    // evening: the acceptance goes at once, the "not selected" waits for the morning
    toEatHour(22);
    await w.signInAgain('user');
    const accept = await t.request('PATCH', `/api/bids/${bidId}/accept`, { token: w.tokens.user });
    expect(accept.status).toBe(200);
    await runWorker();
    expect(pushesTo(vera.device).at(-1)!.payload).toMatchObject({
      kind: 'quote_accepted',
      title: 'Your quote was accepted',
    });
    expect(pushesTo(victor.device).map((p) => p.payload.kind)).toEqual(['lead']);

    toEatHour(7);
    await runWorker();
    expect(pushesTo(victor.device).at(-1)!.payload).toMatchObject({ kind: 'quote_not_selected' });
  });

  it('quiet hours hold a lead until 07:00 East Africa Time', async () => {
    const phone = await subscribeDevice(w.tokens.vendor);
    toEatHour(23);
    await w.signInAgain('user', 'vendor');
    await postRequest();
    await runWorker();
    expect(pushesTo(phone.device)).toHaveLength(0);
    t.clock.advance(7 * HOUR);
    await runWorker();
    expect(pushesTo(phone.device)).toHaveLength(0);
    t.clock.advance(HOUR); // 07:00
    await runWorker();
    expect(pushesTo(phone.device).map((p) => p.payload.kind)).toEqual(['lead']);
  });

  it('at most one push an hour per request: later quotes are summed up in one', async () => {
    const customer = await subscribeDevice(w.tokens.user);
    const owner = await w.newUser({ role: 'VENDOR' });
    const third = await w.newBusiness(owner.id, 'Third Taps');
    const thirdOwner = await t.signIn(owner.email);
    await postRequest();
    await quote(w.tokens.vendor, w.business.id, 120000);
    await runWorker();
    expect(pushesTo(customer.device)).toHaveLength(1);

    t.clock.advance(10 * MINUTE);
    await quote(w.tokens.otherVendor, w.otherBusiness.id, 90000);
    await quote(thirdOwner.accessToken, third.id, 95000);
    await runWorker();
    expect(pushesTo(customer.device)).toHaveLength(1);

    t.clock.advance(50 * MINUTE);
    await runWorker();
    const summary = pushesTo(customer.device);
    expect(summary).toHaveLength(2);
    expect(summary[1]!.payload.title).toBe('2 new quotes on your request');
    expect(summary[1]!.payload.body).toContain('Victor Pipes');
    expect(summary[1]!.payload.body).toContain('Third Taps');
  });

  it('a device whose push service answers 410 is forgotten, and the lead goes by e-mail instead', async () => {
    const phone = await subscribeDevice(w.tokens.vendor);
    pushService.answer(phone.device, 410);
    await postRequest();
    await runWorker();
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, w.ids.vendor))).toEqual([]);
    await runWorker();
    expect(await stateOf(w.ids.vendor)).toEqual([{ kind: 'lead', state: 'sent', channel: 'email' }]);
  });

  it('a push service that fails is retried with backoff', async () => {
    const phone = await subscribeDevice(w.tokens.vendor);
    pushService.answer(phone.device, 503);
    await postRequest();
    await runWorker();
    expect(await stateOf(w.ids.vendor)).toEqual([{ kind: 'lead', state: 'pending', channel: null }]);
    pushService.answer(phone.device, 201);
    await runWorker();
    expect(pushesTo(phone.device)).toHaveLength(0); // not yet: the backoff
    t.clock.advance(MINUTE);
    await runWorker();
    expect(pushesTo(phone.device)).toHaveLength(1);
  });

  it('an offline write replayed through sync alerts like the REST call', async () => {
    const phone = await subscribeDevice(w.tokens.vendor);
    const write = mutation('search.create', {
      query: 'Fix a tap',
      categoryId: w.category.id,
      district: 'Kampala',
      location: 'Ntinda',
    });
    const first = await push(t, w.tokens.user, [write]);
    expect(first.results[0], JSON.stringify(first.results)).toMatchObject({ status: 'applied' });
    // the device did not hear the answer and sends it again: applied once, alerted once
    const again = await push(t, w.tokens.user, [write]);
    expect(again.results[0]).toMatchObject({ status: 'duplicate' });
    await runWorker();
    expect(pushesTo(phone.device).map((p) => p.payload.title)).toEqual(['New lead: Fix a tap']);
  });

  it('review replies, moderation and delivery changes reach whom they concern', async () => {
    const customer = await subscribeDevice(w.tokens.user);
    const vendor = await subscribeDevice(w.tokens.vendor);
    const review = await w.newReview({ userId: w.ids.user, businessId: w.business.id, status: 'PENDING' });
    expect((await t.request('PUT', `/api/reviews/${review.id}/approve`, { token: w.tokens.admin })).status).toBe(200);
    const reply = await t.request('POST', `/api/reviews/${review.id}/reply`, {
      token: w.tokens.vendor,
      json: { reply: 'Thank you, come again' },
    });
    expect(reply.status, reply.text).toBe(201);
    const delivery = await w.newDelivery({ businessId: w.business.id });
    const moved = await t.request('PUT', `/api/deliveries/${delivery.id}/status`, {
      token: w.tokens.admin,
      json: { status: 'ENROUTE' },
    });
    expect(moved.status, moved.text).toBe(200);
    await runWorker();
    expect(pushesTo(customer.device).map((p) => p.payload.title)).toEqual([
      'Your review is published',
      'Vera Plumbing replied to your review',
    ]);
    expect(pushesTo(vendor.device).map((p) => p.payload.title)).toEqual(['Delivery is on its way']);
  });

  it('product reviews: their author hears of the moderation, single or in bulk', async () => {
    const author = await subscribeDevice(w.tokens.user);
    const insert = async (name: string) =>
      await firstRow(
        t.db
          .insert(productReviews)
          .values({ userId: w.ids.user, categoryId: w.category.id, name, rating: 4, status: 'PENDING' })
          .returning(),
      );
    const kettle = await insert('Ramtons Kettle');
    const radio = await insert('Tecno Radio');
    expect(
      (await t.request('PUT', `/api/product-reviews/${kettle.id}/approve`, { token: w.tokens.admin })).status,
    ).toBe(200);
    const bulk = await t.request('PUT', '/api/product-reviews/bulk', {
      token: w.tokens.admin,
      json: { ids: [radio.id], status: 'REJECTED' },
    });
    expect(bulk.status, bulk.text).toBe(200);
    await runWorker();
    expect(pushesTo(author.device).map((p) => p.payload.body)).toEqual([
      'Your review of Ramtons Kettle is now on the site. Thank you for sharing it.',
      'Your review of Tecno Radio did not meet our review rules.',
    ]);
  });

  it('a kind turned off in Settings is not written; bad settings are a 400', async () => {
    const bad = await t.request('PUT', '/api/alerts/settings', {
      token: w.tokens.vendor,
      json: { kindsOff: ['nope'], quietFrom: 25, quietTo: 7 },
    });
    expect(bad.status).toBe(400);
    const ok = await t.request('PUT', '/api/alerts/settings', {
      token: w.tokens.vendor,
      json: { kindsOff: ['lead'], quietFrom: 22, quietTo: 6 },
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ kindsOff: ['lead'], quietFrom: 22, quietTo: 6 });
    await postRequest();
    expect(await stateOf(w.ids.vendor)).toEqual([]);
  });
});

it('settled alerts are deleted after ALERT_KEEP_DAYS; pending ones are kept', async () => {
  await subscribeDevice(w.tokens.vendor);
  await postRequest(); // a push to one vendor, an e-mail to the other
  await runWorker();
  t.clock.advance(ALERT_KEEP_DAYS * DAY - 5 * MINUTE);
  await w.signInAgain('user'); // moves the clock a minute
  await postRequest(w.tokens.user, 'Unblock a drain'); // not sent yet
  expect(await pruneAlerts(t.deps)).toBe(0);
  t.clock.advance(4 * MINUTE);
  expect(await pruneAlerts(t.deps)).toBe(2);
  expect(await t.db.select({ state: alerts.state }).from(alerts)).toEqual([{ state: 'pending' }, { state: 'pending' }]);
});

describe('a worker that dies', () => {
  it('between the commit and the send: the next process sends it exactly once', async () => {
    const phone = await subscribeDevice(w.tokens.vendor);
    await postRequest();
    // the process dies here: the alert is committed, nothing sent; a new process opens the
    // database with connections of its own (the old ones are not used again)
    const db = await t.openAgain();
    const reborn = { ...t.deps, db };
    try {
      await runAlertsOnce(reborn, send());
      await runAlertsOnce(reborn, send());
      expect(pushesTo(phone.device)).toHaveLength(1);
    } finally {
      await closeDatabase(db);
    }
  });

  it('while sending: its claim runs out and another worker sends it once', async () => {
    const phone = await subscribeDevice(w.tokens.vendor);
    await postRequest();
    // what a worker leaves when it dies holding its claim
    await t.db.update(alerts).set({ state: 'sending', leaseUntil: new Date(t.clock.now() + ALERT_LEASE_MS) });
    await runWorker();
    expect(pushesTo(phone.device)).toHaveLength(0);
    t.clock.advance(ALERT_LEASE_MS);
    await runWorker();
    await runWorker();
    expect(pushesTo(phone.device)).toHaveLength(1);
  });
});

describe('e-mail, for an account with no device', () => {
  const mailsTo = (email: string) =>
    readdirSync(t.deps.config.mailDir)
      .sort()
      .map((f) => readFileSync(join(t.deps.config.mailDir, f), 'utf8'))
      .filter((mail) => mail.match(/^To: (.+)$/m)?.[1] === email && mail.includes('List-Unsubscribe'));

  it("is written in the account's language (the Swahili needs the alerts' messages in locales/sw.po)", async () => {
    const chosen = await t.request('PUT', '/api/user/profile', { token: w.tokens.vendor, json: { language: 'sw' } });
    expect(chosen.status).toBe(200);
    await postRequest(w.tokens.user, 'Fix a blocked toilet');
    await runWorker();
    const [mail] = mailsTo(w.emails.vendor);
    expect(mail).toContain('Subject: Mteja mtarajiwa mpya: Fix a blocked toilet');
    // the body is quoted-printable: soft line breaks, and UTF-8 bytes as =XX
    const text = mail!
      .replace(/=\r?\n/g, '')
      .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));
    expect(text).toContain('Kampala · bajeti USh 100,000 hadi USh 150,000.');
    expect(text).toContain('Acha barua pepe kuhusu wateja watarajiwa wapya:');
    expect(text).not.toContain('New lead');
  });

  it('sends each new lead at once, with a one-click unsubscribe', async () => {
    await postRequest(w.tokens.user, 'Fix a blocked toilet');
    await runWorker();
    expect(mailsTo(w.emails.vendor)).toHaveLength(1);
    expect(mailsTo(w.emails.vendor)[0]).toContain('Subject: New lead: Fix a blocked toilet');
    // two more leads a minute later: not kept for an hour, one e-mail for the round
    t.clock.advance(MINUTE);
    await postRequest(w.tokens.otherUser, 'Install a water heater');
    await postRequest(w.tokens.user, 'Replace a kitchen tap');
    await runWorker();
    const mails = mailsTo(w.emails.vendor);
    expect(mails).toHaveLength(2);
    const digest = mails[1]!;
    expect(digest).toContain('Subject: 2 updates on Soko Uganda');
    expect(digest).toContain('Install a water heater');
    expect(digest).toContain('Replace a kitchen tap');
    expect(digest).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const unfolded = digest.replace(/\r?\n[ \t]+/g, ' ');
    const url = new URL(unfolded.match(/List-Unsubscribe:\s*<([^>]+)>/)![1]!);
    expect(url.pathname).toBe('/unsubscribe');

    // opening the link asks first (mail scanners open links); the POST turns leads off
    const page = await t.app.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const asked = await page.text();
    expect(asked).toContain('<form method="post"');
    expect(asked).toContain('You will no longer get alerts about new leads.');
    // in the reader's language (docs/product.md "Languages")
    const { sw } = await loadLocales();
    const inSwahili = await t.app.request(`${url.pathname}${url.search}`, { headers: { 'accept-language': 'sw' } });
    const swahili = await inSwahili.text();
    expect(swahili).toContain('<html lang="sw">');
    expect(swahili).toContain(sw._(msg`Stop these e-mails`));
    expect((await stateOf(w.ids.vendor)).every((a) => a.kind === 'lead')).toBe(true);
    const forged = await t.app.request(`${url.pathname}${url.search.replace(/t=[^&]+/, 't=forged')}`, {
      method: 'POST',
    });
    expect(forged.status).toBe(400);
    const oneClick = await t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const before = (await stateOf(w.ids.vendor)).length;
    await w.signInAgain('user', 'vendor');
    await postRequest(w.tokens.user, 'Unblock a drain');
    expect(await stateOf(w.ids.vendor)).toHaveLength(before);
    const settings = await t.request('GET', '/api/alerts/settings', { token: w.tokens.vendor });
    expect(settings.data.kindsOff).toEqual(['lead']);
  });
  it('keeps new quotes for the hourly digest, and a lead or an accepted quote does not wait for it', async () => {
    await postRequest(w.tokens.user, 'Fix a blocked toilet');
    await runWorker();
    expect(mailsTo(w.emails.vendor)).toHaveLength(1);
    const first = await quote(w.tokens.vendor, w.business.id, 120_000);
    await runWorker();
    expect(mailsTo(w.emails.user)).toHaveLength(1);
    expect(mailsTo(w.emails.user)[0]).toContain('Subject: New quote from Vera Plumbing');
    // the second quote waits for the digest hour
    t.clock.advance(10 * MINUTE);
    await quote(w.tokens.otherVendor, w.otherBusiness.id, 140_000);
    await runWorker();
    expect(mailsTo(w.emails.user)).toHaveLength(1);
    // the customer accepts: the vendor hears at once, though it had an e-mail minutes ago
    const accepted = await t.request('PATCH', `/api/bids/${first.bidId}/accept`, { token: w.tokens.user });
    expect(accepted.status, accepted.text).toBe(200);
    await runWorker();
    const vendorMails = mailsTo(w.emails.vendor);
    expect(vendorMails).toHaveLength(2);
    expect(vendorMails[1]).toContain('Subject: Your quote was accepted');
    expect(vendorMails[1]).toContain('accepted your USh 120,000 quote');
    t.clock.advance(HOUR);
    await w.signInAgain('user', 'vendor', 'otherVendor');
    await runWorker();
    const userMails = mailsTo(w.emails.user);
    expect(userMails).toHaveLength(2);
    expect(userMails[1]).toContain('Subject: New quote from Victor Pipes');
  });

  it('holds a lead e-mail in quiet hours as a push is held, but not an accepted quote', async () => {
    await postRequest(w.tokens.user, 'Fix a blocked toilet');
    const { bidId } = await quote(w.tokens.vendor, w.business.id, 120_000);
    await runWorker();
    expect(mailsTo(w.emails.vendor)).toHaveLength(1);
    toEatHour(22);
    await w.signInAgain('user', 'otherUser', 'vendor');
    await postRequest(w.tokens.otherUser, 'Install a water heater');
    await runWorker();
    expect(mailsTo(w.emails.vendor)).toHaveLength(1);
    const accepted = await t.request('PATCH', `/api/bids/${bidId}/accept`, { token: w.tokens.user });
    expect(accepted.status, accepted.text).toBe(200);
    await runWorker();
    const atNight = mailsTo(w.emails.vendor);
    expect(atNight).toHaveLength(2);
    expect(atNight[1]).toContain('Subject: Your quote was accepted');
    expect(atNight[1]).not.toContain('Install a water heater');
    toEatHour(7);
    await runWorker();
    const morning = mailsTo(w.emails.vendor);
    expect(morning).toHaveLength(3);
    expect(morning[2]).toContain('Subject: New lead: Install a water heater');
  });
});
