import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, Link, useLocation } from 'react-router';
import { paths } from '@shared/routes';
import { AccountSlot } from '@/components/layout/account-slot';
import { PageLinkContext } from '@/components/page-link';
import { loadQueryRuntime, useQueryRuntime } from './query-runtime-loader';

/**
 * The landing page has no router of its own: when the account menu moves to another page,
 * that page is loaded, as any other link from '/' would.
 */
function LeaveLanding() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== paths.home) window.location.reload();
  }, [pathname]);
  return null;
}

/** The signed-in header's account area on '/', loaded only for visitors with a stored sign-in. */
export default function LandingSession() {
  const runtime = useQueryRuntime();
  useEffect(() => {
    // On failure the placeholder stays, as in the app's header.
    loadQueryRuntime().catch((error: unknown) => console.error('Loading the account failed:', error));
  }, []);
  if (!runtime) return <AccountSlot />;
  return (
    <QueryClientProvider client={runtime.client}>
      <BrowserRouter>
        <PageLinkContext value={Link}>
          <LeaveLanding />
          <runtime.AccountSession />
        </PageLinkContext>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
