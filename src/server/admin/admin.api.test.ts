import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../shared/admin-messages';
import { bearer, signUp } from '../../../tests/support/auth';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { orderAuditLog } from '../orders/schema';
import { listOutbox } from '../mail/outbox-mailer';

let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

const request = (
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  auth?: { headers: Record<string, string> },
  payload?: object,
) => testApp.app.inject({ method, url, ...(auth ?? {}), ...(payload ? { payload } : {}) });

describe('who may use the admin API', () => {
  it.each([
    ['GET', '/api/orders'],
    ['GET', '/api/orders/stats'],
    ['GET', '/api/orders/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/orders/00000000-0000-4000-8000-000000000000/status'],
    ['POST', '/api/orders/00000000-0000-4000-8000-000000000000/refund'],
  ] as const)('%s %s: 401 signed out, 403 for a customer', async (method, url) => {
    const body = method === 'GET' ? undefined : method === 'PATCH' ? { status: 'shipped' } : {};
    expect((await request(method, url, undefined, body)).statusCode).toBe(401);
    const customer = await testCustomer(testApp);
    const refused = await request(method, url, bearer(customer.token), body);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('orderNumber');
  });
});

describe('changing an order status', () => {
  it('stores the change, audits who did it and when, and e-mails the customer when shipped', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();
    const shipped = await request('PATCH', `/api/orders/${orderId}/status`, admin, {
      status: 'shipped',
      carrier: 'USPS',
      trackingNumber: '9400 1000',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order.status).toBe('shipped');

    const detail = (await request('GET', `/api/orders/${orderId}`, admin)).json();
    expect(detail.order).toMatchObject({ status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1000' });
    expect(detail.history).toEqual([
      expect.objectContaining({
        action: 'status',
        fromValue: 'pending',
        toValue: 'shipped',
        actorEmail: 'admin@keepsake.test',
      }),
    ]);
    const [mail] = await listOutbox(testApp.database.db, { to: customer.email, limit: 1 });
    expect(mail?.subject).toContain('is on its way');
    expect(mail?.text).toContain('9400 1000');

    await request('PATCH', `/api/orders/${orderId}/status`, admin, { status: 'delivered' });
    const [delivered] = await listOutbox(testApp.database.db, { to: customer.email, limit: 1 });
    expect(delivered?.subject).toContain('was delivered');
    const rows = await testApp.database.db.select().from(orderAuditLog).where(eq(orderAuditLog.orderId, orderId));
    expect(rows.map((row) => [row.fromValue, row.toValue])).toEqual([
      ['pending', 'shipped'],
      ['shipped', 'delivered'],
    ]);
  });

  it('answers 400 for an unknown status and 404 for an unknown order', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();
    const unknownStatus = await request('PATCH', `/api/orders/${orderId}/status`, admin, { status: 'lost' });
    expect(unknownStatus.statusCode).toBe(400);
    expect(unknownStatus.json().error).toContain('Unknown status');
    const missing = await request('PATCH', '/api/orders/00000000-0000-4000-8000-000000000000/status', admin, {
      status: 'shipped',
    });
    expect(missing.statusCode).toBe(404);
    expect((await request('PATCH', '/api/orders/not-an-id/status', admin, { status: 'shipped' })).statusCode).toBe(400);
  });

  it('keeps an unpaid order pending', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.order();
    const refused = await request('PATCH', `/api/orders/${orderId}/status`, admin, { status: 'processing' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: adminMessages.unpaidCannotMove, code: expect.any(String) });
  });
});

