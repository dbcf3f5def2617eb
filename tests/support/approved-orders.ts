import { eq } from 'drizzle-orm';
import type { Address } from '../../src/shared/addresses/validate-address.js';
import { bearer, postJson, signUp } from './auth.js';
import { orderPayload, orderRequest } from './order-request.js';
import { testCards } from './purchases.js';
import { orders } from '../../src/server/orders/schema.js';
import type { TestApp } from './test-app.js';

const springfield: Address = {
  country: 'US',
  name: 'Jo Park',
  streetAddress: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
};

/**
 * A card ordered to someone else, paid, its design rendered and approved by its buyer through the
 * real endpoints: what lands in the admin's print queue.
 */
export async function approvedOrder(
  testApp: TestApp,
  options: { arriveBy?: string; address?: Address; approve?: boolean } = {},
): Promise<{ orderId: string; orderNumber: string; email: string; auth: { headers: Record<string, string> } }> {
  const { token, email } = await signUp(testApp.app, testApp.database);
  const auth = bearer(token);
  const payload = {
    ...orderPayload(),
    customerDetails: { firstName: 'Sam', lastName: 'Rivera', email, shippingType: 'standard' },
    delivery: {
      sendTo: 'someone-else',
      address: options.address ?? springfield,
      ...(options.arriveBy ? { arriveBy: options.arriveBy } : {}),
    },
  };
  const { payload: body, headers } = orderRequest(payload);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/orders/create-with-payment',
    payload: body,
    headers: { ...headers, ...auth.headers },
  });
  if (created.statusCode !== 200) throw new Error(`order failed: ${created.body}`);
  const { orderId, clientSecret } = created.json() as { orderId: string; clientSecret: string };
  const paid = await postJson(testApp.app, '/api/payments/local/confirm', { clientSecret, card: testCards.visa }, auth);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  await testApp.jobs.runAll(testApp.jobRegistry);
  if (options.approve !== false) {
    const approved = await postJson(testApp.app, `/api/orders/${orderId}/design/approve`, {}, auth);
    if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  }
  const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
  return { orderId, orderNumber: order!.orderNumber, email, auth };
}
