import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type CompleteSignupRequest } from '@shared/api/auth';
import { request } from '@/lib/api';

export function completeSignup(input: CompleteSignupRequest) {
  return request(authEndpoints.completeSignup, { body: input });
}

export function useCompleteSignup() {
  return useMutation({ mutationFn: completeSignup });
}
