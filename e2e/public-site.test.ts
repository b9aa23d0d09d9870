/**
 * The public site in headless Chromium on a 360 × 740 phone: browse home → category → profile →
 * product dialog; sign in as the demo USER and review the demo vendor's bakery; send a contact
 * message; an unknown path. Every public screen is screenshotted (phone and desktop), checked
 * for horizontal scrolling, and any console error fails the run.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businessPath } from '../client/lib/format';
import { businesses, categories, messages } from '../db/schema';
import { DESKTOP, goOffline, goOnline, launchBrowser, PHONE, screenshot, watchPageErrors } from './support/browser';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

let server: E2EServer;
let browser: Browser;
let bakeryPath: string;
/** The first pull downloads and stores the whole demo directory: slow on a busy CI machine. */
const FIRST_SYNC = { timeout: 90_000 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const bakery = (await firstRow(
    server.db.select().from(businesses).where(eq(businesses.name, 'Kampala Fresh Bakery')),
  ))!;
  bakeryPath = businessPath(bakery);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function noSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string) {
  await noSideways(page);
  await screenshot(page, name);
}

it('a visitor browses home → category → business profile → product dialog', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const errors = watchPageErrors(page);
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Find trusted businesses across Uganda' }).waitFor();
  await page.getByRole('heading', { name: 'Top categories' }).waitFor();
  await page.getByRole('heading', { name: 'Top rated vendors' }).waitFor();
  expect(await page.getByRole('link', { name: /Find what you need/ }).getAttribute('href')).toBe(
    '/businesses-directory?sortBy=relevance',
  );
  await shoot(page, 'public-home-phone');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Categories' }).click();
  await page.getByRole('heading', { name: 'Popular categories' }).waitFor(FIRST_SYNC);
  await shoot(page, 'public-categories-phone');
  await page
    .getByRole('link', { name: /^Bakeries/ })
    .first()
    .click();
  await page.waitForURL(/\/category\/\d+\/Bakeries$/);
  await page.getByRole('heading', { level: 1, name: 'Bakeries' }).waitFor();
  await page.getByRole('heading', { name: 'Kampala Fresh Bakery' }).waitFor();
  expect(await page.title()).toBe('Bakeries Businesses in Uganda');
  await shoot(page, 'public-category-phone');

  await page.goto(server.url + bakeryPath);
  await page.getByRole('heading', { level: 1, name: 'Kampala Fresh Bakery' }).waitFor();
  await page.getByText('Verified').first().waitFor();
  expect(await page.title()).toContain('Kampala Fresh Bakery');
  expect(await page.getAttribute('meta[name="keywords"]', 'content')).toContain('Bakeries');
  expect(
    await page
      .getByRole('link', { name: /WhatsApp/ })
      .first()
      .getAttribute('href'),
  ).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  await shoot(page, 'public-business-profile-phone');

  await page.getByRole('button', { name: /Birthday Cake/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Birthday Cake' });
  await dialog.waitFor();
  await dialog.getByText('USh 45,000 - USh 180,000').waitFor();
  await dialog.getByText('Listed').waitFor();
  await screenshot(page, 'public-product-dialog-phone');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(errors).toEqual([]);
  await page.close();
});

it('the demo USER signs in, reviews the bakery and sees the review pending', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const errors = watchPageErrors(page);
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/Email/).fill('user@example.com');
  await shoot(page, 'public-login-phone');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL(/\/verify$/);
  expect(await page.locator('.countdown strong').textContent()).toMatch(/^(5:00|4:[0-5]\d)$/);
  const verify = page.getByRole('button', { name: 'Verify' });
  expect(await verify.isDisabled()).toBe(true);
  await page.getByLabel('Digit 1 of 6').fill(server.latestCode('user@example.com'));
  await shoot(page, 'public-verify-phone');
  await verify.click();
  await page.waitForURL(/\/user\/dashboard$/);
  // the directory is downloaded once, so the review's push is not queued behind the first pull
  await page.goto(`${server.url}/busines-categories`);
  await page.getByRole('heading', { name: 'Popular categories' }).waitFor(FIRST_SYNC);

  await page.goto(server.url + bakeryPath);
  await page.getByRole('heading', { name: 'Write a Review' }).waitFor();
  const submit = page.getByRole('button', { name: 'Submit Review' });
  expect(await submit.isDisabled()).toBe(true);
  await page.getByText('Please select a rating').waitFor();
  await page.locator('label.star-option').nth(3).click();
  const comment = `Ordered a birthday cake for my daughter, lovely work ${Date.now()}`;
  await page.getByLabel('Your review (optional)').fill(`  ${comment}  `);
  await submit.click();
  await page.getByText('Review submitted successfully!').waitFor();
  const mine = page.locator('.review-item', { hasText: comment });
  await mine.getByText('Pending approval').waitFor();
  await shoot(page, 'public-review-pending-phone');
  expect(errors).toEqual([]);
  await page.close();
});

