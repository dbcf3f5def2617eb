import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestArrival } from '../../shared/delivery/arrive-by';
import { deliveryMessages } from '../../shared/delivery-texts';
import { bearer, signUp } from '../../../tests/support/auth';
import { orderPayload, orderRequest } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { orderAuditLog, orders } from './schema';

// Tuesday, Nov 24 2026, 10:00 in New York.
const now = new Date('2026-11-24T15:00:00Z');
let clockNow = now;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => clockNow } });
});
afterAll(() => testApp.close());

const london = {
  country: 'GB',
  name: 'Jane Smith',
  streetAddress: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
};
const tokyo = { country: 'JP', name: '山田太郎', postalCode: '100-0001', state: '13', streetAddress: '千代田1-1' };

async function customer() {
  const { token } = await signUp(testApp.app, testApp.database);
  const auth = bearer(token);
  return {
    async order(overrides: Record<string, unknown> = {}, shippingType: 'standard' | 'express' = 'standard') {
      const payload = {
        ...orderPayload(),
        shippingType,
        totalPrice: shippingType === 'express' ? '17.98' : '12.99',
        customerDetails: { firstName: 'Sam', lastName: 'Rivera', email: 'sam@example.com', shippingType },
        delivery: { sendTo: 'someone-else', address: london, ...overrides },
      };
      const { payload: body, headers } = orderRequest(payload, null);
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/api/orders/create-with-payment',
        payload: body,
        headers: { ...headers, ...auth.headers },
      });
      expect(created.statusCode).toBe(200);
      return created.json().orderId as string;
    },
    correct(orderId: string, payload: object) {
      return testApp.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/shipping-address`, payload, ...auth });
    },
  };
}

async function orderRow(id: string) {
  const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('correcting where an order goes', () => {
  it('changes the envelope until the card is printed, and writes it in the order’s history', async () => {
    const buyer = await customer();
    const orderId = await buyer.order();
    const corrected = await buyer.correct(orderId, { address: { ...london, streetAddress: '11 Downing Street' } });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().shipping.lines).toEqual([
      'Jane Smith',
      '11 Downing Street',
      'LONDON',
      'SW1A 2AA',
      'UNITED KINGDOM',
    ]);
    expect(await orderRow(orderId)).toMatchObject({ streetAddress: '11 Downing Street', country: 'GB' });
    const history = await testApp.database.db.select().from(orderAuditLog).where(eq(orderAuditLog.orderId, orderId));
    expect(history).toEqual([
      expect.objectContaining({
        action: 'shipping-address',
        fromValue: 'Jane Smith, 10 Downing Street, LONDON, SW1A 2AA, UNITED KINGDOM',
        toValue: 'Jane Smith, 11 Downing Street, LONDON, SW1A 2AA, UNITED KINGDOM',
      }),
    ]);
  });

  it('answers another customer’s order with a 404 and leaves it as it was', async () => {
    const owner = await customer();
    const orderId = await owner.order();
    const other = await customer();
    const refused = await other.correct(orderId, { address: tokyo });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Downing');
    expect(await orderRow(orderId)).toMatchObject({ country: 'GB', streetAddress: '10 Downing Street' });
  });

  it('refuses once the card has been sent', async () => {
    const buyer = await customer();
    const orderId = await buyer.order();
    await testApp.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, orderId));
    const refused = await buyer.correct(orderId, { address: tokyo });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(deliveryMessages.addressLocked);
    expect((await orderRow(orderId)).country).toBe('GB');
  });

  it('re-checks express for the new country', async () => {
    const buyer = await customer();
    const orderId = await buyer.order({}, 'express');
    const refused = await buyer.correct(orderId, { address: tokyo });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'address.country': deliveryMessages.expressNotOffered('Japan') });
    expect((await orderRow(orderId)).country).toBe('GB');
  });

  it('re-checks the arrive-by date for the new country, and moves its deadlines when it is met', async () => {
    const buyer = await customer();
    const orderId = await buyer.order({ arriveBy: '2026-12-18' });
    const refused = await buyer.correct(orderId, { address: tokyo });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'We cannot get a card there by Dec 18, 2026. The earliest it can arrive is Dec 28, 2026.',
    );
    const us = {
      country: 'US',
      name: 'Jo Park',
      streetAddress: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
    };
    expect((await buyer.correct(orderId, { address: us })).statusCode).toBe(200);
    const row = await orderRow(orderId);
    expect(row.approveBy?.toISOString()).toBe('2026-12-09T14:00:00.000Z');
    expect(row.dispatchBy?.toISOString()).toBe('2026-12-09T22:00:00.000Z');
  });

  it('keeps the promised deadlines for a new street in the same country, however close the day is', async () => {
    const buyer = await customer();
    const arriveBy = earliestArrival({ country: 'GB', speed: 'standard', now })!;
    const orderId = await buyer.order({ arriveBy });
    const promised = await orderRow(orderId);
    // Two days on, the earliest day could no longer be promised to a new order.
    clockNow = new Date(now.getTime() + 2 * 24 * 3_600_000);
    try {
      const fixed = await buyer.correct(orderId, { address: { ...london, streetAddress: '11 Downing Street' } });
      expect(fixed.statusCode).toBe(200);
      const row = await orderRow(orderId);
      expect(row.streetAddress).toBe('11 Downing Street');
      expect([row.approveBy, row.dispatchBy]).toEqual([promised.approveBy, promised.dispatchBy]);
      // Another country is counted afresh, and that day cannot be met any more.
      const dublin = {
        country: 'IE',
        name: 'Jane Smith',
        streetAddress: '1 Main Street',
        city: 'Dublin',
        postalCode: 'D02 X285',
      };
      const moved = await buyer.correct(orderId, { address: dublin });
      expect(moved.statusCode).toBe(400);
      expect(Object.keys(moved.json().fields)).toEqual(['address.country']);
      expect(moved.json().error).toMatch(/^(We cannot get a card there|Standard shipping cannot get it there)/);
    } finally {
      clockNow = now;
    }
  });
});
