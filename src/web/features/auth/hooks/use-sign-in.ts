import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '@shared/api/user';
import { timings } from '@/config/timings';
import { setAuthToken } from '@/lib/auth/token';
import { currentUserQueryKey } from '@/lib/auth/use-current-user';
import { clearSession, saveSession } from '@/lib/auth/session';

type SignInCredentials =
  | { token: string; user?: User }
  | { session: { access_token: string; refresh_token: string; expires_at: number }; user?: User };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stores the token, shows the user at once, waits the spec's 100 ms, then has
 * every cached query fetched again for the new user.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (credentials: SignInCredentials) => {
      if ('session' in credentials) saveSession(credentials.session);
      else {
        // A session left from an earlier confirmation must not refresh itself over this login.
        clearSession();
        setAuthToken(credentials.token);
      }
      if (credentials.user) queryClient.setQueryData(currentUserQueryKey, credentials.user);
      await wait(timings.afterLoginTokenStoredMs);
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
