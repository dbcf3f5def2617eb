import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/api/auth';
import { postJson } from './post-json';

/** E-mails a login code to an existing account (also the resend of a login in progress). */
export function sendLoginCode(email: string): Promise<MessageResponse> {
  return postJson<MessageResponse>('/api/auth/send-login-code', { email });
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
