import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersEndpoints } from '../../shared/api/orders-endpoints.js';
import { route } from '../http/route.js';
import type { PaymentProcessor, ProcessorEvents } from './processor.js';

/** The processor's public config, and whatever routes the active processor brings (a webhook, a confirm). */
export const paymentRoutes: FastifyPluginAsyncZod<{ processor: PaymentProcessor; events: ProcessorEvents }> = async (
  app,
  { processor, events },
) => {
  route(app, ordersEndpoints.paymentConfig, () => processor.publicConfig());
  if (processor.routes) await app.register(processor.routes, { events });
};
