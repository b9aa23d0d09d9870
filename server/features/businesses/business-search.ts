import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_RANK_CAP, type SortOption } from '../../../sync/constants';
import { searchWords } from '../../../sync/search-words';
import type { BusinessSearch } from '../../../sync/schemas/business';
import type { Deps } from '../../context';
import { loadBusinessViews } from './business-view';
import { rawAll, rawGet } from '../../../db/query';

/**
 * The directory search (POST /api/businesses/search).
 * 1. The user's text becomes words as sync/search-words.ts reads them (the device reads them the
 *    same way): only letters and digits, no filler words or numbers, so nothing typed reaches
 *    MATCH as syntax; text without any word is no query.
 * 2. Each word is an exact FTS5 term, `"word"`. business_fts indexes stems (the porter tokenizer,
 *    db/migrations/0003_search_stems.sql), so "plumbers" finds "plumber" and "braids" finds
 *    "braiding" without prefix terms, which would make FTS5 read and merge the whole index entry
 *    of every word with that beginning. A word the index does not hold whole is taken as the
 *    beginning of longer words, together with the longest part of it the index holds as a stem
 *    ("wedd" as `("wedd"* OR "wed"*)`, since "wedding" is indexed as "wed").
 * 3. A business fits a need when it fits any of its words. By relevance, those that fit all words
 *    come first, then those that fit some, each group by bm25 (rarer words weigh more); another
 *    sort orders every business that fits any word.
 * 4. With a query, the ranking work is capped: the newest SEARCH_RANK_CAP matches that pass the
 *    filters are read (FTS5 walks its index by rowid and stops there), ranked by bm25 (name weighs
 *    most, then products and category) or by the chosen sort, and counted; `total` is therefore at
 *    most SEARCH_RANK_CAP. However common a word, only that many rows are joined, scored and
 *    sorted (bm25 still counts the word's matches once, from its index entry).
 * 5. Without a query, filters, counts and sorts run inside the indexes of the businesses table;
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

/** An FTS5 query of `words`: exact terms, except the words `beginnings` gives prefix terms for. */
export function ftsQuery(
  words: readonly string[],
  joiner: 'AND' | 'OR' = 'AND',
  beginnings: ReadonlyMap<string, readonly string[]> = new Map(),
): string {
  const term = (w: string) => {
    const prefixes = beginnings.get(w);
    return prefixes ? `(${prefixes.map((p) => `"${p}"*`).join(' OR ')})` : `"${w}"`;
  };
  return words.map(term).join(` ${joiner} `);
}

export async function searchBusinesses(deps: Deps, input: BusinessSearch) {
  const inCategory = input.categoryId !== undefined;
  const budget = input.minPrice !== undefined || input.maxPrice !== undefined;
  // The planner has no statistics to go by, so the index is chosen here: a category's covering
  // index when there is a category, else the index of the sort order. A unary `+` keeps a budget
  // bound from driving the scan (it would sort thousands of rows to return twenty).
  const from = inCategory ? sql`businesses b INDEXED BY businesses_category_listing_idx` : sql`businesses b`;
  const where = filtersOf(input, { budgetDrives: false });
  const offset = (input.page - 1) * input.limit;

  let found: { ids: number[]; total: number };
  const words = searchWords(input.query);
  if (words.length > 0) {
    // The category's name, as a phrase of the category column, lets FTS5 skip other categories itself.
    const scope = inCategory ? await categoryPhrase(deps, input.categoryId!) : '';
    const find = async (match: string) => await searchText(deps, `(${match})${scope}`, where, input, offset);
    const beginnings = new Map<string, readonly string[]>();
    for (const w of words) if (!(await indexHolds(deps, w))) beginnings.set(w, await beginningsOf(deps, w));
    if (words.length === 1 || input.sortBy !== 'relevance') {
      found = await find(ftsQuery(words, 'OR', beginnings));
    } else {
      const ranked = async (joiner: 'AND' | 'OR') =>
        await rankedIds(deps, `(${ftsQuery(words, joiner, beginnings)})${scope}`, where);
      const all = await ranked('AND');
      const fitting = [...new Set([...all, ...(all.length < SEARCH_RANK_CAP ? await ranked('OR') : [])])];
      const ids = fitting.slice(0, SEARCH_RANK_CAP);
      found = { ids: ids.slice(offset, offset + input.limit), total: ids.length };
    }
  } else {
    const order = ORDER[input.sortBy === 'relevance' ? 'rating' : input.sortBy];
    const ids = (
      await rawAll<{ id: number }>(
        deps.db,
        sql`SELECT b.id FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${input.limit} OFFSET ${offset}`,
      )
    ).map((r) => r.id);
    // Without filters: all minus the few inactive, since SQLite counts a whole table by its pages.
    const count =
      !inCategory && !budget
        ? sql`SELECT (SELECT count(*) FROM businesses) - (SELECT count(*) FROM businesses WHERE is_active = 0) AS n`
        : sql`SELECT count(*) AS n FROM ${from} WHERE ${filtersOf(input, { budgetDrives: !inCategory })}`;
    found = { ids, total: (await rawGet<{ n: number }>(deps.db, count))?.n ?? 0 };
  }
  return {
    businesses: await loadBusinessViews(deps.db, found.ids),
    total: found.total,
    page: input.page,
    totalPages: Math.ceil(found.total / input.limit),
  };
}

