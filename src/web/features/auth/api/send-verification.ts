import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@shared/api/auth';
import { request } from '@/lib/api';

/** Sends a sign-up code, or answers isExistingUser without sending when the account exists. */
export function sendVerification(email: string) {
  return request(authEndpoints.sendVerification, { body: { email } });
}

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
