import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page scrolls to the top on every route change
 * (docs/screens.md "Conventions of every screen"); query-string edits keep it.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
