import type { User } from '@shared/api/user';
import { paths } from '@shared/routes';
import { useSignInRequired } from '@/lib/auth/use-sign-in-required';

type AdminAccess = { state: 'loading' | 'signed-out'; user: null } | { state: 'refused' | 'admin'; user: User };

/**
 * The admin pages: a signed-out visitor goes to /login (admins already have accounts) and
 * comes back here once signed in; a customer is refused. The server checks the role on every
 * call too; this only spares a customer a page of failed requests.
 */
export function useAdminAccess(): AdminAccess {
  const { user, isLoading } = useSignInRequired(paths.login);
  if (user) return { state: user.role === 'admin' ? 'admin' : 'refused', user };
  return { state: isLoading ? 'loading' : 'signed-out', user: null };
}
