import { Trans } from '@lingui/react/macro';
import { AccountSettingsPanel } from '../../components/account-settings-panel';
import { LanguagePicker } from '../../components/language-picker';
import { Alert } from '../../components/status';
import { useSaveAccountLocale } from '../../lib/account-locale';

/** Settings of the vendor: language, data saver, offline data and sign out. */
export default function VendorSettingsScreen() {
  const language = useSaveAccountLocale();
  return (
    <section className="area-page">
      <header>
        <h1>
          <Trans>Settings</Trans>
        </h1>
      </header>
      <section className="card">
        <LanguagePicker onChosen={language.save} />
        {language.error && <Alert tone="error">{language.error}</Alert>}
      </section>
      <AccountSettingsPanel />
    </section>
  );
}
