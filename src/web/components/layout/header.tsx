import { ShoppingCart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { isCreatePage, paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { Logo } from './logo';

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

/** The shared header (spec section 2). The signed-in menu arrives with accounts. */
export function Header() {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to={paths.home} aria-label="Keepsake home" className="rounded-md">
          <Logo />
        </Link>
        {isLoading ? (
          <div
            className="h-9 w-9 animate-pulse rounded-full bg-muted"
            role="status"
            aria-label="Loading your account"
            data-testid="user-loading"
          />
        ) : user ? (
          <span className="text-sm">Welcome back, {user.firstName || user.email}!</span>
        ) : (
          <SignedOutActions onCreatePage={isCreatePage(pathname)} />
        )}
      </div>
    </header>
  );
}
