/**
 * The directory's filter and sorts, run on the device over the stored businesses: every word of
 * the need must appear (name, tagline, description, category, subcategory or product names), the
 * budget must overlap a product's price range, and the sorts are those of SORT_OPTIONS.
 */
import type { SortOption } from '../../sync/constants';
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

export function queryWords(query: string | undefined): string[] {
  return (query ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function overlapsBudget(b: StoredBusiness, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  return b.products.some((p) => {
    const low = p.minPrice ?? p.price;
    const high = p.maxPrice ?? p.price;
    if (low === null && high === null) return false;
    return (max === undefined || (low ?? high!) <= max) && (min === undefined || (high ?? low!) >= min);
  });
}

/** How well a business matches the words: name hits weigh most. */
function relevance(b: StoredBusiness, words: string[]): number {
  const name = b.name.toLowerCase();
  let score = 0;
  for (const w of words) score += name.includes(w) ? 3 : 1;
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

export function filterBusinesses(
  all: readonly StoredBusiness[],
  filter: BusinessFilter,
  categoryNames: ReadonlyMap<number, string>,
): { businesses: StoredBusiness[]; total: number } {
  const words = queryWords(filter.query);
  const matches = all.filter((b) => {
    if (filter.categoryId !== undefined && b.categoryId !== filter.categoryId) return false;
    if (!overlapsBudget(b, filter.minPrice, filter.maxPrice)) return false;
    if (words.length === 0) return true;
    const text = `${b.text} ${(categoryNames.get(b.categoryId) ?? '').toLowerCase()}`;
    return words.every((w) => text.includes(w));
  });
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
        return relevance(b, words) - relevance(a, words) || quality(a, b);
    }
  });
  const offset = filter.offset ?? 0;
  const end = filter.limit === undefined ? undefined : offset + filter.limit;
  return { businesses: sorted.slice(offset, end), total: matches.length };
}
