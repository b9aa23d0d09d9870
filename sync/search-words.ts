/**
 * The words of a free-text need, read the same way by the server's ranked search
 * (server/features/businesses/business-search.ts) and the device's search of what it stores
 * (client/store/directory-query.ts), so both understand "birthday cake for 30 people" alike:
 * 1. Only letters and digits make words (nothing typed reaches a query as syntax).
 * 2. Filler words ("for", "the", "near", "people"…), numbers and single letters are dropped when
 *    real words remain; a text of nothing else keeps its words, and a text without any is no need.
 * 3. A business fits a need when it fits ANY of its words, and ranks higher the more of them, and
 *    the rarer ones, it fits (docs/product.md "Directory and search").
 * 4. A word fits by its stem (Porter, the same algorithm as the server's FTS5 index), so
 *    "plumbers" finds "plumber" and "braids" finds "braiding".
 */
import { stemmer } from 'stemmer';
import { SEARCH_MAX_TERMS } from './constants';

const FILLER_WORDS = new Set(
  (
    'a about an and any are at best by can do for from get good have how i in is it looking me my near ' +
    'need needed of on or our people person please some someone something the to want we where who with ' +
    'you your'
  ).split(' '),
);

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const NUMBER = /^\p{N}+$/u;

/** Steps 1 and 2: the words of a need that are looked up, at most SEARCH_MAX_TERMS. */
export function searchWords(text: string): string[] {
  const words = [...new Set((text.toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, 40)))];
  const meaningful = words.filter((w) => w.length > 1 && !FILLER_WORDS.has(w) && !NUMBER.test(w));
  return (meaningful.length > 0 ? meaningful : words).slice(0, SEARCH_MAX_TERMS);
}

/**
 * Step 4 for a text that is not stemmed: the forms of `word` to look for inside it. Porter turns a
 * final "y" into "i" ("birthday" → "birthdai"), which plain text never holds, so that form is
 * looked for without its "i".
 */
export function wordForms(word: string): string[] {
  const stem = stemmer(word);
  const forms = new Set([word, stem]);
  if (stem.endsWith('i') && stem.length > 3) forms.add(stem.slice(0, -1));
  return [...forms].filter((f) => f.length >= Math.min(3, word.length));
}
