import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../shared/admin-messages';
import { bearer, signUp } from '../../../tests/support/auth';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { invoices, subscriptions } from '../billing/schema';
import { localPaymentIntents } from '../db/schema';
import { orders } from '../orders/schema';
import { createLocalProcessor } from '../payments/processors/local/local-processor';

let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

const refund = (orderId: string, amountCents?: number) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refund`,
    payload: amountCents === undefined ? {} : { amountCents },
    ...admin,
  });

/** What our books say was given back, and what the processor actually gave back. */
async function books(orderId: string) {
  const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
  const [invoice] = await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  const [intent] = await testApp.database.db
    .select()
    .from(localPaymentIntents)
    .where(eq(localPaymentIntents.id, invoice!.paymentIntentId!));
  return { order: order!, booked: invoice!.refundedCents, processor: intent!.refundedCents };
}

describe('partial refunds', () => {
  it('allows several partial refunds up to the amount paid; the order is refunded only when all of it is', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();

    const first = await refund(orderId, 600);
    expect(first.statusCode).toBe(200);
    expect(first.json().order.paymentStatus).toBe('paid');
    const detail = (await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, ...admin })).json();
    expect(detail.order.refundedCents).toBe(600);
    expect(detail.history.at(-1)).toMatchObject({ action: 'refund', note: '$6.00 refunded' });

    expect((await refund(orderId, 600)).statusCode).toBe(200);
    const tooMuch = await refund(orderId, 100);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ error: adminMessages.refundTooLarge, code: expect.any(String) });

    const rest = await refund(orderId);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().order.paymentStatus).toBe('refunded');
    expect(await books(orderId)).toMatchObject({ booked: 1299, processor: 1299 });
    expect((await refund(orderId, 1)).statusCode).toBe(409);
  });

  it('keeps the books equal to the money given back when two partial refunds arrive at once', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();

    const answers = await Promise.all([refund(orderId, 600), refund(orderId, 600)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(codes);
    const succeeded = codes.filter((code) => code === 200).length;
    const after = await books(orderId);
    expect(after.booked).toBe(600 * succeeded);
    expect(after.processor).toBe(after.booked);

    expect((await refund(orderId)).statusCode).toBe(200);
    const done = await books(orderId);
    expect(done).toMatchObject({ booked: 1299, processor: 1299 });
    expect(done.order.paymentStatus).toBe('refunded');
    expect((await refund(orderId, 1)).statusCode).toBe(409);
  });
});

describe('refunding a plan purchase', () => {
  it('ends the plan bought with a card order, with its unused cards and its renewal', async () => {
    const customer = await testCustomer(testApp);
    const placed = await customer.buyPlanWithCard('plus');
    expect((await customer.get('/api/user/subscription')).json()).toMatchObject({
      status: 'active',
      cardsRemaining: 9,
    });

    expect((await refund(placed.orderId)).statusCode).toBe(200);

    expect((await customer.get('/api/user/subscription')).json()).toBeNull();
    const [plan] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, (placed as unknown as { subscriptionId: string }).subscriptionId));
    expect(plan).toMatchObject({ status: 'canceled', cardsRemaining: 0 });
    // The next card is priced in full again: a plan card is no longer held.
    await expect(customer.order({ totalPrice: '0.00' })).rejects.toThrow(/409|total/i);
  });

  it('refunds a plan bought on its own (no order) and ends it', async () => {
    const customer = await testCustomer(testApp);
    const started = await customer.post('/api/subscriptions/create', { plan: 'essential', totalPrice: '57.00' });
    expect(started.statusCode).toBe(200);
    expect((await customer.pay(started.json().clientSecret)).statusCode).toBe(200);
    expect((await customer.get('/api/user/subscription')).json()).toMatchObject({
      status: 'active',
      cardsRemaining: 5,
    });

    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/plan-refunds',
      payload: { email: customer.email },
      ...bearer(customer.token),
    });
    expect(refused.statusCode).toBe(403);

    const refunded = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/plan-refunds',
      payload: { email: customer.email },
      ...admin,
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ refundedCents: 5700, planStatus: 'canceled' });
    expect((await customer.get('/api/user/subscription')).json()).toBeNull();
    const billing = (await customer.get('/api/user/billing')).json();
    expect(billing.subscription).toBeNull();
    const [invoice] = await testApp.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, started.json().subscriptionId));
    expect(invoice).toMatchObject({ totalCents: 5700, refundedCents: 5700 });

    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/plan-refunds',
      payload: { email: customer.email },
      ...admin,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('the local processor', () => {
  it('gives back once per idempotency key, and never more than was paid', async () => {
    const { db } = testApp.database;
    const processor = createLocalProcessor({
      db,
      clock: { now: () => new Date() },
      events: { apply: async () => async () => {}, refusal: async () => null },
    });
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();
    const { processor: before } = await books(orderId);
    expect(before).toBe(0);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const intentId = invoice!.paymentIntentId!;

    await processor.refund(intentId, 500, 'refund-key-1');
    await processor.refund(intentId, 500, 'refund-key-1');
    expect((await books(orderId)).processor).toBe(500);
    await processor.refund(intentId, 500, 'refund-key-2');
    expect((await books(orderId)).processor).toBe(1000);
    await expect(processor.refund(intentId, 500, 'refund-key-3')).rejects.toThrow();
    expect((await books(orderId)).processor).toBe(1000);
  });
});
