import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../../db/schema';
import { type Pagination } from '../../../sync/answers/envelope';
import { SEARCH_MAX_LIMIT } from '../../../sync/constants';
import { parsePriceRange } from '../../../sync/schemas/business';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { searchWords } from '../../../sync/search-words';
import { ftsQuery } from './business-search';
import { searchIndexOf } from './business-search-fts';
import { loadBusinessViews } from './business-view';
import { insertBusiness, insertCategory, insertProduct } from './test-fixtures';

let t: TestApp;
const id: Record<string, number> = {};
let bakery: number;
let plumbing: number;

beforeAll(async () => {
  t = createTestApp();
  bakery = await insertCategory(t, 'Bakery');
  plumbing = await insertCategory(t, 'Plumbing');
  const add = async (key: string, values: Parameters<typeof insertBusiness>[1]) =>
    (id[key] = await insertBusiness(t, values));
  await add('fresh', {
    name: 'Kampala Fresh Bakery',
    categoryId: bakery,
    rating: 4.5,
    totalReviews: 10,
    responseMinutes: 30,
  });
  await add('sweet', { name: 'Sweet Treats', categoryId: bakery, rating: 4.8, totalReviews: 3, responseMinutes: 10 });
  await add('bread', { name: 'Daily Bread', categoryId: bakery, rating: 3.9, totalReviews: 25 });
  await add('pipes', { name: 'Pipe Masters', categoryId: plumbing, rating: 4, totalReviews: 8, responseMinutes: 60 });
  await add('hidden', { name: 'Hidden Cakes', categoryId: bakery, rating: 5, totalReviews: 50, isActive: false });
  await add('bare', {
    name: 'Bare Fixers',
    tagline: 'The plumber who comes on Sundays',
    categoryId: plumbing,
    rating: 2,
    totalReviews: 1,
    responseMinutes: 5,
  });
  await add('palace', { name: 'Cake Palace', categoryId: bakery, rating: 1, totalReviews: 0 });
  await add('plumber', { name: 'Mbale Plumber', categoryId: plumbing, rating: 3, totalReviews: 2, isActive: false });
  await insertProduct(t, id.fresh!, { name: 'Wedding Cake', minPrice: 50_000, maxPrice: 300_000 });
  await insertProduct(t, id.sweet!, { name: 'Birthday Cake', minPrice: 20_000, maxPrice: 100_000 });
  await insertProduct(t, id.bread!, { name: 'Bread loaf', price: 5_000 });
  await insertProduct(t, id.pipes!, { name: 'Pipe repair', kind: 'service', minPrice: 100_000, maxPrice: 1_000_000 });
  await insertProduct(t, id.hidden!, { name: 'Cake', price: 1_000 });
});
afterAll(() => t.close());

async function search(body: Record<string, unknown>) {
  const res = await t.request('POST', '/api/businesses/search', { json: body });
  expect(res.status, res.text).toBe(200);
  return res.data as { success: boolean; businesses: { id: number }[]; pagination: Pagination };
}
const names = (data: { businesses: { id: number }[] }) =>
  data.businesses.map((b) => Object.keys(id).find((k) => id[k] === b.id));

