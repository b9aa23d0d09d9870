import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { dashboardPath, type Session } from '../lib/session';

/** The header bar's small buttons, and the mobile menu's full-width ones. */
const LOOKS = {
  bar: { main: 'btn btn-primary btn-sm', other: 'btn btn-ghost btn-sm' },
  menu: { main: 'btn btn-primary btn-block', other: 'btn btn-outline btn-block' },
};

/** Login and Join as Vendor, or My Dashboard once signed in (docs/screens.md "Header and footer"). */
export function AccountLinks({ session, look }: { session: Session; look: keyof typeof LOOKS }) {
  const css = LOOKS[look];
  if (session.isAuthenticated) {
    return (
      <Link className={css.main} to={dashboardPath(session.role)}>
        <Trans>My Dashboard</Trans>
      </Link>
    );
  }
  return (
    <>
      <Link className={css.other} to="/login">
        <Trans>Login</Trans>
      </Link>
      <Link className={css.main} to="/register?role=VENDOR">
        <Trans>Join as Vendor</Trans>
      </Link>
    </>
  );
}
