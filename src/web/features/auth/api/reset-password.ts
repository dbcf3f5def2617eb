import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@shared/api/auth';
import { postJson } from './post-json';

export function resetPassword(input: ResetPasswordRequest): Promise<unknown> {
  return postJson('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
