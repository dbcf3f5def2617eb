import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@shared/api/auth';
import { request } from '@/lib/api';

export function requestPasswordReset(email: string) {
  return request(authEndpoints.forgotPassword, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
