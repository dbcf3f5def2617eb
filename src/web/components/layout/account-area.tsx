import { ShoppingCart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { isCreatePage, paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';

function SignedOutActions({ onCreatePage }: { onCreatePage: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <Link
        to={paths.login}
        aria-label="Cart"
        className="rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <ShoppingCart className="h-5 w-5" aria-hidden />
      </Link>
      {onCreatePage ? (
        <>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.login}>Login</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={paths.signup}>Sign up</Link>
          </Button>
        </>
      ) : null}
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
  return <span className="text-sm">Welcome back, {user.firstName || user.email}!</span>;
}
