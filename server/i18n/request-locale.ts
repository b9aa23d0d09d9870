/**
 * The language a request is answered in (docs/product.md "Languages"): a link's `?lang=`, else the
 * language the device chose in Settings (its cookie, client/lib/locale.ts), else the first of the
 * browser's `Accept-Language` that Soko speaks, else English.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { acceptedLanguages, isLocale, LOCALE_COOKIE, pickLocale, type Locale } from '../../sync/locales';

export function requestLocale(c: Context): { locale: Locale; fromLink: boolean } {
  const linked = c.req.query('lang');
  if (isLocale(linked)) return { locale: linked, fromLink: true };
  const chosen = getCookie(c, LOCALE_COOKIE);
  if (isLocale(chosen)) return { locale: chosen, fromLink: false };
  return { locale: pickLocale(acceptedLanguages(c.req.header('accept-language'))), fromLink: false };
}
