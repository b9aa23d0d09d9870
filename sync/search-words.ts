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
 * 5. A word customers use for a job also fits the words a trade's listing uses for it
 *    (TRADE_WORDS): "toilet" finds the plumber whose service says "Leaks, blocked drains and tap
 *    replacement" (docs/product.md "Directory and search").
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

/**
 * Step 5: what customers say, and the words a listing of the trade says instead. Each word on the
 * right is looked for as a word of its own, by its stem; the word itself is still looked for too.
 */
const TRADE_WORDS: Readonly<Record<string, readonly string[]>> = {
  toilet: ['plumber', 'drain', 'leak', 'pipe', 'sewage'],
  toilets: ['plumber', 'drain', 'leak', 'pipe', 'sewage'],
  sink: ['plumber', 'drain', 'tap', 'leak'],
  tap: ['plumber', 'leak'],
  taps: ['plumber', 'leak'],
  leaking: ['leak', 'plumber'],
  blocked: ['drain', 'plumber', 'unblock'],
  sewage: ['drain', 'plumber'],
  socket: ['electrician', 'wiring'],
  sockets: ['electrician', 'wiring'],
  wiring: ['electrician'],
  power: ['electrician', 'wiring'],
  light: ['electrician', 'wiring'],
};

/** The words of the trade that a need's word also fits (step 5), or none. */
export function tradeWords(word: string): readonly string[] {
  return Object.hasOwn(TRADE_WORDS, word) ? TRADE_WORDS[word]! : [];
}
