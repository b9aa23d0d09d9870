/**
 * The catalog check (docs/glossary-translations.md "How the catalogs are kept"): the messages in
 * the code (Lingui's macros, extracted as `npm run i18n:extract` does) and the Luganda and Swahili
 * catalogs agree. A message the code uses and a catalog lacks, a message a catalog keeps that the
 * code no longer uses, a message left untranslated, or a translation that lost a placeholder fails.
 */
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../sync/locales';

type Entries = Record<string, { message?: string; translation?: string; obsolete?: boolean }>;

const translated = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
let inCode: Entries;
const catalogs: Record<string, Entries> = {};

/** `{name}`, `{0}`, `{count, plural, …}`'s argument and `<0>`, `</0>`, `<0/>`: what a translation must keep. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

beforeAll(async () => {
  const config = getConfig({ configPath: 'lingui.config.ts' });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts names no catalog');
  inCode = ((await catalog.collect()) ?? {}) as Entries;
  for (const locale of translated) catalogs[locale] = ((await catalog.read(locale)) ?? {}) as Entries;
}, 120_000);

describe.each(translated)('the %s catalog', (locale) => {
  it('has every message of the code, and none the code no longer uses', () => {
    const kept = Object.entries(catalogs[locale]!).filter(([, e]) => !e.obsolete);
    const missing = Object.keys(inCode).filter((id) => !(id in catalogs[locale]!));
    const unused = kept.map(([id]) => id).filter((id) => !(id in inCode));
    const show = (ids: string[]) => ids.map((id) => inCode[id]?.message ?? catalogs[locale]![id]?.message ?? id);
    expect(show(missing), 'run npm run i18n:extract').toEqual([]);
    expect(show(unused), 'run npm run i18n:extract').toEqual([]);
    expect(Object.keys(inCode).length).toBeGreaterThan(0);
  });

  it('translates every message, keeping its placeholders', () => {
    const untranslated: string[] = [];
    const broken: string[] = [];
    for (const [id, entry] of Object.entries(inCode)) {
      const source = entry.message ?? id;
      const translation = catalogs[locale]![id]?.translation;
      if (!translation) untranslated.push(source);
      else if (placeholders(translation).join() !== placeholders(source).join())
        broken.push(`${source} → ${translation}`);
    }
    expect(untranslated).toEqual([]);
    expect(broken).toEqual([]);
  });
});
