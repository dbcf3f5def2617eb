import type { PendingOrder } from '@shared/api/orders';
import { ordersEndpoints } from '@shared/api/orders-endpoints';
import { request } from '@/lib/api';

/**
 * A fresh payment for one of the customer's unpaid orders, for
 * exactly its amount, priced by the server. Throws ApiError when the server refuses.
 */
export async function createPaymentIntent(order: PendingOrder): Promise<string> {
  const { clientSecret } = await request(ordersEndpoints.createPaymentIntent, {
    body: {
      amount: order.amount,
      currency: 'usd',
      metadata: {
        orderId: order.orderId,
        orderType: order.subscriptionPlan === 'none' ? 'one-time' : 'subscription',
        subscriptionId: order.subscriptionId ?? null,
      },
    },
  });
  return clientSecret;
}
