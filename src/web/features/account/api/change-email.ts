import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@shared/api/account-endpoints';
import type { User } from '@shared/api/user';
import { currentUserQueryKey } from '@/lib/auth/use-current-user';
import { request } from '@/lib/api';

/** Mails a code to the new address (409 when it is taken). */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await request(accountEndpoints.requestEmailChange, { body: { newEmail } });
}

/** The code proves the new address, which then replaces the old one. */
export async function confirmEmailChange(input: { newEmail: string; code: string }): Promise<User> {
  return (await request(accountEndpoints.confirmEmailChange, { body: input })).user;
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
