/**
 * A need typed as a sentence, searched on the device (client/store/directory-query.ts with
 * sync/search-words.ts): any meaningful word fits, stems match, and businesses that fit more and
 * rarer words rank first. Before, every word was required and "birthday cake for 30 people"
 * found no bakery.
 */
import { describe, expect, it } from 'vitest';
import { searchWords } from '../../sync/search-words';
import { filterBusinesses } from './directory-query';
import { storedBusiness, storedProduct } from '../test-support/test-records';

const names = new Map([
  [1, 'Bakeries'],
  [2, 'Plumbing'],
]);
const all = [
  storedBusiness({ id: 1, categoryId: 1, name: 'Sweet Moments', tagline: 'Birthday and wedding cakes', rating: 4 }),
  storedBusiness({ id: 2, categoryId: 1, name: 'Daily Bread', tagline: 'Fresh loaves and cakes', rating: 5 }),
  storedBusiness({ id: 3, categoryId: 1, name: 'Kampala Pastries', tagline: 'Samosas and buns', rating: 3 }),
  storedBusiness({ id: 4, categoryId: 2, name: 'Ntinda Plumbers', tagline: 'Blocked toilets and drains', rating: 4 }),
  storedBusiness({ id: 5, categoryId: 2, name: 'Pipe Masters', tagline: 'Water tanks and taps', rating: 5 }),
];
const found = (categoryId: number, query: string) =>
  filterBusinesses(all, { categoryId, query, sortBy: 'relevance' }, names).businesses.map((b) => b.id);

describe('a need typed as a sentence', () => {
  it.each([
    [1, 'birthday cake for 30 people', [1, 2]],
    [1, 'I need a wedding cake', [1, 2]],
    // "toilet" fits the trade's words too: Pipe Masters' name says "pipe"
    [2, 'Fix a blocked toilet in Ntinda', [4, 5]],
    [2, 'plumber', [4]],
    [2, 'water tank', [5]],
  ])('in category %i, "%s" finds %j, best first', (categoryId, query, ids) => {
    expect(found(categoryId, query)).toEqual(ids);
  });

  it('ranks the business that fits more and rarer words first, whatever its rating', () => {
    // "birthday" is rarer than "cakes" among the bakeries, so Sweet Moments (rated 4) leads Daily Bread (5)
    expect(found(1, 'birthday cakes')[0]).toBe(1);
  });

  it('drops filler words and numbers, and keeps a text of nothing else', () => {
    expect(searchWords('Birthday cake for 30 people, please')).toEqual(['birthday', 'cake']);
    expect(searchWords('for 30')).toEqual(['for', '30']);
    expect(searchWords('?!')).toEqual([]);
  });
});

describe('plain words find the trade, as on the server (sync/search-words.ts step 5)', () => {
  const drains = storedBusiness({
    id: 6,
    categoryId: 2,
    name: 'Kato & Sons',
    tagline: 'Household repairs',
    rating: 3,
    products: [
      storedProduct({
        id: 60,
        businessId: 6,
        name: 'Home repairs',
        description: 'Leaks, blocked drains and tap replacement',
      }),
    ],
  });
  const cakes = all.filter((b) => b.categoryId === 1);

  it("a product's description is searched, and a customer's word for the job fits the trade's words", () => {
    const ids = filterBusinesses([...cakes, drains], { categoryId: 2, query: 'toilet' }, names).businesses.map(
      (b) => b.id,
    );
    expect(ids).toEqual([6]);
  });

  it("a need that fits nothing in the category answers the category's businesses, saying so", () => {
    const answer = filterBusinesses(all, { categoryId: 1, query: 'wedding dress tailoring' }, names);
    expect(answer.fallback).toBe(false);
    const none = filterBusinesses(all, { categoryId: 2, query: 'birthday cake' }, names);
    expect(none.fallback).toBe(true);
    expect(none.businesses.map((b) => b.id)).toEqual([5, 4]);
    // without a category there is nothing to fall back to
    const anywhere = filterBusinesses(all, { query: 'xylophone' }, names);
    expect([anywhere.total, anywhere.fallback]).toEqual([0, false]);
  });
});