it('the directory mirrors its filters in the query string and searches the synced businesses', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const errors = watchPageErrors(page);
  // a phone that runs the app starts it at once on a list (a first visit's plain form: e2e/server-pages.test.ts)
  await page.addInitScript(() => localStorage.setItem('soko.app-ran', '1'));
  await page.goto(`${server.url}/businesses-directory?sortBy=relevance`);
  await page.locator('.biz-card').first().waitFor(FIRST_SYNC);
  expect(await page.getByLabel('What do you need?').count()).toBe(0);
  await page.getByLabel('Category').selectOption({ label: '🎂 Bakeries' });
  await page.getByLabel('What do you need?').fill('birthday cake');
  await page.getByLabel('Budget (USh)').fill('50000-200000');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/query=birthday\+cake/);
  const url = new URL(page.url());
  expect(url.searchParams.get('priceRange')).toBe('50000-200000');
  expect(url.searchParams.get('service')).toBe('Bakeries');
  expect(url.searchParams.get('categoryId')).toMatch(/^\d+$/);
  await page.getByRole('heading', { name: 'Kampala Fresh Bakery' }).waitFor();
  await page.getByLabel('Sort by').selectOption('response');
  await page.waitForURL(/sortBy=response/);
  // a need that fits nothing in the chosen category shows the category's businesses, and says so
  await page.getByLabel('What do you need?').fill('no such thing at all zzz');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByText('No business in this category matched your search, so here are all of its businesses.')
    .waitFor();
  await page.getByRole('heading', { name: 'Kampala Fresh Bakery' }).waitFor();
  await shoot(page, 'public-directory-fallback-phone');
  expect(errors).toEqual([]);
  await page.close();
});

it('a visitor sends a contact message, and an unknown path says Page Not Found', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const errors = watchPageErrors(page);
  await page.goto(`${server.url}/contact-us?subject=Request New Category`);
  expect(await page.getByLabel(/^Subject/).inputValue()).toBe('Request New Category');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Full name is required').waitFor();
  await page.getByLabel(/^Full name/).fill('Amina Nakato');
  await page.getByLabel(/^Email/).fill('amina@example.com');
  await page.getByLabel(/^Message/).fill('Please add a category for solar installers.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText("Thank you for your message! We'll get back to you within 24 hours.").waitFor();
  await shoot(page, 'public-contact-phone');

  await page.goto(`${server.url}/no-such-page`);
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Back to Home' }).waitFor();
  await shoot(page, 'public-not-found-phone');
  expect(errors).toEqual([]);
  await page.close();
});

it('offline, synced lists and the profile still render, and a contact message waits for the connection', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(server.url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.goto(`${server.url}/busines-categories`);
  await page.getByRole('heading', { name: 'Popular categories' }).waitFor(FIRST_SYNC);
  const bakeries = (await firstRow(server.db.select().from(categories).where(eq(categories.name, 'Bakeries'))))!;
  await page.goto(`${server.url}/category/${bakeries.id}/Bakeries`);
  await page.getByRole('heading', { name: 'Kampala Fresh Bakery' }).waitFor();

  await goOffline(context, server);
  await page.goto(`${server.url}/service-and-products`);
  await page.locator('.service-card').first().waitFor();
  await page.goto(server.url + bakeryPath);
  await page.getByRole('heading', { level: 1, name: 'Kampala Fresh Bakery' }).waitFor();
  await shoot(page, 'public-business-profile-offline-phone');
  await page.goto(`${server.url}/login`);
  await page
    .getByText(/Signing in needs an internet connection/)
    .first()
    .waitFor();

  await page.goto(`${server.url}/contact-us`);
  await page.getByLabel(/^Full name/).fill('Okello Peter');
  await page.getByLabel(/^Email/).fill('okello@example.com');
  await page.getByLabel(/^Subject/).fill('Written on the bus');
  await page.getByLabel(/^Message/).fill('Sent while my phone had no data bundle.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText(/will be sent when the connection returns/).waitFor();
  await shoot(page, 'public-contact-offline-phone');
  const sent = async () =>
    (await server.db.select().from(messages).where(eq(messages.subject, 'Written on the bus'))).length;
  expect(await sent()).toBe(0);
  await goOnline(context, server);
  await expect.poll(sent, { timeout: 20_000 }).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

const SCREENS: [string, string, string][] = [
  ['/', 'home', 'Top rated vendors'],
  ['/businesses-directory?sortBy=relevance', 'directory', 'Vendors & Businesses'],
  ['/busines-categories', 'categories', 'Popular categories'],
  ['/service-and-products', 'services', 'Products & Services'],
  ['/product-reviews', 'product-reviews', 'Product Reviews'],
  ['/surveys', 'surveys', 'Surveys'],
  ['/register', 'register', 'Create your account'],
  ['/privacy-policy', 'privacy', 'Privacy Policy'],
  ['/faq', 'faq', 'Frequently asked questions'],
  ['/help', 'help', 'Help centre'],
];

it('every public screen renders on a phone and on a desktop without sideways scrolling', async () => {
  for (const [viewport, suffix] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    const page = await browser.newPage({ viewport });
    const errors = watchPageErrors(page);
    for (const [path, name, heading] of SCREENS) {
      await page.goto(server.url + path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page.locator('.page-loading').waitFor({ state: 'detached', ...FIRST_SYNC });
      await shoot(page, `public-${name}-${suffix}`);
    }
    await page.goto(server.url + bakeryPath);
    await page.getByRole('heading', { name: 'Customer Reviews' }).waitFor();
    await shoot(page, `public-business-profile-${suffix}`);
    await page.goto(`${server.url}/surveys`);
    await page
      .getByRole('link', { name: /Take Survey/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Submit Survey' }).waitFor();
    await page
      .getByRole('heading', { name: 'Your Information' })
      .or(page.getByText('Your Information'))
      .first()
      .waitFor();
    await shoot(page, `public-survey-take-${suffix}`);
    expect(errors).toEqual([]);
    await page.close();
  }
});
