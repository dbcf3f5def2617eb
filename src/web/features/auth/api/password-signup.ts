import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type PasswordSignupRequest } from '@shared/api/auth';
import { request } from '@/lib/api';

/** Creates an unconfirmed account; the e-mailed link (to /confirm-email) signs the user in. */
export function passwordSignup(input: Omit<PasswordSignupRequest, 'username'>) {
  // Sign-up sends a username equal to the e-mail, as the provider-style API expects.
  return request(authEndpoints.passwordSignup, { body: { ...input, username: input.email } });
}

export function usePasswordSignup() {
  return useMutation({ mutationFn: passwordSignup });
}
