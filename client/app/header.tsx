import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../components/icons';
import { dashboardPath, useSession } from '../lib/session';
import { NAV_LINKS } from './nav-links';
import { MobileMenu } from './mobile-menu';
import { OfflineBadges } from './offline-badges';

/**
 * The header (docs/screens.md "Header and footer"): the site links, Login / Join as Vendor or
 * My Dashboard, and a mobile menu.
 */
export function Header() {
  const session = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to="/" className="brand" aria-label="Soko home">
          <span className="brand-mark" aria-hidden="true">
            S
          </span>
          Soko
        </Link>
        <nav aria-label="Main" className="desktop-nav">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <OfflineBadges />
          <div className="desktop-auth">
            {session.isAuthenticated ? (
              <Link className="btn btn-primary btn-sm" to={dashboardPath(session.role)}>
                My Dashboard
              </Link>
            ) : (
              <>
                <Link className="btn btn-ghost btn-sm" to="/login">
                  Login
                </Link>
                <Link className="btn btn-primary btn-sm" to="/register?role=VENDOR">
                  Join as Vendor
                </Link>
              </>
            )}
          </div>
          <button
            type="button"
            className="icon-btn menu-toggle"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {open && <MobileMenu session={session} />}
    </header>
  );
}
