import { describe, expect, it } from 'vitest';
import { validationMessages } from '@shared/messages';
import { passwordProblem } from './password-problem';

describe('passwordProblem (reset password)', () => {
  it('names the first broken rule with the spec toast', () => {
    expect(passwordProblem('', '')).toEqual({ title: validationMessages.passwordRequired });
    expect(passwordProblem('12345', '12345')).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
    });
    expect(passwordProblem('123456', '123457')).toEqual({
      title: "Passwords don't match",
      description: 'Please ensure both password fields match.',
    });
  });

  it('accepts six matching characters', () => {
    expect(passwordProblem('123456', '123456')).toBeNull();
  });
});
