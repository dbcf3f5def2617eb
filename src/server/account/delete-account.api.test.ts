import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionMessages } from '../../shared/account-deletion-texts';
import { bearer, signUp } from '../../../tests/support/auth';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { addressRequests } from '../address-requests/schema';
import { sessions, users } from '../db/schema';
import { subscriptions } from '../billing/schema-plans';
import { orders } from '../orders/schema';
import { recipients } from '../recipients/schema';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const ukAddress = {
  country: 'GB',
  name: 'Jane Smith',
  streetAddress: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
};

/** A customer with someone in their address book and a link waiting to be filled in. */
async function customerWithBook(token: string) {
  const auth = bearer(token);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, ...auth, ...(payload === undefined ? {} : { payload }) });
  const userId = (await call('GET', '/api/auth/user')).json().user.id as string;
  expect((await call('POST', '/api/account/recipients', { address: ukAddress })).statusCode).toBe(201);
  expect((await call('POST', '/api/account/address-requests', { name: 'Grandma' })).statusCode).toBe(201);
  return { call, userId };
}

const db = () => testApp.database.db;
const rowsOf = async (userId: string) => ({
  users: await db().select().from(users).where(eq(users.id, userId)),
  recipients: await db().select().from(recipients).where(eq(recipients.userId, userId)),
  requests: await db().select().from(addressRequests).where(eq(addressRequests.userId, userId)),
  sessions: await db().select().from(sessions).where(eq(sessions.userId, userId)),
});

describe('deleting an account', () => {
  it('needs a signed-in customer and their e-mail address typed again', async () => {
    const signedOut = await testApp.app.inject({ method: 'DELETE', url: '/api/account', payload: { email: 'a@b.c' } });
    expect(signedOut.statusCode).toBe(401);

    const { token } = await signUp(testApp.app, testApp.database);
    const { call, userId } = await customerWithBook(token);
    const wrong = await call('DELETE', '/api/account', { email: 'someone-else@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(accountDeletionMessages.emailMismatch);
    expect((await call('DELETE', '/api/account', {})).statusCode).toBe(400);
    const kept = await rowsOf(userId);
    expect(kept.users).toHaveLength(1);
    expect(kept.recipients).toHaveLength(1);
    expect(kept.requests).toHaveLength(1);
  });

  it('removes an account without orders, with its recipients and address requests', async () => {
    const { token, email } = await signUp(testApp.app, testApp.database);
    const { call, userId } = await customerWithBook(token);
    const deleted = await call('DELETE', '/api/account', { email: ` ${email.toUpperCase()} ` });
    expect(deleted.statusCode).toBe(204);
    expect(await rowsOf(userId)).toEqual({ users: [], recipients: [], requests: [], sessions: [] });
    // Signed out everywhere, and the address is free for a new account.
    expect((await call('GET', '/api/auth/user')).statusCode).toBe(401);
    await signUp(testApp.app, testApp.database, email);
  });

  it('keeps orders for accounting: waits for one being made, then empties the account around them', async () => {
    const customer = await testCustomer(testApp);
    const placed = await customer.buyCard();
    const { call, userId } = await customerWithBook(customer.token);
    await db().update(orders).set({ status: 'processing' }).where(eq(orders.id, placed.orderId));

    const waiting = await call('DELETE', '/api/account', { email: customer.email });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error).toBe(accountDeletionMessages.orderInProgress);
    expect((await rowsOf(userId)).recipients).toHaveLength(1);

    await db().update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed.orderId));
    const [before] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect((await call('DELETE', '/api/account', { email: customer.email })).statusCode).toBe(204);

    const left = await rowsOf(userId);
    expect(left.recipients).toEqual([]);
    expect(left.requests).toEqual([]);
    expect(left.sessions).toEqual([]);
    expect(left.users[0]).toMatchObject({
      email: `deleted-${userId}@deleted.invalid`,
      firstName: null,
      lastName: null,
      passwordHash: null,
      remindersEnabled: false,
    });
    // The order, with the name, e-mail and address given at checkout, is kept exactly as it was.
    const [after] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(after).toEqual(before);
    expect(after).toMatchObject({ userId, paymentStatus: 'paid' });
    expect((await call('GET', '/api/auth/user')).statusCode).toBe(401);
    // The address can open a new, empty account.
    await signUp(testApp.app, testApp.database, customer.email);
  });

  it('asks for a live plan to be cancelled first', async () => {
    const customer = await testCustomer(testApp);
    const placed = await customer.buyPlanWithCard('essential');
    await db().update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed.orderId));
    const { call, userId } = await customerWithBook(customer.token);
    const refused = await call('DELETE', '/api/account', { email: customer.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(accountDeletionMessages.livePlan);
    expect((await rowsOf(userId)).recipients).toHaveLength(1);

    // Cancelled under Billing (it runs to the end of its period, never renewing): now it may go.
    await db().update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, userId));
    const deleted = await call('DELETE', '/api/account', { email: customer.email });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await rowsOf(userId)).recipients).toHaveLength(0);
  });
});
