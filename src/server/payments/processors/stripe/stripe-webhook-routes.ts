import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersEndpoints } from '../../../../shared/api/orders-endpoints.js';
import { AppError } from '../../../http/app-error.js';
import { route } from '../../../http/route.js';
import type { PaymentEvent, PlanEvent, ProcessorEvents } from '../../processor.js';

/** Verifies a webhook's signature (throws when it does not match) and translates the event. */
export type StripeWebhookParser = (
  rawBody: Buffer,
  signature: string | undefined,
) => Promise<PaymentEvent | PlanEvent | null>;

function isPlanEvent(event: PaymentEvent | PlanEvent): event is PlanEvent {
  return event.type.startsWith('plan.');
}

/** Stripe's webhook: its signed word on payments and plans. */
export function stripeWebhookRoutes(
  parseWebhook: StripeWebhookParser,
): FastifyPluginAsyncZod<{ events: ProcessorEvents }> {
  return async (app, { events }) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(app, ordersEndpoints.stripeWebhook, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: PaymentEvent | PlanEvent | null;
      try {
        event = await parseWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook refused');
        throw new AppError('BAD_REQUEST', 'Webhook signature verification failed');
      }
      if (event && isPlanEvent(event)) await events.plan(event);
      else if (event) await events.payment(event);
      return reply.send({ received: true });
    });
  };
}
