import { ShoppingCart } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { appShellTexts } from '@shared/messages';
import { isCreatePage, paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { loadQueryRuntime, useQueryRuntime } from '@/app/query-runtime-loader';
import { useStoredSignIn } from './stored-sign-in';

export const cartLinkClass =
  'relative rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

export function SignedOutActions({ onCreatePage }: { onCreatePage: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <Link to={paths.login} aria-label="Cart" className={cartLinkClass}>
        <ShoppingCart className="h-5 w-5" aria-hidden />
      </Link>
      {onCreatePage ? (
        <>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.login}>{appShellTexts.login}</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={paths.signup}>{appShellTexts.signUp}</Link>
          </Button>
        </>
      ) : null}
    </div>
  );
}

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
  const needsRuntime = !runtime && storedSignIn;
  useEffect(() => {
    if (!needsRuntime) return;
    // On failure the placeholder stays; the next navigation tries again.
    loadQueryRuntime().catch((error: unknown) => console.error('Loading the account failed:', error));
  }, [needsRuntime, pathname]);

  if (runtime) return <runtime.AccountSession />;
  // The pulsing placeholder belongs to the user's request, which starts once the code to make
  // it has loaded; until then the slot is kept empty at the placeholder's size.
  if (storedSignIn) return <div className="h-9 w-9" aria-hidden />;
  return <SignedOutActions onCreatePage={isCreatePage(pathname)} />;
}
