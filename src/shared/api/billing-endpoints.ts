import { z } from 'zod';
import {
  billingResponseSchema,
  planOnlyRequestSchema,
  planOnlyResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionSummarySchema,
} from './account.js';
import { endpoint } from './endpoint.js';
import { singleLine } from './text.js';

/** The customer's plan, saved cards and invoices. */
export const billingEndpoints = {
  subscription: endpoint({ method: 'GET', path: '/api/user/subscription', response: subscriptionSummarySchema }),
  billing: endpoint({ method: 'GET', path: '/api/user/billing', response: billingResponseSchema }),
  cancel: endpoint({ method: 'POST', path: '/api/subscription/cancel', response: subscriptionChangeResponseSchema }),
  reactivate: endpoint({
    method: 'POST',
    path: '/api/subscription/reactivate',
    response: subscriptionChangeResponseSchema,
  }),
  buyPlan: endpoint({
    method: 'POST',
    path: '/api/subscriptions/create',
    body: planOnlyRequestSchema,
    response: planOnlyResponseSchema,
  }),
  // A PDF or a redirect to one: no JSON answer.
  invoicePdf: endpoint({
    method: 'GET',
    path: '/api/invoices/:invoiceId/pdf',
    params: z.object({ invoiceId: z.uuid() }),
    query: z.object({ exp: singleLine().max(20).optional(), sig: singleLine().max(100).optional() }),
  }),
  // The customer's credit note (issue 20): a PDF, by their session or a signed link from the refund e-mail.
  creditNotePdf: endpoint({
    method: 'GET',
    path: '/api/user/credit-notes/:creditNoteId',
    params: z.object({ creditNoteId: z.uuid() }),
    query: z.object({ exp: singleLine().max(20).optional(), sig: singleLine().max(100).optional() }),
  }),
};
