/**
 * Alerts end to end (docs/product.md "Alerts") on a 360 px phone in headless Chromium: a vendor
 * opening its leads is offered notifications, allows them, and the subscription is stored for the
 * account; a customer posts a request, the server's alerts worker pushes the lead to the push
 * service within seconds; delivered to the service worker, it shows as a notification (only for
 * the account signed in), and tapping it opens the lead.
 *
 * The push service is outside the machine (Chrome's is Google's FCM, which this machine cannot
 * reach, and Chrome has no Push API in a test's private profile), so the browser's subscribe()
 * answers a subscription at the local push service of test/helpers/push-service.ts, which
 * decrypts what the server sends as a phone would; the test then delivers it to the worker as
 * a `push` event, the hop a push service makes.
 */
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { alertSettings, businesses, pushSubscriptions, users } from '../db/schema';
import type { AlertPayload } from '../sync/schemas/alerts';
import { startPushService } from '../test/helpers/push-service';
import { launchBrowser, PHONE, screenshot, signInAs, watchPageErrors } from './support/browser';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

let server: E2EServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let vendor: { id: number };
let bakery: { id: number; categoryId: number; district: string | null };
let pushService: Awaited<ReturnType<typeof startPushService>>;
let phone: ReturnType<typeof pushService.newSubscription>;

/** The browser's PushManager, subscribed at the local push service (see the header). */
function subscribeAtLocalPushService(json: typeof phone.json) {
  const KEY = 'e2e-push-subscription';
  const subscription = () => ({
    endpoint: json.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => json,
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem(KEY, '1');
    return subscription() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return localStorage.getItem(KEY) ? (subscription() as unknown as PushSubscription) : null;
  };
}

beforeAll(async () => {
  pushService = await startPushService();
  phone = pushService.newSubscription();
  server = await startServer({ pushOrigins: [pushService.origin] });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(subscribeAtLocalPushService, phone.json);
  page = await context.newPage();
  errors = watchPageErrors(page);
  vendor = (await firstRow(server.db.select().from(users).where(eq(users.email, 'vendor@example.com'))))!;
  bakery = (await firstRow(server.db.select().from(businesses).where(eq(businesses.ownerId, vendor.id))))!;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await pushService?.close();
});

async function serviceWorker(): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** What a push service delivers: a `push` event with the payload, dispatched in the worker. */
async function deliver(payload: AlertPayload): Promise<{ title: string; body: string; url: string }[]> {
  const worker = await serviceWorker();
  return worker.evaluate(async (data) => {
    const sw = self as unknown as ServiceWorkerGlobalScope;
    const event = new PushEvent('push', { data: JSON.stringify(data) });
    sw.dispatchEvent(event);
    await new Promise((done) => setTimeout(done, 500));
    const shown = await sw.registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }));
  }, payload);
}

it('a vendor opening its leads turns notifications on; the subscription is stored for the account', async () => {
  await signInAs(page, server, 'vendor@example.com', '/vendor/dashboard');
  await page.goto(`${server.url}/vendor/leads/${bakery.id}`);
  const offer = page.getByRole('region', { name: 'Notifications' });
  await offer.getByText('Hear of new leads the moment customers ask').waitFor();
  await screenshot(page, 'alerts-opt-in-phone');

  // the user presses the button; the browser's prompt is answered "Allow"
  await context.grantPermissions(['notifications'], { origin: server.url });
  await offer.getByRole('button', { name: 'Turn on notifications' }).click();
  await page.getByText('Notifications are on for this phone.').waitFor();

  const stored = await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, vendor.id));
  expect(stored).toHaveLength(1);
  const endpoint = await page.evaluate(
    async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint,
  );
  expect(stored[0]!.endpoint).toBe(endpoint);

  // Settings shows this phone among the account's devices, and the kinds a vendor can get
  await page.goto(`${server.url}/vendor/settings`);
  const settings = page.getByRole('region', { name: 'Notifications' });
  await settings.getByText('(this phone)').waitFor();
  await expect(settings.getByLabel('New leads').isChecked()).resolves.toBe(true);
  await expect(settings.getByText('New quotes on your requests').count()).resolves.toBe(0);
  await screenshot(page, 'alerts-settings-phone');

  // this vendor wants leads at any hour: no quiet hours (the same hour twice)
  const saved = (hour: number) =>
    page
      .waitForResponse((r) => r.url().endsWith('/api/alerts/settings') && r.request().method() === 'PUT')
      .then(async (r) => expect((await r.json()) as unknown).toMatchObject({ quietTo: hour }));
  const fromSaved = saved(7);
  await settings.getByLabel('From').selectOption('7');
  await fromSaved;
  const stored2 = await firstRow(server.db.select().from(alertSettings).where(eq(alertSettings.userId, vendor.id)));
  expect(stored2).toMatchObject({ quietFrom: 7, quietTo: 7, kindsOff: [] });
});

/** The customer posts a request through the API, as the Get Quotes screen does. */
async function postRequestAsCustomer(query: string) {
  const email = 'user@example.com';
  const call = (path: string, body: unknown, token?: string) =>
    fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, data: (await res.json()) as Record<string, any> }));
  await call('/auth/login', { email });
  const { data } = await call('/auth/verify-otp', { email, otp: server.latestCode(email) });
  const posted = await call(
    '/searches',
    { query, categoryId: bakery.categoryId, district: bakery.district, location: 'Ntinda', maxPrice: 300000 },
    data.accessToken as string,
  );
  expect(posted.status).toBe(201);
}

it('a request posted while the app is closed reaches the vendor in seconds, and the tap opens the lead', async () => {
  await page.goto(`${server.url}/vendor/dashboard`);
  const posted = Date.now();
  await postRequestAsCustomer('Wedding cake for 100 guests');
  await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(1);
  const seconds = (Date.now() - posted) / 1000;
  const { payload } = pushService.received[0]!;
  expect(payload).toMatchObject({
    userId: vendor.id,
    kind: 'lead',
    title: 'New lead: Wedding cake for 100 guests',
    url: expect.stringMatching(new RegExp(`^/vendor/leads/${bakery.id}\\?lead=\\d+$`)),
  });
  console.log(`[figure] lead push at the push service ${seconds.toFixed(1)} s after the request was posted`);

  const shown = await deliver(payload as AlertPayload);
  expect(shown).toEqual([{ title: payload.title, body: payload.body, url: payload.url }]);

  // a push for an account not signed in here is not shown
  const foreign = await deliver({ ...(payload as AlertPayload), userId: vendor.id + 1000, tag: 'other' });
  expect(foreign.map((n) => n.title)).toEqual([payload.title]);

  const worker = await serviceWorker();
  await worker.evaluate(async (tag) => {
    const sw = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await sw.registration.getNotifications({ tag });
    sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  }, payload.tag as string);
  await page.waitForURL(`**${payload.url as string}`);
  await page.getByRole('article', { name: 'Lead: Wedding cake for 100 guests' }).waitFor();
  await screenshot(page, 'alerts-lead-opened-phone');
  expect(errors).toEqual([]);
});
