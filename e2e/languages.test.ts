/**
 * Languages (docs/product.md "Languages"), on a 360-px phone whose browser prefers Luganda: the
 * server's page and the app speak Luganda on home, a profile, Get quotes and the vendor's Leads;
 * Settings › Language switches to Swahili, kept on the account, whose next sign-in code comes by
 * e-mail in Swahili even to an English browser. The expected words are read from the catalogs
 * (server/i18n/catalogs.ts), so a reviewer's better translation does not break the test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OTP_RESEND_COOLDOWN_SECONDS } from '../sync/constants';
import { loadLocales } from '../server/i18n/catalogs';
import { launchBrowser, screenshot, watchPageErrors } from './support/browser';
import { startServer, type E2EServer } from './support/server';

const PHONE = { width: 360, height: 740 };
let browser: Browser;
let server: E2EServer;
let lg: I18n;
let sw: I18n;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ lg, sw } = await loadLocales());
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Signs in through the real screens, by their form controls (their labels are in Luganda). */
async function signIn(page: Page, email: string, landing: string) {
  await page.goto(`${server.url}/login`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL('**/verify');
  await expect.poll(() => codeMailedTo(email)).toBeTruthy();
  await page.locator('form input').first().fill(server.latestCode(email));
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(`**${landing}`);
}

function codeMailedTo(email: string): string | undefined {
  const files = readdirSync(server.mailDir)
    .filter((f) => f.includes(email))
    .sort();
  return files.length ? readFileSync(join(server.mailDir, files.at(-1)!), 'utf8') : undefined;
}

it('a phone that prefers Luganda reads Luganda, switches to Swahili, and gets its code in Swahili', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'lg' });
  const page = await context.newPage();
  const errors = watchPageErrors(page);

  // home, as the server sends it and as the app shows it
  const home = await page.goto(`${server.url}/`);
  expect(await home!.text()).toContain('<html lang="lg">');
  await page.getByRole('heading', { name: lg._(msg`Find trusted businesses across Uganda`) }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('lg');

  await page.goto(`${server.url}/business-profile/1`);
  await page.getByRole('heading', { name: lg._(msg`Customer Reviews`) }).waitFor();
  await screenshot(page, 'languages-profile-lg');

  await signIn(page, 'user@example.com', '/user/dashboard');
  await page.goto(`${server.url}/user/get-quotes`);
  await page.getByRole('heading', { name: lg._(msg`Get quotes`) }).waitFor();
  await screenshot(page, 'languages-get-quotes-lg');

  // Settings › Language: Swahili, on the device and on the account
  await page.goto(`${server.url}/user/settings`);
  await page
    .getByLabel(lg._(msg`Language`))
    .first()
    .selectOption('sw');
  await page.getByRole('heading', { name: sw._(msg`Settings`), exact: true }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('sw');
  await screenshot(page, 'languages-settings-sw');
  expect(errors).toEqual([]);
  await context.close();

  const vendorContext = await browser.newContext({ viewport: PHONE, locale: 'lg' });
  const vendor = await vendorContext.newPage();
  await signIn(vendor, 'vendor@example.com', '/vendor/dashboard');
  await vendor.getByRole('link', { name: lg._(msg`View My Leads`) }).click();
  await vendor.getByRole('heading', { name: lg._(msg`Leads`), level: 1 }).waitFor();
  await screenshot(vendor, 'languages-leads-lg');
  await vendorContext.close();

  // the next code the account asks for (after the resend cooldown) comes in its language
  await new Promise((resolve) => setTimeout(resolve, (OTP_RESEND_COOLDOWN_SECONDS + 1) * 1000));
  const englishContext = await browser.newContext({ viewport: PHONE, locale: 'en' });
  const english = await englishContext.newPage();
  await signIn(english, 'user@example.com', '/user/dashboard');
  const mail = codeMailedTo('user@example.com')!;
  const code = server.latestCode('user@example.com');
  expect(mail).toContain(sw._(msg`Your sign-in code is ${code}`));
  await englishContext.close();
});
