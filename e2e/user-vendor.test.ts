/**
 * The user and vendor areas end to end, on a phone screen in headless Chromium:
 * a customer posts a request from the directory through Get quotes; the vendor sees the lead, quotes it while
 * offline and the quote syncs when the connection returns; the customer accepts it and sees the
 * bakery under Connected Businesses; the vendor fills its products up to the limit and requests
 * a delivery offline that arrives exactly once. Every screen is saved under screenshots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { bids, businesses, deliveries, leads, productReviews, products, reports, searches, users } from '../db/schema';
import {
  expectNoHorizontalScroll,
  goOffline,
  goOnline,
  launchBrowser,
  PHONE,
  screenshot,
  signInAs,
  watchPageErrors,
} from './support/browser';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

const NEED = `Birthday cake for 30 guests (e2e ${Date.now()})`;
const DELIVERY_ITEM = `Wedding cake, 3 tiers (e2e ${Date.now()})`;
const PRODUCT_LIMIT = 'A business can have at most 3 products or services';

let server: E2EServer;
let browser: Browser;
let customer: { context: BrowserContext; page: Page; errors: string[] };
let vendor: { context: BrowserContext; page: Page; errors: string[] };
let businessId: number;

async function open(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}

async function signIn(page: Page, email: string, landing: string) {
  await signInAs(page, server, email, landing);
}

/** A screen reached through the area's menu, as a phone user would. */
async function viaMenu(page: Page, label: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#area-menu').getByRole('link', { name: label, exact: true }).click();
}

