import { AccountSettingsPanel } from '../../components/account-settings-panel';

/** Settings of the vendor: data saver, offline data and sign out. */
export default function VendorSettingsScreen() {
  return (
    <section className="area-page">
      <header>
        <h1>Settings</h1>
      </header>
      <AccountSettingsPanel />
    </section>
  );
}
