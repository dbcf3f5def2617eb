import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@shared/api/user';
import { paths } from '@shared/routes';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { rememberReturnTo } from '@/lib/return-to';

/**
 * The account pages are for signed-in users (spec section 6): a signed-out visitor goes to
 * /signup, and the page asked for is remembered so sign-up or login brings them back to it.
 * A user who signs out while here is left to the logout, which takes them home.
 */
export function useRequireUser(): { user: User | null; isLoading: boolean } {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (user) {
      wasSignedIn.current = true;
      return;
    }
    if (isLoading || wasSignedIn.current) return;
    rememberReturnTo(`${location.pathname}${location.search}`);
    void navigate(paths.signup, { replace: true });
  }, [isLoading, user, location.pathname, location.search, navigate]);

  return { user, isLoading };
}
