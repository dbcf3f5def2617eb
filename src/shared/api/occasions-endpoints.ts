import { endpoint } from './endpoint.js';
import {
  occasionCardQuerySchema,
  occasionCardSchema,
  occasionInputSchema,
  occasionListParamsSchema,
  occasionListSchema,
  occasionParamsSchema,
  occasionResponseSchema,
} from './occasions.js';

const base = '/api/account/recipients/:id/occasions';

/**
 * A recipient's occasions (birthdays, anniversaries, named dates). Only the owner of the
 * recipient sees or changes them; another's recipient or occasion is the same 404 as a made-up one.
 */
export const occasionEndpoints = {
  list: endpoint({ method: 'GET', path: base, params: occasionListParamsSchema, response: occasionListSchema }),
  /** Every occasion of the caller, each with its recipientId: the address book reads them in one request. */
  listAll: endpoint({ method: 'GET', path: '/api/account/occasions', response: occasionListSchema }),
  create: endpoint({
    method: 'POST',
    path: base,
    params: occasionListParamsSchema,
    body: occasionInputSchema,
    response: occasionResponseSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${base}/:occasionId`,
    params: occasionParamsSchema,
    body: occasionInputSchema,
    response: occasionResponseSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${base}/:occasionId`, params: occasionParamsSchema, status: 204 }),
  /** Public: the signed token in a reminder's "Start a card" link is the proof. */
  card: endpoint({
    method: 'GET',
    // A query, not a path part: the token is longer than a route parameter may be.
    path: '/api/occasion-cards',
    query: occasionCardQuerySchema,
    response: occasionCardSchema,
  }),
};
