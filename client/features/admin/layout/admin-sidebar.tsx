import { NavLink } from 'react-router-dom';
import { AdminIcon } from './admin-icons';
import { ADMIN_NAV } from './admin-nav';

/** Expanded it shows labels; collapsed, icons only (desktop) or nothing (tablet drawer closed). */
export function AdminSidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  return (
    <nav id="admin-sidebar" className="adm-sidebar" aria-label="Admin" data-open={open}>
      <div className="adm-brand">
        <span className="adm-brand-mark" aria-hidden="true">
          S
        </span>
        <span className="adm-brand-name">Soko Admin</span>
      </div>
      <ul>
        {ADMIN_NAV.map((item) => (
          <li key={item.path}>
            <NavLink
              to={`/admin/${item.path}`}
              className={({ isActive }) => (isActive ? 'adm-nav-link adm-nav-active' : 'adm-nav-link')}
              title={open ? undefined : item.label}
              onClick={onNavigate}
            >
              <AdminIcon name={item.icon} />
              <span className="adm-nav-label">{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <NavLink to="/" className="adm-nav-link adm-nav-site" title={open ? undefined : 'Public site'}>
        <AdminIcon name="home" />
        <span className="adm-nav-label">Public site</span>
      </NavLink>
    </nav>
  );
}
