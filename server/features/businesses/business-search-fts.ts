/**
 * The full-text index the directory search reads (business-search.ts), once per engine
 * (decision 013), chosen by the database handle:
 * - SQLite: the FTS5 table business_fts (db/migrations/0003_search_stems.sql): porter stems,
 *   prefix indexes, rows keyed by the business id, bm25 with a weight per column.
 * - PostgreSQL: business_fts(business_id, document) with a GIN index
 *   (db/pg/migrations/0002_business_search.sql): Snowball English stems in the text search
 *   configuration soko_english, the same columns weighted A to D, ts_rank; the index holds each
 *   document's age group too (0008_search_index_by_age.sql, AGE_SHIFT below).
 * Both read a word as the stem they index, take a prefix term for a word's beginning, and score a
 * candidate so that lower is better (bm25's sign), so business-search.ts orders them alike.
 * What still differs: ts_rank knows no word's rarity (bm25's idf), so among businesses that fit
 * some words of a need the rarer word does not weigh more; the two stemmers differ on a few words
 * (porter "birthdai", Snowball "birthday"), each alike in its index and its queries; and Snowball's
 * English stop words ("only", "very", "all", 127 of them) are not indexed, so a need of nothing
 * else finds nothing on PostgreSQL, and one with other words is looked up without them.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import { dialectOf } from '../../../db/dialect';
import { PLANNED_PER_CALL } from '../../../db/pg/client';
import { rawAll, rawGet } from '../../../db/query';
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
  /** The rows of a statement that reads `candidates`. */
  rows<Row>(db: object, statement: SQL): Promise<Row[]>;
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
  // better-sqlite3's statements are prepared once and kept (db/client.ts)
  rows: (db, statement) => rawAll(db, statement),
};

/**
 * ts_rank's weights of D, C, B, A: the bm25 weights above over 10 (C is subcategory 4 and tagline
 * 3), as db/pg/migrations/0002_business_search.sql note 3 gives them. Normalization 1 divides by
 * 1 + log(the document's length), as bm25 prefers short documents: on 20,000 seeded businesses it
 * put SQLite's first result first for 20 of 42 needs instead of 6, and shared 74 % of the first 20
 * instead of 49 %; without it most scores tie and the newest business wins.
 */
const rank = (document: SQL, query: SQL) => sql`ts_rank('{0.1, 0.35, 0.6, 1.0}', ${document}, ${query}, 1)`;

/**
 * The PostgreSQL search index groups businesses by age, 2^AGE_SHIFT (512) consecutive ids to a
 * group: its GIN index holds each document's words and its group, `business_id >> 9`
 * (db/pg/migrations/0008_search_index_by_age.sql), so that the matches of a word among the newest
 * groups come from the index alone, and only their rows are read. Keep the two alike: a query
 * whose expression differs from the index's finds no index for its range.
 */
const AGE_SHIFT = 9;

/**
 * How many of the newest age groups the candidates query reads first: 1,537 to 2,048 ids, as the
 * newest group is partly filled. A word in more than 1 business in 10 fills the cap there, and for
 * any other the matches found tell how common the word is among the newest, which sizes the next
 * step (bench/README.md, benchmark 16).
 */
const NEWEST_AGES = 4;

/** The most ids the first step reads. */
export const NEWEST_IDS = NEWEST_AGES << AGE_SHIFT;

/**
 * How much further back than the newest matches' rate predicts the second step reads: 1.5 times
 * the ids that should hold SEARCH_RANK_CAP matches, so that a rate measured on a few matches still
 * fills the cap there most of the time; when it does not, the third step takes every match.
 */
const REACH_MARGIN = 1.5;

const pgDialect = new PgDialect();