describe('POST /api/businesses/search', () => {
  it('answers { success, businesses, pagination } with card fields', async () => {
    const data = await search({});
    expect(data).toMatchObject({
      success: true,
      pagination: { page: 1, limit: 20, total: 6, totalPages: 1, pages: 1 },
      fallback: false,
    });
    expect(data.businesses[0]).toMatchObject({
      id: id.sweet,
      name: 'Sweet Treats',
      category: { name: 'Bakery' },
      minPrice: 20_000,
      maxPrice: 100_000,
      _count: { products: 1, reviews: 3 },
    });
  });

  it('finds a business by one of its product names, never inactive ones', async () => {
    expect(names(await search({ query: 'birthday' }))).toEqual(['sweet']);
    expect(names(await search({ query: 'cake' })).sort()).toEqual(['fresh', 'palace', 'sweet']);
  });

  it('matches other forms of a word by its stem', async () => {
    expect(names(await search({ query: 'cakes' })).sort()).toEqual(['fresh', 'palace', 'sweet']);
    expect(names(await search({ query: 'weddings' }))).toEqual(['fresh']);
    expect(names(await search({ query: 'pipes repairs' }))).toEqual(['pipes']);
    expect(names(await search({ query: 'plumbers' }))).toEqual(['bare']);
    expect(names(await search({ query: 'plumbing' })).sort()).toEqual(['bare', 'pipes']);
  });

  it('takes a word the index does not hold whole as the beginning of longer words', async () => {
    expect(names(await search({ query: 'wedd' }))).toEqual(['fresh']);
    expect(names(await search({ query: 'weddin' }))).toEqual(['fresh']);
    // the business that fits both words first, then those that fit one
    expect(names(await search({ query: 'birthd cake' }))[0]).toBe('sweet');
    expect(names(await search({ query: 'brea' }))).toEqual(['bread']);
  });

  it('checks whether the index holds a word only when looking it up whole finds nothing', async () => {
    // each check is a statement of its own: a round trip on PostgreSQL
    const holds = vi.spyOn(searchIndexOf(t.db), 'holds');
    try {
      expect(names(await search({ query: 'weddings' }))).toEqual(['fresh']);
      expect(names(await search({ query: 'birthday cake', sortBy: 'relevance' }))[0]).toBe('sweet');
      expect(holds).not.toHaveBeenCalled();
      // found nothing whole: checked, and looked up by its beginnings
      expect(names(await search({ query: 'wedd' }))).toEqual(['fresh']);
      expect(holds).toHaveBeenCalledWith(expect.anything(), 'wedd');
      // held, by an inactive business only: checked, and the whole word's answer stands
      holds.mockClear();
      expect(names(await search({ query: 'hidden' }))).toEqual([]);
      expect(holds.mock.calls.map(([, word]) => word)).toEqual(['hidden']);
    } finally {
      holds.mockRestore();
    }
  });

  it('answers the cards of a ranked page as the cards read by their ids', async () => {
    // read in the statement that ranks the page (findBusinesses, `cards`)
    for (const body of [
      { query: 'cake' },
      { query: 'cake', sortBy: 'rating' },
      { query: 'cake', page: 2, limit: 2 },
      { query: 'wedding cake' },
      { query: 'wedding cake', page: 2, limit: 1 },
    ]) {
      const data = await search(body);
      const ids = data.businesses.map((b) => b.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(data.businesses).toEqual(JSON.parse(JSON.stringify(await loadBusinessViews(t.db, ids))));
    }
  });

  it('ranks a match in the name above a match in products for relevance', async () => {
    expect(names(await search({ query: 'cake', sortBy: 'relevance' }))[0]).toBe('palace');
    expect(names(await search({ query: 'cake', sortBy: 'rating' }))).toEqual(['sweet', 'fresh', 'palace']);
  });

  it('finds what fits any word, those that fit every word first', async () => {
    const weddingCake = names(await search({ query: 'wedding cake' }));
    expect(weddingCake[0]).toBe('fresh');
    expect(weddingCake.slice(1).sort()).toEqual(['palace', 'sweet']);
    expect(names(await search({ query: 'wedding pipe' })).sort()).toEqual(['fresh', 'pipes']);
    // numbers and filler words are not looked up
    expect(names(await search({ query: 'birthday cake for 30 people' }))[0]).toBe('sweet');
  });

  it('treats FTS syntax as plain words and text without words as no query', async () => {
    expect((await search({ query: 'cake" OR name:* NEAR(' })).pagination.total).toBe(3);
    // "OR" is a filler word: birthday and pipe together find nothing, so either is tried.
    expect(names(await search({ query: 'birthday" OR "pipe' })).sort()).toEqual(['pipes', 'sweet']);
    expect((await search({ query: '*** !!! "' })).pagination.total).toBe(6);
    expect((await search({ query: '   ' })).pagination.total).toBe(6);
  });

  it('filters by category', async () => {
    expect(names(await search({ categoryId: plumbing }))).toEqual(['pipes', 'bare']);
    expect(names(await search({ categoryId: String(plumbing), query: 'pipe' }))).toEqual(['pipes']);
  });

  it('matches a budget against the price ranges of the products (overlap)', async () => {
    expect(names(await search({ maxPrice: 10_000 }))).toEqual(['bread']);
    expect(names(await search({ minPrice: 500_000 }))).toEqual(['pipes']);
    expect(names(await search({ priceRange: '200k+' })).sort()).toEqual(['fresh', 'pipes']);
    expect(names(await search({ priceRange: '200k+', sortBy: 'price-desc' }))).toEqual(['pipes', 'fresh']);
    expect(names(await search({ priceRange: '10,000-60,000', sortBy: 'price-asc' }))).toEqual(['sweet', 'fresh']);
  });

  it.each([
    ['relevance', ['sweet', 'fresh', 'pipes', 'bread', 'bare', 'palace']],
    ['rating', ['sweet', 'fresh', 'pipes', 'bread', 'bare', 'palace']],
    ['reviews', ['bread', 'fresh', 'pipes', 'sweet', 'bare', 'palace']],
    ['response', ['bare', 'sweet', 'fresh', 'pipes', 'bread', 'palace']],
    ['price-asc', ['bread', 'sweet', 'fresh', 'pipes', 'bare', 'palace']],
    ['price-desc', ['pipes', 'fresh', 'sweet', 'bread', 'palace', 'bare']],
  ])('sorts by %s', async (sortBy, expected) => {
    expect(names(await search({ sortBy }))).toEqual(expected);
  });

  it('continues page 1 on page 2', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => search({ sortBy: 'rating', page, limit: 2 })));
    expect(pages.map(({ pagination: p }) => [p.page, p.total, p.totalPages, p.pages])).toEqual([
      [1, 6, 3, 3],
      [2, 6, 3, 3],
      [3, 6, 3, 3],
    ]);
    expect(pages.flatMap(names)).toEqual(['sweet', 'fresh', 'pipes', 'bread', 'bare', 'palace']);
    expect((await search({ query: 'cake', sortBy: 'rating', page: 2, limit: 2 })).businesses.map((b) => b.id)).toEqual([
      id.palace,
    ]);
    expect(await search({ query: 'cake', page: 9, limit: 2 })).toMatchObject({
      businesses: [],
      pagination: { page: 9, limit: 2, total: 3, totalPages: 2, pages: 2 },
    });
  });

  it('refuses a budget it cannot read, and a minimum above the maximum', async () => {
    const unreadable = await t.request('POST', '/api/businesses/search', { json: { priceRange: 'cheap' } });
    expect(unreadable.status).toBe(400);
    expect(unreadable.data.message).toBe('Please enter a budget like 50000+ or 100000-500000');
    const reversed = await t.request('POST', '/api/businesses/search', { json: { minPrice: 9, maxPrice: 1 } });
    expect(reversed.status).toBe(400);
    expect(reversed.data.message).toBe('Minimum price cannot be more than maximum price');
    const sort = await t.request('POST', '/api/businesses/search', { json: { sortBy: 'cheapest' } });
    expect(sort.status).toBe(400);
  });

  it('caps the page size at SEARCH_MAX_LIMIT', async () => {
    expect((await search({ limit: 100_000 })).pagination).toMatchObject({ limit: SEARCH_MAX_LIMIT, totalPages: 1 });
  });
});

