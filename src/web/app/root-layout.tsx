import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';
import { paths } from '@shared/routes';
import { ErrorFallback } from '@/components/error-fallback';
import { Header } from './header';
import { usePageViews } from '@/features/analytics/use-page-views';
import { retryFailedPageLoads } from '@/lib/lazy-page';

function PageLoading() {
  return (
    <div className="flex justify-center py-24" role="status" aria-label="Loading page">
      <div className="h-8 w-8 animate-spin rounded-full border-4 border-muted border-t-primary" />
    </div>
  );
}

/** The frame of every page: header, then the page inside its own error boundary. */
export function RootLayout() {
  const location = useLocation();
  usePageViews();
  useScrollToTop();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* The system font: otherwise this hidden link alone makes '/' download the web font (docs/decisions/004). */}
      <a
        href="#main"
        className="font-[system-ui] sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {/* The landing page brings its own header, with anchors to its sections. */}
      {location.pathname === paths.home ? null : <Header />}
      <main id="main" className="flex-1">
        <ErrorBoundary
          fallbackRender={({ resetErrorBoundary }) => <ErrorFallback onReset={resetErrorBoundary} />}
          resetKeys={[location.pathname]}
          onReset={retryFailedPageLoads}
          onError={(error) => console.error('Rendering failed:', error)}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
