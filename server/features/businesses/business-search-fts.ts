/**
 * The full-text index the directory search reads (business-search.ts), once per engine
 * (decision 013), chosen by the database handle:
 * - SQLite: the FTS5 table business_fts (db/migrations/0003_search_stems.sql): porter stems,
 *   prefix indexes, rows keyed by the business id, bm25 with a weight per column.
 * - PostgreSQL: business_fts(business_id, document) with a GIN index
 *   (db/pg/migrations/0002_business_search.sql): Snowball English stems in the text search
 *   configuration soko_english, the same columns weighted A to D, ts_rank.
 * Both read a word as the stem they index, take a prefix term for a word's beginning, and score a
 * candidate so that lower is better (bm25's sign), so business-search.ts orders them alike.
 * What still differs: ts_rank knows no word's rarity (bm25's idf), so among businesses that fit
 * some words of a need the rarer word does not weigh more; the two stemmers differ on a few words
 * (porter "birthdai", Snowball "birthday"), each alike in its index and its queries; and Snowball's
 * English stop words ("only", "very", "all", 127 of them) are not indexed, so a need of nothing
 * else finds nothing on PostgreSQL, and one with other words is looked up without them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { dialectOf } from '../../../db/dialect';
import { rawGet } from '../../../db/query';
import { SEARCH_RANK_CAP } from '../../../sync/constants';
import { tradeWords } from '../../../sync/search-words';

export type Joiner = 'AND' | 'OR';
/** The words taken as beginnings of longer words, each with the beginnings to look for. */
export type Beginnings = ReadonlyMap<string, readonly string[]>;

export interface SearchIndex {
  /** The businesses table, as a listing without words reads it. */
  listing(inCategory: boolean): SQL;
  /** Whether some business, active or not, has `word` or a word of the same stem. */
  holds(db: object, word: string): Promise<boolean>;
  /** What narrows a query to a category inside the index, where the index can; else ''. */
  categoryScope(db: object, categoryId: number): Promise<string>;
  /** `words` as a query: exact terms, except the words `beginnings` gives prefix terms for. */
  query(words: readonly string[], joiner: Joiner, beginnings: Beginnings, scope: string): string;
  /**
   * The newest SEARCH_RANK_CAP businesses that fit `query` and `where` (business-search.ts step
   * 4), as `b.*`: id, the columns the sorts read, and `score`, lower is better.
   */
  candidates(query: string, where: SQL): SQL;
}

export function searchIndexOf(db: object): SearchIndex {
  return dialectOf(db) === 'postgres' ? postgresIndex : sqliteIndex;
}

/**
 * An FTS5 query of `words`: `"word"` (a stem of the index), or `"beginning"*` terms, either way
 * with the trade's words for it (sync/search-words.ts step 5) as alternatives: `("toilet" OR "drain" …)`.
 */
export function ftsQuery(words: readonly string[], joiner: Joiner = 'AND', beginnings: Beginnings = new Map()): string {
  const term = (w: string) => {
    const own = beginnings.get(w)?.map((p) => `"${p}"*`) ?? [`"${w}"`];
    const all = [...own, ...tradeWords(w).map((t) => `"${t}"`)];
    return beginnings.has(w) || all.length > 1 ? `(${all.join(' OR ')})` : all[0]!;
  };
  return words.map(term).join(` ${joiner} `);
}

/**
 * A tsquery text of `words` for to_tsquery('soko_english', …), which stems each quoted word as
 * the documents were stemmed: `'word'`, or `'beginning':*` terms. Words are letters and digits
 * only (sync/search-words.ts), so quoting them needs no escapes.
 */
export function tsQuery(words: readonly string[], joiner: Joiner = 'AND', beginnings: Beginnings = new Map()): string {
  const term = (w: string) => {
    const own = beginnings.get(w)?.map((p) => `'${p}':*`) ?? [`'${w}'`];
    const all = [...own, ...tradeWords(w).map((t) => `'${t}'`)];
    return beginnings.has(w) || all.length > 1 ? `(${all.join(' | ')})` : all[0]!;
  };
  return words.map(term).join(joiner === 'AND' ? ' & ' : ' | ');
}

/** name 10, tagline 3, description 1, category 6, subcategory 4, products 6 (the FTS5 column order). */
const BM25 = sql.raw('bm25(business_fts, 10.0, 3.0, 1.0, 6.0, 4.0, 6.0)');

const sqliteIndex: SearchIndex = {
  // SQLite's planner has no statistics to go by, so the index is chosen here: a category's
  // covering index when there is a category, else the index of the sort order.
  listing: (inCategory) =>
    inCategory ? sql`businesses b INDEXED BY businesses_category_listing_idx` : sql`businesses b`,
  async holds(db, word) {
    return (
      (await rawGet(db, sql`SELECT 1 FROM business_fts WHERE business_fts MATCH ${`"${word}"`} LIMIT 1`)) !== undefined
    );
  },
  // The category's name, as a phrase of the category column, lets FTS5 skip other categories itself.
  async categoryScope(db, categoryId) {
    const name = (await rawGet<{ name: string }>(db, sql`SELECT name FROM categories WHERE id = ${categoryId}`))?.name;
    const words = name?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu);
    return words ? ` AND category : "${words.join(' ')}"` : '';
  },
  query: (words, joiner, beginnings, scope) => `(${ftsQuery(words, joiner, beginnings)})${scope}`,
  // FTS5 walks its index by rowid and stops at the cap; bm25 counts a word's matches once, from its index entry.
  candidates: (query, where) => sql`
    SELECT b.id, b.rating, b.total_reviews, b.response_minutes, b.min_price, b.max_price, ${BM25} AS score
    FROM business_fts JOIN businesses b ON b.id = business_fts.rowid
    WHERE business_fts MATCH ${query} AND ${where}
    ORDER BY business_fts.rowid DESC LIMIT ${SEARCH_RANK_CAP}`,
};

