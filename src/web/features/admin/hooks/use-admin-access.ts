import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@shared/api/user';
import { paths } from '@shared/routes';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { rememberReturnTo } from '@/lib/return-to';

export type AdminAccess = { state: 'loading' | 'signed-out'; user: null } | { state: 'refused' | 'admin'; user: User };

/**
 * The admin pages: a signed-out visitor goes to /login (admins already have accounts) and
 * comes back here once signed in; a customer is refused. The server checks the role on every
 * call too; this only spares a customer a page of failed requests.
 */
export function useAdminAccess(): AdminAccess {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (user) {
      wasSignedIn.current = true;
      return;
    }
    // Someone who logs out here is on their way home with the logout; do not send them to /login.
    if (isLoading || wasSignedIn.current) return;
    rememberReturnTo(`${location.pathname}${location.search}`);
    void navigate(paths.login, { replace: true });
  }, [isLoading, user, location.pathname, location.search, navigate]);

  if (user) return { state: user.role === 'admin' ? 'admin' : 'refused', user };
  return { state: isLoading ? 'loading' : 'signed-out', user: null };
}
