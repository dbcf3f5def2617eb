import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@shared/api/auth';
import { request } from '@/lib/api';

export function passwordLogin(input: { email: string; password: string }) {
  return request(authEndpoints.passwordLogin, { body: input });
}

export function usePasswordLogin() {
  return useMutation({ mutationFn: passwordLogin });
}
