import { lazy, Suspense, useEffect } from 'react';
import { storedSignInAttribute } from '@shared/stored-sign-in';
import { ErrorBoundary } from 'react-error-boundary';
import { paths } from '@shared/routes';
import { ErrorFallback } from '@/components/error-fallback';
import { AccountSlot } from '@/components/layout/account-slot';
import { SignedOutActions } from '@/components/layout/signed-out-actions';
import { documentReferrer, sendPageView } from '@/features/analytics/page-view-beacon';
import { useHydrated } from '@/hooks/use-hydrated';
import { useStoredSignIn } from '@/lib/auth/stored-sign-in';
import HomePage from '@/pages/home';

// A stored sign-in needs the session's header (TanStack Query, the router, the account menu):
// it downloads only for those visitors, after hydration.
const LandingSession = lazy(() => import('./landing-session'));

/** The landing page's account area: signed out as prerendered, or the session once hydrated. */
function LandingAccountArea() {
  const hydrated = useHydrated();
  const storedSignIn = useStoredSignIn();
  // The attribute was set before the first paint; a sign-in or out in another tab moves it on.
  useEffect(() => {
    if (hydrated) document.documentElement.toggleAttribute(storedSignInAttribute, storedSignIn);
  }, [hydrated, storedSignIn]);
  if (!hydrated || !storedSignIn) {
    return (
      // Drawn for nobody by the build: with a stored sign-in the header keeps the signed-in room
      // and hides these until the session is there (LandingHeader's accountRoom).
      <div data-account="signed-out">
        <SignedOutActions onCreatePage={false} />
      </div>
    );
  }
  return (
    <Suspense fallback={<AccountSlot />}>
      <LandingSession />
    </Suspense>
  );
}

/**
 * '/' on its own entry (landing-main.tsx), without React Router: the same frame as the app's
 * root layout (skip link, main) around the landing page. Prerendered by the build and hydrated.
 */
export function LandingApp() {
  useEffect(() => sendPageView({ path: paths.home, referrer: documentReferrer() }), []);
  return (
    <ErrorBoundary fallbackRender={() => <ErrorFallback onReset={() => window.location.reload()} />}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="font-[system-ui] sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <main id="main" className="flex-1">
          <HomePage accountArea={<LandingAccountArea />} />
        </main>
      </div>
    </ErrorBoundary>
  );
}
