import { QueryClientContext } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, Link } from 'react-router';
import { PageLinkContext } from '@/components/page-link';
import { ErrorFallback } from '@/components/error-fallback';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { useQueryRuntime } from './query-runtime-loader';
import { AppRoutes } from './router';

/**
 * TanStack Query's context, filled once its client has loaded (query-runtime-loader.ts). The
 * provider sits here from the start, so the client's arrival re-renders the tree instead of
 * remounting it; nothing that queries renders before then.
 */
function QueryClientSlot({ children }: { children: ReactNode }) {
  const runtime = useQueryRuntime();
  return <QueryClientContext.Provider value={runtime?.client}>{children}</QueryClientContext.Provider>;
}

export function App() {
  return (
    // Last line of defence: a failure outside a page's own boundary (the header, the layout).
    <ErrorBoundary fallbackRender={() => <ErrorFallback onReset={() => window.location.reload()} />}>
      <QueryClientSlot>
        <BrowserRouter>
          <PageLinkContext value={Link}>
            <AppRoutes />
          </PageLinkContext>
        </BrowserRouter>
        <LazyToaster />
      </QueryClientSlot>
    </ErrorBoundary>
  );
}
