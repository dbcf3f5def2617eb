import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBookMessages } from '../../shared/address-book-texts';
import { checkoutMessages, checkoutScreenTexts } from '../../shared/checkout-messages';
import { deliveryMessages } from '../../shared/delivery-texts';
import { bearer, signUp } from '../../../tests/support/auth';
import { orderPayload, orderRequest, samplePhoto } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { listOutbox } from '../mail/outbox-mailer';
import { transitLabel } from '../../shared/arrive-by-texts';
import { recipients } from '../recipients/schema';
import { orders } from './schema';

// Tuesday, Nov 24 2026, 10:00 in New York: every arrive-by sentence below is counted from here.
const now = new Date('2026-11-24T15:00:00Z');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => now }, env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
});
afterAll(() => testApp.close());

const buyerOnly = { firstName: 'Sam', lastName: 'Rivera', email: 'sam@example.com', shippingType: 'standard' };

const london = {
  country: 'GB',
  name: 'Jane Smith',
  streetAddress: '10 Downing Street',
  city: 'London',
  postalCode: 'sw1a 2aa',
};
const us = {
  country: 'US',
  name: 'Jo Park',
  streetAddress: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
};
const tokyo = {
  country: 'JP',
  name: '山田太郎',
  postalCode: '100-0001',
  state: '13',
  streetAddress: '千代田1-1',
};

/** An order sent to someone else, with `delivery` fields on top. */
function toSomeoneElse(delivery: Record<string, unknown>, shippingType: 'standard' | 'express' = 'standard') {
  const base = orderPayload();
  return {
    ...base,
    shippingType,
    totalPrice: shippingType === 'express' ? '17.98' : '12.99',
    customerDetails: { ...buyerOnly, shippingType },
    delivery: { sendTo: 'someone-else', address: london, ...delivery },
  };
}

async function customer() {
  const { token, email } = await signUp(testApp.app, testApp.database);
  const auth = bearer(token);
  const user = await testApp.database.db.query.users.findFirst({
    where: (users, { eq: is }) => is(users.email, email),
  });
  return {
    auth,
    email,
    userId: user!.id,
    order(payload: unknown, file: Buffer | null = null) {
      const { payload: body, headers } = orderRequest(payload, file);
      return testApp.app.inject({
        method: 'POST',
        url: '/api/orders/create-with-payment',
        payload: body,
        headers: { ...headers, ...auth.headers },
      });
    },
    get(url: string) {
      return testApp.app.inject({ method: 'GET', url, ...auth });
    },
    addRecipient(payload: object) {
      return testApp.app.inject({ method: 'POST', url: '/api/account/recipients', payload, ...auth });
    },
  };
}

