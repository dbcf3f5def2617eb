import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@shared/api/account';
import { accountEndpoints } from '@shared/api/account-endpoints';
import type { User } from '@shared/api/user';
import { currentUserQueryKey } from '@/lib/auth/use-current-user';
import { request } from '@/lib/api';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** First and last name; the answer is the updated user. */
export async function updateProfile(names: ProfileUpdate): Promise<User> {
  return (await request(accountEndpoints.updateProfile, { body: names })).user;
}

/** The header's greeting and avatar read the current user: it is replaced by the saved one at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
