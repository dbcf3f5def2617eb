import { z } from 'zod';
import { addressRequestMessages, addressRequestRules } from '../address-request-texts.js';
import { addressSchema } from '../addresses/address-schema.js';
import { endpoint } from './endpoint.js';
import { phoneField, relationField } from './recipients.js';
import { singleLine } from './text.js';

const nameHint = singleLine()
  .trim()
  .max(addressRequestRules.maxNameHintLength, {
    message: addressRequestMessages.nameHintTooLong(addressRequestRules.maxNameHintLength),
  });

/** POST /api/account/address-requests: whom the customer asks, both optional and only for them. */
export const addressRequestInputSchema = z.object({
  name: nameHint.optional(),
  relation: relationField.optional(),
});
export type AddressRequestInput = z.input<typeof addressRequestInputSchema>;

/** A link waiting to be filled in, as its owner sees it (the link itself is shown once, when made). */
export const pendingAddressRequestSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  relation: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type PendingAddressRequest = z.infer<typeof pendingAddressRequestSchema>;

export const createdAddressRequestSchema = z.object({
  request: pendingAddressRequestSchema,
  /** The personal link; only its hash is stored, so this is the one time it is seen. */
  url: z.string(),
});
export type CreatedAddressRequest = z.infer<typeof createdAddressRequestSchema>;

export const pendingAddressRequestsSchema = z.object({ requests: z.array(pendingAddressRequestSchema) });

/** Any text is taken as an id or a token; one that does not match is simply not found. */
const idParams = z.object({ id: singleLine().max(100) });
const tokenParams = z.object({ token: singleLine().max(200) });

/** What the public page shows: who asked (a first name, nothing else of theirs) and the name they typed for you. */
export const addressRequestViewSchema = z.object({
  askedBy: z.string(),
  name: z.string().nullable(),
});
export type AddressRequestView = z.infer<typeof addressRequestViewSchema>;

/** POST /api/address-requests/:token: the address (its name line is the recipient's name) and an optional phone. */
export const addressAnswerSchema = z.object({
  address: addressSchema,
  phone: phoneField.optional(),
});
export type AddressAnswer = z.input<typeof addressAnswerSchema>;

export const addressAnswerResponseSchema = z.object({ askedBy: z.string() });

export const addressRequestEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/account/address-requests',
    body: addressRequestInputSchema,
    response: createdAddressRequestSchema,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/account/address-requests',
    response: pendingAddressRequestsSchema,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/account/address-requests/:id',
    params: idParams,
    status: 204,
  }),
  /** Public: the page the link opens, no account needed. */
  view: endpoint({
    method: 'GET',
    path: '/api/address-requests/:token',
    params: tokenParams,
    response: addressRequestViewSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/address-requests/:token',
    params: tokenParams,
    body: addressAnswerSchema,
    response: addressAnswerResponseSchema,
    status: 201,
  }),
};
