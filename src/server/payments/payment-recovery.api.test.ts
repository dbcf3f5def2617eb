import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderServerMessages } from '../../shared/checkout-messages';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { buildApp } from '../app';
import { createMemoryJobQueue, JobRegistry } from '../jobs/jobs';
import { createLogger } from '../logger';
import { invoices } from '../billing/schema';
import { localPaymentIntents } from '../db/schema';
import { orders } from '../orders/schema';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

/** The state a crash leaves between the processor's "succeeded" and our "order paid". */
async function chargeWithoutApplying(intentId: string) {
  await testApp.database.db
    .update(localPaymentIntents)
    .set({ status: 'succeeded' })
    .where(eq(localPaymentIntents.id, intentId));
}

/** Starts the app again on the same data, as after a restart. */
async function restart() {
  const jobs = createMemoryJobQueue();
  const app = await buildApp({
    config: testApp.config,
    database: testApp.database,
    logger: createLogger(testApp.config),
    jobQueue: jobs,
    jobRegistry: new JobRegistry(),
  });
  await app.ready();
  await app.close();
  return jobs;
}

describe('a charge whose order was never marked paid (a crash in between)', () => {
  it('is not charged again, and is reconciled at start: paid, invoiced, and its e-mail and design queued', async () => {
    const customer = await testCustomer(testApp);
    const placed = await customer.order();
    const intentId = intentOf(placed.clientSecret!);
    await chargeWithoutApplying(intentId);

    const again = await customer.post('/api/create-payment-intent', {
      amount: placed.amountCents,
      currency: 'usd',
      metadata: { orderId: placed.orderId, orderType: 'one-time' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: orderServerMessages.alreadyPaid, code: expect.any(String) });

    const jobs = await restart();
    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentIntentId: intentId });
    const bills = await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, placed.orderId));
    expect(bills).toEqual([expect.objectContaining({ paymentIntentId: intentId, totalCents: 1299, status: 'paid' })]);
    expect(jobs.pending.filter((job) => job.name === 'order-paid')).toHaveLength(1);

    // A second restart finds nothing left to do.
    await restart();
    expect(await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, placed.orderId))).toHaveLength(
      1,
    );
  });

  it('refuses to charge an older payment of an order that is already paid', async () => {
    const customer = await testCustomer(testApp);
    const placed = await customer.order();
    const second = await customer.post('/api/create-payment-intent', {
      amount: placed.amountCents,
      currency: 'usd',
      metadata: { orderId: placed.orderId, orderType: 'one-time' },
    });
    expect(second.statusCode).toBe(200);
    expect((await customer.pay(second.json().clientSecret)).statusCode).toBe(200);
    // Even if cancelling the replaced payment had failed, paying it now is refused before any charge.
    await testApp.database.db
      .update(localPaymentIntents)
      .set({ status: 'requires_payment_method' })
      .where(eq(localPaymentIntents.id, intentOf(placed.clientSecret!)));
    const stale = await customer.pay(placed.clientSecret!);
    expect(stale.statusCode).toBe(409);
    const [intent] = await testApp.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, intentOf(placed.clientSecret!)));
    expect(intent!.status).not.toBe('succeeded');
  });
});
