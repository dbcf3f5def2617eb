import { useMutation } from '@tanstack/react-query';
import type { PasswordSignupRequest } from '@shared/api/auth';
import type { User } from '@shared/api/user';
import { postJson } from './post-json';

/** Creates an unconfirmed account; the e-mailed link (to /confirm-email) signs the user in. */
export function passwordSignup(
  input: Omit<PasswordSignupRequest, 'username'>,
): Promise<{ user: User; message: string }> {
  // Spec section 3: sign-up sends username equal to the e-mail.
  return postJson('/api/auth/signup', { ...input, username: input.email });
}

export function usePasswordSignup() {
  return useMutation({ mutationFn: passwordSignup });
}
