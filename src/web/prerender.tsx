/**
 * The build's server-side entry (scripts/build/prerender.mjs): renders the pages that need no
 * user to HTML with React's own static renderer, and describes the product for search engines.
 * Bundled by Vite for Node (`vite build --ssr`), so asset imports get the client build's names.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Link, StaticRouter } from 'react-router';
import { cardPriceCents, currency, formatUsd, toAmountString } from '@shared/pricing';
import { landingTexts, siteDescription } from '@shared/landing-texts';
import { paths } from '@shared/routes';
import { PageLinkContext } from '@/components/page-link';
import { LandingApp } from './app/landing-app';
import { AppRoutes } from './app/router';

async function renderToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree, {
    onError(error) {
      // A page that fails to render must fail the build, not ship its error fallback.
      throw error instanceof Error ? error : new Error(String(error));
    },
  });
  return new Response(prelude).text();
}

/** The landing page, as its own entry (landing-main.tsx) hydrates it. */
export function renderLanding(): Promise<string> {
  return renderToHtml(<LandingApp />);
}

/** A page of the app at `url`, as main.tsx hydrates it: nobody signed in, nothing queried. */
export function renderAppPage(url: string): Promise<string> {
  return renderToHtml(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={url}>
        <PageLinkContext value={Link}>
          <AppRoutes />
        </PageLinkContext>
      </StaticRouter>
    </QueryClientProvider>,
  );
}

/** Pages prerendered into the main entry's HTML: path -> file name. */
export const appPages = {
  [paths.login]: 'login',
  [paths.signup]: 'signup',
  [paths.forgotPassword]: 'forgot-password',
  [paths.resetPassword]: 'reset-password',
} as const;

/** Prerendered pages search engines are asked not to list (src/shared/routes.ts says why). */
export { noindexPaths } from '@shared/routes';

/** Rendered at a path no route has; the server sends it with status 404 for every unknown page. */
export const notFoundRenderPath = '/__prerendered-not-found__';

/** The headline, as the share image shows it. */
export const landingHeadline = `${landingTexts.headline.lead} ${landingTexts.headline.emphasis}`;

/** The price of one card, as the share image shows it. */
export const landingPrice = formatUsd(cardPriceCents);

/** What search engines and link previews read about '/'. */
export const landingMeta = {
  title: 'Keepsake: personalised AI-written greeting cards',
  description: siteDescription,
  imageAlt: 'A Keepsake card printed with a sunset beach photo, standing on a table in warm evening light',
};

/**
 * schema.org Product with its price, from src/shared/pricing (never typed twice). `origin` is
 * the public URL, filled in when the server starts.
 */
export function productStructuredData(origin: string, imagePath: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Keepsake personalised greeting card',
    description: landingMeta.description,
    image: `${origin}${imagePath}`,
    brand: { '@type': 'Brand', name: 'Keepsake' },
    url: `${origin}/`,
    offers: {
      '@type': 'Offer',
      price: toAmountString(cardPriceCents),
      priceCurrency: currency.toUpperCase(),
      availability: 'https://schema.org/InStock',
      url: `${origin}${paths.create}`,
    },
  };
}
