import { eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_RANK_CAP, type SortOption } from '../../../sync/constants';
import { searchWords, tradeWords } from '../../../sync/search-words';
import { pagination } from '../../../sync/answers/envelope';
import type { BusinessSearch } from '../../../sync/schemas/business';
import type { Db } from '../../../db/client';
import type { Deps } from '../../context';
import { businesses, categories, users } from '../../../db/schema';
import { categoryRef, loadBusinessViews, ownerRef, viewOf, type BusinessView } from './business-view';
import { PLANNED_PER_CALL } from '../../../db/pg/client';
import { rawAll, rawGet } from '../../../db/query';
import { searchIndexOf, type Beginnings, type Joiner, type SearchIndex } from './business-search-fts';

export { ftsQuery } from './business-search-fts';

/**
 * The directory search (POST /api/businesses/search), the same on SQLite and PostgreSQL: what
 * each engine's full-text index reads and writes differently is in business-search-fts.ts.
 * 1. The user's text becomes words as sync/search-words.ts reads them (the device reads them the
 *    same way): only letters and digits, no filler words or numbers, so nothing typed reaches
 *    the index as syntax; text without any word is no query.
 * 2. Each word is an exact term. business_fts indexes stems (FTS5's porter tokenizer,
 *    db/migrations/0003_search_stems.sql; Snowball's English stemmer on PostgreSQL,
 *    db/pg/migrations/0002_business_search.sql), so "plumbers" finds "plumber" and "braids" finds
 *    "braiding" without prefix terms, which would make the index read and merge the entry of
 *    every word with that beginning. A word the index does not hold whole is taken as the
 *    beginning of longer words, together with the longest part of it the index holds as a stem
 *    ("wedd" as `("wedd"* OR "wed"*)`, since "wedding" is indexed as "wed").
 * 3. A business fits a need when it fits any of its words. By relevance, those that fit all words
 *    come first, then those that fit some, each group by its score (bm25 on SQLite, where rarer
 *    words weigh more; ts_rank on PostgreSQL); another sort orders every business that fits any
 *    word.
 * 4. With a query, the ranking work is capped: the newest SEARCH_RANK_CAP matches that pass the
 *    filters are read, scored (name weighs most, then products and category) or ordered by the
 *    chosen sort, and counted; `pagination.total` is therefore at most SEARCH_RANK_CAP. However common a
 *    word, only that many rows are joined, scored and sorted.
 * 5. Without a query, filters, counts and sorts run inside the indexes of the businesses table;
 *    nulls (no products, no quotes yet) sort last, which PostgreSQL is told for descending orders.
 * 6. A need that finds nothing in a chosen category answers the category's businesses as step 5
 *    lists them, with `fallback: true`, so the directory can say that none matched the need
 *    (docs/product.md "Directory and search").
 */

const plannedPerCall = sql.raw(PLANNED_PER_CALL);

/** Each order matches an index on (is_active, …) or the category listing index (db/schema.ts). */
const ORDER: Record<Exclude<SortOption, 'relevance'>, SQL> = {
  rating: sql.raw('b.rating DESC, b.total_reviews DESC, b.id DESC'),
  reviews: sql.raw('b.total_reviews DESC, b.rating DESC, b.id DESC'),
  response: sql.raw('(b.response_minutes IS NULL), b.response_minutes, b.id'),
  'price-asc': sql.raw('(b.min_price IS NULL), b.min_price, b.id'),
  // SQLite's default for DESC, spelled out (its plan stays the same); PostgreSQL's is NULLS FIRST
  'price-desc': sql.raw('b.max_price DESC NULLS LAST, b.id DESC'),
};

export async function searchBusinesses(deps: Deps, input: BusinessSearch) {
  const found = await findBusinesses(deps.db, input, { cards: true });
  return {
    businesses: found.cards ?? (await loadBusinessViews(deps.db, found.ids)),
    pagination: pagination(input, found.total),
    fallback: found.fallback,
  };
}

/** The page of a search: its businesses' ids in order, and their cards when read with them. */
type Found = { ids: number[]; total: number; cards?: BusinessView[] };

/**
 * The ids of the page asked for, in order, how many businesses fit in all (at most SEARCH_RANK_CAP
 * with words), and whether they are the category's businesses because the need found none (step 6).
 * With `cards`, a search of words that ranks in one statement (a lone word, or any sort but
 * relevance) reads the page's cards in that statement too: one statement, one round trip on
 * PostgreSQL, instead of two.
 */
