import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  localConfirmRequestSchema,
  type LocalConfirmRequest,
  type PaymentIntentStatus,
} from '../../../../shared/api/orders.js';
import { singleLine } from '../../../../shared/api/text.js';
import { requireUser } from '../../../auth/auth-plugin.js';
import type { ProcessorEvents } from '../../processor.js';

/** Our own card field's stand-in for Stripe's confirmCardPayment, and its status check. */
export interface LocalCardApi {
  confirm(userId: string, request: LocalConfirmRequest): Promise<PaymentIntentStatus>;
  status(userId: string, intentId: string): Promise<PaymentIntentStatus>;
}

/**
 * The local card field's stand-ins for what Stripe.js does against Stripe's API. Its events
 * are applied inside the charge itself, so the route-level event handlers go unused.
 */
export function localRoutes(local: LocalCardApi): FastifyPluginAsyncZod<{ events: ProcessorEvents }> {
  return async (app) => {
    app.post('/api/payments/local/confirm', { schema: { body: localConfirmRequestSchema } }, (request) =>
      local.confirm(requireUser(request).id, request.body),
    );
    app.get(
      '/api/payments/local/intents/:intentId',
      { schema: { params: z.object({ intentId: singleLine().min(1).max(100) }) } },
      (request) => local.status(requireUser(request).id, request.params.intentId),
    );
  };
}
