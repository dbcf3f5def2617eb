import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import type { User } from '@shared/api/user';
import { welcomeBackMessage } from '@shared/messages';
import { isCreatePage, paths } from '@shared/routes';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { Avatar } from '@/components/layout/avatar';
import { useSessionKeeper } from '@/lib/auth/use-session-keeper';
import { AccountSlot, signedInAccount } from '@/components/layout/account-slot';
import { cartLinkClass, SignedOutActions } from '@/components/layout/signed-out-actions';

// The menu (Radix) downloads only for signed-in visitors, keeping it off the landing page's budget.
const AccountMenu = lazy(() => import('@/features/auth/components/account-menu'));

function AccountLoading() {
  return (
    <AccountSlot>
      <div
        className="h-9 w-9 animate-pulse rounded-full bg-muted"
        role="status"
        aria-label="Loading your account"
        data-testid="user-loading"
      />
    </AccountSlot>
  );
}

function SignedInActions({ user }: { user: User }) {
  return (
    <div {...signedInAccount} className="flex min-w-0 items-center gap-1 pl-3 sm:gap-3">
      {/* On a phone the greeting wraps onto a second line rather than being cut short. */}
      <span
        className="min-w-[5.75rem] text-right text-xs leading-tight font-medium [overflow-wrap:anywhere] sm:text-sm"
        data-testid="greeting"
      >
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
 * The account area once TanStack Query is loaded (app/query-runtime.ts): the current user
 * decides between the placeholder, the signed-out actions and the signed-in greeting and menu.
 */
export function SessionAccountArea() {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  // Every page has this header, so the session is kept fresh from here.
  useSessionKeeper();
  if (isLoading) return <AccountLoading />;
  if (!user) return <SignedOutActions onCreatePage={isCreatePage(pathname)} />;
  return <SignedInActions user={user} />;
}
