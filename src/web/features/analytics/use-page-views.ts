import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PageViewRequest } from '@shared/api/analytics';
import { analyticsEndpoints } from '@shared/api/analytics-endpoints';
import { requestUrl } from '@/lib/api';

function postPageView(view: PageViewRequest): void {
  // keepalive lets the report finish even if the visitor leaves the page right away.
  // Plain fetch, not request(): no token, and keepalive is a fetch option request() does not pass.
  const contract = analyticsEndpoints.pageView;
  void fetch(requestUrl(contract), {
    method: contract.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(view),
    keepalive: true,
  }).catch((error: unknown) => console.error('Page view not recorded:', error));
}

/**
 * The first report waits for the page's load event, so it never competes with the hero picture
 * (Lighthouse found it on the landing page's LCP path); later route changes report at once.
 */
function sendPageView(view: PageViewRequest): void {
  if (document.readyState === 'complete') postPageView(view);
  else window.addEventListener('load', () => postPageView(view), { once: true });
}

/** The referrer of a fresh page load: our own pages as paths (like in-app moves), others as they are. */
function documentReferrer(): string | null {
  if (!document.referrer) return null;
  try {
    const url = new URL(document.referrer);
    return url.origin === window.location.origin ? url.pathname : document.referrer;
  } catch {
    return null;
  }
}

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
