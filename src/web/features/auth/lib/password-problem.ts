import { authRules } from '@shared/auth-rules';
import { validationMessages } from '@shared/messages';

/** The first rule a new password breaks, as the spec's toast, or null. */
export function passwordProblem(
  password: string,
  confirmation: string,
): { title: string; description?: string } | null {
  if (!password) return { title: validationMessages.passwordRequired };
  if (password.length < authRules.passwordMinLength) {
    return { title: validationMessages.passwordTooShortTitle, description: validationMessages.passwordTooShort };
  }
  if (password !== confirmation) {
    return { title: validationMessages.passwordsMismatchTitle, description: validationMessages.passwordsMismatch };
  }
  return null;
}
