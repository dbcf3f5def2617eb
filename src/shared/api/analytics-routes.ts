/**
 * The page-view beacon's method and path, without its schema: the landing page sends it and
 * must not bring zod along (~25 kB gzipped; docs/decisions/020-prerendered-pages.md).
 * analytics-endpoints.ts builds the full contract from it.
 */
export const pageViewRoute = { method: 'POST', path: '/api/analytics/pageview' } as const;
