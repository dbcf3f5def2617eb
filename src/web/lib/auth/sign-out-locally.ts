import type { QueryClient } from '@tanstack/react-query';
import { clearAuthToken } from './token';
import { currentUserQueryKey } from './use-current-user';
import { clearSession } from './session';

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
