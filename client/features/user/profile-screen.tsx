import { ProfileSettingsForm } from '../../components/profile-settings-form';

/** Profile Settings (docs/screens.md "Profile Settings and Settings"). */
export default function ProfileScreen() {
  return (
    <section className="area-page">
      <header>
        <h1>Profile Settings</h1>
        <p className="muted">How businesses see you when you send a request.</p>
      </header>
      <ProfileSettingsForm />
    </section>
  );
}
