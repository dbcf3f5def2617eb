import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/api/auth';
import { postJson } from './post-json';

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return postJson<MessageResponse>('/api/auth/forgot-password', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
