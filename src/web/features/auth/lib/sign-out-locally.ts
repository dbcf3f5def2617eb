import type { QueryClient } from '@tanstack/react-query';
import { clearAuthToken } from '@/lib/auth-token';
import { currentUserQueryKey } from '../api/get-current-user';
import { clearSession } from './provider-session';

/**
 * Forgets the signed-in user in this browser: token, session, the cached user and every other
 * cached answer that belonged to them (orders, billing), so the next person sees none of it.
 */
export function signOutLocally(queryClient: QueryClient): void {
  clearAuthToken();
  clearSession();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
  queryClient.setQueryData(currentUserQueryKey, null);
}
