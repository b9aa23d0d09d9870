/**
 * The frame of the user and vendor areas (docs/screens.md "Role guard"): the area demands its role
 * (compared case-insensitively); any other role, or no session, is logged out and sent to
 * /login. A menu with the area's links, the public site and Logout; the page scrolls to the
 * top on every route change. Used by client/features/user and client/features/vendor.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Brand, MenuToggle, NavItems, useMenuOpen } from './header-bar';
import { PageLoading } from './status';
import { hasRole, useSession, type Role } from '../lib/session';
import { useSyncStatus } from '../store/hooks';
import { signOut } from './sign-out';
import './signed-in-area.css';
import './signed-in-area-screens.css';

export type AreaLink = { to: string; label: string };

export function SignedInAreaLayout({ role, title, links }: { role: Role; title: string; links: readonly AreaLink[] }) {
  const { t } = useLingui();
  const session = useSession();
  const allowed = hasRole(session, role);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useMenuOpen();

  useEffect(() => {
    if (!allowed) {
      void signOut().then(() => navigate('/login', { replace: true }));
    }
  }, [allowed, navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (!allowed) return null;

  const logout = () => void signOut().then(() => navigate('/login', { replace: true }));
  const menu = (
    <ul className="area-links">
      <NavItems links={links} />
      <li>
        <Link to="/">
          <Trans>Public site</Trans>
        </Link>
      </li>
      <li>
        <button type="button" className="area-logout" onClick={logout}>
          <Trans>Logout</Trans>
        </button>
      </li>
    </ul>
  );

  return (
    <div className="area">
      <a className="skip-link" href="#area-main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="site-header">
        <div className="container header-bar">
          <Brand />
          <span className="area-title">{title}</span>
          <SyncChip />
          <MenuToggle
            className="area-menu-toggle"
            controls="area-menu"
            open={open}
            onClick={() => setOpen((v) => !v)}
          />
        </div>
        {open && (
          <nav id="area-menu" className="area-menu-mobile" aria-label={t`${title} menu`}>
            {menu}
          </nav>
        )}
      </header>
      <div className="container area-body">
        <nav className="area-sidebar" aria-label={t`${title} sections`}>
          {menu}
        </nav>
        <main id="area-main" className="area-main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** Offline, and how many writes wait in the outbox; it opens the outbox page (/sync). */
function SyncChip() {
  const { t } = useLingui();
  const { online, pendingCount, rejectedCount } = useSyncStatus();
  if (online && pendingCount === 0 && rejectedCount === 0) return null;
  const parts = [
    !online && t`Offline`,
    pendingCount > 0 && t`${pendingCount} waiting`,
    rejectedCount > 0 && t`${rejectedCount} not sent`,
  ];
  const text = parts.filter(Boolean).join(' · ');
  return (
    <Link
      to="/sync"
      className={`status-badge ${rejectedCount > 0 ? 'status-red' : 'waiting-sync'} area-sync-chip`}
      aria-label={t`Sync status: ${text}. Open the changes waiting to be sent`}
    >
      {text}
    </Link>
  );
}

/** The not-found fallback of an area. */
export function AreaNotFound({ home }: { home: string }) {
  return (
    <section className="state-box">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p className="muted">
        <Trans>This page does not exist in your account area.</Trans>
      </p>
      <Link className="btn btn-primary" to={home}>
        <Trans>Back to dashboard</Trans>
      </Link>
    </section>
  );
}
