import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type ResetLinkCheckRequest, type ResetPasswordRequest } from '@shared/api/auth';
import { request } from '@/lib/api';

export function resetPassword(input: ResetPasswordRequest) {
  return request(authEndpoints.resetPassword, { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Whether a reset link still works; refused (400) when it is used, expired or unknown. */
export function checkResetLink(input: ResetLinkCheckRequest) {
  return request(authEndpoints.checkResetLink, { body: input });
}
