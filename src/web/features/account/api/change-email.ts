import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponseSchema } from '@shared/api/account';
import type { User } from '@shared/api/user';
import { currentUserQueryKey } from '@/lib/auth/use-current-user';
import { apiRequest, readJson } from '@/lib/api';

/** POST /api/user/email/request: mails a code to the new address (409 when it is taken). */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await apiRequest('POST', '/api/user/email/request', { newEmail });
}

/** POST /api/user/email/confirm: the code proves the new address, which then replaces the old one. */
export async function confirmEmailChange(request: { newEmail: string; code: string }): Promise<User> {
  return profileResponseSchema.parse(
    await readJson<unknown>(await apiRequest('POST', '/api/user/email/confirm', request)),
  ).user;
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