describe('the table: search, filters, sorting, pages', () => {
  it('finds orders by name, e-mail or order number and filters by status and payment', async () => {
    const customer = await testCustomer(testApp);
    const paid = await customer.buyCard({
      customerDetails: {
        firstName: 'Zelda',
        lastName: 'Quintessa',
        email: 'zelda.q@example.org',
        streetAddress: '2 Elm',
        city: 'Reno',
        state: 'NV',
        zipCode: '89501',
        shippingType: 'standard',
      },
    });
    const list = async (query: string) => (await request('GET', `/api/orders?${query}`, admin)).json();
    expect((await list('q=quintessa')).orders.map((order: { id: string }) => order.id)).toEqual([paid.orderId]);
    expect((await list('q=Zelda%20Quin')).orders).toHaveLength(1);
    expect((await list('q=ZELDA.Q@EXAMPLE')).orders).toHaveLength(1);
    const number = (await list('q=quintessa')).orders[0].orderNumber as string;
    expect((await list(`q=${number.toLowerCase()}`)).orders.map((order: { id: string }) => order.id)).toEqual([
      paid.orderId,
    ]);
    expect((await list('q=%25')).total).toBe(0);

    const unpaid = await list('payment=unpaid&pageSize=100');
    expect(unpaid.orders.every((order: { paymentStatus: string }) => order.paymentStatus === 'unpaid')).toBe(true);
    const shipped = await list('status=shipped&pageSize=100');
    expect(shipped.orders.every((order: { status: string }) => order.status === 'shipped')).toBe(true);
  });

  it('sorts and pages on the server', async () => {
    const all = (await request('GET', '/api/orders?pageSize=100&sort=total&dir=asc', admin)).json();
    const totals = all.orders.map((order: { totalCents: number }) => order.totalCents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const order of all.orders as { totalCents: number; totalPrice: string }[]) {
      expect(order.totalPrice).toBe((order.totalCents / 100).toFixed(2));
    }
    const first = (await request('GET', '/api/orders?pageSize=2&page=1', admin)).json();
    const second = (await request('GET', '/api/orders?pageSize=2&page=2', admin)).json();
    expect(first.total).toBe(all.total);
    expect(first.orders).toHaveLength(2);
    expect(second.orders[0].id).not.toBe(first.orders[1].id);
  });
});

describe('refunds', () => {
  it('gives the card payment back, marks the order refunded, and audits it', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();
    const refunded = await request('POST', `/api/orders/${orderId}/refund`, admin, {});
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().order.paymentStatus).toBe('refunded');
    expect((await request('POST', `/api/orders/${orderId}/refund`, admin, {})).statusCode).toBe(409);
    const detail = (await request('GET', `/api/orders/${orderId}`, admin)).json();
    expect(detail.history.at(-1)).toMatchObject({ action: 'refund', note: '$12.99 refunded' });
  });
});

describe('the stats, on a known set of orders', () => {
  it('counts orders, revenue, pending and average order value exactly', async () => {
    const fresh = await createTestApp({ env: { ADMIN_EMAILS: 'boss@keepsake.test' } });
    try {
      const bossToken = (await signUp(fresh.app, fresh.database, 'boss@keepsake.test')).token;
      const one = await testCustomer(fresh);
      await one.buyCard(); // paid 12.99
      await one.buyCard({ shippingType: 'express', totalPrice: '17.98', customerDetails: { ...expressDetails } }); // paid 17.98
      await one.order(); // unpaid: not an order yet
      const refundedOrder = await one.buyCard(); // paid then refunded
      const two = await testCustomer(fresh);
      await two.buyPlanWithCard('essential'); // paid 57.00, covers its card
      await two.order({ totalPrice: '0.00' }); // plan card: paid, nothing charged
      const boss = bearer(bossToken);
      await fresh.app.inject({
        method: 'POST',
        url: `/api/orders/${refundedOrder.orderId}/refund`,
        payload: {},
        ...boss,
      });
      await fresh.app.inject({
        method: 'PATCH',
        url: `/api/orders/${refundedOrder.orderId}/status`,
        payload: { status: 'pending' },
        ...boss,
      });

      const stats = (await fresh.app.inject({ method: 'GET', url: '/api/orders/stats', ...boss })).json();
      expect(stats).toEqual({
        totalOrders: 5, // 12.99, 17.98, refunded 12.99, plan 57.00, plan card 0.00
        totalRevenueCents: 1299 + 1798 + 5700, // the refund is taken off
        pendingCount: 4, // paid and awaiting approval; the refunded one is not
        averageOrderValueCents: Math.round((1299 + 1798 + 0 + 5700 + 0) / 5),
      });
    } finally {
      await fresh.close();
    }
  });
});

const expressDetails = {
  firstName: 'Sam',
  lastName: 'Rivera',
  email: 'sam@example.com',
  streetAddress: '1 Main St',
  city: 'Springfield',
  state: 'IL' as const,
  zipCode: '62701',
  shippingType: 'express' as const,
};
