import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type PasswordSignupRequest } from '@shared/api/auth';
import { request } from '@/lib/api';

/** Creates an unconfirmed account; the e-mailed link (to /confirm-email) signs the user in. */
export function passwordSignup(input: Omit<PasswordSignupRequest, 'username'>) {
  // Spec section 3: sign-up sends username equal to the e-mail.
  return request(authEndpoints.passwordSignup, { body: { ...input, username: input.email } });
}

export function usePasswordSignup() {
  return useMutation({ mutationFn: passwordSignup });
}
