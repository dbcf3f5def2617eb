import { useMutation } from '@tanstack/react-query';
import type { SendVerificationResponse } from '@shared/api/auth';
import { postJson } from './post-json';

/** Sends a sign-up code, or answers isExistingUser without sending when the account exists. */
export function sendVerification(email: string): Promise<SendVerificationResponse> {
  return postJson<SendVerificationResponse>('/api/auth/send-verification', { email });
}

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
