import {
  recipientInputSchema,
  recipientListSchema,
  recipientParamsSchema,
  recipientResponseSchema,
  recipientUpdateSchema,
} from './recipients.js';
import { endpoint } from './endpoint.js';

/** The address book: only ever the caller's recipients; another's, like a made-up one, is a 404. */
export const recipientEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/account/recipients',
    response: recipientListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/account/recipients',
    body: recipientInputSchema,
    response: recipientResponseSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/account/recipients/:id',
    params: recipientParamsSchema,
    body: recipientUpdateSchema,
    response: recipientResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/account/recipients/:id',
    params: recipientParamsSchema,
    status: 204,
  }),
};
