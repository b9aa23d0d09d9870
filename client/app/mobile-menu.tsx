import { Link, NavLink } from 'react-router-dom';
import { dashboardPath, type Session } from '../lib/session';
import { NAV_LINKS } from './nav-links';

/** The phone menu: the same links as the header bar, one per full-width row. */
export function MobileMenu({ session }: { session: Session }) {
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label="Mobile">
      <ul>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
      <div className="mobile-auth">
        {session.isAuthenticated ? (
          <Link className="btn btn-primary btn-block" to={dashboardPath(session.role)}>
            My Dashboard
          </Link>
        ) : (
          <>
            <Link className="btn btn-outline btn-block" to="/login">
              Login
            </Link>
            <Link className="btn btn-primary btn-block" to="/register?role=VENDOR">
              Join as Vendor
            </Link>
          </>
        )}
      </div>
    </nav>
  );
}
