import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@shared/api/auth';
import { request } from '@/lib/api';

/** E-mails a login code to an existing account (also the resend of a login in progress). */
export function sendLoginCode(email: string) {
  return request(authEndpoints.sendLoginCode, { body: { email } });
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
