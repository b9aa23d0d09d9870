import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../sync/locales';
import { chooseLocale } from '../lib/locale';

/**
 * Settings › Language (docs/product.md "Languages"): each language named in its own words. The
 * choice is kept on this device (client/lib/locale.ts) and, through `onChosen`, on a signed-in
 * account for its e-mails.
 */
export function LanguagePicker({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <p className="language-picker">
      <label htmlFor={id}>{t`Language`}</label>{' '}
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale)) return;
          void chooseLocale(locale).then(() => onChosen?.(locale));
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </p>
  );
}
