/**
 * How the public site writes money, dates, names and paths
 * (docs/screens.md "Conventions of every screen"): 'USh 150,000' with no decimals, relative dates,
 * initials for missing logos, URL slugs and the budget text of the directory ('N+' or 'A-B').
 * Words and dates are in the app's language (docs/product.md "Languages"): these run inside a
 * render, after client/lib/locale.ts (or the server's render, client/first-view/render.tsx) has
 * chosen it.
 */
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { formatCount, formatUSh } from '../../sync/money';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateFormats = new Map<string, { shortDate: Intl.DateTimeFormat; timeOfDay: Intl.DateTimeFormat }>();

/** English dates as Uganda writes them ('12 Dec 2024', 14:05); the other languages by their own rules. */
function dateFormat() {
  const locales = i18n.locale && i18n.locale !== 'en' ? (i18n.locales ?? i18n.locale) : 'en-GB';
  const key = String(locales);
  let format = dateFormats.get(key);
  if (!format) {
    format = {
      shortDate: new Intl.DateTimeFormat(locales, { day: 'numeric', month: 'short', year: 'numeric' }),
      timeOfDay: new Intl.DateTimeFormat(locales, { hour: '2-digit', minute: '2-digit' }),
    };
    dateFormats.set(key, format);
  }
  return format;
}

export { formatCount, formatUSh };

/**
 * Loads the number formats' locale data now, in a task of its own. A page's first Intl formatter
 * loads ICU's data (about 16 ms on a desktop CPU, four times that on a cheap phone), and home's
 * first render formats numbers (Lingui writes a plural's # with Intl.NumberFormat): inside the
 * entry's evaluation or that render, both long tasks already, it would count whole in total
 * blocking time (docs/decisions/010, "home's boot in smaller tasks").
 */
export function loadNumberFormatsSoon(): void {
  setTimeout(() => new Intl.NumberFormat('en').format(0), 0);
}

/** 'USh 5,000' for one price, 'USh 45,000 - USh 180,000' for a range, null when unpriced. */
export function formatPriceRange(min: number | null | undefined, max: number | null | undefined): string | null {
  const low = min ?? max;
  const high = max ?? min;
  if (low === null || low === undefined || high === null || high === undefined) return null;
  return low === high ? formatUSh(low) : `${formatUSh(low)} - ${formatUSh(high)}`;
}

/** The lowest and highest price over products: the range shown on a business card. */
export function priceSpan(
  products: readonly { price?: number | null; minPrice?: number | null; maxPrice?: number | null }[],
): { min: number; max: number } | null {
  const values = products.flatMap((p) => [p.minPrice ?? p.price, p.maxPrice ?? p.price]).filter(isNumber);
  return values.length ? { min: Math.min(...values), max: Math.max(...values) } : null;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Just now, N hours ago, Yesterday, N days ago, N weeks ago, else the date
 * (docs/screens.md "Conventions of every screen").
 */
export function relativeTime(date: string | number | Date, now: number = Date.now()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, now - then);
  if (elapsed < HOUR) return t`Just now`;
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return t`${plural(hours, { one: '# hour ago', other: '# hours ago' })}`;
  }
  if (elapsed < 2 * DAY) return t`Yesterday`;
  if (elapsed < 7 * DAY) {
    const days = Math.floor(elapsed / DAY);
    return t`${plural(days, { one: '# day ago', other: '# days ago' })}`;
  }
  if (elapsed < 30 * DAY) {
    const weeks = Math.floor(elapsed / (7 * DAY));
    return t`${plural(weeks, { one: '# week ago', other: '# weeks ago' })}`;
  }
  return formatDate(then);
}

/** '12 Dec 2024'. */
export function formatDate(date: string | number | Date): string {
  return dateFormat().shortDate.format(new Date(date));
}

/** '12 Dec 2024, 14:05'. */
export function formatDateTime(date: string | number | Date): string {
  const d = new Date(date);
  const { shortDate, timeOfDay } = dateFormat();
  return `${shortDate.format(d)}, ${timeOfDay.format(d)}`;
}

// the public addresses and initials are drawn by the server too (server/pages/)
export { businessPath, categoryPath, initials, slugify } from '../../sync/public-paths';

export type PriceRange = { minPrice?: number; maxPrice?: number };

function amount(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/.exec(text);
  if (!match) return undefined;
  const scale = match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1;
  return Math.round(Number(match[1]) * scale);
}

/**
 * The budget text of the directory: 'N+' is a minimum only, 'A-B' a minimum and a maximum
 * (docs/screens.md "Conventions of every screen"); a single amount is an upper budget. Commas,
 * spaces, 'USh' and k/m suffixes are accepted ('100k-500k'). Anything else gives no bounds.
 */
export function parsePriceRange(text: string | null | undefined): PriceRange {
  const clean = (text ?? '').toLowerCase().replace(/ush|ugx|,|\s/g, '');
  if (!clean) return {};
  if (clean.endsWith('+')) {
    const min = amount(clean.slice(0, -1));
    return min === undefined ? {} : { minPrice: min };
  }
  const parts = clean.split('-');
  if (parts.length === 2) {
    const [a, b] = parts.map(amount);
    if (a === undefined || b === undefined) return {};
    return { minPrice: Math.min(a, b), maxPrice: Math.max(a, b) };
  }
  const single = amount(clean);
  return single === undefined ? {} : { maxPrice: single };
}

/** Bytes as a phone's user reads them: `850 B`, `12 kB`, `3.4 MB` (1 kB = 1000 B, like data plans). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
