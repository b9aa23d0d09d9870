import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { AdminIcon } from './admin-icons';
import { ADMIN_NAV } from './admin-nav';

/** Expanded it shows labels; collapsed, icons only (desktop) or nothing (tablet drawer closed). */
export function AdminSidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { t } = useLingui();
  return (
    <nav id="admin-sidebar" className="adm-sidebar" aria-label={t`Admin`} data-open={open}>
      <div className="adm-brand">
        <span className="adm-brand-mark" aria-hidden="true">
          S
        </span>
        <span className="adm-brand-name">
          <Trans>Soko Admin</Trans>
        </span>
      </div>
      <ul>
        {ADMIN_NAV.map((item) => {
          const label = t(item.label);
          return (
            <li key={item.path}>
              <NavLink
                to={`/admin/${item.path}`}
                className={({ isActive }) => (isActive ? 'adm-nav-link adm-nav-active' : 'adm-nav-link')}
                title={open ? undefined : label}
                onClick={onNavigate}
              >
                <AdminIcon name={item.icon} />
                <span className="adm-nav-label">{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
      <NavLink to="/" className="adm-nav-link adm-nav-site" title={open ? undefined : t`Public site`}>
        <AdminIcon name="home" />
        <span className="adm-nav-label">
          <Trans>Public site</Trans>
        </span>
      </NavLink>
    </nav>
  );
}
