import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A new page starts at its top; Back and Forward keep the browser's own scroll restoration. */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
