/**
 * What the public header (app/header.tsx) and the signed-in areas' header
 * (./signed-in-area-layout.tsx) are both made of: the brand, a list of links, and the menu
 * button of a phone with the state it opens. Small: the public header is on home's first screen.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from './icons';

/**
 * Soko's name and mark, a link home. Its name is its visible text, "Soko" (WCAG 2.5.3): the mark's
 * letter is hidden from assistive technology and the link's place says it leads home.
 */
export function Brand() {
  return (
    <Link to="/" className="brand">
      <span className="brand-mark" aria-hidden="true">
        S
      </span>
      Soko
    </Link>
  );
}

/** A menu's links, one item each; the current page's is marked (NavLink's aria-current). */
export function NavItems({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to}>{link.label}</NavLink>
    </li>
  ));
}

/** Whether a header's menu is open: a new route closes it, the tapped link has done its work. */
export function useMenuOpen() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }
  return [open, setOpen] as const;
}

/** The button that opens and closes the menu `controls` (its id). */
export function MenuToggle({
  open,
  controls,
  className,
  onClick,
}: {
  open: boolean;
  controls: string;
  className: string;
  onClick: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`icon-btn ${className}`}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t`Close menu` : t`Open menu`}
      onClick={onClick}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}
