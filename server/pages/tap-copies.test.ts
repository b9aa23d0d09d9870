/**
 * A page whose app starts only on a tap (a shared profile, a category's page for a district) carries
 * inert copies of what its first tap opens, for the loader to open without the app
 * (client/first-view/tap-copies.tsx, docs/decisions/010-a-shared-link-is-a-page-first.md): the
 * menu, and each product's details dialog in the order of its cards. A page that starts the app at
 * once carries none. The real app on a real SQLite file; the shell is the app's own index.html.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businesses, categories, products } from '../../db/schema';
import { businessPath, categoryPath, slugify } from '../../sync/public-pages';
import { writePageShell } from '../../test/helpers/page-shell';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { firstRow } from '../../db/query';

let t: TestApp;
let bakery: typeof businesses.$inferSelect;
let food: typeof categories.$inferSelect;

beforeAll(async () => {
  t = createTestApp({ demo: true });
  writePageShell(t);
  bakery = (await firstRow(t.db.select().from(businesses).where(eq(businesses.name, 'Kampala Fresh Bakery'))))!;
  food = (await firstRow(t.db.select().from(categories).where(eq(categories.id, bakery.categoryId!))))!;
});
afterAll(() => t.close());

async function page(path: string) {
  const res = await t.request('GET', path);
  expect(res.status, path).toBe(200);
  return res.text;
}

const template = (html: string, id: string) =>
  new RegExp(`<template id="${id}">([\\s\\S]*?)</template>`).exec(html)?.[1] ?? null;
/** The text between tags, in order, one string. */
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

it("a shared profile carries its products' dialogs, in its cards' order, and the open menu", async () => {
  const html = await page(businessPath(bakery));
  const listed = await t.db.select().from(products).where(eq(products.businessId, bakery.id));
  expect(listed.length).toBeGreaterThan(1);

  const dialogs = template(html, 'first-view-products');
  expect(dialogs).not.toBeNull();
  const titles = [...dialogs!.matchAll(/<dialog class="modal"[^>]*>[\s\S]*?<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
  const cards = [...html.matchAll(/<span class="product-name">([^<]*)<\/span>/g)].map((m) => m[1]);
  expect(titles).toEqual(cards);
  expect(titles).toHaveLength(listed.length);
  // closed: the loader opens them (showModal), nothing of them shows or loads before
  expect(dialogs).not.toMatch(/<dialog[^>]* open/);
  // their dates marked for the phone's clock, their contact links prefilled
  expect(dialogs).toContain('data-clock="date-time"');
  expect(dialogs).toContain('https://wa.me/');
  expect(dialogs).toContain('mailto:');

  const menu = template(html, 'first-view-menu');
  expect(menu).toMatch(/^<button[^>]*aria-expanded="true"[^>]*aria-controls="mobile-menu"[^>]*aria-label="Close menu"/);
  expect(menu).toContain('<nav id="mobile-menu"');
  expect(words(menu!)).toContain('Categories');
  // the page's own button is the closed one
  expect(html.replace(/<template[\s\S]*?<\/template>/g, '')).not.toContain('id="mobile-menu"');
});

it("a category's page, for a district too, and the directory carry the menu; home, whose app starts at once, nothing", async () => {
  for (const path of [
    `${categoryPath(food)}/${slugify(bakery.district)}`,
    categoryPath(food),
    '/businesses-directory',
  ]) {
    const html = await page(path);
    expect(template(html, 'first-view-menu'), path).toContain('<nav id="mobile-menu"');
    expect(template(html, 'first-view-products'), path).toBeNull();
  }
  expect(await page('/')).not.toContain('<template');
});
