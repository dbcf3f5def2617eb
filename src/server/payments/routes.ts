import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localConfirmRequestSchema } from '../../shared/api/orders.js';
import { singleLine } from '../../shared/api/text.js';
import { requireUser } from '../auth/auth-plugin.js';
import { AppError } from '../http/app-error.js';
import type { LocalProcessor } from './local-processor.js';
import type { PaymentEvent, PaymentProcessor, PlanEvent } from './processor.js';
import type { StripeProcessor } from './stripe-processor.js';

export const paymentRoutes: FastifyPluginAsyncZod<{
  processor: PaymentProcessor;
  applyEvent: (event: PaymentEvent) => Promise<void>;
  applyPlanEvent: (event: PlanEvent) => Promise<void>;
}> = async (app, { processor, applyEvent, applyPlanEvent }) => {
  app.get('/api/payments/config', async () => processor.publicConfig());

  if (processor.kind === 'local') {
    const local = processor as LocalProcessor;
    app.post('/api/payments/local/confirm', { schema: { body: localConfirmRequestSchema } }, (request) =>
      local.confirm(requireUser(request).id, request.body),
    );
    app.get(
      '/api/payments/local/intents/:intentId',
      { schema: { params: z.object({ intentId: singleLine().min(1).max(100) }) } },
      (request) => local.status(requireUser(request).id, request.params.intentId),
    );
  }

  if (processor.kind === 'stripe') {
    const stripe = processor as StripeProcessor;
    // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      scope.post('/api/webhooks/stripe', async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        let event: PaymentEvent | PlanEvent | null;
        try {
          event = await stripe.parseWebhook(
            request.body as Buffer,
            typeof signature === 'string' ? signature : undefined,
          );
        } catch (error) {
          request.log.warn({ err: error }, 'Stripe webhook refused');
          throw new AppError('BAD_REQUEST', 'Webhook signature verification failed');
        }
        if (event?.type.startsWith('plan.')) await applyPlanEvent(event as PlanEvent);
        else if (event) await applyEvent(event as PaymentEvent);
        return reply.send({ received: true });
      });
    });
  }
};
