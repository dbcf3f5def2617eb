import { useMutation } from '@tanstack/react-query';
import type { ResetLinkCheckRequest, ResetPasswordRequest } from '@shared/api/auth';
import { postJson } from './post-json';

export function resetPassword(input: ResetPasswordRequest): Promise<unknown> {
  return postJson('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Whether a reset link still works; refused (400) when it is used, expired or unknown. */
export function checkResetLink(input: ResetLinkCheckRequest): Promise<unknown> {
  return postJson('/api/auth/reset-password/check', input);
}
