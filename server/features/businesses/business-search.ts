import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_MAX_TERMS, SEARCH_RANK_CAP, type SortOption } from '../../../sync/constants';
import type { BusinessSearch } from '../../../sync/schemas/business';
import type { Deps } from '../../context';
import { loadBusinessViews } from './business-view';

/**
 * The directory search (POST /api/businesses/search).
 * 1. The user's text becomes FTS5 prefix terms, `"word"*`, joined with AND. Only letters and
 *    digits survive, so nothing typed reaches MATCH as syntax; single letters and filler words
 *    ("the", "in", "near") are dropped when real words remain; text without any word is no query.
 * 2. With a query, the ranking work is capped: the newest SEARCH_RANK_CAP matches that pass the
 *    filters are read (FTS5 walks its index by rowid and stops there), ranked by bm25 (name weighs
 *    most, then products and category) or by the chosen sort, and counted; `total` is therefore at
 *    most SEARCH_RANK_CAP. However common a word, only that many rows are joined, scored and
 *    sorted (FTS5 itself still reads the word's index entries once). When all words together
 *    find nothing, any of them (OR) is tried.
 * 3. Without a query, filters, counts and sorts run inside the indexes of the businesses table;
 *    nulls (no products, no quotes yet) sort last.
 */
const BM25 = sql.raw('bm25(business_fts, 10.0, 3.0, 1.0, 6.0, 4.0, 6.0)');

/** Each order matches an index on (is_active, …) or the category listing index (db/schema.ts). */
const ORDER: Record<Exclude<SortOption, 'relevance'>, SQL> = {
  rating: sql.raw('b.rating DESC, b.total_reviews DESC, b.id DESC'),
  reviews: sql.raw('b.total_reviews DESC, b.rating DESC, b.id DESC'),
  response: sql.raw('(b.response_minutes IS NULL), b.response_minutes, b.id'),
  'price-asc': sql.raw('(b.min_price IS NULL), b.min_price, b.id'),
  'price-desc': sql.raw('b.max_price DESC, b.id DESC'),
};

const FILLER_WORDS = new Set(
  'a an and any are at best by can for from i in is it looking me my near need of on or our please some the to we where who with want you your'.split(
    ' ',
  ),
);

export function ftsQuery(text: string, joiner: 'AND' | 'OR' = 'AND'): string | null {
  const words = [...new Set((text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((w) => w.slice(0, 40)))];
  const meaningful = words.filter((w) => w.length > 1 && !FILLER_WORDS.has(w));
  const terms = (meaningful.length > 0 ? meaningful : words).slice(0, SEARCH_MAX_TERMS);
  return terms.length === 0 ? null : terms.map((t) => `"${t}"*`).join(` ${joiner} `);
}

export function searchBusinesses(deps: Deps, input: BusinessSearch) {
  const inCategory = input.categoryId !== undefined;
  const budget = input.minPrice !== undefined || input.maxPrice !== undefined;
  // The planner has no statistics to go by, so the index is chosen here: a category's covering
  // index when there is a category, else the index of the sort order. A unary `+` keeps a budget
  // bound from driving the scan (it would sort thousands of rows to return twenty).
  const from = inCategory ? sql`businesses b INDEXED BY businesses_category_listing_idx` : sql`businesses b`;
  const where = filtersOf(input, { budgetDrives: false });
  const offset = (input.page - 1) * input.limit;

  let found: { ids: number[]; total: number };
  const allWords = ftsQuery(input.query);
  if (allWords) {
    // The category's name, as a phrase of the category column, lets FTS5 skip other categories itself.
    const scope = inCategory ? categoryPhrase(deps, input.categoryId!) : '';
    found = searchText(deps, allWords + scope, where, input, offset);
    const anyWord = ftsQuery(input.query, 'OR')!;
    if (found.total === 0 && anyWord !== allWords)
      found = searchText(deps, `(${anyWord})${scope}`, where, input, offset);
  } else {
    const order = ORDER[input.sortBy === 'relevance' ? 'rating' : input.sortBy];
    const ids = deps.db
      .all<{ id: number }>(
        sql`SELECT b.id FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${input.limit} OFFSET ${offset}`,
      )
      .map((r) => r.id);
    // Without filters: all minus the few inactive, since SQLite counts a whole table by its pages.
    const count =
      !inCategory && !budget
        ? sql`SELECT (SELECT count(*) FROM businesses) - (SELECT count(*) FROM businesses WHERE is_active = 0) AS n`
        : sql`SELECT count(*) AS n FROM ${from} WHERE ${filtersOf(input, { budgetDrives: !inCategory })}`;
    found = { ids, total: deps.db.get<{ n: number }>(count)?.n ?? 0 };
  }
  return {
    businesses: loadBusinessViews(deps.db, found.ids),
    total: found.total,
    page: input.page,
    totalPages: Math.ceil(found.total / input.limit),
  };
}

function categoryPhrase(deps: Deps, categoryId: number): string {
  const name = deps.db.get<{ name: string }>(sql`SELECT name FROM categories WHERE id = ${categoryId}`)?.name;
  const words = name?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu);
  return words ? ` AND category : "${words.join(' ')}"` : '';
}

function filtersOf(input: BusinessSearch, { budgetDrives }: { budgetDrives: boolean }): SQL {
  const filters: SQL[] = [sql`b.is_active = 1`];
  if (input.categoryId !== undefined) filters.push(sql`b.category_id = ${input.categoryId}`);
  const column = (name: string) => sql.raw(budgetDrives ? `b.${name}` : `+b.${name}`);
  // A business fits a budget when its price range overlaps it.
  if (input.maxPrice !== undefined) filters.push(sql`${column('min_price')} <= ${input.maxPrice}`);
  if (input.minPrice !== undefined) filters.push(sql`${column('max_price')} >= ${input.minPrice}`);
  return sql.join(filters, sql` AND `);
}

function searchText(deps: Deps, match: string, where: SQL, input: BusinessSearch, offset: number) {
  const order = input.sortBy === 'relevance' ? sql.raw('b.score, b.id DESC') : ORDER[input.sortBy];
  const candidates = sql`
    SELECT b.id, b.rating, b.total_reviews, b.response_minutes, b.min_price, b.max_price, ${BM25} AS score
    FROM business_fts JOIN businesses b ON b.id = business_fts.rowid
    WHERE business_fts MATCH ${match} AND ${where}
    ORDER BY business_fts.rowid DESC LIMIT ${SEARCH_RANK_CAP}`;
  const rows = deps.db.all<{ id: number; total: number }>(sql`
    SELECT b.id, count(*) OVER () AS total FROM (${candidates}) AS b
    ORDER BY ${order} LIMIT ${input.limit} OFFSET ${offset}`);
  if (rows.length > 0 || offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // Past the last page no row carries the window count.
  const total = deps.db.get<{ n: number }>(sql`SELECT count(*) AS n FROM (${candidates})`)?.n ?? 0;
  return { ids: [], total };
}
