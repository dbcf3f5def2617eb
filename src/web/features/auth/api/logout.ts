import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authEndpoints } from '@shared/api/auth';
import { authMessages } from '@shared/messages';
import { paths } from '@shared/routes';
import { toast } from '@/hooks/use-toast';
import { ApiError, request } from '@/lib/api';
import { signOutLocally } from '@/lib/auth/sign-out-locally';

/** The logout call revokes the token on the server; true when the server confirmed it. */
export async function logout(): Promise<boolean> {
  try {
    await request(authEndpoints.logout);
    return true;
  } catch (error) {
    // A 401 means the token was already dead: the user is logged out either way.
    if (error instanceof ApiError && error.code === 'UNAUTHORIZED') return true;
    console.error('Logout failed:', error);
    return false;
  }
}

/** Logs out; the user and token are forgotten in this browser even when the call fails, so a dead network never keeps someone signed in. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        return await logout();
      } finally {
        signOutLocally(queryClient);
      }
    },
    onSuccess: (confirmed) => {
      void navigate(paths.home);
      if (confirmed) toast({ title: authMessages.loggedOut });
      else toast({ ...authMessages.logoutFailed, variant: 'destructive' });
    },
  });
}
