import type { ConfirmEmailRequest, Session } from '@shared/api/auth';
import { postJson } from './post-json';

/** The click on /confirm-email: uses the mailed link's token up and answers with the session. */
export function confirmEmail(input: ConfirmEmailRequest): Promise<Session> {
  return postJson<Session>('/api/auth/confirm', input);
}
