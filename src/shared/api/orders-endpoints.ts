import { z } from 'zod';
import { endpoint } from './endpoint.js';
import {
  createOrderResponseSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  localConfirmRequestSchema,
  paymentConfigSchema,
  paymentIntentStatusSchema,
} from './orders.js';
import { shippingAddressResponseSchema, shippingAddressUpdateSchema } from './account.js';
import { singleLine } from './text.js';

/** Orders and their payments: checkout, the pending-payment page and the card processors. */
export const ordersEndpoints = {
  // Multipart (the memory file and the order as JSON text): the server reads the parts itself.
  createWithPayment: endpoint({
    method: 'POST',
    path: '/api/orders/create-with-payment',
    response: createOrderResponseSchema,
  }),
  createSubscriptionWithPayment: endpoint({
    method: 'POST',
    path: '/api/subscriptions/create-with-payment',
    response: createOrderResponseSchema,
  }),
  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/api/create-payment-intent',
    body: createPaymentIntentRequestSchema,
    response: createPaymentIntentResponseSchema,
  }),
  /** The owner corrects where the card goes until it is printed; anyone else's order is a 404. */
  correctShippingAddress: endpoint({
    method: 'PATCH',
    path: '/api/orders/:orderId/shipping-address',
    params: z.object({ orderId: z.uuid() }),
    body: shippingAddressUpdateSchema,
    response: shippingAddressResponseSchema,
  }),
  paymentConfig: endpoint({ method: 'GET', path: '/api/payments/config', response: paymentConfigSchema }),
  localConfirm: endpoint({
    method: 'POST',
    path: '/api/payments/local/confirm',
    body: localConfirmRequestSchema,
    response: paymentIntentStatusSchema,
  }),
  localIntentStatus: endpoint({
    method: 'GET',
    path: '/api/payments/local/intents/:intentId',
    params: z.object({ intentId: singleLine().min(1).max(100) }),
    response: paymentIntentStatusSchema,
  }),
  // Stripe signs the exact bytes it sent, so the body is read raw by the route, not by a schema.
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/webhooks/stripe',
    response: z.object({ received: z.literal(true) }),
  }),
};
