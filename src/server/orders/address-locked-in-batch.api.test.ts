import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedOrder } from '../../../tests/support/approved-orders';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { deliveryMessages } from '../../shared/delivery-texts';
import { orders } from './schema';

let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({
    clock: { now: () => new Date('2026-11-24T15:00:00Z') },
    env: { ADMIN_EMAILS: 'admin@keepsake.test' },
  });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

const address = {
  country: 'US',
  name: 'Jo Park',
  streetAddress: '2 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
};

describe('correcting the envelope of an approved card', () => {
  it('is possible while the card waits in the print queue, and refused once it is in a batch', async () => {
    const card = await approvedOrder(testApp);
    const correct = (streetAddress: string) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/orders/${card.orderId}/shipping-address`,
        payload: { address: { ...address, streetAddress } },
        ...card.auth,
      });
    expect((await correct('2 Main St')).statusCode).toBe(200);

    const batch = await postJson(testApp.app, '/api/admin/print-batches', { orderIds: [card.orderId] }, admin);
    expect(batch.statusCode).toBe(201);
    const refused = await correct('3 Main St');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(deliveryMessages.addressLocked);
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, card.orderId));
    expect(row!.streetAddress).toBe('2 Main St');
  });
});
