import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ADMIN_ROLE_CHECK_DELAY_MS } from '../../../../sync/constants';
import { clearSession, useSession } from '../../../lib/session';

/** Roles are compared case-insensitively (docs/screens.md "Conventions of every screen"). */
function isAdminRole(role: string | null | undefined): boolean {
  return (role ?? '').toUpperCase() === 'ADMIN';
}

/**
 * The admin role guard (docs/screens.md "Role guard"): the first check waits
 * ADMIN_ROLE_CHECK_DELAY_MS (the session may still be settling after sign-in); then any other role,
 * or no session, is logged out and sent to /login. Later changes (sign-out in another tab) act at
 * once.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [checked, setChecked] = useState(false);
  const allowed = session.isAuthenticated && isAdminRole(session.user?.role);

  useEffect(() => {
    const timer = setTimeout(() => setChecked(true), ADMIN_ROLE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (checked && !allowed && (session.token || session.user)) clearSession();
  }, [checked, allowed, session.token, session.user]);

  if (!checked)
    return (
      <p className="adm-guard" role="status">
        <Trans>Checking access…</Trans>
      </p>
    );
  if (!allowed) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
