import { AccountSettingsPanel } from '../../components/account-settings-panel';

/** Settings: data saver, offline data and sign out. */
export default function SettingsScreen() {
  return (
    <section className="area-page">
      <header>
        <h1>Settings</h1>
      </header>
      <AccountSettingsPanel />
    </section>
  );
}
