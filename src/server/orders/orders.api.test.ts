import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages, orderServerMessages } from '../../shared/checkout-messages';
import { plans } from '../../shared/pricing';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { orderPayload, orderRequest } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { invoices, paymentMethods, subscriptions } from '../billing/schema';
import { orders } from './schema';
import { listOutbox } from '../mail/outbox-mailer';
import { projectRoot } from '../paths';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const visa = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const declined = { ...visa, number: '4000 0000 0000 0002' };

async function customer() {
  const { token, email } = await signUp(testApp.app, testApp.database);
  const auth = bearer(token);
  return {
    email,
    token,
    order(payload: unknown, url = '/api/orders/create-with-payment', file?: Buffer | null) {
      const { payload: body, headers } = orderRequest(payload, file);
      return testApp.app.inject({ method: 'POST', url, payload: body, headers: { ...headers, ...auth.headers } });
    },
    pay(clientSecret: string, card = visa) {
      return postJson(testApp.app, '/api/payments/local/confirm', { clientSecret, card }, auth);
    },
    subscription: async () =>
      (
        await testApp.database.db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userId, await userId(email)))
      )[0],
  };
}

async function userId(email: string): Promise<string> {
  const rows = await testApp.database.db.query.users.findFirst({
    where: (users, { eq: is }) => is(users.email, email),
  });
  return rows!.id;
}

async function orderRow(id: string) {
  const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('buying one card with the local test processor', () => {
  it('stores the order first, then takes payment; 4242 pays it, with an invoice, a saved card and the order e-mail', async () => {
    const buyer = await customer();
    const created = await buyer.order(
      orderPayload({ customerDetails: { ...orderPayload().customerDetails, email: buyer.email } }),
    );
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({
      amountCents: 1299,
      paidWithPlan: false,
      orderNumber: expect.stringMatching(/^KS-[0-9A-Z]{8}$/),
    });
    expect(body.clientSecret).toMatch(/^pi_local_\w+_secret_/);

    const before = await orderRow(body.orderId);
    expect(before).toMatchObject({
      paymentStatus: 'unpaid',
      status: 'pending',
      cardFront: 'To the best sister',
      cardStyle: 'watercolor',
    });
    expect(before.memoryKey).toBeTruthy();
    expect(before.memoryMime).toBe('image/jpeg');

    const paid = await buyer.pay(body.clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded', amountCents: 1299 });

    expect(await orderRow(body.orderId)).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    const [invoice] = await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, body.orderId));
    expect(invoice).toMatchObject({ totalCents: 1299, status: 'paid' });
    const cards = await testApp.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, await userId(buyer.email)));
    expect(cards).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true }),
    ]);
    expect(JSON.stringify(cards)).not.toContain('4242424242424242');

    await testApp.jobs.runAll(testApp.jobRegistry);
    const mails = await listOutbox(testApp.database.db, { to: buyer.email, limit: 10 });
    const mail = mails.find((message) => message.subject === `Your Keepsake order ${body.orderNumber} is confirmed`);
    expect(mail?.text).toContain('within 24 hours');
  });

  it('refuses a second payment of a paid order', async () => {
    const buyer = await customer();
    const { clientSecret } = (await buyer.order(orderPayload())).json();
    await buyer.pay(clientSecret);
    const again = await buyer.pay(clientSecret);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: orderServerMessages.alreadyPaid, code: expect.any(String) });
  });

  it('a declined card leaves an unpaid order, no invoice, and a way to pay again', async () => {
    const buyer = await customer();
    const { clientSecret, orderId } = (await buyer.order(orderPayload())).json();
    const refused = await buyer.pay(clientSecret, declined);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ error: 'Your card was declined.', code: expect.any(String) });
    expect((await orderRow(orderId)).paymentStatus).toBe('failed');
    expect(await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);

    const retry = await postJson(
      testApp.app,
      '/api/create-payment-intent',
      { amount: 1299, currency: 'usd', metadata: { orderId, orderType: 'one-time' } },
      bearer(buyer.token),
    );
    expect(retry.statusCode).toBe(200);
    expect((await buyer.pay(retry.json().clientSecret)).statusCode).toBe(200);
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
  });

  it.each([
    ['a bad expiry', { ...visa, expMonth: 13 }, "Your card's expiration date is invalid."],
    ['an expired card', { ...visa, expYear: 2020 }, 'Your card has expired.'],
    ['a bad security code', { ...visa, cvc: '12' }, "Your card's security code is invalid."],
    ['a mistyped number', { ...visa, number: '4242 4242 4242 4241' }, 'Your card number is incorrect.'],
    ['insufficient funds', { ...visa, number: '4000000000009995' }, 'Your card has insufficient funds.'],
  ])('refuses %s with the provider-style message', async (_case, card, message) => {
    const buyer = await customer();
    const { clientSecret } = (await buyer.order(orderPayload())).json();
    const response = await buyer.pay(clientSecret, card);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: message, code: expect.any(String) });
  });
});

