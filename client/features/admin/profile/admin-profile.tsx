import { ProfileSettingsForm } from '../../../components/profile-settings-form';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { PageHead } from '../../../components/page-head';
import './profile.css';

/** The admin's own profile: the shared profile form (email read-only) beside the account facts. */
export function AdminProfile() {
  const { user } = useSession();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : 'Admin';
  return (
    <section>
      <PageHead admin title="Profile" lead="Your name and contact details as other admins see them" />
      <div className="adm-profile">
        <aside className="card adm-profile-card">
          <Avatar src={user?.avatar} name={name} size={72} />
          <h2>{name}</h2>
          <p className="muted">{user?.email}</p>
          <p>
            <Badge tone="blue">Administrator</Badge> {user?.isVerified && <Badge tone="green">Verified</Badge>}
          </p>
          {user?.createdAt && <p className="muted small">Member since {formatDate(user.createdAt)}</p>}
        </aside>
        <ProfileSettingsForm />
      </div>
    </section>
  );
}
