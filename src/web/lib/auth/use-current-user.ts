import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@shared/api/auth';
import type { User } from '@shared/api/user';
import { ApiError, request } from '@/lib/api';
import { clearAuthToken, getAuthToken } from './token';
import { clearSession, refreshSessionIfDue } from './session';

export const currentUserQueryKey = [authEndpoints.currentUser.path] as const;

/**
 * The signed-in user: a 401 clears the stored token and yields no user; any other failure
 * also yields no user, and nothing is retried.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  // A confirm-email session may have lapsed while the tab was closed: renew it before asking.
  await refreshSessionIfDue();
  if (!getAuthToken()) return null;
  try {
    const body = await request(authEndpoints.currentUser);
    return body.user;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNAUTHORIZED') {
      clearAuthToken();
      clearSession();
    } else console.error('Loading the user failed:', error);
    return null;
  }
}

export function useCurrentUser() {
  const query = useQuery({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser });
  return { user: query.data ?? null, isLoading: query.isPending };
}
