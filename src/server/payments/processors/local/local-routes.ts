import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LocalConfirmRequest, PaymentIntentStatus } from '../../../../shared/api/orders.js';
import { ordersEndpoints } from '../../../../shared/api/orders-endpoints.js';
import { requireUser } from '../../../auth/auth-plugin.js';
import { route } from '../../../http/route.js';
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
    route(app, ordersEndpoints.localConfirm, (request) => local.confirm(requireUser(request).id, request.body));
    route(app, ordersEndpoints.localIntentStatus, (request) =>
      local.status(requireUser(request).id, request.params.intentId),
    );
  };
}
