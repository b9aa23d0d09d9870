/**
 * The server's Lingui instances, one per language (docs/decisions/014-three-languages-with-lingui.md): for the pages it
 * renders (server/pages/page-html.ts) and its e-mails. English messages are compiled in the code
 * (scripts/lingui-babel.mjs); the Luganda and Swahili catalogs are read from `locales/*.po` once,
 * at start, and compiled here, where bytes cost nothing. A message a catalog lacks falls back to
 * English, as in the app.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, intlLocales, LOCALES, type Locale } from '../../sync/locales';

/** Under tsx this file is server/i18n/; in the bundle, build/server/ holds a copy of locales/. */
const LOCALES_FOLDER = join(
  dirname(fileURLToPath(import.meta.url)),
  import.meta.url.endsWith('.ts') ? '../../locales' : 'locales',
);

async function readCatalog(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return {};
  const filename = join(LOCALES_FOLDER, `${locale}.po`);
  const catalog = await formatter().parse(readFileSync(filename, 'utf8'), {
    locale,
    sourceLocale: DEFAULT_LOCALE,
    filename,
  });
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.translation) messages[id] = compileMessage(entry.translation);
  }
  return messages;
}

let instances: Promise<Record<Locale, I18n>> | undefined;

/** The languages' instances, their catalogs read on first use. */
export function loadLocales(): Promise<Record<Locale, I18n>> {
  instances ??= Promise.all(
    LOCALES.map(async (locale) => {
      const i18n = setupI18n();
      i18n.loadAndActivate({ locale, locales: intlLocales(locale), messages: await readCatalog(locale) });
      return [locale, i18n] as const;
    }),
  ).then((entries) => Object.fromEntries(entries) as Record<Locale, I18n>);
  return instances;
}