async function orderRow(id: string) {
  const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function orderCount(): Promise<number> {
  return (await testApp.database.db.select({ id: orders.id }).from(orders)).length;
}

describe('where the card goes', () => {
  it('sends to a UK address: the row keeps it in full and the order page shows the envelope', async () => {
    const buyer = await customer();
    const created = await buyer.order(toSomeoneElse({ phone: '+44 20 7946 0000' }));
    expect(created.statusCode).toBe(200);
    const { orderId } = created.json();
    expect(await orderRow(orderId)).toMatchObject({
      sendTo: 'someone-else',
      firstName: 'Sam',
      shipName: 'Jane Smith',
      country: 'GB',
      streetAddress: '10 Downing Street',
      city: 'London',
      state: null,
      postalCode: 'SW1A 2AA',
      phone: '+44 20 7946 0000',
      arriveBy: null,
    });
    const detail = (await buyer.get(`/api/user/orders/${orderId}`)).json().order;
    expect(detail.shipping).toMatchObject({
      sendTo: 'someone-else',
      name: 'Jane Smith',
      lines: ['Jane Smith', '10 Downing Street', 'LONDON', 'SW1A 2AA', 'UNITED KINGDOM'],
      arriveBy: null,
    });
  });

  it('sends to a Japanese address, printed in Japan’s own order (postcode first, name last)', async () => {
    const buyer = await customer();
    const created = await buyer.order(toSomeoneElse({ address: tokyo }));
    expect(created.statusCode).toBe(200);
    const { orderId } = created.json();
    expect(await orderRow(orderId)).toMatchObject({
      shipName: '山田太郎',
      country: 'JP',
      state: '13',
      postalCode: '100-0001',
      city: null,
    });
    const detail = (await buyer.get(`/api/user/orders/${orderId}`)).json().order;
    expect(detail.shipping.lines).toEqual(['〒100-0001', '東京都', '千代田1-1', '山田太郎', 'JAPAN']);
  });

  it('confirms a card to Japan with Japan’s transit time, not the US one', async () => {
    const buyer = await customer();
    const created = await buyer.order(toSomeoneElse({ address: tokyo }), samplePhoto);
    expect(created.statusCode).toBe(200);
    const paid = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/local/confirm',
      payload: {
        clientSecret: created.json().clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      },
      ...buyer.auth,
    });
    expect(paid.statusCode).toBe(200);
    await testApp.jobs.runAll(testApp.jobRegistry);
    const { orderNumber } = created.json();
    const mails = await listOutbox(testApp.database.db, { limit: 200 });
    const confirmation = mails.find((mail) => mail.subject.includes(`${orderNumber} is confirmed`));
    expect(confirmation?.text).toContain(`Standard shipping (${transitLabel('JP', 'standard')}) to 〒100-0001`);
    expect(transitLabel('JP', 'standard')).toBe('10-21 business days');
  });

  it('keeps the spec’s order as it was: the buyer’s US address, with the buyer’s name on the envelope', async () => {
    const buyer = await customer();
    const created = await buyer.order(orderPayload());
    expect(created.statusCode).toBe(200);
    expect(await orderRow(created.json().orderId)).toMatchObject({
      sendTo: 'me',
      shipName: 'Sam Rivera',
      country: 'US',
      streetAddress: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      phone: null,
    });
  });

  it('still asks for the spec’s US fields when there is no delivery, with the spec’s words at their paths', async () => {
    const buyer = await customer();
    const before = await orderCount();
    const { streetAddress: _street, ...withoutStreet } = orderPayload().customerDetails;
    const refused = await buyer.order({ ...orderPayload(), customerDetails: { ...withoutStreet, zipCode: '123' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({
      'customerDetails.streetAddress': checkoutMessages.missingInformation.description,
      'customerDetails.zipCode': checkoutScreenTexts.invalidZip.description,
    });
    expect(await orderCount()).toBe(before);
  });

  it('does not ask for the buyer’s address when the card goes elsewhere, even a blank one', async () => {
    const buyer = await customer();
    const payload = toSomeoneElse({});
    const created = await buyer.order({
      ...payload,
      customerDetails: { ...payload.customerDetails, streetAddress: '', state: 'XX' },
    });
    expect(created.statusCode).toBe(200);
  });

  it('refuses express to Japan, where it is not offered, and writes nothing', async () => {
    const buyer = await customer();
    const before = await orderCount();
    const refused = await buyer.order(toSomeoneElse({ address: tokyo, saveRecipient: true }, 'express'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'Express shipping is not offered to Japan. Standard shipping is free.',
      fields: { shippingType: deliveryMessages.expressNotOffered('Japan') },
    });
    expect(await orderCount()).toBe(before);
    expect((await buyer.get('/api/account/recipients')).json().recipients).toEqual([]);
  });

  it('takes a phone number only for a card sent to someone else', async () => {
    const buyer = await customer();
    const refused = await buyer.order(toSomeoneElse({ sendTo: 'me', phone: '555 0100' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'delivery.phone': deliveryMessages.phoneOnlyForSomeoneElse });
  });
});

describe('the address book at checkout', () => {
  it('saves the recipient with the order, and the order points at them', async () => {
    const buyer = await customer();
    const created = await buyer.order(toSomeoneElse({ saveRecipient: true, relation: 'Aunt', phone: '020 7946 0000' }));
    expect(created.statusCode).toBe(200);
    const [saved] = (await buyer.get('/api/account/recipients')).json().recipients;
    expect(saved).toMatchObject({
      name: 'Jane Smith',
      relation: 'Aunt',
      phone: '020 7946 0000',
      address: { country: 'GB', postalCode: 'SW1A 2AA', city: 'London' },
    });
    expect((await orderRow(created.json().orderId)).recipientId).toBe(saved.id);
  });

  it('refuses an order whose address book is full before any payment, saving no one', async () => {
    const buyer = await customer();
    await testApp.database.db
      .insert(recipients)
      .values(
        Array.from({ length: 200 }, (_, index) => ({ userId: buyer.userId, name: `Friend ${index}`, country: 'US' })),
      );
    const before = await orderCount();
    const refused = await buyer.order(toSomeoneElse({ saveRecipient: true }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: addressBookMessages.tooMany(200),
      fields: { 'delivery.saveRecipient': addressBookMessages.tooMany(200) },
    });
    expect(await orderCount()).toBe(before);
  });

  it('links an order to the buyer’s own saved recipient', async () => {
    const buyer = await customer();
    const saved = (await buyer.addRecipient({ address: london })).json().recipient;
    const created = await buyer.order(toSomeoneElse({ recipientId: saved.id }));
    expect(created.statusCode).toBe(200);
    expect((await orderRow(created.json().orderId)).recipientId).toBe(saved.id);
  });

  it('refuses another customer’s recipient as if it did not exist, and leaves it untouched', async () => {
    const owner = await customer();
    const saved = (await owner.addRecipient({ address: london, relation: 'Mum' })).json().recipient;
    const attacker = await customer();
    const before = await orderCount();
    const refused = await attacker.order(toSomeoneElse({ recipientId: saved.id, saveRecipient: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: deliveryMessages.recipientNotFound,
      fields: { 'delivery.recipientId': deliveryMessages.recipientNotFound },
    });
    expect(refused.body).not.toContain('Downing');
    expect(await orderCount()).toBe(before);
    expect((await owner.get('/api/account/recipients')).json().recipients).toEqual([saved]);
    expect((await attacker.get('/api/account/recipients')).json().recipients).toEqual([]);
  });
});

describe('an arrive-by date (the clock reads Tue Nov 24 2026, 10:00 in New York)', () => {
  it('stores the approval and dispatch deadlines and shows the sentence on the order page', async () => {
    const buyer = await customer();
    const created = await buyer.order(toSomeoneElse({ address: us, arriveBy: '2026-12-18' }));
    expect(created.statusCode).toBe(200);
    const row = await orderRow(created.json().orderId);
    expect(row.arriveBy).toBe('2026-12-18');
    expect(row.approveBy?.toISOString()).toBe('2026-12-09T14:00:00.000Z');
    expect(row.dispatchBy?.toISOString()).toBe('2026-12-09T22:00:00.000Z');
    const detail = (await buyer.get(`/api/user/orders/${row.id}`)).json().order;
    expect(detail.shipping).toMatchObject({
      arriveBy: '2026-12-18',
      approveBy: '2026-12-09T14:00:00.000Z',
      dispatchBy: '2026-12-09T22:00:00.000Z',
    });
  });

  it('with express, keeps express’s later deadlines for a date standard could also make', async () => {
    const buyer = await customer();
    const created = await buyer.order(toSomeoneElse({ arriveBy: '2026-12-18' }, 'express'));
    expect(created.statusCode).toBe(200);
    const row = await orderRow(created.json().orderId);
    // The UK by standard needs approval by Nov 30; express (3-5 days) leaves until Dec 11.
    expect(row.approveBy?.toISOString()).toBe('2026-12-11T14:00:00.000Z');
  });

  it.each([
    [
      'standard cannot make it: suggests express',
      { address: us, arriveBy: '2026-12-01' },
      'Standard shipping cannot get it there by Dec 1, 2026. Choose Express (+$4.99) and approve your design by Nov 26, 2026, 09:00 AM.',
    ],
    [
      'no shipping can make it',
      { address: tokyo, arriveBy: '2026-12-01' },
      'We cannot get a card there by Dec 1, 2026. The earliest it can arrive is Dec 28, 2026.',
    ],
    [
      'the day has passed',
      { address: us, arriveBy: '2026-11-23' },
      'That day has already begun where your card is going. The earliest it can arrive is Dec 1, 2026.',
    ],
    [
      'more than a year ahead',
      { address: us, arriveBy: '2028-01-01' },
      'We take arrive-by dates up to a year ahead. Please pick a day no later than Nov 24, 2027.',
    ],
  ])('refuses a date when %s, saving nothing', async (_case, delivery, sentence) => {
    const buyer = await customer();
    const before = await orderCount();
    const refused = await buyer.order(toSomeoneElse({ ...delivery, saveRecipient: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: sentence, fields: { 'delivery.arriveBy': sentence } });
    expect(await orderCount()).toBe(before);
    expect((await buyer.get('/api/account/recipients')).json().recipients).toEqual([]);
  });

  it('takes the date standard cannot make when express is chosen', async () => {
    const buyer = await customer();
    const created = await buyer.order(toSomeoneElse({ address: us, arriveBy: '2026-12-01' }, 'express'));
    expect(created.statusCode).toBe(200);
    const row = await orderRow(created.json().orderId);
    expect(row.approveBy?.toISOString()).toBe('2026-11-26T14:00:00.000Z');
    expect(row.dispatchBy?.toISOString()).toBe('2026-11-26T22:00:00.000Z');
  });

  it('repeats the deadline in the approval e-mail, in New York time and saying so', async () => {
    const buyer = await customer();
    const created = await buyer.order(toSomeoneElse({ address: us, arriveBy: '2026-12-18' }), samplePhoto);
    expect(created.statusCode).toBe(200);
    const { clientSecret } = created.json();
    const paid = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/local/confirm',
      payload: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
      ...buyer.auth,
    });
    expect(paid.statusCode).toBe(200);
    await testApp.jobs.runAll(testApp.jobRegistry);
    const mails = await listOutbox(testApp.database.db, { to: buyer.email, limit: 20 });
    const preview = mails.find((mail) => /ready for your approval/.test(mail.subject));
    expect(preview?.text).toContain(
      'Approve your design by Dec 9, 2026, 09:00 AM for it to arrive by Dec 18, 2026. Times are New York time (ET).',
    );
  });
});
