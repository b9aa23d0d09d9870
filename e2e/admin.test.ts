/**
 * The admin area end to end, at 1280 × 800 in headless Chromium, on the demo data: the admin
 * signs in through the real /login and /verify screens, then moderates a review, suspends and
 * reactivates a user, deactivates a business, moves a delivery, builds a survey that a visitor
 * takes, and reads a contact message. Every admin screen is saved under screenshots/.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { auditLog } from '../db/schema';
import {
  DESKTOP,
  expectNoHorizontalScroll,
  goOffline,
  goOnline,
  launchBrowser,
  PHONE,
  screenshot,
  watchPageErrors,
} from './support/browser';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

const ADMIN = 'admin@example.com';

let server: E2EServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const errorPlaces: string[] = [];
let adminToken: string;

type Json = Record<string, any>;

/** A call to the API as the test itself (setup and checks the screens do not show). */
async function call(method: string, path: string, options: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : null) as Json };
}

async function waitForCode(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    try {
      return server.latestCode(email);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return server.latestCode(email);
}

/** A fresh account with its own tokens, registered and verified through the API. */
async function registerUser(email: string, firstName: string) {
  const reg = await call('POST', '/auth/register', {
    json: { firstName, lastName: 'Tester', email, phoneNumber: '+256700111222', role: 'USER' },
  });
  expect(reg.status).toBe(201);
  const verify = await call('POST', '/auth/verify-otp', { json: { email, otp: await waitForCode(email) } });
  expect(verify.status).toBe(200);
  return verify.data as { accessToken: string; user: { id: number } };
}

async function open(path: string, heading: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  page = await context.newPage();
  errors = watchPageErrors(page);
  // Where each error happened, to say so when the last test finds any.
  page.on('console', (msg) => {
    if (msg.type() !== 'error' || /Failed to load resource/.test(msg.text())) return;
    const test = expect.getState().currentTestName;
    void Promise.all(msg.args().map((a) => a.jsonValue().catch(() => '?'))).then((args) =>
      errorPlaces.push(`${test} @ ${page.url()}: ${JSON.stringify(args).slice(0, 4000)}`),
    );
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the admin area', () => {
  it('signs the admin in through /login and /verify and opens the dashboard', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(ADMIN);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/verify');
    const code = await waitForCode(ADMIN);
    for (const [i, digit] of [...code].entries()) await page.getByLabel(`Digit ${i + 1} of 6`).fill(digit);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('article', { name: 'Total Users' }).waitFor();
    adminToken = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(adminToken).toBeTruthy();

    const stats = (await call('GET', '/stats/admin', { token: adminToken })).data.data as Json;
    const headline = page.getByRole('definition').first();
    expect(await headline.textContent()).toBe(new Intl.NumberFormat('en-US').format(stats.totalBusinesses));
    for (const card of [
      'Active Businesses',
      'Total Searches',
      'Total Bids',
      'Product Reviews',
      'Reported Users',
      'Categories',
      'Messages',
    ]) {
      await page.getByRole('article', { name: card }).waitFor();
    }
    await expect(page.getByRole('article', { name: 'Total Reviews' }).textContent()).resolves.toContain(
      `${stats.pendingReviews} pending`,
    );
    await screenshot(page, 'admin-dashboard');

    await page.getByRole('link', { name: 'Review Queue' }).click();
    await page.waitForURL('**/admin/all-reviews');
  });

  it('approves a pending review, and the business rating changes on its public profile', async () => {
    const pending = (await call('GET', '/reviews?status=PENDING&page=1&limit=20', { token: adminToken })).data
      .data as Json[];
    // The review whose approval moves its business's average the most.
    const effect = (r: Json) => Math.abs(r.rating - r.business.rating) / (r.business.totalReviews + 1);
    const withBusiness = await Promise.all(
      pending.map(async (r): Promise<Json> => ({
        ...r,
        business: (await call('GET', `/businesses/details/${r.businessId}`)).data.business,
      })),
    );
    const review = withBusiness.filter((r) => r.business).sort((a, b) => effect(b) - effect(a))[0]!;
    const before = Number(review.business.rating);

    await open('/admin/all-reviews', 'All Reviews');
    const card = page.getByRole('article', {
      name: `Review of ${review.business.name} by ${review.user.firstName} ${review.user.lastName}`,
    });
    await card.getByText('Pending', { exact: true }).waitFor();
    await screenshot(page, 'admin-all-reviews');
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText('Approved', { exact: true }).waitFor();

    const after = Number((await call('GET', `/businesses/details/${review.businessId}`)).data.business.rating);
    expect(after).not.toBe(before);
    await page.goto(`${server.url}/business-profile/${review.businessId}`);
    await page
      .getByRole('img', { name: `Rated ${after.toFixed(1)} out of 5` })
      .first()
      .waitFor();
    await screenshot(page, 'admin-approved-review-public-profile');
  });

  it('suspends a user, whose sessions end, then reactivates them', async () => {
    const email = 'suspend.me@example.com';
    const account = await registerUser(email, 'Okello');
    expect((await call('GET', '/auth/me', { token: account.accessToken })).status).toBe(200);

    await open('/admin/all-users', 'All Users');
    await page.getByLabel('Search users').fill(email);
    const suspend = page.getByRole('button', { name: 'Suspend Okello Tester' });
    await suspend.click();
    const dialog = page.getByRole('dialog', { name: 'Suspend User' });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await dialog.getByText('Please provide a reason').waitFor();
    await dialog.getByLabel(/Reason/).fill('Posting fake quotes');
    await screenshot(page, 'admin-suspend-user-dialog');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Suspended', { exact: true }).waitFor();

    const refused = await call('GET', '/auth/me', { token: account.accessToken });
    expect(refused.status).toBe(401);
    expect(refused.data.message).toMatch(/suspended/i);

    await page.getByRole('button', { name: 'Reactivate Okello Tester' }).click();
    const again = page.getByRole('dialog', { name: 'Reactivate User' });
    await again.getByLabel(/Reason/).fill('Appeal accepted');
    await again.getByRole('button', { name: 'Reactivate' }).click();
    await again.waitFor({ state: 'detached' });
    await row.getByText('Active', { exact: true }).waitFor();
    // suspension ended the account's sessions: the old token stays refused (test/security/auth-sessions.test.ts
    // signs such an account in again)
    expect((await call('GET', '/auth/me', { token: account.accessToken })).status).toBe(401);

    await page.getByLabel('Search users').fill('');
    await page.getByRole('row').nth(5).waitFor();
    await screenshot(page, 'admin-all-users');
  });

  it('deactivates a business, which leaves the public directory, and activates it again', async () => {
    const [business] = (await call('GET', '/businesses/all?status=active&page=1&limit=1', { token: adminToken }))
      .data as Json[];
    const search = async () =>
      (
        (await call('POST', '/businesses/search', { json: { query: business!.name, limit: 50 } })).data
          .businesses as Json[]
      ).map((b) => b.id);
    expect(await search()).toContain(business!.id);

    await open('/admin/all-businesses', 'All Businesses');
    await screenshot(page, 'admin-all-businesses');
    await page.getByRole('button', { name: `Deactivate ${business!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate Business' });
    await dialog.getByLabel('Reason (optional)').fill('Closed while the owner moves premises');
    await screenshot(page, 'admin-business-status-dialog');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Activate ${business!.name}` }).waitFor();
    expect(await search()).not.toContain(business!.id);

    await page.getByRole('tab', { name: 'Inactive' }).click();
    await page.getByRole('button', { name: `Activate ${business!.name}` }).click();
    await page.getByRole('dialog', { name: 'Activate Business' }).getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('button', { name: `Activate ${business!.name}` }).waitFor({ state: 'detached' });
    expect(await search()).toContain(business!.id);
  });

  it('moves a delivery from PENDING to ENROUTE to DELIVERED', async () => {
    const [delivery] = (await call('GET', '/deliveries/admin/all?status=PENDING', { token: adminToken })).data
      .deliveries as Json[];
    await open('/admin/all-deliveries', 'All Deliveries');
    await page.getByRole('tab', { name: 'Pending' }).click();
    const card = page.getByRole('article', {
      name: `Delivery ${String(delivery!.id).slice(0, 8)}: ${delivery!.item_name}`,
    });
    await card.getByText('Pending', { exact: true }).waitFor();
    await screenshot(page, 'admin-all-deliveries');
    await card.getByRole('button', { name: 'Mark En Route' }).click();
    await card.getByText('En Route', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Mark Delivered' }).click();
    await card.getByText('Delivered', { exact: true }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);

    const all = (await call('GET', '/deliveries/admin/all', { token: adminToken })).data.deliveries as Json[];
    expect(all.find((d) => d.id === delivery!.id)?.status).toBe('DELIVERED');
  });

  it('creates a survey with every question type, a visitor takes it, and the admin reads and exports it', async () => {
    const name = 'Market Day Survey';
    await open('/admin/surveys', 'Surveys');
    await page.getByRole('button', { name: 'Create Survey' }).click();
    const form = page.getByRole('dialog', { name: 'Create Survey' });
    await form.getByLabel(/Survey Name/).fill(name);
    await form.getByLabel('Description').fill('Tell us how market day went.');
    await form.getByLabel(/Question 1 text/).fill('What did you buy?');
    await form.getByLabel('Question 1 required').check();
    const add = async (n: number, text: string, type: string) => {
      await form.getByRole('button', { name: 'Add Question' }).click();
      await form.getByLabel(new RegExp(`Question ${n} text`)).fill(text);
      await form.getByLabel(`Question ${n} type`).selectOption(type);
    };
    await add(2, 'Where did you shop?', 'multiple_choice');
    await form.getByLabel('Question 2 option 1').fill('Owino');
    await form.getByLabel('Question 2 option 2').fill('Nakasero');
    await add(3, 'Rate the market', 'rating');
    await add(4, 'Would you come back?', 'yes_no');
    await screenshot(page, 'admin-survey-builder');
    await form.getByRole('button', { name: 'Create Survey' }).click();
    await form.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name });
    await card.getByText('4 questions').waitFor();
    await screenshot(page, 'admin-surveys');

    const surveys = (await call('GET', '/surveys?page=1&limit=50', { token: adminToken })).data.surveys as Json[];
    const survey = surveys.find((s) => s.name === name)!;
    const visitor = await browser.newPage({ viewport: DESKTOP });
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto(`${server.url}/surveys/${survey.id}/take`);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.getByLabel('Name').fill('Nakato Visitor');
    await visitor.getByLabel(/What did you buy/).fill('Matooke and tomatoes');
    await visitor.getByLabel('Nakasero').check();
    await visitor
      .getByRole('group', { name: /Rate the market/ })
      .getByLabel('4')
      .check();
    await visitor
      .getByRole('group', { name: /Would you come back/ })
      .getByLabel('Yes')
      .check();
    await visitor.getByRole('button', { name: 'Submit Survey' }).click();
    await visitor.getByRole('heading', { name: 'Thank You!' }).waitFor();
    // The answers travel through the visitor's outbox: keep the page open until they have arrived.
    await expect
      .poll(
        async () => (await call('GET', `/surveys/${survey.id}/responses`, { token: adminToken })).data.pagination.total,
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(visitorErrors).toEqual([]);
    await visitor.close();
    await page.reload();
    await card.getByText('1 response').waitFor();
    await card.getByRole('link', { name: 'View Responses' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('1 response', { exact: true }).waitFor();
    const response = page.getByRole('article').first();
    for (const text of ['Nakato Visitor', 'Matooke and tomatoes', 'Nakasero', '4/5 stars', 'Yes']) {
      await response.getByText(text, { exact: true }).waitFor();
    }
    await page.getByText('Page 1 of 1').waitFor();
    await screenshot(page, 'admin-survey-responses');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}_responses.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    // after the byte-order mark every admin export starts with
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFF' +
        'Response ID,Name,Email,Phone,Submitted At,What did you buy?,Where did you shop?,Rate the market,Would you come back?',
    );
    expect(csv).toContain('4/5 stars');

    // an edit after the response keeps it: the reworded question keeps its answer, and an
    // answered question's type cannot change (docs/product.md "Surveys")
    await open('/admin/surveys', 'Surveys');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Survey' });
    await edit.getByLabel(/Question 1 text/).fill('What did you buy today?');
    await expect(edit.getByLabel('Question 3 type').isDisabled()).resolves.toBe(true);
    await screenshot(page, 'admin-survey-edit-answered');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await card.getByRole('link', { name: 'View Responses' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('article').first().getByText('Matooke and tomatoes', { exact: true }).waitFor();
    // the access token has just expired: the server refuses the export once, and the export
    // refreshes the session and sends again, as every other call does (client/lib/api-client.ts)
    const exportPath = `**/api/surveys/${survey.id}/responses/export`;
    await page.route(
      exportPath,
      (route) => route.fulfill({ status: 401, json: { success: false, message: 'Your session has expired.' } }),
      { times: 1 },
    );
    const exportCalls: string[] = [];
    const watchExport = (res: { url(): string; status(): number }) => {
      if (/\/api\/(surveys\/\d+\/responses\/export|auth\/refresh)$/.test(res.url()))
        exportCalls.push(`${new URL(res.url()).pathname} ${res.status()}`);
    };
    page.on('response', watchExport);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    page.off('response', watchExport);
    await page.unroute(exportPath);
    expect(exportCalls).toEqual([
      `/api/surveys/${survey.id}/responses/export 401`,
      '/api/auth/refresh 200',
      `/api/surveys/${survey.id}/responses/export 200`,
    ]);
    const edited = readFileSync((await again.path())!, 'utf8').split('\r\n');
    expect(edited[0]).toContain('What did you buy today?');
    expect(edited[1]).toContain('Matooke and tomatoes');
  });

  it('reads a contact message and the unread count drops', async () => {
    const sent = await call('POST', '/messages', {
      json: {
        fullName: 'Sarah Achieng',
        email: 'sarah@example.com',
        subject: 'Listing my shop',
        content: 'How do I list my tailoring shop in Gulu on Soko?',
      },
    });
    expect(sent.status).toBe(201);
    await open('/admin/all-messages', 'Messages');
    const bell = page.getByTestId('unread-count');
    // the bell shows the count kept from the last visit until the server's answer replaces it
    const before = (await call('GET', '/messages/unread-count', { token: adminToken })).data.count as number;
    expect(before).toBeGreaterThan(0);
    await expect.poll(async () => Number(await bell.textContent())).toBe(before);

    await page.getByRole('button', { name: /Sarah Achieng/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Listing my shop' }).waitFor();
    await expect
      .poll(async () => Number((await bell.textContent({ timeout: 1000 }).catch(() => '0')) ?? 0))
      .toBe(before - 1);
    const count = (await call('GET', '/messages/unread-count', { token: adminToken })).data.count;
    expect(count).toBe(before - 1);
    await screenshot(page, 'admin-all-messages');
  });

  it('shows every other admin screen', async () => {
    await open('/admin/all-requests', 'All Requests');
    await page.getByRole('table').waitFor();
    await screenshot(page, 'admin-all-requests');
    await page
      .getByRole('button', { name: /^Delete request/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Delete Request' }).getByRole('button', { name: 'Delete Request' }).click();
    await page.getByText('Please provide a reason').waitFor();
    await screenshot(page, 'admin-delete-request-dialog');
    await page.getByRole('dialog', { name: 'Delete Request' }).getByRole('button', { name: 'Cancel' }).click();

    await open('/admin/all-categories', 'Categories');
    await page.getByRole('article').first().waitFor();
    await screenshot(page, 'admin-all-categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const add = page.getByRole('dialog', { name: 'Add Category' });
    await add.getByText('PNG, JPG, GIF up to 5MB').waitFor();
    await add.getByRole('button', { name: 'Add Category' }).click();
    await add.getByText('Title is required').waitFor();
    await add.getByLabel(/Title/).fill('Solar Installers');
    await add.getByLabel(/Description/).fill('Solar panels, batteries and installation for homes and shops.');
    await add.getByLabel('Tags').fill('Panels, Batteries, Installation');
    await screenshot(page, 'admin-category-dialog');
    await add.getByRole('button', { name: 'Add Category' }).click();
    await add.waitFor({ state: 'detached' });
    const created = page.getByRole('article', { name: 'Solar Installers' });
    expect(await created.getByRole('listitem').allTextContents()).toEqual(['Panels', 'Batteries', 'Installation']);
    await created.getByRole('button', { name: 'Deactivate Solar Installers' }).click();
    await created.getByText('Inactive', { exact: true }).waitFor();

    await open('/admin/reported-users', 'Reported Users');
    await page.getByRole('list', { name: 'Reports' }).getByRole('button').first().click();
    await page.getByText('Reported by').waitFor();
    await screenshot(page, 'admin-reported-users');

    await open('/admin/all-product-reviews', 'All Product Reviews');
    // the queue opens on Pending; the demo's product reviews are all approved
    await page.getByRole('tab', { name: 'Approved' }).click();
    await screenshot(page, 'admin-all-product-reviews');
    const [first] = (await call('GET', '/product-reviews?page=1&limit=20', { token: adminToken })).data.data as Json[];
    const reviewCard = page
      .getByRole('article', { name: `${first!.name} by ${first!.user.firstName} ${first!.user.lastName}` })
      .first();
    await reviewCard.getByRole('button', { name: 'Delete Review' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Review' });
    await confirm.getByText(`${first!.user.firstName} ${first!.user.lastName}`).waitFor();
    await confirm.getByLabel('Reason for deletion').fill('Advertising, not a review');
    await screenshot(page, 'admin-product-review-delete');
    await confirm.getByRole('button', { name: 'Delete Review' }).click();
    await confirm.waitFor({ state: 'detached' });
    const audit = await firstRow(
      server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'product_review'), eq(auditLog.targetId, first!.id))),
    );
    expect(audit?.reason).toBe('Advertising, not a review');

    await open('/admin/aprofile', 'Profile');
    await page.getByText('Email cannot be changed').waitFor();
    await screenshot(page, 'admin-profile');
    await open('/admin/settings', 'Settings');
    await screenshot(page, 'admin-settings');
    await page.goto(`${server.url}/admin/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'admin-not-found');
  });

  it('says plainly when it is offline and shows what was last loaded', async () => {
    await open('/admin/all-deliveries', 'All Deliveries');
    await page.getByRole('article').first().waitFor();
    await goOffline(context, server);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: 'Deliveries' }).click();
    await page.getByText(/You are offline. Admin screens need a connection; showing what was last loaded/).waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-offline');
    await goOnline(context, server);
  });

  it('is usable on a tablet: the sidebar becomes a drawer, and collapses to icons on a desktop', async () => {
    await open('/admin/dashboard', 'Dashboard');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await screenshot(page, 'admin-sidebar-collapsed');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
    await screenshot(page, 'admin-tablet-dashboard');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await screenshot(page, 'admin-tablet-drawer');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    expect(await page.getByRole('button', { name: 'Expand sidebar' }).isVisible()).toBe(true);
    await screenshot(page, 'admin-tablet-messages');

    // on a 360 px phone the tables become cards and the lists search on the server
    await page.setViewportSize(PHONE);
    await open('/admin/all-users', 'All Users');
    await page.getByRole('searchbox', { name: /Search/ }).fill('user@example.com');
    await page.getByText('user@example.com', { exact: true }).first().waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'admin-phone-users');
    await open('/admin/all-messages', 'Messages');
    await page.getByRole('searchbox', { name: 'Search messages' }).fill('zzz-nothing-matches');
    await page.getByText('0 results').waitFor();
    await expectNoHorizontalScroll(page);
    // a review card with a long business name once widened the whole list past the screen
    await open('/admin/all-reviews', 'All Reviews');
    await page
      .getByRole('article', { name: /^Review of / })
      .first()
      .waitFor();
    await expectNoHorizontalScroll(page);
    await page.setViewportSize(DESKTOP);
  });

  it('opens profile and settings from the user menu, and Logout signs out', async () => {
    await open('/admin/dashboard', 'Dashboard');
    const menu = page.getByRole('button', { name: /Administrator/ });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.length])).toEqual([null, 0]);
  });

  it('keeps other roles out', async () => {
    const user = await browser.newPage({ viewport: DESKTOP });
    await user.goto(`${server.url}/login`);
    await user.evaluate(() => {
      localStorage.setItem('token', 'not-an-admin');
      localStorage.setItem(
        'soko-session',
        JSON.stringify({ user: { id: 3, role: 'user', firstName: 'U', lastName: 'S' }, pendingEmail: null }),
      );
    });
    await user.goto(`${server.url}/admin/dashboard`);
    await user.waitForURL('**/login');
    expect(await user.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await user.close();
    expect(errors, errorPlaces.join('\n')).toEqual([]);
  });
});