/**
 * ts_rank's weights of D, C, B, A: the bm25 weights above over 10 (C is subcategory 4 and tagline
 * 3), as db/pg/migrations/0002_business_search.sql note 3 gives them. Normalization 1 divides by
 * 1 + log(the document's length), as bm25 prefers short documents: on 20,000 seeded businesses it
 * put SQLite's first result first for 20 of 42 needs instead of 6, and shared 74 % of the first 20
 * instead of 49 %; without it most scores tie and the newest business wins.
 */
const rank = (query: SQL) => sql`ts_rank('{0.1, 0.35, 0.6, 1.0}', b.document, ${query}, 1)`;

/**
 * How many of the newest documents the PostgreSQL candidates query tests one by one before it
 * takes a word's matches from the GIN index instead. Reading k documents costs about k / 20 pages
 * (business_fts is laid out in business id order, ~20 documents a page), the GIN way about one page
 * a match, and the walk fills the cap for a word in more than N × SEARCH_RANK_CAP / k of N
 * documents: the pages read, k / 20 + SEARCH_RANK_CAP × N / k at most, are fewest at
 * k = √(4,000 N), 20,000 for 100,000 businesses (measured in bench/README.md, benchmark 16).
 */
export const NEWEST_WALK = 20_000;

const postgresIndex: SearchIndex = {
  // PostgreSQL's planner picks the index of a listing from its statistics.
  listing: () => sql`businesses b`,
  async holds(db, word) {
    const query = tsQuery([word]);
    const found = await rawGet(
      db,
      sql`SELECT 1 FROM business_fts WHERE document @@ to_tsquery('soko_english', ${query}) LIMIT 1`,
    );
    return found !== undefined;
  },
  // A tsvector keeps weights, not columns: the filter on category_id narrows instead.
  categoryScope: () => Promise.resolve(''),
  query: (words, joiner, beginnings) => tsQuery(words, joiner, beginnings),
  // The newest SEARCH_RANK_CAP matches, found in one of two bounded ways so that neither the
  // layout of business_fts nor the planner's guess of a word's frequency decides the cost:
  // 1. `newest`: the newest NEWEST_WALK documents, each tested. A word in more than one document in
  //    NEWEST_WALK / SEARCH_RANK_CAP (1 in 100) fills the cap here, as a common word does.
  // 2. Only when it did not: every match from the GIN index, sorted by business id, the
  //    businesses looked up newest first until SEARCH_RANK_CAP pass `where` (the OFFSET 0 keeps
  //    the sort below the join, so the rare word's other matches are never joined).
  // Left to itself the planner walked newest first for rare words too: 11,000–25,000 documents
  // for a word of 1 business in 50–120, the whole table for a pair of words found together
  // nowhere, or joined all 2,300 matches of a pair before sorting (bench/README.md, benchmark 16).
  // ts_rank reads only the documents kept.
  candidates: (query, where) => {
    const tsquery = sql`to_tsquery('soko_english', ${query})`;
    const columns = sql`b.id, b.rating, b.total_reviews, b.response_minutes, b.min_price, b.max_price`;
    return sql`
    WITH newest AS MATERIALIZED (
      SELECT ${columns}, f.document
      FROM (SELECT business_id, document FROM business_fts ORDER BY business_id DESC LIMIT ${NEWEST_WALK}) AS f
      JOIN businesses b ON b.id = f.business_id
      WHERE f.document @@ ${tsquery} AND ${where}
      ORDER BY f.business_id DESC LIMIT ${SEARCH_RANK_CAP}
    ), kept AS (
      SELECT * FROM newest WHERE (SELECT count(*) FROM newest) = ${SEARCH_RANK_CAP}
      UNION ALL
      SELECT b.*, d.document FROM (
        SELECT ${columns}
        FROM (SELECT business_id FROM business_fts WHERE document @@ ${tsquery} ORDER BY business_id DESC OFFSET 0) AS f
        JOIN businesses b ON b.id = f.business_id
        WHERE ${where} AND (SELECT count(*) FROM newest) < ${SEARCH_RANK_CAP}
        ORDER BY f.business_id DESC LIMIT ${SEARCH_RANK_CAP}
      ) AS b JOIN business_fts d ON d.business_id = b.id
    )
    SELECT b.id, b.rating, b.total_reviews, b.response_minutes, b.min_price, b.max_price,
      -${rank(tsquery)} AS score
    FROM kept AS b`;
  },
};
