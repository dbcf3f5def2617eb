import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { documentReferrer, sendPageView } from './page-view-beacon';

/** Records a page view on every route change; the referrer is the previous page, or the external one. */
export function usePageViews(): void {
  const location = useLocation();
  const previousPath = useRef<string | null>(null);
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice in development; one navigation is one view.
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    if (previousPath.current === location.pathname) return;
    sendPageView({ path: location.pathname, referrer: previousPath.current ?? documentReferrer() });
    previousPath.current = location.pathname;
  }, [location.key, location.pathname]);
}
