import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@shared/api/auth';
import { request } from '@/lib/api';

/** Checks a code; on success the server sets the short-lived proof cookie that complete-* needs. */
export function verifyCode(input: { email: string; code: string }) {
  return request(authEndpoints.verifyCode, { body: input });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
