/**
 * The public site's addresses and the few words of it the first screen (home) needs: kept apart
 * from ./public-pages.ts so home's script carries only these (bench row 1). Read by the client and
 * by the server's pages (server/pages/); docs/screens.md "Public site".
 */
import { i18n as appI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const SITE_NAME = 'Soko Uganda';
const SITE_DESCRIPTION = msg`Find trusted businesses in Uganda, compare prices in USh, read reviews and get quotes.`;

/** Lower-cased, spaces to hyphens, anything not URL-safe dropped. */
export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** /business-profile/{id}/{name-slug}/{district-city-slug}. */
export function businessPath(business: {
  id: number | string;
  name: string;
  district?: string | null;
  city?: string | null;
}): string {
  const place = slugify([business.district, business.city].filter(Boolean).join(' ')) || 'uganda';
  return `/business-profile/${business.id}/${slugify(business.name) || 'business'}/${place}`;
}

/** /category/{categoryId}/{url-encoded category name}. */
export function categoryPath(category: { id: number | string; name: string }): string {
  return `/category/${category.id}/${encodeURIComponent(category.name)}`;
}

/** Up to two capital letters for a logo or avatar that is missing. */
export function initials(name: string | null | undefined): string {
  // words that start with a letter or digit: 'Food & Catering' is FC, not F&
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** A page's words: a message in the reader's language, or text shown as it is (a name). */
export type PageText = string | MessageDescriptor;

export type PageMeta = {
  title: PageText;
  description?: PageText;
  /** The title as it is, without " · Soko Uganda". */
  exactTitle?: boolean;
};

/**
 * `text` in `i18n`'s language: the app's own instance by default; the server passes the page's
 * (server/i18n/catalogs.ts), never the app's.
 */
export function pageText(text: PageText, i18n: I18n = appI18n): string {
  return typeof text === 'string' ? text : i18n._(text);
}

/** The title a browser tab and a link preview show. */
export function documentTitle(meta: PageMeta, i18n: I18n = appI18n): string {
  const title = pageText(meta.title, i18n);
  return meta.exactTitle ? title : `${title} · ${SITE_NAME}`;
}

/** Home's own title and description (the rest are in ./public-pages.ts). */
export const HOME_META: PageMeta = {
  title: msg`Soko Uganda · Find trusted businesses, compare prices and get quotes`,
  description: SITE_DESCRIPTION,
  exactTitle: true,
};
