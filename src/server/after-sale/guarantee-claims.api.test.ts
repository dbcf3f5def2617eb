import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStatus, orderBooks } from '../../../tests/support/after-sale';
import { bearer, signUp } from '../../../tests/support/auth';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { afterSaleMessages, guaranteeClaimNotice } from '../../shared/after-sale-texts';
import { listOutbox } from '../mail/outbox-mailer';
import { orderHistory } from '../orders/orders';

let now = new Date('2026-11-02T10:00:00Z');
const clock = { now: () => now };
const day = 24 * 60 * 60 * 1000;
let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ clock, env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

/** A paid card delivered now; the clock then moves `days` on. */
async function deliveredOrder(daysLater = 3) {
  now = new Date('2026-11-02T10:00:00Z');
  const customer = await testCustomer(testApp);
  const { orderId } = await customer.buyCard();
  expect((await moveStatus(testApp, admin, orderId, { status: 'delivered' })).statusCode).toBe(200);
  now = new Date(now.getTime() + daysLater * day);
  // Sessions end after a while; the customer simply signs in again to claim.
  await customer.logInAgain();
  return { customer, orderId };
}

const claim = (customer: Awaited<ReturnType<typeof testCustomer>>, orderId: string, reason = 'The card was torn') =>
  customer.post(`/api/orders/${orderId}/guarantee-claim`, { reason });
const adminGet = (url: string) => testApp.app.inject({ method: 'GET', url, ...admin });
const adminPost = (url: string) => testApp.app.inject({ method: 'POST', url, payload: {}, ...admin });

describe('claiming the 30-day money-back guarantee', () => {
  it('takes a claim within 30 days, notes it in the history and tells the admins', async () => {
    const { customer, orderId } = await deliveredOrder(29);
    const claimed = await claim(customer, orderId);
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().order.guarantee).toEqual({
      claimableUntil: '2026-12-02T10:00:00.000Z',
      claim: { createdAt: now.toISOString(), reason: 'The card was torn', refundedAt: null },
    });
    const shown = (await customer.get(`/api/user/orders/${orderId}`)).json();
    expect(shown.order.guarantee.claim.reason).toBe('The card was torn');

    const history = await orderHistory(testApp.database.db, orderId);
    expect(history.at(-1)).toMatchObject({ action: 'guarantee claim', note: 'The card was torn' });
    const { order } = await orderBooks(testApp, orderId);
    const mails = await listOutbox(testApp.database.db, { to: 'admin@keepsake.test', limit: 20 });
    const notice = mails.find((mail) => mail.subject === guaranteeClaimNotice.subject(order.orderNumber));
    expect(notice?.text).toContain('The card was torn');
    expect(notice?.text).toContain(order.email);
    expect(notice?.html).toContain(`http://keepsake.test/admin/orders/${orderId}`);
  });

  it('refuses a claim on day 31, and a second claim', async () => {
    const late = await deliveredOrder(31);
    const refused = await claim(late.customer, late.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(afterSaleMessages.notClaimable);
    expect((await late.customer.get(`/api/user/orders/${late.orderId}`)).json().order.guarantee.claim).toBeNull();

    const { customer, orderId } = await deliveredOrder(1);
    expect((await claim(customer, orderId)).statusCode).toBe(201);
    const second = await claim(customer, orderId, 'Again');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(afterSaleMessages.alreadyClaimed);
  });

  it('refuses an order not yet delivered, an empty reason, and a stranger', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();
    expect((await claim(customer, orderId)).statusCode).toBe(409);
    const delivered = await deliveredOrder(1);
    expect((await claim(delivered.customer, delivered.orderId, '   ')).statusCode).toBe(400);
    expect((await claim(customer, delivered.orderId)).statusCode).toBe(404);
  });
});

describe("the admin's guarantee claims", () => {
  it('lists open claims first and refunds one in full, once', async () => {
    const refundedLater = await deliveredOrder(2);
    expect((await claim(refundedLater.customer, refundedLater.orderId, 'Smudged')).statusCode).toBe(201);
    const open = await deliveredOrder(4);
    expect((await claim(open.customer, open.orderId, 'Wrong name')).statusCode).toBe(201);

    const listed = (await adminGet('/api/admin/guarantee-claims')).json().claims as { id: string; orderId: string }[];
    const first = listed.find((entry) => entry.orderId === refundedLater.orderId)!;
    expect(first).toMatchObject({ reason: 'Smudged', refundedAt: null, refundableCents: 1299 });

    const refunded = await adminPost(`/api/admin/guarantee-claims/${first.id}/refund`);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().claim).toMatchObject({ refundedAt: now.toISOString(), refundableCents: 0 });
    const { order, invoice } = await orderBooks(testApp, refundedLater.orderId);
    expect(order.paymentStatus).toBe('refunded');
    expect(invoice.refundedCents).toBe(invoice.totalCents);
    const shown = (await refundedLater.customer.get(`/api/user/orders/${refundedLater.orderId}`)).json();
    expect(shown.order.guarantee.claim.refundedAt).toBe(now.toISOString());

    const again = await adminPost(`/api/admin/guarantee-claims/${first.id}/refund`);
    expect(again.statusCode).toBe(409);
    expect((await orderBooks(testApp, refundedLater.orderId)).invoice.refundedCents).toBe(invoice.totalCents);

    const after = (await adminGet('/api/admin/guarantee-claims')).json().claims as { orderId: string }[];
    const positions = [open.orderId, refundedLater.orderId].map((id) => after.findIndex((c) => c.orderId === id));
    expect(positions[0]).toBeLessThan(positions[1]!);
    expect(
      (await adminPost('/api/admin/guarantee-claims/00000000-0000-4000-8000-000000000000/refund')).statusCode,
    ).toBe(404);
  });

  it('keeps the admin routes from customers (403)', async () => {
    const customer = await testCustomer(testApp);
    expect((await customer.get('/api/admin/guarantee-claims')).statusCode).toBe(403);
    const refund = await customer.post('/api/admin/guarantee-claims/00000000-0000-4000-8000-000000000000/refund');
    expect(refund.statusCode).toBe(403);
  });
});
