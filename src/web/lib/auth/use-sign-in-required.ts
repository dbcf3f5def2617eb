import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@shared/api/user';
import { useCurrentUser } from './use-current-user';
import { rememberReturnTo } from './return-to';

/**
 * A page for signed-in users: a signed-out visitor is sent to `signInPath`, and the page asked
 * for is remembered so signing in brings them back to it. A user who signs out while here is
 * left to the logout, which takes them home.
 */
export function useSignInRequired(signInPath: string): { user: User | null; isLoading: boolean } {
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
    void navigate(signInPath, { replace: true });
  }, [isLoading, user, location.pathname, location.search, navigate, signInPath]);

  return { user, isLoading };
}
