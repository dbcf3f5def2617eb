import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { orderPayload, orderRequest, samplePhoto } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

// Tuesday, Nov 24 2026, 10:00 in New York.
const now = new Date('2026-11-24T15:00:00Z');

let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => now }, env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

const us = {
  country: 'US',
  name: 'Jo Park',
  streetAddress: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
};

/** The customer of the order placed last, to approve its design. */
let lastBuyer = { headers: {} as Record<string, string> };

/** Places a card order to Springfield, IL; with a picture it is also paid and its design made. */
async function placeOrder(arriveBy?: string, file: Buffer | null = null): Promise<string> {
  const { token } = await signUp(testApp.app, testApp.database);
  const payload = {
    ...orderPayload(),
    customerDetails: { firstName: 'Sam', lastName: 'Rivera', email: 'sam@example.com', shippingType: 'standard' },
    delivery: { sendTo: 'someone-else', address: us, ...(arriveBy ? { arriveBy } : {}) },
  };
  const { payload: body, headers } = orderRequest(payload, file);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/orders/create-with-payment',
    payload: body,
    headers: { ...headers, ...bearer(token).headers },
  });
  expect(created.statusCode).toBe(200);
  lastBuyer = bearer(token);
  const { clientSecret } = created.json();
  if (file) {
    const paid = await postJson(
      testApp.app,
      '/api/payments/local/confirm',
      { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
      lastBuyer,
    );
    expect(paid.statusCode).toBe(200);
    await testApp.jobs.runAll(testApp.jobRegistry);
  }
  return created.json().orderId as string;
}

describe('the admin’s dispatch-by column', () => {
  it('sorts by dispatch-by date either way, orders without one last', async () => {
    const undated = await placeOrder();
    const late = await placeOrder('2027-02-10');
    const soon = await placeOrder('2026-12-18');
    const list = async (dir: 'asc' | 'desc') => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/orders?sort=dispatchBy&dir=${dir}`,
        ...admin,
      });
      expect(response.statusCode).toBe(200);
      return response.json().orders as { id: string; dispatchBy: string | null }[];
    };
    const ascending = await list('asc');
    expect(ascending.map((row) => row.id)).toEqual([soon, late, undated]);
    expect(ascending[0]!.dispatchBy).toBe('2026-12-09T22:00:00.000Z');
    expect(ascending[2]!.dispatchBy).toBeNull();
    expect((await list('desc')).map((row) => row.id)).toEqual([late, soon, undated]);
  });

  it('gives an order without an arrive-by date its dispatch-by when the design is approved', async () => {
    const orderId = await placeOrder(undefined, samplePhoto);
    const approved = await postJson(testApp.app, `/api/orders/${orderId}/design/approve`, {}, lastBuyer);
    expect(approved.statusCode).toBe(200);
    const detail = (await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, ...admin })).json().order;
    // Approved Tuesday 10:00 in New York, after that day's 09:00 start: printed Wednesday, collected 17:00.
    expect(detail.shipping.dispatchBy).toBe('2026-11-25T22:00:00.000Z');
  });

  it('shows the admin the phone and the envelope of an order', async () => {
    const orderId = await placeOrder('2026-12-18');
    const detail = (await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, ...admin })).json().order;
    expect(detail.shipping).toMatchObject({
      name: 'Jo Park',
      lines: ['Jo Park', '1 Main St', 'SPRINGFIELD, IL 62701'],
      dispatchBy: '2026-12-09T22:00:00.000Z',
    });
    expect(detail.shipping.phone).toBeNull();
  });
});