export async function findBusinesses(
  db: Db,
  input: BusinessSearch,
  options: { cards?: boolean } = {},
): Promise<Found & { fallback: boolean }> {
  const found = await matchBusinesses(db, input, options.cards === true);
  if (found.total > 0 || input.categoryId === undefined || searchWords(input.query).length === 0)
    return { ...found, fallback: false };
  const offset = (input.page - 1) * input.limit;
  return { ...(await listBusinesses(db, searchIndexOf(db), input, offset)), fallback: true };
}

async function matchBusinesses(db: Db, input: BusinessSearch, cards: boolean): Promise<Found> {
  const index = searchIndexOf(db);
  const inCategory = input.categoryId !== undefined;
  const where = filtersOf(input, { budgetDrives: false });
  const offset = (input.page - 1) * input.limit;
  const words = searchWords(input.query);
  if (words.length === 0) return await listBusinesses(db, index, input, offset);

  const scope = inCategory ? await index.categoryScope(db, input.categoryId!) : '';
  const lookUp = async (beginnings: Beginnings) => {
    const match = (joiner: Joiner) => index.query(words, joiner, beginnings, scope);
    if (words.length === 1 || input.sortBy !== 'relevance') {
      const order = input.sortBy === 'relevance' ? sql.raw('b.score, b.id DESC') : ORDER[input.sortBy];
      const ranking = { rows: index.candidates(match('OR'), where), order, group: sql.raw('0') };
      const found = await searchText(db, index, ranking, input, offset, cards);
      return { ...found, everyWordFound: words.length === 1 && found.total > 0 };
    }
    const fitting = fittingFirst(index.candidates(match('AND'), where), index.candidates(match('OR'), where));
    const ranking = { rows: fitting, order: sql.raw('b.g, b.score, b.id DESC'), group: sql.raw('b.g') };
    const found = await searchText(db, index, ranking, input, offset, cards);
    return { ...found, everyWordFound: found.groups.includes(0) };
  };
  // Step 2's check of a word is a statement of its own (a round trip on PostgreSQL). A query that
  // needs every word and finds a business proves that the index holds each one whole, when no word
  // brings trade words that could have matched in its place: such words are looked up whole first,
  // and checked only when that finds nothing.
  const wholeFirst =
    (words.length === 1 || input.sortBy === 'relevance') && words.every((w) => tradeWords(w).length === 0);
  const whole = wholeFirst ? await lookUp(new Map()) : undefined;
  const beginnings = new Map<string, readonly string[]>();
  if (!whole?.everyWordFound)
    for (const w of words) if (!(await index.holds(db, w))) beginnings.set(w, await beginningsOf(db, index, w));
  const { ids, total, cards: read } = whole && beginnings.size === 0 ? whole : await lookUp(beginnings);
  return { ids, total, ...(read && { cards: read }) };
}

/**
 * Step 5. Its index follows the filters' values and the page (a category's few businesses or a
 * district's thousands, a budget), so PostgreSQL plans it for them on every call.
 */
async function listBusinesses(db: Db, index: SearchIndex, input: BusinessSearch, offset: number) {
  const inCategory = input.categoryId !== undefined;
  const budget = input.minPrice !== undefined || input.maxPrice !== undefined;
  const from = index.listing(inCategory);
  const where = filtersOf(input, { budgetDrives: false });
  const order = ORDER[input.sortBy === 'relevance' ? 'rating' : input.sortBy];
  const ids = (
    await rawAll<{ id: number }>(
      db,
      sql`SELECT b.id FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${input.limit} OFFSET ${offset} ${plannedPerCall}`,
    )
  ).map((r) => r.id);
  // Without filters: all minus the few inactive, since SQLite counts a whole table by its pages.
  const count =
    !inCategory && !budget
      ? sql`SELECT (SELECT count(*) FROM businesses) - (SELECT count(*) FROM businesses WHERE is_active = 0) AS n`
      : sql`SELECT count(*) AS n FROM ${from} WHERE ${filtersOf(input, { budgetDrives: !inCategory })} ${plannedPerCall}`;
  return { ids, total: (await rawGet<{ n: number }>(db, count))?.n ?? 0 };
}

/**
 * A word the index does not hold whole, and the longest part of it that it holds: the index has
 * stems, so "wedd" and "weddin" find "wedding" only by its stem "wed".
 */
async function beginningsOf(db: Db, index: SearchIndex, word: string): Promise<string[]> {
  for (let end = word.length - 1; end >= Math.max(3, word.length - 4); end--)
    if (await index.holds(db, word.slice(0, end))) return [word, word.slice(0, end)];
  return [word];
}

