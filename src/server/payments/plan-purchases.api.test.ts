import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderServerMessages } from '../../shared/checkout-messages';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { buildApp } from '../app';
import { orderAuditLog } from '../orders/schema';
import { invoices, subscriptions } from '../billing/schema';
import { localPaymentIntents } from '../db/schema';
import { orders } from '../orders/schema';
import { createMemoryJobQueue, JobRegistry } from '../jobs/jobs';
import { createLogger } from '../logger';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

/**
 * The processor took the money although we had cancelled the payment (Stripe's cancel and the
 * customer's confirmation crossed); its event is delivered when the app starts again.
 */
async function chargedLateThenRestarted(intentId: string) {
  await testApp.database.db
    .update(localPaymentIntents)
    .set({ status: 'succeeded' })
    .where(eq(localPaymentIntents.id, intentId));
  const app = await buildApp({
    config: testApp.config,
    database: testApp.database,
    logger: createLogger(testApp.config),
    jobQueue: createMemoryJobQueue(),
    jobRegistry: new JobRegistry(),
  });
  await app.ready();
  await app.close();
}

async function intentRow(intentId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(localPaymentIntents)
    .where(eq(localPaymentIntents.id, intentId));
  return row!;
}

/** Every intent the processor charged for this customer, and every invoice we wrote for them. */
async function chargesAndInvoices(subscriptionIds: string[]) {
  const plans = await testApp.database.db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.id, subscriptionIds));
  const userId = plans[0]!.userId;
  const intents = await testApp.database.db
    .select()
    .from(localPaymentIntents)
    .where(eq(localPaymentIntents.userId, userId));
  const bills = await testApp.database.db.select().from(invoices).where(eq(invoices.userId, userId));
  return {
    plans,
    charged: intents.filter((intent) => intent.status === 'succeeded'),
    invoices: bills,
  };
}

