import { authEndpoints, type ConfirmEmailRequest } from '@shared/api/auth';
import { request } from '@/lib/api';

/** The click on /confirm-email: uses the mailed link's token up and answers with the session. */
export function confirmEmail(input: ConfirmEmailRequest) {
  return request(authEndpoints.confirmEmail, { body: input });
}