describe('prices are the server’s', () => {
  it.each([
    ['standard', '12.99', 1299],
    ['express', '17.98', 1798],
  ] as const)('a card with %s shipping costs %s', async (shippingType, totalPrice, cents) => {
    const buyer = await customer();
    const payload = orderPayload({
      shippingType,
      totalPrice,
      customerDetails: { ...orderPayload().customerDetails, shippingType },
    });
    const response = await buyer.order(payload);
    expect(response.statusCode).toBe(200);
    expect((await orderRow(response.json().orderId)).amountCents).toBe(cents);
  });

  it.each([
    ['essential', '57.00', 5700],
    ['plus', '89.94', 8994],
  ] as const)('the %s plan costs %s and ships standard', async (plan, totalPrice, cents) => {
    const buyer = await customer();
    const response = await buyer.order(
      orderPayload({ subscriptionPlan: plan, totalPrice }),
      '/api/subscriptions/create-with-payment',
    );
    expect(response.statusCode).toBe(200);
    const row = await orderRow(response.json().orderId);
    expect(row).toMatchObject({
      amountCents: cents,
      planPurchased: plan,
      shippingType: 'standard',
      coveredByPlan: true,
    });
  });

  // The spec's checkout always sends standard with a plan; a client sending express
  // anyway is not charged the express fee, and the order is stored, and ships, as standard.
  it.each([
    ['essential', '57.00', 5700, '61.99'],
    ['plus', '89.94', 8994, '94.93'],
  ] as const)(
    'an order for the %s plan asking for express is charged %s and ships standard, free',
    async (plan, totalPrice, cents, withExpressFee) => {
      const buyer = await customer();
      const express = (total: string) =>
        orderPayload({
          subscriptionPlan: plan,
          totalPrice: total,
          shippingType: 'express',
          customerDetails: { ...orderPayload().customerDetails, shippingType: 'express' },
        });
      const before = await testApp.database.db.select().from(orders);
      const withFee = await buyer.order(express(withExpressFee), '/api/subscriptions/create-with-payment');
      expect(withFee.statusCode).toBe(409);
      expect(withFee.json()).toEqual({ error: orderServerMessages.totalMismatch, code: expect.any(String) });
      expect(await testApp.database.db.select().from(orders)).toHaveLength(before.length);

      const response = await buyer.order(express(totalPrice), '/api/subscriptions/create-with-payment');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ amountCents: cents, paidWithPlan: false });
      expect(await orderRow(response.json().orderId)).toMatchObject({
        amountCents: cents,
        cardPriceCents: 0,
        shippingCents: 0,
        shippingType: 'standard',
        planPurchased: plan,
        coveredByPlan: true,
        paymentStatus: 'unpaid',
      });
      const paid = await buyer.pay(response.json().clientSecret);
      expect(paid.statusCode).toBe(200);
      const [invoice] = await testApp.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, response.json().orderId));
      expect(invoice?.totalCents).toBe(cents);
      expect(invoice?.lines).toEqual([{ description: expect.stringContaining(plans[plan].name), amountCents: cents }]);
    },
  );

  it.each([
    ['a lowered total', orderPayload({ totalPrice: '1.00' })],
    ['a card priced as with express while shipping standard', orderPayload({ totalPrice: '17.98' })],
  ])('refuses %s with 409 and stores nothing', async (_case, payload) => {
    const buyer = await customer();
    const before = await testApp.database.db.select().from(orders);
    const response = await buyer.order(payload);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: orderServerMessages.totalMismatch, code: expect.any(String) });
    expect(await testApp.database.db.select().from(orders)).toHaveLength(before.length);
  });
});