const postgresIndex: SearchIndex = {
  // PostgreSQL's planner picks the index of a listing from its statistics.
  listing: () => sql`businesses b`,
  // Planned for its word on every call (PLANNED_PER_CALL): a kept plan, made for no word in
  // particular, could scan business_fts for a word the GIN index knows is rare or absent.
  async holds(db, word) {
    const query = tsQuery([word]);
    const found = await rawGet(
      db,
      sql`SELECT 1 FROM business_fts WHERE document @@ to_tsquery('soko_english', ${query}) LIMIT 1 ${sql.raw(PLANNED_PER_CALL)}`,
    );
    return found !== undefined;
  },
  // A tsvector keeps weights, not columns: the filter on category_id narrows instead.
  categoryScope: () => Promise.resolve(''),
  query: (words, joiner, beginnings) => tsQuery(words, joiner, beginnings),
  // The newest SEARCH_RANK_CAP matches that pass `where`, in up to three steps, each run only
  // when the steps before it found fewer, so that a word's cost follows how common it is among the
  // newest businesses and neither the layout of business_fts nor the planner's guess of a word's
  // frequency decides it. Each step asks the GIN index for the word's matches in a range of age
  // groups (AGE_SHIFT), reads only those rows, sorts them newest first and joins the businesses
  // until the cap passes `where`:
  // 1. `walked`: the newest NEWEST_AGES groups. A common word (1 business in 10 or more) fills the
  //    cap here.
  // 2. `recent`: else, if some matched, the groups the first step's rate says hold the cap, 1.5
  //    times over (REACH_MARGIN), unless they are all of them (`maize`, 1 business in 55 over
  //    100,000: 16,000 ids, 284 rows read).
  // 3. `every`: else (no match among the newest, a range of every group, or one that fell short)
  //    every match: a rare word's few.
  // Each step's range is a suffix of the ids that holds the ranges of the steps before it, so the
  // last step run has every row of the earlier ones and is the answer alone (UNION ALL of three
  // mutually exclusive parts, no duplicates to remove); its rows are scored then, not before. Each
  // step's documents are sorted before they are joined (OFFSET 0 keeps the sort below the join), so
  // a step joins only the businesses it keeps. The need's tsquery is computed once, in `need`, so
  // that no plan depends on the word: the same plan serves every need of a shape (a prepared
  // statement's generic plan costs what a plan for the word would).
  candidates: (query, where) => {
    const need = sql`(SELECT tsquery FROM need)`;
    const cap = sql.raw(String(SEARCH_RANK_CAP));
    const shift = sql.raw(String(AGE_SHIFT));
    const step = (documents: SQL) => sql`
      SELECT b.id, b.rating, b.total_reviews, b.response_minutes, b.min_price, b.max_price, f.document
      FROM (SELECT business_id, document FROM business_fts WHERE document @@ ${need} AND ${documents}
        ORDER BY business_id DESC OFFSET 0) AS f
      JOIN businesses b ON b.id = f.business_id
      WHERE ${where}
      ORDER BY f.business_id DESC LIMIT ${cap}`;
    return sql`
    WITH need AS MATERIALIZED (SELECT to_tsquery('soko_english', ${query}) AS tsquery),
    top AS MATERIALIZED (
      SELECT newest, (newest >> ${shift}) - ${sql.raw(String(NEWEST_AGES - 1))} AS first_age
      FROM (SELECT max(business_id) AS newest FROM business_fts) AS t
    ),
    walked AS MATERIALIZED (${step(sql`business_id >> ${shift} >= (SELECT first_age FROM top)`)}),
    reach AS MATERIALIZED (
      SELECT newest, CASE WHEN n BETWEEN 1 AND ${cap} - 1
        THEN ceil(${sql.raw(String(REACH_MARGIN))} * (newest - (first_age << ${shift}) + 1) * ${cap} / n::numeric)::int
        END AS ids
      FROM top, (SELECT count(*) AS n FROM walked) AS found
    ),
    recent AS MATERIALIZED (${step(sql`(SELECT ids < newest FROM reach)
        AND business_id >> ${shift} >= (SELECT (newest - ids) >> ${shift} FROM reach)`)}),
    every AS MATERIALIZED (${step(sql`(SELECT count(*) FROM walked) < ${cap} AND (SELECT count(*) FROM recent) < ${cap}`)})
    SELECT b.id, b.rating, b.total_reviews, b.response_minutes, b.min_price, b.max_price,
      -${rank(sql`b.document`, need)} AS score
    FROM (SELECT * FROM walked WHERE (SELECT count(*) FROM walked) = ${cap}
      UNION ALL SELECT * FROM recent WHERE (SELECT count(*) FROM recent) = ${cap}
      UNION ALL SELECT * FROM every) AS b`;
  },
  // As a named statement, prepared once per connection: PostgreSQL plans the candidates query in
  // about 0.7 ms, as long as it takes to run it for a common word; after five runs it keeps a
  // generic plan, which `candidates` makes the plan for any word. The text varies only with the
  // filters and the sort, so a connection keeps a few dozen of them at most.
  async rows<Row>(db: object, statement: SQL) {
    const { session } = (db as { _: { session: PgSession } })._;
    const query = pgDialect.sqlToQuery(statement);
    const name = `search_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
    const result = (await session.prepareQuery(query, undefined, name, false).execute()) as { rows: Row[] };
    return result.rows;
  },
};
