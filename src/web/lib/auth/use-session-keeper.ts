import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { timings } from '@/config/timings';
import { localKeys } from '@/lib/storage-keys';
import { currentUserQueryKey } from './use-current-user';
import { refreshSessionIfDue } from './session';
import { signOutLocally } from './sign-out-locally';

/**
 * Keeps a confirm-email session alive: a check every 30 s renews it near expiry.
 * Also follows sign-ins and sign-outs made in other tabs of this browser.
 */
export function useSessionKeeper(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const check = () => {
      void refreshSessionIfDue().then((outcome) => {
        if (outcome === 'signed-out') signOutLocally(queryClient);
      });
    };
    const interval = setInterval(check, timings.sessionRefreshCheckMs);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === localKeys.authToken) {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(interval);
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
}
