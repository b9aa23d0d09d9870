/**
 * The directory's filter and sorts, run on the device over the stored businesses: a business fits
 * a need when it fits any of its words (sync/search-words.ts; in its name, tagline, description,
 * category, subcategory, product names or product descriptions; a customer's word for a job fits
 * the trade's words too), ranked by relevance the way the server ranks: more words and rarer words
 * first, a word in the name counting most. The budget must overlap a product's price range, and
 * the sorts are those of SORT_OPTIONS. A need that fits nothing in a chosen category answers the
 * category's businesses with `fallback`, as the server does (business-search.ts step 6).
 * A page without a need or a budget is read through an index instead: each stored business keeps
 * one key per sort (`sortKeys`) whose ascending order is that sort's order, tie-breaks included.
 */
import type { SortOption } from '../../sync/constants';
import { searchWords, tradeWords, wordForms } from '../../sync/search-words';
import type { StoredBusiness } from './db';

export type BusinessFilter = {
  categoryId?: number;
  query?: string;
  minPrice?: number;
  maxPrice?: number;
  sortBy?: SortOption;
  limit?: number;
  offset?: number;
};

function queryWords(query: string | undefined): string[] {
  return searchWords(query ?? '');
}

/** Each word of a need with the forms to look for in a business's text, its trade's words' included. */
const wordsWithForms = (words: string[]) =>
  words.map((word) => ({ word, forms: [...new Set([word, ...tradeWords(word)].flatMap(wordForms))] }));
type NeedWord = ReturnType<typeof wordsWithForms>[number];

const fits = (text: string, w: NeedWord) => w.forms.some((f) => text.includes(f));

function overlapsBudget(b: StoredBusiness, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  return b.products.some((p) => {
    const low = p.minPrice ?? p.price;
    const high = p.maxPrice ?? p.price;
    if (low === null && high === null) return false;
    return (max === undefined || (low ?? high!) <= max) && (min === undefined || (high ?? low!) >= min);
  });
}

/**
 * How well a business fits the words: each word it fits counts by its rarity among the candidates
 * (inverse document frequency, as bm25 weighs it on the server), three times in the name.
 */
function relevance(text: string, name: string, words: readonly NeedWord[], weights: readonly number[]): number {
  let score = 0;
  words.forEach((w, i) => {
    if (fits(text, w)) score += weights[i]! * (fits(name, w) ? 3 : 1);
  });
  return score;
}

const byNumber = (a: number | null, b: number | null, direction: 1 | -1) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
};

/** Rating, then review count, then verified: the tie-break of every sort. */
const quality = (a: StoredBusiness, b: StoredBusiness) =>
  b.rating - a.rating || b.totalReviews - a.totalReviews || Number(b.isVerified) - Number(a.isVerified) || a.id - b.id;

/** The sorts kept as index keys; relevance without words is the rating sort. */
export const INDEXED_SORTS = ['rank', 'reviews', 'response', 'priceAsc', 'priceDesc'] as const;
export type IndexedSort = (typeof INDEXED_SORTS)[number];
export type SortKeys = Record<IndexedSort, number[]>;

type Sortable = Pick<
  StoredBusiness,
  'id' | 'rating' | 'totalReviews' | 'isVerified' | 'responseMinutes' | 'low' | 'high'
>;

/** Keys that order ascending as the comparators below do (a null goes last, as Infinity). */
export function sortKeys(b: Sortable): SortKeys {
  const rank = [-b.rating, -b.totalReviews, b.isVerified ? -1 : 0, b.id];
  return {
    rank,
    reviews: [-b.totalReviews, ...rank],
    response: [b.responseMinutes ?? Infinity, ...rank],
    priceAsc: [b.low ?? Infinity, ...rank],
    priceDesc: [b.high === null ? Infinity : -b.high, ...rank],
  };
}

const INDEX_OF: Record<SortOption, IndexedSort> = {
  relevance: 'rank',
  rating: 'rank',
  reviews: 'reviews',
  response: 'response',
  'price-asc': 'priceAsc',
  'price-desc': 'priceDesc',
};

/** The index that answers a page of this filter alone, or null when it needs a scan (words, budget). */
export function indexedSort(filter: BusinessFilter): IndexedSort | null {
  if (filter.limit === undefined || filter.minPrice !== undefined || filter.maxPrice !== undefined) return null;
  if (queryWords(filter.query).length) return null;
  return INDEX_OF[filter.sortBy ?? 'relevance'];
}

export function filterBusinesses(
  all: readonly StoredBusiness[],
  filter: BusinessFilter,
  categoryNames: ReadonlyMap<number, string>,
): { businesses: StoredBusiness[]; total: number; fallback: boolean } {
  const words = wordsWithForms(queryWords(filter.query));
  const textOf = (b: StoredBusiness) => `${b.text} ${(categoryNames.get(b.categoryId) ?? '').toLowerCase()}`;
  const candidates = all.filter(
    (b) =>
      (filter.categoryId === undefined || b.categoryId === filter.categoryId) &&
      overlapsBudget(b, filter.minPrice, filter.maxPrice),
  );
  const texts = new Map(words.length ? candidates.map((b) => [b, textOf(b)]) : []);
  const weights = words.map((w) => {
    const fitting = candidates.filter((b) => fits(texts.get(b)!, w)).length;
    return fitting ? Math.log(1 + candidates.length / fitting) : 0;
  });
  const scores = new Map(
    candidates.map((b) => [b, words.length ? relevance(texts.get(b)!, b.name.toLowerCase(), words, weights) : 0]),
  );
  const fitting = words.length ? candidates.filter((b) => scores.get(b)! > 0) : candidates;
  const fallback = fitting.length === 0 && words.length > 0 && filter.categoryId !== undefined;
  const matches = fallback ? candidates : fitting;
  const sortBy = filter.sortBy ?? 'relevance';
  const sorted = matches.sort((a, b) => {
    switch (sortBy) {
      case 'rating':
        return quality(a, b);
      case 'reviews':
        return b.totalReviews - a.totalReviews || quality(a, b);
      case 'response':
        return byNumber(a.responseMinutes, b.responseMinutes, 1) || quality(a, b);
      case 'price-asc':
        return byNumber(a.low, b.low, 1) || quality(a, b);
      case 'price-desc':
        return byNumber(a.high, b.high, -1) || quality(a, b);
      default:
        return scores.get(b)! - scores.get(a)! || quality(a, b);
    }
  });
  const offset = filter.offset ?? 0;
  const end = filter.limit === undefined ? undefined : offset + filter.limit;
  return { businesses: sorted.slice(offset, end), total: matches.length, fallback };
}
