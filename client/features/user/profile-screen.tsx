import { Trans } from '@lingui/react/macro';
import { ProfileSettingsForm } from '../../components/profile-settings-form';

/** Profile Settings (docs/screens.md "Profile Settings and Settings"). */
export default function ProfileScreen() {
  return (
    <section className="area-page">
      <header>
        <h1>
          <Trans>Profile Settings</Trans>
        </h1>
        <p className="muted">
          <Trans>How businesses see you when you send a request.</Trans>
        </p>
      </header>
      <ProfileSettingsForm />
    </section>
  );
}