const noHorizontalScroll = expectNoHorizontalScroll;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  customer = await open();
  vendor = await open();
  const row = await firstRow(
    server.db
      .select({ id: businesses.id })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(eq(users.email, 'vendor@example.com')),
  );
  businessId = row!.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('customer and vendor', () => {
  it('the customer posts a request from the directory', async () => {
    const { page } = customer;
    await signIn(page, 'user@example.com', '/user/dashboard');
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    await page.getByRole('heading', { name: 'Connected Businesses' }).waitFor();
    await screenshot(page, 'user-dashboard');
    await noHorizontalScroll(page);

    await page.goto(`${server.url}/businesses-directory`);
    // the server's copy of the page, then the app's (client/app/first-view.ts): the filters are the app's
    await page.waitForFunction(() => !document.getElementById('first-view'), null, { timeout: 30_000 });
    const bakeries = page.locator('#dir-category option', { hasText: 'Bakeries' });
    await bakeries.first().waitFor({ state: 'attached' });
    await page.locator('#dir-category').selectOption((await bakeries.first().getAttribute('value'))!);
    await page.getByLabel('What do you need?').fill(NEED);
    await page.getByLabel('Budget (USh)').fill('150000');
    await page.getByRole('button', { name: 'Search' }).click();
    // searching posts nothing; Get quotes opens the request form with the search filled in
    await page.getByRole('link', { name: 'Get quotes' }).click();
    await page.waitForURL('**/user/get-quotes?*');
    await expect(page.getByLabel('What do you need?').inputValue()).resolves.toBe(NEED);
    // the place comes from the profile ("Ntinda, Kampala")
    await expect(page.getByLabel('District').inputValue()).resolves.toBe('Kampala');
    await expect(page.getByLabel('Area or town').inputValue()).resolves.toBe('Ntinda');
    expect(await server.db.select().from(searches).where(eq(searches.query, NEED))).toHaveLength(0);
    await page.getByRole('button', { name: 'Review request' }).click();
    await page.getByText(/will receive your request/).waitFor();
    await screenshot(page, 'user-get-quotes-preview');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { name: 'Request posted' }).waitFor();
    const saved = await server.db.select().from(searches).where(eq(searches.query, NEED));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ budget: 150_000, district: 'Kampala', location: 'Ntinda' });
  });

  it('the vendor sees the lead, quotes it offline, and the quote syncs once back online', async () => {
    const { page, context } = vendor;
    await signIn(page, 'vendor@example.com', '/vendor/dashboard');
    // this device's first visit of the dashboard: "Welcome", not "Welcome back"
    await page.getByRole('heading', { name: /^Welcome, Kampala Fresh Bakery/ }).waitFor();
    await page.getByText('Page Visits').waitFor();
    await screenshot(page, 'vendor-dashboard');
    await noHorizontalScroll(page);

    await page.getByRole('link', { name: 'View My Leads' }).click();
    await page.waitForURL(`**/vendor/leads/${businessId}`);
    const card = page.getByRole('article', { name: `Lead: ${NEED}` });
    await card.waitFor();
    await screenshot(page, 'vendor-leads');
    await noHorizontalScroll(page);

    await goOffline(context, server);
    await card.getByRole('button', { name: 'Send Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Quote' });
    // the amount starts empty: the customer's maximum is a hint, not the vendor's price
    await expect(dialog.getByLabel(/Quote amount/).inputValue()).resolves.toBe('');
    await dialog.getByText(/Customer's budget: .*USh 150,000/).waitFor();
    await dialog.getByLabel(/Quote amount/).fill('140000');
    await dialog.getByLabel(/Message to the customer/).fill('Vanilla sponge with your theme, delivered in Ntinda.');
    await dialog.getByLabel(/Estimated duration/).fill('2 days');
    await screenshot(page, 'vendor-send-quote');
    await dialog.getByRole('button', { name: 'Send quote' }).click();
    await card.getByText('Waiting to sync').waitFor();
    await card.getByText('Quoted', { exact: true }).waitFor();
    await screenshot(page, 'vendor-leads-quote-waiting');
    const lead = (await firstRow(
      server.db
        .select()
        .from(leads)
        .innerJoin(searches, eq(searches.id, leads.searchId))
        .where(eq(searches.query, NEED)),
    ))!;
    expect(await server.db.select().from(bids).where(eq(bids.leadId, lead.leads.id))).toHaveLength(0);

    await goOnline(context, server);
    await card.getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
    const sent = await server.db.select().from(bids).where(eq(bids.leadId, lead.leads.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: 140_000, estimatedDuration: '2 days', status: 'PENDING' });
    await card.getByRole('button', { name: 'View Quote' }).click();
    await page.getByRole('dialog', { name: 'Your Quote' }).getByText('USh 140,000').waitFor();
    await screenshot(page, 'vendor-view-quote');
    await page.getByRole('dialog', { name: 'Your Quote' }).getByRole('button', { name: 'Done' }).click();
  });

  it('the customer accepts the quote and sees the bakery under Connected Businesses', async () => {
    const { page } = customer;
    await page.goto(`${server.url}/user/my-searches`);
    const card = page.getByRole('article').filter({ hasText: NEED });
    await card.getByRole('button', { name: /View Quotes \(1\)/ }).click();
    const dialog = page.getByRole('dialog', { name: /Quotes for/ });
    await dialog.getByText('Kampala Fresh Bakery').waitFor();
    await dialog.getByText('USh 140,000').waitFor();
    await screenshot(page, 'user-quotes-modal');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.getByRole('button', { name: 'Yes, accept' }).click();
    await dialog.getByText('You hired Kampala Fresh Bakery.').waitFor();
    await dialog.getByText('Accepted').waitFor();
    const lead = (await firstRow(
      server.db.select().from(bids).innerJoin(searches, eq(searches.id, bids.searchId)).where(eq(searches.query, NEED)),
    ))!;
    expect(lead.bids.status).toBe('ACCEPTED');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // hired, the job under way: it names the business (docs/product.md "After the hire")
    await card.locator('.status-badge', { hasText: 'Hired' }).waitFor();
    await card.getByRole('link', { name: 'Kampala Fresh Bakery' }).waitFor();
    await screenshot(page, 'user-my-searches');
    await noHorizontalScroll(page);

    await card.getByRole('link', { name: 'Bids & Quotes' }).click();
    await page.waitForURL('**/user/my-bids?searchId=*');
    await page.getByText('USh 140,000').waitFor();
    await screenshot(page, 'user-my-bids');

    await viaMenu(page, 'Dashboard');
    const connected = page.locator('section', { has: page.getByRole('heading', { name: 'Connected Businesses' }) });
    await connected.getByText('Kampala Fresh Bakery').waitFor();
    await connected.getByText('Connected', { exact: true }).waitFor();
    await screenshot(page, 'user-dashboard-connected');
  });

  it('the vendor fills its products up to the limit and a fourth is refused', async () => {
    const { page } = vendor;
    await viaMenu(page, 'My Business');
    await page.getByRole('heading', { name: 'Products & Services' }).waitFor();
    const count = async () =>
      (await server.db.select().from(products).where(eq(products.businessId, businessId))).length;
    const before = await count();
    expect(before).toBeLessThan(3);
    await screenshot(page, 'vendor-my-business');
    for (let n = before; n < 3; n++) {
      await page.getByRole('button', { name: 'Add Product or Service' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Product or Service' });
      await dialog.getByLabel(/Title/).fill(`Cupcakes box ${n + 1}`);
      await dialog.getByLabel(/Description/).fill('Twelve frosted cupcakes in assorted flavours.');
      await dialog.getByLabel(/Min price/).fill('24000');
      await dialog.getByLabel(/Max price/).fill('36000');
      if (n === before) await screenshot(page, 'vendor-add-product');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`Cupcakes box ${n + 1}`).waitFor();
    }
    expect(await count()).toBe(3);
    await page.getByText(PRODUCT_LIMIT).waitFor();
    await expect(page.getByRole('button', { name: 'Add Product or Service' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'vendor-my-business-full');
    const refused = await page.evaluate(async (id) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        name: 'Fourth',
        description: 'One too many',
        minPrice: '1',
        maxPrice: '2',
      }))
        form.append(k, v);
      const res = await fetch(`/api/businesses/${id}/products`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    }, businessId);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.message).toBe(PRODUCT_LIMIT);
    expect(await count()).toBe(3);
  });

  it('the vendor requests a delivery offline and it arrives exactly once', async () => {
    const { page, context } = vendor;
    await viaMenu(page, 'Deliveries');
    await page.getByRole('heading', { name: 'Deliveries' }).waitFor();
    await goOffline(context, server);
    await page.getByRole('button', { name: 'New Delivery' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Delivery' });
    await dialog.getByLabel(/Item name/).fill(DELIVERY_ITEM);
    await dialog.getByLabel(/Receiver name/).fill('Sarah Namuli');
    await dialog.getByLabel(/Receiver phone/).fill('0772 123456');
    await dialog.getByLabel(/Delivery address/).fill('Plot 4, Kira Road, Kampala');
    await dialog.getByLabel(/Fare/).fill('15000');
    await dialog.getByLabel(/Weight/).fill('2.5');
    await screenshot(page, 'vendor-new-delivery');
    await dialog.getByRole('button', { name: 'Request Delivery' }).click();
    const card = page.getByRole('article', { name: `Delivery: ${DELIVERY_ITEM}` });
    await card.getByText('Waiting to sync').waitFor();
    await screenshot(page, 'vendor-deliveries-waiting');
    const mine = async () =>
      await server.db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.businessId, businessId), eq(deliveries.itemName, DELIVERY_ITEM)));
    expect(await mine()).toHaveLength(0);

    await goOnline(context, server);
    await card.getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
    await card.getByText('Pending').waitFor();
    expect(await mine()).toHaveLength(1);
    expect((await mine())[0]).toMatchObject({
      fare: 15_000,
      weight: 2.5,
      status: 'PENDING',
      receiverName: 'Sarah Namuli',
    });
    await screenshot(page, 'vendor-deliveries');
    await noHorizontalScroll(page);
  });
});

