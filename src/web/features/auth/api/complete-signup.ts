import { useMutation } from '@tanstack/react-query';
import type { CompleteSignupRequest, TokenResponse } from '@shared/api/auth';
import { postJson } from './post-json';

export function completeSignup(input: CompleteSignupRequest): Promise<TokenResponse> {
  return postJson<TokenResponse>('/api/auth/complete-signup', input);
}

export function useCompleteSignup() {
  return useMutation({ mutationFn: completeSignup });
}
