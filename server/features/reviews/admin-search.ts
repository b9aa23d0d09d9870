import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsIgnoringCase } from '../../../db/dialect';

/** Words of a search that count; the rest are ignored. */
const MAX_WORDS = 8;

/**
 * The text search of the admin lists (business reviews, product reviews, businesses): every word
 * of `q` must appear in at least one of `columns`, ignoring case, so "bakery amina" finds Amina's
 * review of Kampala Fresh Bakery. Plain substring tests, as the users list does
 * (server/features/users/user-admin-service.ts): nothing typed can act as a wildcard, and only
 * ASCII letters are folded, alike on both engines (containsIgnoringCase, db/dialect.ts).
 */
export function wordsMatch(db: object, q: string | undefined, columns: readonly SQLWrapper[]): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(...columns.map((column) => containsIgnoringCase(db, sql`coalesce(${column}, '')`, word))),
    ),
  );
}