function filtersOf(input: BusinessSearch, { budgetDrives }: { budgetDrives: boolean }): SQL {
  const filters: SQL[] = [sql`b.is_active = 1`];
  if (input.categoryId !== undefined) filters.push(sql`b.category_id = ${input.categoryId}`);
  // A unary `+` keeps a budget bound from driving SQLite's scan (it would sort thousands of rows
  // to return twenty); PostgreSQL reads it as the same number.
  const column = (name: string) => sql.raw(budgetDrives ? `b.${name}` : `+b.${name}`);
  // A business fits a budget when its price range overlaps it.
  if (input.maxPrice !== undefined) filters.push(sql`${column('min_price')} <= ${input.maxPrice}`);
  if (input.minPrice !== undefined) filters.push(sql`${column('max_price')} >= ${input.minPrice}`);
  return sql.join(filters, sql` AND `);
}

/**
 * Step 3's groups, at most SEARCH_RANK_CAP: the candidates that fit every word (`all`), best score
 * first (group 0), then, while they are fewer than the cap, those that fit some (`any`) and not
 * every word (group 1), read in one statement rather than one a group (a round trip each on PostgreSQL).
 */
function fittingFirst(all: SQL, any: SQL): SQL {
  const cap = sql.raw(String(SEARCH_RANK_CAP));
  return sql`
    WITH every_word AS MATERIALIZED (SELECT b.id, b.score FROM (${all}) AS b),
    some_word AS MATERIALIZED (
      SELECT b.id, b.score FROM (${any}) AS b WHERE (SELECT count(*) FROM every_word) < ${cap})
    SELECT f.id, f.g, f.score FROM (
      SELECT id, 0 AS g, score FROM every_word
      UNION ALL SELECT id, 1 AS g, score FROM some_word WHERE id NOT IN (SELECT id FROM every_word)
    ) AS f
    ORDER BY f.g, f.score, f.id DESC LIMIT ${cap}`;
}

/**
 * A page of the candidates in the chosen order and how many there are, from one statement, with
 * `cards` the page's cards from the same statement (the columns loadBusinessViews reads). The page
 * is chosen by position, not OFFSET: its plan does not depend on where the page starts (it pages at
 * most SEARCH_RANK_CAP rows), so PostgreSQL may keep it prepared (db/pg/client.ts).
 */
async function searchText(
  db: Db,
  index: SearchIndex,
  ranking: { rows: SQL; order: SQL; group: SQL },
  input: BusinessSearch,
  offset: number,
  cards: boolean,
): Promise<Found & { groups: number[] }> {
  const ranked = sql`
    SELECT p.id, p.total, p.n, p.g FROM (
      SELECT b.id, count(*) OVER () AS total, row_number() OVER (ORDER BY ${ranking.order}) AS n, ${ranking.group} AS g
      FROM (${ranking.rows}) AS b
    ) AS p
    WHERE p.n > ${offset} AND p.n <= ${offset + input.limit}`;
  let page: Array<{ id: number; total: number; g: number; card?: BusinessView }>;
  if (cards) {
    // the page's fields are named page.* in the statement: drizzle would write them unqualified
    const at = db.$with('page', { id: sql<number>`id`.as('id') }).as(ranked);
    const rows = await db
      .with(at)
      .select({
        business: businesses,
        category: categoryRef,
        owner: ownerRef,
        total: sql<number>`page.total`,
        g: sql<number>`page.g`,
      })
      .from(at)
      .innerJoin(businesses, eq(businesses.id, sql`page.id`))
      .innerJoin(categories, eq(categories.id, businesses.categoryId))
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .orderBy(sql`page.n`);
    page = rows.map((row) => ({ id: row.business.id, total: row.total, g: row.g, card: viewOf(row, false) }));
  } else page = await index.rows<{ id: number; total: number; g: number }>(db, sql`${ranked} ORDER BY p.n`);
  const total = page[0]?.total ?? 0;
  const ids = page.map((r) => r.id);
  const groups = page.map((r) => r.g);
  if (page.length > 0 || offset === 0) return { ids, total, groups, ...(cards && { cards: page.map((r) => r.card!) }) };
  // Past the last page no row carries the window count.
  const [counted] = await index.rows<{ n: number }>(db, sql`SELECT count(*) AS n FROM (${ranking.rows}) AS b`);
  return { ids: [], total: counted?.n ?? 0, groups, ...(cards && { cards: [] }) };
}
