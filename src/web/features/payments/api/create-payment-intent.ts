import { createPaymentIntentResponseSchema, type PendingOrder } from '@shared/api/orders';
import { apiRequest, readJson } from '@/lib/api';

/**
 * POST /api/create-payment-intent: a fresh payment for one of the customer's unpaid orders, for
 * exactly its amount (spec section 7). Throws ApiError when the server refuses.
 */
export async function createPaymentIntent(order: PendingOrder): Promise<string> {
  const response = await apiRequest('POST', '/api/create-payment-intent', {
    amount: order.amount,
    currency: 'usd',
    metadata: {
      orderId: order.orderId,
      orderType: order.subscriptionPlan === 'none' ? 'one-time' : 'subscription',
      subscriptionId: order.subscriptionId ?? null,
    },
  });
  return createPaymentIntentResponseSchema.parse(await readJson(response)).clientSecret;
}
