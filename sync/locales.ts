/**
 * The languages Soko speaks (docs/product.md "Languages"): English, the source of every message,
 * Luganda and Swahili. The app, the server's pages and its e-mails pick one the same way.
 */
export const LOCALES = ['en', 'lg', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie a device's chosen language travels in, for the pages the server sends it. */
export const LOCALE_COOKIE = 'soko-locale';

/** Each language in its own words, as a language picker lists them. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', lg: 'Luganda', sw: 'Kiswahili' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first of the reader's languages that Soko speaks, by primary subtag (`sw-KE` is Swahili,
 * `en-UG` English), else English.
 */
export function pickLocale(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** An `Accept-Language` header's tags, most wanted first (`q=0` left out). */
export function acceptedLanguages(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== '*' && Number.isFinite(l.q) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * The tags `Intl` formats a language's numbers and dates with: Uganda's conventions first, then
 * the language, then English for a runtime without the language's data (Luganda is not in every
 * ICU build).
 */
export function intlLocales(locale: Locale): string[] {
  return locale === 'en' ? ['en-UG', 'en'] : [`${locale}-UG`, locale, 'en-UG'];
}