/** Whether some business, active or not, has `word` or a word of the same stem. */
async function indexHolds(deps: Deps, word: string): Promise<boolean> {
  return (
    (await rawGet(deps.db, sql`SELECT 1 FROM business_fts WHERE business_fts MATCH ${`"${word}"`} LIMIT 1`)) !==
    undefined
  );
}

/**
 * A word the index does not hold whole, and the longest part of it that it holds: the index has
 * stems, so "wedd" and "weddin" find "wedding" only by its stem "wed".
 */
async function beginningsOf(deps: Deps, word: string): Promise<string[]> {
  for (let end = word.length - 1; end >= Math.max(3, word.length - 4); end--)
    if (await indexHolds(deps, word.slice(0, end))) return [word, word.slice(0, end)];
  return [word];
}

async function categoryPhrase(deps: Deps, categoryId: number): Promise<string> {
  const name = (await rawGet<{ name: string }>(deps.db, sql`SELECT name FROM categories WHERE id = ${categoryId}`))
    ?.name;
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

/** Step 4: the newest SEARCH_RANK_CAP businesses that fit `match` and the filters, with their bm25. */
function candidates(match: string, where: SQL): SQL {
  return sql`
    SELECT b.id, b.rating, b.total_reviews, b.response_minutes, b.min_price, b.max_price, ${BM25} AS score
    FROM business_fts JOIN businesses b ON b.id = business_fts.rowid
    WHERE business_fts MATCH ${match} AND ${where}
    ORDER BY business_fts.rowid DESC LIMIT ${SEARCH_RANK_CAP}`;
}

/** Every candidate's id, best bm25 first (step 3's groups). */
async function rankedIds(deps: Deps, match: string, where: SQL): Promise<number[]> {
  return (
    await rawAll<{ id: number }>(
      deps.db,
      sql`SELECT b.id FROM (${candidates(match, where)}) AS b ORDER BY b.score, b.id DESC`,
    )
  ).map((r) => r.id);
}

async function searchText(deps: Deps, match: string, where: SQL, input: BusinessSearch, offset: number) {
  const order = input.sortBy === 'relevance' ? sql.raw('b.score, b.id DESC') : ORDER[input.sortBy];
  const rows = await rawAll<{ id: number; total: number }>(
    deps.db,
    sql`
    SELECT b.id, count(*) OVER () AS total FROM (${candidates(match, where)}) AS b
    ORDER BY ${order} LIMIT ${input.limit} OFFSET ${offset}`,
  );
  if (rows.length > 0 || offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // Past the last page no row carries the window count.
  const total =
    (await rawGet<{ n: number }>(deps.db, sql`SELECT count(*) AS n FROM (${candidates(match, where)})`))?.n ?? 0;
  return { ids: [], total };
}