describe('every other screen', () => {
  it('the requests, quotes and leads open from the device while offline', async () => {
    await goOffline(customer.context, server);
    await viaMenu(customer.page, 'My Searches');
    const request = customer.page.getByRole('article').filter({ hasText: NEED });
    await request.locator('.status-badge', { hasText: 'Hired' }).waitFor();
    await request.getByRole('button', { name: /View Quotes/ }).click();
    const quotes = customer.page.getByRole('dialog', { name: /Quotes for/ });
    await quotes.getByText('USh 140,000').waitFor();
    await quotes.getByText('saved on this phone').waitFor();
    await screenshot(customer.page, 'user-quotes-offline');
    await quotes.getByRole('button', { name: 'Close' }).click();
    await goOnline(customer.context, server);

    await goOffline(vendor.context, server);
    await viaMenu(vendor.page, 'Leads');
    await vendor.page
      .getByRole('article', { name: `Lead: ${NEED}` })
      .getByText('Won', { exact: true })
      .waitFor();
    await screenshot(vendor.page, 'vendor-leads-offline');
    await goOnline(vendor.context, server);
  });

  it('renders the rest of the user area', async () => {
    const { page } = customer;
    for (const [label, heading, shot] of [
      ['My Reviews', 'My Reviews', 'user-my-reviews'],
      ['Profile Settings', 'Profile Settings', 'user-profile'],
      ['Settings', 'Settings', 'user-settings'],
      ['Product Reviews', 'My Product Reviews', 'user-product-reviews'],
    ] as const) {
      await viaMenu(page, label);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, shot);
      await noHorizontalScroll(page);
    }
    await viaMenu(page, 'My Bids & Quotes');
    await page.getByRole('heading', { name: 'My Bids & Quotes' }).waitFor();
    await page.getByText(`For: ${NEED}`).waitFor();
    await screenshot(page, 'user-my-bids-all');

    await viaMenu(page, 'Profile Settings');
    await page.getByLabel('Location').fill('Kira, Wakiso');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    const saved = (await firstRow(server.db.select().from(users).where(eq(users.email, 'user@example.com'))))!;
    expect(saved.location).toBe('Kira, Wakiso');
    await expect(page.evaluate(() => localStorage.getItem('soko-session'))).resolves.toContain('Kira, Wakiso');

    await viaMenu(page, 'Product Reviews');
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please fill in all required fields').waitFor();
    await page.getByLabel(/Product Name/).fill('Tecno Spark 20');
    await page.getByLabel(/Category/).selectOption({ label: 'Electronics & Phones' });
    await page.getByTitle('4 of 5').click();
    await page.getByText('4/5').waitFor();
    await page.getByLabel('Amount Paid').fill('USh 520,000');
    await screenshot(page, 'user-product-review-form');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Product review submitted! It will appear once an admin has approved it.').waitFor();
    await page.getByRole('article').filter({ hasText: 'Tecno Spark 20' }).first().waitFor();
    await expect
      .poll(
        async () =>
          (await server.db.select().from(productReviews).where(eq(productReviews.name, 'Tecno Spark 20'))).length,
      )
      .toBe(1);

    await page.goto(`${server.url}/user/nowhere`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'user-not-found');
  });

  it('renders the rest of the vendor area and files a report', async () => {
    const { page } = vendor;
    for (const [label, heading, shot] of [
      ['My Reviews', 'My Reviews', 'vendor-reviews'],
      ['Product Reviews', 'Product Reviews', 'vendor-product-reviews'],
      ['Profile', 'Profile Settings', 'vendor-profile'],
      ['Settings', 'Settings', 'vendor-settings'],
    ] as const) {
      await viaMenu(page, label);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, shot);
      await noHorizontalScroll(page);
    }
    await viaMenu(page, 'My Reviews');
    const report = page.getByRole('button', { name: /^Report review by/ }).first();
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'Report Review' });
    await dialog.getByLabel(/Reason/).selectOption('fake');
    await dialog.getByLabel(/Details/).fill('This customer never ordered from us.');
    await screenshot(page, 'vendor-report-review');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await page.getByText('Our team will look into this review').waitFor();
    const filed = await server.db.select().from(reports).where(eq(reports.targetType, 'review'));
    expect(filed.some((r) => r.reason === 'fake' && r.description === 'This customer never ordered from us.')).toBe(
      true,
    );

    await page.goto(`${server.url}/vendor/leads`);
    await page.getByText('Business ID Required').waitFor();
    await screenshot(page, 'vendor-leads-no-id');

    await page.goto(`${server.url}/user/dashboard`);
    await page.waitForURL('**/login');
    expect(customer.errors).toEqual([]);
    expect(vendor.errors).toEqual([]);
  });
});
