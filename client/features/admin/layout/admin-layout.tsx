import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAdminPreferences } from '../settings/admin-preferences';
import { AdminIcon } from './admin-icons';
import { AdminSidebar } from './admin-sidebar';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';
import './admin-layout.css';

/** At this width and above the sidebar sits beside the content; below it is a drawer. */
const DESKTOP_QUERY = '(min-width: 1024px)';

function isDesktop(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY).matches : true;
}

/** Desktop first, usable on a tablet: sidebar with toggle, bell, user menu, then the screen. */
export function AdminLayout() {
  const { t } = useLingui();
  const preferences = useAdminPreferences();
  const [open, setOpen] = useState(() => preferences.sidebar === 'expanded' && isDesktop());
  const { pathname } = useLocation();

  useEffect(() => {
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
  }, [pathname]);

  return (
    <div className={`adm-shell adm-density-${preferences.density}`} data-sidebar={open ? 'open' : 'closed'}>
      <AdminSidebar open={open} onNavigate={() => !isDesktop() && setOpen(false)} />
      {open && <div className="adm-scrim" onClick={() => setOpen(false)} aria-hidden="true" />}
      <div className="adm-main">
        <header className="adm-topbar">
          <button
            type="button"
            className="icon-btn"
            aria-label={open ? t`Collapse sidebar` : t`Expand sidebar`}
            aria-controls="admin-sidebar"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            <AdminIcon name="menu" />
          </button>
          <span className="adm-topbar-title">
            <Trans>Admin</Trans>
          </span>
          <div className="adm-topbar-end">
            <NotificationBell />
            <UserMenu />
          </div>
        </header>
        <main className="adm-content" id="admin-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
