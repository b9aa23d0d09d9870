/**
 * Verification end to end (docs/product.md "Verification"), in headless Chromium over the demo
 * data: the demo vendor, already verified without details, adds its registration number from My
 * Business on a phone; the admin ticks what was checked on the Verification screen and approves;
 * the public profile's badge then says what was verified and when.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { businesses, users, verificationRequests } from '../db/schema';
import { DESKTOP, launchBrowser, PHONE, screenshot, signInAs, watchPageErrors } from './support/browser';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

const REGISTRATION = '80020001234567';
let server: E2EServer;
let browser: Browser;
let bakery: { id: number; name: string };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  bakery = (await firstRow(
    server.db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(eq(users.email, 'vendor@example.com')),
  ))!;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('a vendor asks, the admin records what was checked and approves, the badge says so', async () => {
  const vendor = await browser.newPage({ viewport: PHONE });
  const vendorErrors = watchPageErrors(vendor);
  await signInAs(vendor, server, 'vendor@example.com', '/vendor/dashboard');
  await vendor.goto(`${server.url}/vendor/my-business`);
  const card = vendor.locator('section', { has: vendor.getByRole('heading', { name: 'Get verified' }) });
  await card.getByLabel(/Registration number/).fill(REGISTRATION);
  await card.getByRole('button', { name: /Add registration number|Ask for verification/ }).click();
  await card.getByText('Waiting').waitFor();
  await screenshot(vendor, 'verification-vendor-waiting');
  const request = await firstRow(
    server.db.select().from(verificationRequests).where(eq(verificationRequests.businessId, bakery.id)),
  );
  expect(request).toMatchObject({ status: 'PENDING', registrationNumber: REGISTRATION });

  const admin = await browser.newPage({ viewport: DESKTOP });
  const adminErrors = watchPageErrors(admin);
  await signInAs(admin, server, 'admin@example.com', '/admin/dashboard');
  await admin.goto(`${server.url}/admin/verification`);
  const pending = admin.getByRole('article', { name: `Verification of ${bakery.name}` });
  await pending.getByText(REGISTRATION).waitFor();
  await pending.getByLabel('Phone number confirmed').check();
  await pending.getByLabel('Registration number checked').check();
  await screenshot(admin, 'verification-admin-pending');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect
    .poll(
      async () =>
        (await firstRow(server.db.select().from(businesses).where(eq(businesses.id, bakery.id))))?.verifiedChecks,
    )
    .toBe('phone,registration');

  const month = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Kampala',
  }).format(new Date());
  const visitor = await browser.newPage({ viewport: PHONE });
  const visitorErrors = watchPageErrors(visitor);
  await visitor.goto(`${server.url}/business-profile/${bakery.id}`);
  await visitor
    .getByText(`Verified · phone number confirmed, registration number checked · ${month}`)
    .first()
    .waitFor({ timeout: 30_000 });
  await screenshot(visitor, 'verification-public-badge');
  expect([...vendorErrors, ...adminErrors, ...visitorErrors]).toEqual([]);
});
