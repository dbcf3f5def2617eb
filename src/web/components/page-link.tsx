import { createContext, createElement, use, type ComponentType, type ReactNode } from 'react';

export interface PageLinkProps {
  to: string;
  className?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

/**
 * The site sends no referrer anywhere (security headers), which keeps e-mailed links' tokens out
 * of logs; these links come from token-free pages, and the next page's page view needs to know
 * it came from here.
 */
function PlainLink({ to, ...props }: PageLinkProps) {
  return <a href={to} referrerPolicy="same-origin" {...props} />;
}

/**
 * How a link to another page is drawn. The app (app/app.tsx) puts React Router's Link here, so
 * moves between its pages stay in the page; the landing page's own entry (landing-main.tsx)
 * has no router, which keeps ~12 kB of JavaScript off '/', and its links load the next page.
 */
export const PageLinkContext = createContext<ComponentType<PageLinkProps>>(PlainLink);

/** A link to one of our pages, for components shown both inside and outside the router. */
export function PageLink(props: PageLinkProps) {
  // The context holds one component for the whole tree (set once at its root), not one made per render.
  return createElement(use(PageLinkContext), props);
}