describe('parsePriceRange and ftsQuery', () => {
  it.each([
    ['50000+', { minPrice: 50_000 }],
    ['50k+', { minPrice: 50_000 }],
    ['100,000-500,000', { minPrice: 100_000, maxPrice: 500_000 }],
    ['100k - 1.5m', { minPrice: 100_000, maxPrice: 1_500_000 }],
    ['USh 20,000', { maxPrice: 20_000 }],
    ['', {}],
    ['cheap', null],
    ['1-2-3', null],
  ])('%s', (text, expected) => {
    expect(parsePriceRange(text)).toEqual(expected);
  });

  it('keeps only words, quoted as exact terms or, if asked, as prefixes', () => {
    expect(ftsQuery(searchWords('Wedding "cake" OR x*'))).toBe('"wedding" AND "cake"');
    expect(ftsQuery(searchWords('I need the best bakery in Mbale'))).toBe('"bakery" AND "mbale"');
    expect(ftsQuery(searchWords('a'))).toBe('"a"');
    expect(searchWords('?!')).toEqual([]);
    expect(ftsQuery(['mbale', 'coff'], 'OR', new Map([['coff', ['coff']]]))).toBe('"mbale" OR ("coff"*)');
    expect(ftsQuery(['wedd', 'cake'], 'AND', new Map([['wedd', ['wedd', 'wed']]]))).toBe(
      '("wedd"* OR "wed"*) AND "cake"',
    );
  });
});

describe('a search that knows the trade (docs/product.md "Directory and search")', () => {
  let trade: TestApp;
  let electrical: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    trade = createTestApp();
    electrical = await insertCategory(trade, 'Plumbing & Electrical');
    ids.leaks = await insertBusiness(trade, { name: 'Kato Fixers', categoryId: electrical, rating: 4 });
    ids.sparks = await insertBusiness(trade, { name: 'Bright Sparks', categoryId: electrical, rating: 3 });
    await insertProduct(trade, ids.leaks, {
      name: 'Home repairs',
      kind: 'service',
      description: 'Leaks, blocked drains and tap replacement',
      minPrice: 30_000,
      maxPrice: 200_000,
    });
    await insertProduct(trade, ids.sparks, {
      name: 'House wiring',
      kind: 'service',
      description: 'New sockets and fuse boxes',
      minPrice: 50_000,
      maxPrice: 500_000,
    });
  });
  afterAll(() => trade.close());

  const find = async (query: string) => {
    const res = await trade.request('POST', '/api/businesses/search', { json: { query, categoryId: electrical } });
    expect(res.status, res.text).toBe(200);
    const found = (res.data.businesses as { id: number }[]).map((b) => Object.keys(ids).find((k) => ids[k] === b.id));
    return { found, fallback: res.data.fallback as boolean };
  };

  it('finds a product by its description, and by the words customers use for the job', async () => {
    expect(await find('blocked drain')).toEqual({ found: ['leaks'], fallback: false });
    expect(await find('toilet')).toEqual({ found: ['leaks'], fallback: false });
    expect(await find('my toilet is blocked')).toEqual({ found: ['leaks'], fallback: false });
    expect(await find('fuse box')).toEqual({ found: ['sparks'], fallback: false });
  });

  it('follows a product description changed later', async () => {
    await trade.db.update(products).set({ description: 'Solar panels' }).where(eq(products.businessId, ids.sparks!));
    expect(await find('solar')).toEqual({ found: ['sparks'], fallback: false });
    expect((await find('fuse')).fallback).toBe(true);
  });

  it("answers the category's businesses, marked as a fallback, when the need finds nothing in it", async () => {
    expect(await find('wedding cake')).toEqual({ found: ['leaks', 'sparks'], fallback: true });
  });
});
