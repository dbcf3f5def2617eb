import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { singleLine } from './text.js';

/** DELETE /api/account: the account's e-mail address typed again, the confirmation that fits code sign-in. */
export const accountDeletionSchema = z.object({
  email: singleLine().trim().toLowerCase().max(320),
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

export const accountDeletionEndpoints = {
  remove: endpoint({
    method: 'DELETE',
    path: '/api/account',
    body: accountDeletionSchema,
    status: 204,
  }),
};
