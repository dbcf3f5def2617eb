import type { TokenResponse } from '@shared/api/auth';
import { postJson } from './post-json';

export function completeLogin(email: string): Promise<TokenResponse> {
  return postJson<TokenResponse>('/api/auth/complete-login', { email });
}
