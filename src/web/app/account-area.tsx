import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isCreatePage } from '@shared/routes';
import { AccountSlot } from '@/components/layout/account-slot';
import { SignedOutActions } from '@/components/layout/signed-out-actions';
import { useStoredSignIn } from '@/lib/auth/stored-sign-in';
import { useHydrated } from '@/hooks/use-hydrated';
import { loadQueryRuntime, useQueryRuntime } from './query-runtime-loader';

/**
 * The right side of every header (the app's and the landing page's): a pulsing placeholder
 * while the user loads, then the signed-out actions or the signed-in account menu.
 *
 * A browser with no stored sign-in has no user to load, so until TanStack Query is loaded
 * for another reason (any other page) it shows the signed-out actions without it: the
 * landing page then ships no query code (docs/decisions/004-landing-performance.md).
 */
export function AccountArea() {
  const { pathname } = useLocation();
  const runtime = useQueryRuntime();
  const storedSignIn = useStoredSignIn();
  // Prerendered pages were drawn signed out; they hydrate that way and then show the session.
  const hydrated = useHydrated();
  const needsRuntime = !runtime && storedSignIn;
  useEffect(() => {
    if (!needsRuntime) return;
    // On failure the placeholder stays; the next navigation tries again.
    loadQueryRuntime().catch((error: unknown) => console.error('Loading the account failed:', error));
  }, [needsRuntime, pathname]);

  if (!hydrated) return <SignedOutActions onCreatePage={isCreatePage(pathname)} />;
  if (runtime) return <runtime.AccountSession />;
  // The pulsing placeholder belongs to the user's request, which starts once the code to make
  // it has loaded; until then the slot is kept empty at the placeholder's size.
  if (storedSignIn) return <AccountSlot />;
  return <SignedOutActions onCreatePage={isCreatePage(pathname)} />;
}
