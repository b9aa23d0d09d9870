import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page scrolls to the top on every route change
 * (docs/screens.md "Conventions of every screen"); query-string edits keep it. The first path is
 * left alone: a fresh page starts at the top anyway, and one the server sent with its content
 * (./first-view.ts) may already be scrolled by its reader when the app takes it over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
