import { useMutation } from '@tanstack/react-query';
import type { VerifyCodeResponse } from '@shared/api/auth';
import { postJson } from './post-json';

/** Checks a code; on success the server sets the short-lived proof cookie that complete-* needs. */
export function verifyCode(input: { email: string; code: string }): Promise<VerifyCodeResponse> {
  return postJson<VerifyCodeResponse>('/api/auth/verify-code', input);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