describe('bad orders get a clear 4xx', () => {
  const details = orderPayload().customerDetails;
  it.each([
    [
      'a blank city',
      orderPayload({ customerDetails: { ...details, city: '   ' } }),
      checkoutMessages.missingInformation.description,
    ],
    [
      'a bad e-mail',
      orderPayload({ customerDetails: { ...details, email: 'sam at example' } }),
      checkoutMessages.invalidEmail.description,
    ],
    [
      'Washington DC',
      orderPayload({ customerDetails: { ...details, state: 'DC' as 'IL' } }),
      orderServerMessages.stateNotSupported,
    ],
    [
      'an option that does not exist',
      orderPayload({ checkoutData: { ...orderPayload().checkoutData, selectedOption: 7 } }),
      orderServerMessages.invalidOrderData,
    ],
  ])('refuses %s', async (_case, payload, message) => {
    const buyer = await customer();
    const response = await buyer.order(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('refuses an order without a token with 401', async () => {
    const { payload, headers } = orderRequest(orderPayload());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/create-with-payment',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses order data that is not JSON, or missing', async () => {
    const buyer = await customer();
    expect((await buyer.order('{nope')).statusCode).toBe(400);
    const { payload, headers } = orderRequest(orderPayload());
    const withoutData = payload
      .toString('latin1')
      .replace(/------keepsake\w+\r\nContent-Disposition: form-data; name="orderData"[\s\S]*?\r\n(?=------)/, '');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/create-with-payment',
      payload: Buffer.from(withoutData, 'latin1'),
      headers: { ...headers, ...bearer(buyer.token).headers },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a memory file that is not a photo or video (415) and keeps no order', async () => {
    const buyer = await customer();
    const executable = readFileSync(path.join(projectRoot, 'tests/fixtures/media/renamed-executable.jpg'));
    const before = await testApp.database.db.select().from(orders);
    const response = await buyer.order(orderPayload(), '/api/orders/create-with-payment', executable);
    expect(response.statusCode).toBe(415);
    expect(await testApp.database.db.select().from(orders)).toHaveLength(before.length);
  });

  it('accepts an order without its file (the spec’s File Upload Issue), keeping no memory', async () => {
    const buyer = await customer();
    const response = await buyer.order(orderPayload(), '/api/orders/create-with-payment', null);
    expect(response.statusCode).toBe(200);
    expect((await orderRow(response.json().orderId)).memoryKey).toBeNull();
  });

  it("never lets a customer pay or see another customer's order", async () => {
    const owner = await customer();
    const stranger = await customer();
    const { orderId, clientSecret } = (await owner.order(orderPayload())).json();
    const intent = await postJson(
      testApp.app,
      '/api/create-payment-intent',
      { amount: 1299, currency: 'usd', metadata: { orderId, orderType: 'one-time' } },
      bearer(stranger.token),
    );
    expect(intent.statusCode).toBe(404);
    expect((await stranger.pay(clientSecret)).statusCode).toBe(404);
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
  });
});

describe('annual plans', () => {
  it('buying Plus starts the plan with the first card used; later cards cost nothing', async () => {
    const buyer = await customer();
    const bought = await buyer.order(
      orderPayload({ subscriptionPlan: 'plus', totalPrice: '89.94' }),
      '/api/subscriptions/create-with-payment',
    );
    expect((await buyer.subscription())?.status).toBe('incomplete');
    await buyer.pay(bought.json().clientSecret);
    expect(await buyer.subscription()).toMatchObject({
      status: 'active',
      plan: 'plus',
      cardsRemaining: 9,
      cardsPerYear: 10,
    });

    const free = await buyer.order(orderPayload({ totalPrice: '0.00' }));
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ clientSecret: null, paidWithPlan: true, amountCents: 0 });
    expect(await orderRow(free.json().orderId)).toMatchObject({ paymentStatus: 'paid', coveredByPlan: true });
    expect((await buyer.subscription())?.cardsRemaining).toBe(8);

    const express = await buyer.order(
      orderPayload({
        totalPrice: '4.99',
        shippingType: 'express',
        customerDetails: { ...orderPayload().customerDetails, shippingType: 'express' },
      }),
    );
    expect(express.json()).toMatchObject({ amountCents: 499, paidWithPlan: true });
    expect(express.json().clientSecret).toBeTruthy();

    const full = await buyer.order(orderPayload());
    expect(full.statusCode).toBe(409);
  });

  it('refuses a second plan while one is active', async () => {
    const buyer = await customer();
    const bought = await buyer.order(
      orderPayload({ subscriptionPlan: 'essential', totalPrice: '57.00' }),
      '/api/subscriptions/create-with-payment',
    );
    await buyer.pay(bought.json().clientSecret);
    const again = await buyer.order(
      orderPayload({ subscriptionPlan: 'plus', totalPrice: '89.94' }),
      '/api/subscriptions/create-with-payment',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: orderServerMessages.planAlreadyActive, code: expect.any(String) });
  });

  it('a declined plan payment uses no card and starts no plan', async () => {
    const buyer = await customer();
    const bought = await buyer.order(
      orderPayload({ subscriptionPlan: 'essential', totalPrice: '57.00' }),
      '/api/subscriptions/create-with-payment',
    );
    await buyer.pay(bought.json().clientSecret, declined);
    expect(await buyer.subscription()).toMatchObject({ status: 'incomplete', cardsRemaining: 0 });
    expect((await buyer.order(orderPayload())).json().amountCents).toBe(1299);
  });
});
