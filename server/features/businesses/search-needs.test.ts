/**
 * Needs typed the way the directory's placeholder suggests ("e.g. birthday cake for 30 people"),
 * one per category of the demo data, searched on the server (business-search.ts): each finds
 * businesses of its category, and the first one fits the need's words best. Before, every word
 * was required and most of these found nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../../db/dialect';
import { rawGet } from '../../../db/query';
import { CATEGORIES } from '../../../db/seed-data';
import { searchWords } from '../../../sync/search-words';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { ftsQuery, tsQuery } from './business-search-fts';

const NEEDS: Record<string, string> = {
  'Food & Catering': 'catering for a wedding of 200 guests',
  Bakeries: 'birthday cake for 30 people',
  'Salons & Beauty': 'box braids for my daughter',
  'Auto Repair': 'my car needs a full service and new brake pads',
  'Electronics & Phones': 'replace a cracked phone screen',
  'Construction & Hardware': '50 bags of cement and iron sheets',
  'Tailoring & Fashion': 'a kitenge dress for a party',
  'Health & Pharmacy': 'malaria test near me',
  'Events & Decor': 'tent and chairs for 100 guests',
  'Boda Boda & Transport': 'airport transfer to Entebbe',
  'Agriculture & Farm Inputs': 'fertilizer for my maize garden',
  'Education & Tutoring': 'home tutoring for my P7 child',
  'Photography & Video': 'wedding photos and video',
  'Plumbing & Electrical': 'Fix a blocked toilet in Ntinda',
  'Cleaning Services': 'deep cleaning of a 3 bedroom house',
  'Printing & Branding': 'print 100 business cards',
  'Furniture & Carpentry': 'a sofa set for my sitting room',
  'IT & Web Services': 'build a website for my shop',
  'Real Estate & Rentals': '2 bedroom apartment to rent in Kampala',
  'Mobile Money & Agents': 'pay school fees by mobile money',
};

let t: TestApp;
let categories: { id: number; name: string }[];
beforeAll(async () => {
  t = createTestApp({ demo: true });
  categories = (await t.request('GET', '/api/categories')).data.categories;
});
afterAll(() => t.close());

const figures: string[] = [];

/** Whether the search index (business-search-fts.ts) has business `id` under any of `words`. */
async function fitsAnyWord(id: number, words: string[]): Promise<boolean> {
  const query =
    dialectOf(t.db) === 'sqlite'
      ? sql`SELECT 1 FROM business_fts WHERE rowid = ${id} AND business_fts MATCH ${ftsQuery(words, 'OR')}`
      : sql`SELECT 1 FROM business_fts
            WHERE business_id = ${id} AND document @@ to_tsquery('soko_english', ${tsQuery(words, 'OR')})`;
  return (await rawGet(t.db, query)) !== undefined;
}

describe('a need typed as a sentence, in every demo category', () => {
  it('has a need for every category', () => {
    expect(Object.keys(NEEDS).sort()).toEqual(CATEGORIES.map((c) => c.name).sort());
  });

  it.each(Object.entries(NEEDS))('%s: "%s"', async (name, need) => {
    const category = categories.find((c) => c.name === name)!;
    const res = await t.request('POST', '/api/businesses/search', {
      json: { query: need, categoryId: category.id, sortBy: 'relevance', limit: 100 },
    });
    expect(res.status, res.text).toBe(200);
    const found = res.data.businesses as { id: number; name: string; category: { name: string } }[];
    const all = await t.request('POST', '/api/businesses/search', { json: { categoryId: category.id, limit: 100 } });
    figures.push(`${name}: ${found.length} of ${all.data.total}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((b) => b.category.name === name)).toBe(true);
    // the first result fits the need's words (any of them, by stem) in the search index
    const words = searchWords(need);
    expect(await fitsAnyWord(found[0]!.id, words), `${found[0]!.name} for ${words.join(', ')}`).toBe(true);
  });

  it('figure', () => {
    console.log(`[figure] needs as sentences, businesses found of the category's:\n  ${figures.join('\n  ')}`);
    expect(figures).toHaveLength(CATEGORIES.length);
  });
});
