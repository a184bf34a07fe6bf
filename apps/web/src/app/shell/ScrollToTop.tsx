import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 002 §2.4: every navigation starts at the top of the page. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}
