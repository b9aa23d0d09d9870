/**
 * The key of a page's kept copies (public-pages.ts pageQueryKey): what of its query string the page
 * reads. Two addresses of one page share it whatever else they carry; any value the page reads
 * makes another.
 */
import { expect, it } from 'vitest';
import { pageQueryKey } from './public-pages';

it("the directory: the form's address, the app's and one with junk or another order are one page", () => {
  const app = pageQueryKey('/businesses-directory', '?query=cake&service=Food+%26+Drinks&categoryId=3&sortBy=rating');
  for (const same of [
    '?categoryId=3&query=cake&sortBy=rating',
    '?sortBy=rating&query=cake&categoryId=3&utm_source=whatsapp',
    '?query=cake&service=anything&categoryId=3&sortBy=rating&lang=lg',
  ])
    expect(pageQueryKey('/businesses-directory', same), same).toBe(app);
  expect(pageQueryKey('/businesses-directory/', '?categoryId=3&query=cake&sortBy=rating')).toBe(app);
  // the default sort is the page without one
  expect(pageQueryKey('/businesses-directory', '')).toBe(pageQueryKey('/businesses-directory', '?sortBy=relevance'));
  expect(pageQueryKey('/businesses-directory', '?sortBy=nonsense')).toBe(pageQueryKey('/businesses-directory', ''));
});

it('the directory: every filter it reads makes another page', () => {
  const base = new URLSearchParams({ categoryId: '3', query: 'cake', priceRange: '1000-5000', sortBy: 'rating' });
  const keyOf = (params: URLSearchParams) => pageQueryKey('/businesses-directory', `?${params.toString()}`);
  const keys = new Set([keyOf(base)]);
  for (const [name, other] of [
    ['categoryId', '4'],
    ['query', 'bread'],
    // the page shows the need as typed, in the form's field
    ['query', ' cake'],
    ['priceRange', '1000-6000'],
    ['sortBy', 'price-asc'],
  ] as const) {
    const changed = new URLSearchParams(base);
    changed.set(name, other);
    keys.add(keyOf(changed));
  }
  expect(keys.size).toBe(6);
});

it("a category's page: one per sort, and nothing else of its address", () => {
  const path = '/category/14/Plumbing%20%26%20Electrical';
  expect(pageQueryKey(path, '')).toBe('');
  expect(pageQueryKey(path, '?sortBy=nonsense&utm_source=x&lang=sw')).toBe('');
  expect(pageQueryKey(path, '?sortBy=rating&x=1')).toBe('?sortBy=rating');
  expect(pageQueryKey(path, '?sortBy=reviews')).not.toBe(pageQueryKey(path, '?sortBy=rating'));
  // a district's page has no sort
  expect(pageQueryKey(`${path}/kampala`, '?sortBy=rating')).toBe('');
});

it("contact's subject and the product reviews' page; other pages read no query at all", () => {
  expect(pageQueryKey('/contact-us', '?subject=Request+New+Category&ref=x')).toBe('?subject=Request+New+Category');
  expect(pageQueryKey('/contact-us', '?subject=')).toBe('');
  expect(pageQueryKey('/product-reviews', '?page=1&x=2')).toBe('');
  expect(pageQueryKey('/product-reviews', '?page=3')).toBe('?page=3');
  expect(pageQueryKey('/product-reviews', '?page=-2')).toBe('');
  for (const path of ['/', '/busines-categories', '/faq', '/business-profile/12/kampala-fresh-bakery'])
    expect(pageQueryKey(path, '?sortBy=rating&page=2&subject=x&query=y'), path).toBe('');
});
