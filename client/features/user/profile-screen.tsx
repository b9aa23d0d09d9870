import { ProfileSettingsForm } from '../../components/profile-settings-form';

/** Profile Settings (spec 02 §2). */
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
