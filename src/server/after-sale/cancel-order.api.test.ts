import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStatus, orderBooks } from '../../../tests/support/after-sale';
import { approvedOrder } from '../../../tests/support/approved-orders';
import { orderPayload } from '../../../tests/support/order-request';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { afterSaleMessages } from '../../shared/after-sale-texts';
import { jobNames } from '../jobs/jobs';
import { listOutbox } from '../mail/outbox-mailer';
import { orderHistory, startPrinting } from '../orders/orders';

let now = new Date('2026-11-02T10:00:00Z');
const clock = { now: () => now };
let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ clock, env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

async function processingOrder() {
  const customer = await testCustomer(testApp);
  const { orderId } = await customer.buyCard();
  expect((await moveStatus(testApp, admin, orderId, { status: 'processing' })).statusCode).toBe(200);
  return { customer, orderId };
}

const cancel = (customer: { post: (url: string) => ReturnType<typeof postJson> }, orderId: string) =>
  customer.post(`/api/orders/${orderId}/cancel`);

describe('cancelling an order before printing', () => {
  it('cancels a processing order and refunds all of it, with lines in its history', async () => {
    const { customer, orderId } = await processingOrder();
    now = new Date('2026-11-02T11:00:00Z');

    const cancelled = await cancel(customer, orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order).toMatchObject({
      paymentStatus: 'refunded',
      progress: { cancelledAt: '2026-11-02T11:00:00.000Z' },
    });
    const { order, invoice } = await orderBooks(testApp, orderId);
    expect(order.cancelledAt?.toISOString()).toBe('2026-11-02T11:00:00.000Z');
    expect(order.paymentStatus).toBe('refunded');
    expect(invoice.refundedCents).toBe(invoice.totalCents);
    const history = await orderHistory(testApp.database.db, orderId);
    expect(history.map((line) => line.action).slice(-2)).toEqual(['cancelled', 'refund']);
    expect(history.at(-2)?.actorEmail).toBe(customer.email);
    expect(history.at(-1)?.note).toContain('(cancelled)');
    // The orders list knows too, so its badge says Cancelled.
    const listed = (await customer.get('/api/user/orders')).json().orders;
    expect(listed.find((entry: { id: string }) => entry.id === orderId).cancelledAt).toBe('2026-11-02T11:00:00.000Z');
  });

  it('refuses a second cancellation and refunds only once', async () => {
    const { customer, orderId } = await processingOrder();
    expect((await cancel(customer, orderId)).statusCode).toBe(200);
    const again = await cancel(customer, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(afterSaleMessages.alreadyCancelled);
    const { invoice } = await orderBooks(testApp, orderId);
    expect(invoice.refundedCents).toBe(invoice.totalCents);
    const refunds = (await orderHistory(testApp.database.db, orderId)).filter((line) => line.action === 'refund');
    expect(refunds).toHaveLength(1);
  });

  it('refuses once the card is in a print batch, and refunds nothing', async () => {
    // An approved design: only those reach the print queue and can be batched.
    const { orderId, auth } = await approvedOrder(testApp);
    const batched = await testApp.database.db.transaction((tx) =>
      startPrinting(tx, [orderId], 'batched', { actor: { id: null, email: 'admin@keepsake.test' }, at: now }),
    );
    expect(batched).toEqual([orderId]);
    const refused = await postJson(testApp.app, `/api/orders/${orderId}/cancel`, {}, auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(afterSaleMessages.notCancellable);
    const { order, invoice } = await orderBooks(testApp, orderId);
    expect(order).toMatchObject({ cancelledAt: null, paymentStatus: 'paid' });
    expect(invoice.refundedCents).toBe(0);
  });

  it('refuses a shipped order', async () => {
    const { customer, orderId } = await processingOrder();
    await moveStatus(testApp, admin, orderId, { status: 'shipped', carrier: 'USPS', trackingNumber: '9400' });
    expect((await cancel(customer, orderId)).statusCode).toBe(409);
  });

  it("hides another customer's order (404) and needs a signed-in customer (401)", async () => {
    const { orderId } = await processingOrder();
    const stranger = await testCustomer(testApp);
    expect((await cancel(stranger, orderId)).statusCode).toBe(404);
    expect((await postJson(testApp.app, `/api/orders/${orderId}/cancel`, {})).statusCode).toBe(401);
    expect((await orderBooks(testApp, orderId)).order.cancelledAt).toBeNull();
  });

  it('keeps a cancelled order in review from ever being approved', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();
    await testApp.jobs.runAll(testApp.jobRegistry);
    expect((await cancel(customer, orderId)).statusCode).toBe(200);

    const approve = await customer.post(`/api/orders/${orderId}/design/approve`, {});
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error).toBe(afterSaleMessages.cancelledNotApprovable);
    const { order } = await orderBooks(testApp, orderId);
    expect(order).toMatchObject({ status: 'pending', approvedAt: null });

    // Nor is its customer reminded, two days on, to approve a card they cancelled.
    const start = now;
    now = new Date(start.getTime() + 49 * 3600 * 1000);
    try {
      await testApp.jobRegistry.handlers.get(jobNames.cardReminders)!({});
      const mails = await listOutbox(testApp.database.db, { to: customer.email, limit: 20 });
      expect(mails.filter((mail) => /^Reminder/.test(mail.subject))).toHaveLength(0);
    } finally {
      now = start;
    }
  });

  it("gives a plan's card back when the cancelled card was one of the plan's, with nothing to refund", async () => {
    const customer = await testCustomer(testApp);
    await customer.buyPlanWithCard('essential');
    const cardsBefore = (await customer.get('/api/user/subscription')).json().cardsRemaining as number;
    const planCard = await customer.order({ totalPrice: '0.00' });
    expect((await customer.get('/api/user/subscription')).json().cardsRemaining).toBe(cardsBefore - 1);
    expect((await moveStatus(testApp, admin, planCard.orderId, { status: 'processing' })).statusCode).toBe(200);

    const cancelled = await cancel(customer, planCard.orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.progress.cancelledAt).not.toBeNull();
    expect((await customer.get('/api/user/subscription')).json().cardsRemaining).toBe(cardsBefore);
    const refunds = (await orderHistory(testApp.database.db, planCard.orderId)).filter(
      (line) => line.action === 'refund',
    );
    expect(refunds).toHaveLength(0);
  });

  it('refuses to cancel the order that bought a plan once another card of that plan is used, and refunds nothing', async () => {
    const customer = await testCustomer(testApp);
    const bought = await customer.buyPlanWithCard('essential');
    expect((await moveStatus(testApp, admin, bought.orderId, { status: 'processing' })).statusCode).toBe(200);
    await customer.order({ totalPrice: '0.00' });

    const refused = await cancel(customer, bought.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(afterSaleMessages.planInUse);
    const { order, invoice } = await orderBooks(testApp, bought.orderId);
    expect(order).toMatchObject({ cancelledAt: null, paymentStatus: 'paid' });
    expect(invoice.refundedCents).toBe(0);
    expect((await customer.get('/api/user/subscription')).json().status).toBe('active');
  });

  it('gives the plan its card back and refunds the express fee paid on top of a plan card', async () => {
    const customer = await testCustomer(testApp);
    await customer.buyPlanWithCard('essential');
    const cardsBefore = (await customer.get('/api/user/subscription')).json().cardsRemaining as number;
    const express = await customer.buyCard({
      totalPrice: '4.99',
      shippingType: 'express',
      customerDetails: { ...orderPayload().customerDetails, shippingType: 'express' },
    });
    expect((await moveStatus(testApp, admin, express.orderId, { status: 'processing' })).statusCode).toBe(200);

    expect((await cancel(customer, express.orderId)).statusCode).toBe(200);
    expect((await customer.get('/api/user/subscription')).json().cardsRemaining).toBe(cardsBefore);
    const { invoice } = await orderBooks(testApp, express.orderId);
    expect(invoice).toMatchObject({ totalCents: 499, refundedCents: 499 });
  });
});
