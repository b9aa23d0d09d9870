/**
 * The app's language (docs/product.md "Languages"): the one chosen in Settings › Language on this
 * device, else the first of the browser's languages Soko speaks (sync/locales.ts), else English.
 * A link with `?lang=` opens in that language without changing the device's choice, as the server's
 * page for that link was sent (server/pages/page-html.ts). English messages are in the code; a
 * Luganda or Swahili catalog is a file of its own, fetched only for that language.
 */
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, intlLocales, isLocale, LOCALE_COOKIE, pickLocale, type Locale } from '../../sync/locales';

const STORAGE_KEY = 'soko.locale';

function stored(): Locale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language chosen in Settings › Language on this device, if one was. */
export function chosenLocale(): Locale | undefined {
  return stored();
}

/** The language this device shows, before anything is loaded. */
export function deviceLocale(): Locale {
  const linked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(linked)) return linked;
  return stored() ?? pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

async function catalog(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'lg':
      return (await import('../../locales/lg.po')).messages;
    case 'sw':
      return (await import('../../locales/sw.po')).messages;
    default:
      return {};
  }
}

function activate(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, locales: intlLocales(locale), messages });
  document.documentElement.lang = locale;
}

/**
 * Makes `locale` the app's language. English is ready at once (no promise to wait for on the
 * first screen); another language once its catalog has arrived.
 */
export function activateLocale(locale: Locale): Promise<void> | undefined {
  if (locale === DEFAULT_LOCALE) {
    activate(locale, {});
    return undefined;
  }
  return catalog(locale).then((messages) => activate(locale, messages));
}

/**
 * Settings › Language: kept on this device, and in a cookie the server reads for the pages it
 * sends (server/pages/page-routes.ts); a signed-in account keeps it too, for its e-mails
 * (client/lib/account-locale.ts).
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage refused: the choice lasts until the page is closed
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${60 * 60 * 24 * 400}; samesite=lax`;
  await activateLocale(locale);
}
