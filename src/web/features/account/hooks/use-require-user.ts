import type { User } from '@shared/api/user';
import { paths } from '@shared/routes';
import { useSignInRequired } from '@/lib/auth/use-sign-in-required';

/**
 * The account pages are for signed-in users: a signed-out visitor goes to
 * /signup and comes back to the page asked for once signed up or logged in.
 */
export function useRequireUser(): { user: User | null; isLoading: boolean } {
  return useSignInRequired(paths.signup);
}
