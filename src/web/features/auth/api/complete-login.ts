import { authEndpoints } from '@shared/api/auth';
import { request } from '@/lib/api';

export function completeLogin(email: string) {
  return request(authEndpoints.completeLogin, { body: { email } });
}
