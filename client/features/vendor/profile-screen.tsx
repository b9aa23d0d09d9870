import { Trans } from '@lingui/react/macro';
import { ProfileSettingsForm } from '../../components/profile-settings-form';

/** Profile of the vendor: the same form as the customer's (docs/screens.md "Profile Settings and Settings"). */
export default function VendorProfileScreen() {
  return (
    <section className="area-page">
      <header>
        <h1>
          <Trans>Profile Settings</Trans>
        </h1>
        <p className="muted">
          <Trans>Your own details. Your business details are on My Business.</Trans>
        </p>
      </header>
      <ProfileSettingsForm />
    </section>
  );
}
