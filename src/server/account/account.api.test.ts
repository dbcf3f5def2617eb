import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountServerMessages } from '../../shared/account-messages';
import { latestCode, logIn, postJson, uniqueEmail } from '../../../tests/support/auth';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("the customer's orders", () => {
  it('lists every order of the customer, newest first, a page at a time', async () => {
    const customer = await testCustomer(testApp);
    const first = await customer.buyCard({ contextData: { selectedTone: 'roast', memoryDescription: 'Camping' } });
    const second = await customer.buyCard();
    const third = await customer.order();
    const page1 = (await customer.get('/api/user/orders?page=1&pageSize=2')).json();
    expect(page1).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(page1.orders.map((order: { id: string }) => order.id)).toEqual([third.orderId, second.orderId]);
    const page2 = (await customer.get('/api/user/orders?page=2&pageSize=2')).json();
    expect(page2.orders.map((order: { id: string }) => order.id)).toEqual([first.orderId]);
    expect(page2.orders[0]).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      totalCents: 1299,
      totalPrice: '12.99',
      selectedTone: 'roast',
      front: 'To the best sister',
      inside: 'Every sunset reminds me of you.',
      back: 'Love, Sam',
      orderNumber: expect.stringMatching(/^KS-/),
    });
  });

  it('opens one order to its details and never shows another customer’s', async () => {
    const owner = await testCustomer(testApp);
    const stranger = await testCustomer(testApp);
    const { orderId } = await owner.buyCard();
    const detail = await owner.get(`/api/user/orders/${orderId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().order).toMatchObject({ id: orderId, city: 'Springfield', state: 'IL', memoryKind: 'photo' });
    const refused = await stranger.get(`/api/user/orders/${orderId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Springfield');
    expect((await stranger.get('/api/user/orders')).json().total).toBe(0);
  });

  it('serves the memory and its thumbnail through signed links only', async () => {
    const customer = await testCustomer(testApp);
    await customer.buyCard();
    const [order] = (await customer.get('/api/user/orders')).json().orders;
    const thumb = await testApp.app.inject({ method: 'GET', url: order.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    const original = await testApp.app.inject({
      method: 'GET',
      url: (await customer.get(`/api/user/orders/${order.id}`)).json().order.memoryUrl,
    });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');

    const unsigned = order.thumbnailUrl.split('?')[0];
    expect((await testApp.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404);
    const forged = order.thumbnailUrl.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await testApp.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });
});

describe('the profile', () => {
  it('changes first and last name, refusing blank ones', async () => {
    const customer = await testCustomer(testApp);
    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { firstName: ' Ada ', lastName: 'Byron' },
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(changed.json().user).toMatchObject({ firstName: 'Ada', lastName: 'Byron' });
    const blank = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { firstName: '  ', lastName: 'Byron' },
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain('First name is required');
  });

  it('moves the account to a new address only with the code sent to that address', async () => {
    const customer = await testCustomer(testApp);
    const newEmail = uniqueEmail('moved');
    expect((await customer.post('/api/user/email/request', { newEmail })).statusCode).toBe(200);
    const code = await latestCode(testApp.database, newEmail);
    const wrong = await customer.post('/api/user/email/confirm', {
      newEmail,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await customer.post('/api/user/email/confirm', { newEmail, code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.email).toBe(newEmail);
    // The new address signs in; the old one has no account any more.
    expect(await logIn(testApp.app, testApp.database, newEmail)).toBeTruthy();
    const old = await postJson(testApp.app, '/api/auth/send-login-code', { email: customer.email });
    expect(old.statusCode).toBe(404);
  });

  it("refuses an address that belongs to someone else, and another customer's code", async () => {
    const customer = await testCustomer(testApp);
    const other = await testCustomer(testApp);
    const taken = await customer.post('/api/user/email/request', { newEmail: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: accountServerMessages.emailTaken, code: expect.any(String) });

    const newEmail = uniqueEmail('contested');
    await other.post('/api/user/email/request', { newEmail });
    const code = await latestCode(testApp.database, newEmail);
    const stolen = await customer.post('/api/user/email/confirm', { newEmail, code });
    expect(stolen.statusCode).toBe(400);
  });
});
