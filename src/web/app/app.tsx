import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { ErrorFallback } from '@/components/error-fallback';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    // Last line of defence: a failure outside a page's own boundary (the header, the layout).
    <ErrorBoundary fallbackRender={() => <ErrorFallback onReset={() => window.location.reload()} />}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <LazyToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
