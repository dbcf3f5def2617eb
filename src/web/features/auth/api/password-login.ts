import { useMutation } from '@tanstack/react-query';
import type { PasswordLoginResponse } from '@shared/api/auth';
import { postJson } from './post-json';

export function passwordLogin(input: { email: string; password: string }): Promise<PasswordLoginResponse> {
  return postJson<PasswordLoginResponse>('/api/auth/login', input);
}

export function usePasswordLogin() {
  return useMutation({ mutationFn: passwordLogin });
}
