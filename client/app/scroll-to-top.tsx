import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page scrolls to the top on every route change (spec 01 §2); query-string edits keep it. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
