import type { ComponentType, ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@shared/routes';
import { lazyPage } from '@/lib/lazy-page';
import { AccountArea } from './account-area';
import { loadQueryRuntime } from './query-runtime-loader';
import { RootLayout } from './root-layout';

/**
 * Each page is its own chunk, so the landing page ships only what it needs. The entry routes
 * '/' itself and hands every other path to page-routes.tsx: that table's import() calls and
 * the file lists Vite attaches to them (~3 kB gzipped) stay off the landing page, and the
 * server names its chunk in the HTML of the other pages (vite.config.ts), so they do not wait
 * for it. Those pages may query, so they render once TanStack Query has loaded too.
 * Declarative routes, not the data router: no page here loads data before rendering, and the
 * data router costs ~20 kB gzipped up front.
 */
let LoadedHome: ComponentType<{ accountArea: ReactNode }> | undefined;
const loadHome = () =>
  import('@/pages/home').then((module) => {
    LoadedHome = module.default;
    return module;
  });
const LazyHome = lazyPage(loadHome);

/**
 * Loads the landing page's code; main.tsx awaits it before the first render on '/' (the HTML
 * of '/' already names the chunk, so this rarely waits). The landing page then renders in the
 * first commit, instead of a loading spinner that the browser paints first.
 */
export const preloadHomePage = (): Promise<unknown> => loadHome();

function HomePage() {
  return LoadedHome ? <LoadedHome accountArea={<AccountArea />} /> : <LazyHome accountArea={<AccountArea />} />;
}
const PageRoutes = lazyPage(() =>
  Promise.all([import('./page-routes'), loadQueryRuntime()]).then(([pageRoutes]) => pageRoutes),
);

/** The paths routed here; page-routes.tsx routes the rest. */
export const entryPatterns = [paths.home];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path="*" element={<PageRoutes />} />
      </Route>
    </Routes>
  );
}