describe('one open plan purchase per customer', () => {
  it('a new plan purchase replaces the earlier unpaid one, whose payment is then refused before charging', async () => {
    const customer = await testCustomer(testApp);
    const essential = await customer.post('/api/subscriptions/create', { plan: 'essential', totalPrice: '57.00' });
    const plus = await customer.post('/api/subscriptions/create', { plan: 'plus', totalPrice: '89.94' });
    expect(essential.statusCode).toBe(200);
    expect(plus.statusCode).toBe(200);

    const stale = await customer.pay(essential.json().clientSecret);
    expect(stale.statusCode).toBe(409);
    const paid = await customer.pay(plus.json().clientSecret);
    expect(paid.statusCode).toBe(200);

    expect((await customer.get('/api/user/subscription')).json()).toMatchObject({ plan: 'plus', status: 'active' });
    const intent = await customer.get(`/api/payments/local/intents/${intentOf(essential.json().clientSecret)}`);
    expect(intent.json().status).not.toBe('succeeded');
    const billing = (await customer.get('/api/user/billing')).json();
    expect(billing.invoices.map((invoice: { total: number }) => invoice.total)).toEqual([8994]);
  });

  it('does the same for plans bought with a card order, and the replaced order cannot be paid again', async () => {
    const customer = await testCustomer(testApp);
    const essential = await customer.order(
      { subscriptionPlan: 'essential', totalPrice: '57.00' },
      '/api/subscriptions/create-with-payment',
    );
    const plus = await customer.order(
      { subscriptionPlan: 'plus', totalPrice: '89.94' },
      '/api/subscriptions/create-with-payment',
    );
    expect((await customer.pay(essential.clientSecret!)).statusCode).toBe(409);
    const retry = await customer.post('/api/create-payment-intent', {
      amount: essential.amountCents,
      currency: 'usd',
      metadata: { orderId: essential.orderId, orderType: 'subscription' },
    });
    expect(retry.statusCode).toBe(409);
    expect((await customer.pay(plus.clientSecret!)).statusCode).toBe(200);
    expect((await customer.get('/api/user/subscription')).json()).toMatchObject({ plan: 'plus', cardsRemaining: 9 });
  });

  it('six plan purchases at once: no 500, one live plan, and every charge has an invoice and is kept or refunded', async () => {
    const customer = await testCustomer(testApp);
    const choices = ['essential', 'plus', 'essential', 'plus', 'essential', 'plus'] as const;
    const answers = await Promise.all(
      choices.map(async (plan) => {
        const started = await customer.post('/api/subscriptions/create', {
          plan,
          totalPrice: plan === 'essential' ? '57.00' : '89.94',
        });
        // Once one of them is paid, a new purchase is refused: the customer has a live plan.
        if (started.statusCode === 409) {
          expect(started.json()).toEqual({ error: orderServerMessages.planAlreadyActive, code: expect.any(String) });
          return null;
        }
        expect(started.statusCode).toBe(200);
        const paid = await customer.pay(started.json().clientSecret);
        return { subscriptionId: started.json().subscriptionId as string, status: paid.statusCode, body: paid.json() };
      }),
    );
    const results = answers.filter((answer) => answer !== null);
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect([200, 409]).toContain(result.status);
      if (result.status === 409) {
        expect([orderServerMessages.paymentNotFound, orderServerMessages.planReplaced]).toContain(result.body.error);
      }
    }
    const { plans, charged, invoices: bills } = await chargesAndInvoices(results.map((r) => r.subscriptionId));
    expect(plans.filter((plan) => plan.status === 'active' || plan.status === 'past_due').length).toBeLessThanOrEqual(
      1,
    );
    for (const intent of charged) {
      const invoice = bills.find((bill) => bill.paymentIntentId === intent.id);
      expect(invoice, `charged intent ${intent.id} has an invoice`).toBeDefined();
      const plan = plans.find((row) => row.id === intent.metadata.subscriptionId);
      // Kept only by the live plan; any other charge went back to the card.
      if (plan?.status !== 'active') {
        expect(intent.refundedCents).toBe(intent.amountCents);
        expect(invoice!.refundedCents).toBe(intent.amountCents);
      }
    }
  });

  it('a charge for a replaced plan purchase is invoiced and refunded automatically, never an error', async () => {
    const customer = await testCustomer(testApp);
    const essential = await customer.post('/api/subscriptions/create', { plan: 'essential', totalPrice: '57.00' });
    const plus = await customer.post('/api/subscriptions/create', { plan: 'plus', totalPrice: '89.94' });
    const essentialIntent = intentOf(essential.json().clientSecret);
    await chargedLateThenRestarted(essentialIntent);

    expect(await intentRow(essentialIntent)).toMatchObject({ status: 'succeeded', refundedCents: 5700 });
    const [invoice] = await testApp.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentIntentId, essentialIntent));
    expect(invoice).toMatchObject({ totalCents: 5700, refundedCents: 5700 });
    expect((await customer.get('/api/user/subscription')).json()).toBeNull();
    // The newer purchase is untouched and can still be paid.
    expect((await customer.pay(plus.json().clientSecret)).statusCode).toBe(200);
    expect((await customer.get('/api/user/subscription')).json()).toMatchObject({ plan: 'plus', status: 'active' });
  });

  it('a charge for a replaced plan order refunds that order and says so in its history', async () => {
    const customer = await testCustomer(testApp);
    const essential = await customer.order(
      { subscriptionPlan: 'essential', totalPrice: '57.00' },
      '/api/subscriptions/create-with-payment',
    );
    await customer.order({ subscriptionPlan: 'plus', totalPrice: '89.94' }, '/api/subscriptions/create-with-payment');
    const intentId = intentOf(essential.clientSecret!);
    await chargedLateThenRestarted(intentId);

    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, essential.orderId));
    expect(order!.paymentStatus).toBe('refunded');
    expect(await intentRow(intentId)).toMatchObject({ refundedCents: 5700 });
    const [invoice] = await testApp.database.db.select().from(invoices).where(eq(invoices.paymentIntentId, intentId));
    expect(invoice).toMatchObject({ orderId: essential.orderId, totalCents: 5700, refundedCents: 5700 });
    const history = await testApp.database.db
      .select()
      .from(orderAuditLog)
      .where(eq(orderAuditLog.orderId, essential.orderId));
    expect(history).toContainEqual(
      expect.objectContaining({ action: 'review', note: expect.stringContaining('refunded automatically') }),
    );
  });
});
