import type { TestApp } from './test-app.js';
import { bearer, logIn, postJson, signUp } from './auth.js';
import { orderPayload, orderRequest } from './order-request.js';
import type { OrderPayload } from '../../src/shared/api/orders.js';

export const testCards = {
  visa: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  declined: { number: '4000000000000002', expMonth: 12, expYear: 2034, cvc: '123' },
  /** Pays now; later charges without the customer (renewals) are declined. */
  laterDeclined: { number: '4000000000000341', expMonth: 12, expYear: 2034, cvc: '123' },
};

/** A signed-up customer who can order and pay through the real endpoints. */
export async function testCustomer(testApp: TestApp) {
  const { token, email } = await signUp(testApp.app, testApp.database);
  let auth = bearer(token);
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, ...auth });
  const post = (url: string, body: unknown = {}) => postJson(testApp.app, url, body, auth);
  async function order(overrides: Partial<OrderPayload> = {}, url = '/api/orders/create-with-payment') {
    const { payload, headers } = orderRequest(orderPayload(overrides));
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...auth.headers },
    });
    if (response.statusCode !== 200) throw new Error(`order failed: ${response.body}`);
    return response.json() as { clientSecret: string | null; orderId: string; amountCents: number };
  }
  async function pay(clientSecret: string, card = testCards.visa) {
    return post('/api/payments/local/confirm', { clientSecret, card });
  }
  return {
    email,
    token,
    /** Logs in again (sessions expire when a test moves the clock a year on). */
    async logInAgain() {
      auth = bearer(await logIn(testApp.app, testApp.database, email));
    },
    get,
    post,
    order,
    pay,
    /** Orders a card and pays it. */
    async buyCard(overrides: Partial<OrderPayload> = {}) {
      const placed = await order(overrides);
      if (placed.clientSecret) await pay(placed.clientSecret);
      return placed;
    },
    /** Buys a plan with a card order (the plan's price covers that card). */
    async buyPlanWithCard(plan: 'essential' | 'plus', card = testCards.visa) {
      const totalPrice = plan === 'essential' ? '57.00' : '89.94';
      const placed = await order({ subscriptionPlan: plan, totalPrice }, '/api/subscriptions/create-with-payment');
      await pay(placed.clientSecret!, card);
      return placed;
    },
  };
}
