import { Trans, useLingui } from '@lingui/react/macro';
import { LanguagePicker } from '../../../components/language-picker';
import { ProfileSettingsForm } from '../../../components/profile-settings-form';
import { Alert } from '../../../components/status';
import { useSaveAccountLocale } from '../../../lib/account-locale';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { PageHead } from '../../../components/page-head';
import './profile.css';

/**
 * The admin's own profile: the shared profile form (email read-only) beside the account facts and
 * Settings › Language.
 */
export function AdminProfile() {
  const { t } = useLingui();
  const { user } = useSession();
  const language = useSaveAccountLocale();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : t`Admin`;
  const since = user?.createdAt ? formatDate(user.createdAt) : null;
  return (
    <section>
      <PageHead admin title={t`Profile`} lead={t`Your name and contact details as other admins see them`} />
      <div className="adm-profile">
        <aside className="card adm-profile-card">
          <Avatar src={user?.avatar} name={name} size={72} />
          <h2>{name}</h2>
          <p className="muted">{user?.email}</p>
          <p>
            <Badge tone="blue">
              <Trans>Administrator</Trans>
            </Badge>{' '}
            {user?.isVerified && (
              <Badge tone="green">
                <Trans>Verified</Trans>
              </Badge>
            )}
          </p>
          {since && (
            <p className="muted small">
              <Trans>Member since {since}</Trans>
            </p>
          )}
          <LanguagePicker onChosen={language.save} />
          {language.error && <Alert tone="error">{language.error}</Alert>}
        </aside>
        <ProfileSettingsForm />
      </div>
    </section>
  );
}
