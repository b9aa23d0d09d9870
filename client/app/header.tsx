import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Brand, MenuToggle, NavItems, useMenuOpen } from '../components/header-bar';
import { useSession } from '../lib/session';
import { AccountLinks } from './account-links';
import { NAV_LINKS } from './nav-links';
import { MobileMenu } from './mobile-menu';
import { OfflineBadges } from './offline-badges';

/**
 * The header (docs/screens.md "Header and footer"): the site links, Login / Join as Vendor or
 * My Dashboard, and a mobile menu.
 */
export function Header() {
  const session = useSession();
  const [open, setOpen] = useMenuOpen();
  const { t } = useLingui();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Brand />
        <nav aria-label={t`Main`} className="desktop-nav">
          <ul>
            <NavItems links={NAV_LINKS.map((link) => ({ to: link.to, label: t(link.label) }))} />
          </ul>
        </nav>
        <div className="header-actions">
          <OfflineBadges />
          <div className="desktop-auth">
            <AccountLinks session={session} look="bar" />
          </div>
          <MenuToggle className="menu-toggle" controls="mobile-menu" open={open} onClick={() => setOpen((v) => !v)} />
        </div>
      </div>
      {open && <MobileMenu session={session} />}
    </header>
  );
}
