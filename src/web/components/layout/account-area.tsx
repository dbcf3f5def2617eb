import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import type { User } from '@shared/api/user';
import { appShellTexts, welcomeBackMessage } from '@shared/messages';
import { isCreatePage, paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { Avatar } from '@/features/auth/components/avatar';
import { useSessionKeeper } from '@/features/auth/hooks/use-session-keeper';

// The menu (Radix) downloads only for signed-in visitors, keeping it off the landing page's budget.
const AccountMenu = lazy(() => import('@/features/auth/components/account-menu'));

const cartLinkClass =
  'relative rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

function SignedOutActions({ onCreatePage }: { onCreatePage: boolean }) {
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

function SignedInActions({ user }: { user: User }) {
  return (
    <div className="flex min-w-0 items-center gap-1 pl-3 sm:gap-3">
      <span className="min-w-0 truncate text-sm font-medium" data-testid="greeting">
        {welcomeBackMessage(user.firstName, user.email)}
      </span>
      {/* The cart has no contents yet: the spec's badge always reads 0. */}
      <Link to={paths.account} aria-label="Cart, 0 items" className={cartLinkClass}>
        <ShoppingCart className="h-5 w-5" aria-hidden />
        <span
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground"
          data-testid="cart-badge"
          aria-hidden
        >
          0
        </span>
      </Link>
      <Suspense fallback={<Avatar user={user} />}>
        <AccountMenu user={user} />
      </Suspense>
    </div>
  );
}

/**
 * The right side of every header (the app's and the landing page's): a pulsing placeholder
 * while the user loads, then the signed-out actions or the signed-in account menu.
 */
export function AccountArea() {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  // Every page has this header, so the session is kept fresh from here.
  useSessionKeeper();
  if (isLoading) {
    return (
      <div
        className="h-9 w-9 animate-pulse rounded-full bg-muted"
        role="status"
        aria-label="Loading your account"
        data-testid="user-loading"
      />
    );
  }
  if (!user) return <SignedOutActions onCreatePage={isCreatePage(pathname)} />;
  return <SignedInActions user={user} />;
}
