/**
 * Realistic words to search the directory for: what people type, taken from the seed's own
 * categories (db/seed-data.ts): trade and product words that many businesses share (common) and
 * words of a single offer (rare). Deterministic, so runs compare.
 */
import { CATEGORIES } from '../../db/seed-data';

const STOP = new Set(['with', 'from', 'your', 'and', 'for', 'per', 'the', 'day', 'dozen', 'litre', 'tiers', 'each']);

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 4 && !STOP.has(w));
}

export function queryWords(count = 30): string[] {
  const frequency = new Map<string, number>();
  for (const c of CATEGORIES) {
    const texts = [c.name, ...c.tags, ...c.trades, ...c.offers.map((o) => o.name)];
    for (const w of new Set(texts.flatMap(wordsOf))) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  }
  const ranked = [...frequency].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  // every k-th word from the most to the least shared, so common and rare words both appear
  const step = Math.max(1, Math.floor(ranked.length / count));
  return ranked.filter((_, i) => i % step === 0).slice(0, count);
}

/** A few two-word needs, as typed into the directory's "What do you need?" box. */
export const PHRASES = [
  'birthday cake',
  'car repair',
  'wedding catering',
  'phone screen',
  'solar panel',
  'hair braiding',
];
