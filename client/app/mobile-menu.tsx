import { NavItems } from '../components/header-bar';
import type { Session } from '../lib/session';
import { AccountLinks } from './account-links';
import { NAV_LINKS } from './nav-links';

/** The phone menu: the same links as the header bar, one per full-width row. */
export function MobileMenu({ session }: { session: Session }) {
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label="Mobile">
      <ul>
        <NavItems links={NAV_LINKS} />
      </ul>
      <div className="mobile-auth">
        <AccountLinks session={session} look="menu" />
      </div>
    </nav>
  );
}
