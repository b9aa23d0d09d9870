import { useLingui } from '@lingui/react/macro';
import { NavItems } from '../components/header-bar';
import type { Session } from '../lib/session';
import { AccountLinks } from './account-links';
import { NAV_LINKS } from './nav-links';

/** The phone menu: the same links as the header bar, one per full-width row. */
export function MobileMenu({ session }: { session: Session }) {
  const { t } = useLingui();
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label={t`Mobile`}>
      <ul>
        <NavItems links={NAV_LINKS.map((link) => ({ to: link.to, label: t(link.label) }))} />
      </ul>
      <div className="mobile-auth">
        <AccountLinks session={session} look="menu" />
      </div>
    </nav>
  );
}
