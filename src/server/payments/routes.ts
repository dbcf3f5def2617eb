import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProcessor, ProcessorEvents } from './processor.js';

/** GET /api/payments/config, and whatever routes the active processor brings (a webhook, a confirm). */
export const paymentRoutes: FastifyPluginAsyncZod<{ processor: PaymentProcessor; events: ProcessorEvents }> = async (
  app,
  { processor, events },
) => {
  app.get('/api/payments/config', async () => processor.publicConfig());
  if (processor.routes) await app.register(processor.routes, { events });
};
