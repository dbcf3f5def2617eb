import type { PageViewRequest } from '@shared/api/analytics';
import { pageViewRoute } from '@shared/api/analytics-routes';

function postPageView(view: PageViewRequest): void {
  // keepalive lets the report finish even if the visitor leaves the page right away.
  // Plain fetch, not request(): no token, and keepalive is a fetch option request() does not pass.
  // The route without its schema: the landing page sends this and carries no zod.
  void fetch(pageViewRoute.path, {
    method: pageViewRoute.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(view),
    keepalive: true,
  }).catch((error: unknown) => console.error('Page view not recorded:', error));
}

/**
 * The first report waits for the page's load event, so it never competes with the hero picture
 * (Lighthouse found it on the landing page's LCP path); later route changes report at once.
 */
export function sendPageView(view: PageViewRequest): void {
  if (document.readyState === 'complete') postPageView(view);
  else window.addEventListener('load', () => postPageView(view), { once: true });
}

/** The referrer of a fresh page load: our own pages as paths (like in-app moves), others as they are. */
export function documentReferrer(): string | null {
  if (!document.referrer) return null;
  try {
    const url = new URL(document.referrer);
    return url.origin === window.location.origin ? url.pathname : document.referrer;
  } catch {
    return null;
  }
}
