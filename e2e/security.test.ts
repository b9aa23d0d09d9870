/**
 * Browser hardening in headless Chromium (ASVS 5.0 V3.2 unintended content interpretation, V3.4
 * browser security headers): the built shell has no inline script and is served with a strict
 * CSP; a review and a product review whose text is markup are shown as text on the business
 * profile and the product reviews page — no element is created from them and no script runs.
 */
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businessPath } from '../client/lib/format';
import { businesses, categories, productReviews, reviews, users } from '../db/schema';
import { launchBrowser, PHONE, watchPageErrors } from './support/browser';
import { e2eDistDir } from './support/dist-dir';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

const FIRST_SYNC = { timeout: 90_000 };
const PAYLOAD = `<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2"><b>bold</b>`;

let server: E2EServer;
let browser: Browser;
let bakeryPath: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const bakery = (await firstRow(
    server.db.select().from(businesses).where(eq(businesses.name, 'Kampala Fresh Bakery')),
  ))!;
  bakeryPath = businessPath(bakery);
  const author = await firstRow(
    server.db
      .insert(users)
      .values({
        firstName: '<img src=x onerror="window.__xss = 3">',
        lastName: 'Mallory',
        email: 'mallory@xss.test',
        isVerified: true,
      })
      .returning(),
  );
  await server.db
    .insert(reviews)
    .values({ businessId: bakery.id, userId: author.id, rating: 5, comment: PAYLOAD, status: 'APPROVED' });
  const category = (await firstRow(server.db.select().from(categories)))!;
  await server.db.insert(productReviews).values({
    userId: author.id,
    categoryId: category.id,
    name: `Gadget ${PAYLOAD}`,
    rating: 4,
    comment: PAYLOAD,
    status: 'APPROVED',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('the built shell has no inline script and comes with a strict CSP', async () => {
  const html = readFileSync(join(e2eDistDir(), 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(attrs).toMatch(/\bsrc=/);
    expect(body!.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  const res = await fetch(`${server.url}${bakeryPath}`);
  const csp = res.headers.get('content-security-policy') ?? '';
  const scriptSrc = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'));
  expect(scriptSrc).toBe("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
});

it('a review holding markup shows as text on the business profile; nothing runs', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const errors = watchPageErrors(page);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(server.url + bakeryPath);
  const item = page.locator('.review-item', { hasText: 'window.__xss = 1' });
  await item.waitFor(FIRST_SYNC);
  const text = await item.textContent();
  expect(text).toContain('<script>window.__xss = 1</script>');
  expect(text).toContain('<b>bold</b>');
  expect(await item.locator('script, img[src="x"], b').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

it('a product review holding markup is inert on the product reviews page', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const errors = watchPageErrors(page);
  await page.goto(`${server.url}/product-reviews`);
  await page.getByText('Gadget <script>', { exact: false }).first().waitFor(FIRST_SYNC);
  expect(await page.locator('main script').count()).toBe(0);
  expect(await page.locator('main img[src="x"], main b').count()).toBe(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(errors).toEqual([]);
  await page.close();
});
