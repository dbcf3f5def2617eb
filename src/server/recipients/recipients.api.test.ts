import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBookMessages, maxRecipientsPerAccount } from '../../shared/address-book-texts';
import { checkoutScreenTexts } from '../../shared/checkout-messages';
import { bearer, signUp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { recipients } from './schema';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const base = '/api/account/recipients';

const ukAddress = {
  country: 'GB',
  name: 'Jane Smith',
  streetAddress: '10 Downing Street',
  city: 'London',
  postalCode: 'sw1a  2aa',
};
const japaneseAddress = {
  country: 'JP',
  name: 'Taro Yamada',
  streetAddress: '1-1 Chiyoda, Chiyoda-ku',
  state: 'Tokyo',
  postalCode: '100-0001',
};

async function customer() {
  const { token } = await signUp(testApp.app, testApp.database);
  const auth = bearer(token);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, ...auth, ...(payload === undefined ? {} : { payload }) });
  const userId = (await call('GET', '/api/auth/user')).json().user?.id as string | undefined;
  return { call, userId };
}

async function storedRow(id: string) {
  const [row] = await testApp.database.db.select().from(recipients).where(eq(recipients.id, id));
  return row;
}

describe('the address book', () => {
  it('adds, lists by name, edits and deletes a UK and a Japanese recipient', async () => {
    const { call } = await customer();
    const uk = await call('POST', base, { address: ukAddress, relation: ' Sister ', phone: '+44 20 7946 0000' });
    expect(uk.statusCode).toBe(201);
    expect(uk.json().recipient).toMatchObject({
      name: 'Jane Smith',
      relation: 'Sister',
      phone: '+44 20 7946 0000',
      // Stored as the post reads it: the postcode upper-cased with one space.
      address: { ...ukAddress, postalCode: 'SW1A 2AA' },
    });
    const jp = await call('POST', base, { address: japaneseAddress });
    expect(jp.statusCode).toBe(201);
    // The prefecture is kept as its code, and a recipient without relation or phone has none.
    expect(jp.json().recipient).toMatchObject({ relation: null, phone: null, address: { state: '13' } });

    const listed = (await call('GET', base)).json();
    expect(listed.limit).toBe(maxRecipientsPerAccount);
    expect(listed.recipients.map((r: { name: string }) => r.name)).toEqual(['Jane Smith', 'Taro Yamada']);

    const janeId = uk.json().recipient.id as string;
    const moved = await call('PATCH', `${base}/${janeId}`, {
      address: {
        ...ukAddress,
        name: 'Jane Brown',
        streetAddress: '1 High Street',
        city: 'Bath',
        postalCode: 'BA1 1AA',
      },
      relation: '',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().recipient).toMatchObject({
      name: 'Jane Brown',
      relation: null,
      phone: '+44 20 7946 0000',
      address: { city: 'Bath', postalCode: 'BA1 1AA' },
    });
    const renamed = (await call('GET', base)).json().recipients.map((r: { name: string }) => r.name);
    expect(renamed).toEqual(['Jane Brown', 'Taro Yamada']);

    expect((await call('DELETE', `${base}/${janeId}`)).statusCode).toBe(204);
    expect((await call('GET', base)).json().recipients.map((r: { name: string }) => r.name)).toEqual(['Taro Yamada']);
    expect(await storedRow(janeId)).toBeUndefined();
    expect((await call('DELETE', `${base}/${janeId}`)).statusCode).toBe(404);
  });

  it("refuses a bad address field by field, in the country's words", async () => {
    const { call } = await customer();
    const badPostcode = await call('POST', base, { address: { ...ukAddress, postalCode: '12345' } });
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'address.postalCode': 'Please enter a valid postcode, for example EC1Y 8SY.' },
    });

    const badZip = await call('POST', base, {
      address: {
        country: 'US',
        name: 'John Doe',
        streetAddress: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        postalCode: '6270',
      },
    });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().fields).toEqual({ 'address.postalCode': checkoutScreenTexts.invalidZip.description });

    const badPhone = await call('POST', base, { address: ukAddress, phone: 'call me' });
    expect(badPhone.json().fields).toEqual({ phone: addressBookMessages.invalidPhone });
    const noCountry = await call('POST', base, { address: { ...ukAddress, country: 'XX' } });
    expect(Object.keys(noCountry.json().fields)).toEqual(['address.country']);
    expect((await call('GET', base)).json().recipients).toEqual([]);
  });

  it("never shows, changes or deletes another customer's recipient", async () => {
    const owner = await customer();
    const stranger = await customer();
    const created = (await owner.call('POST', base, { address: ukAddress, relation: 'Sister' })).json().recipient;
    const before = await storedRow(created.id);

    const listed = await stranger.call('GET', base);
    expect(listed.json().recipients).toEqual([]);
    expect(listed.body).not.toContain('Downing');
    const patched = await stranger.call('PATCH', `${base}/${created.id}`, { relation: 'Mine now' });
    const deleted = await stranger.call('DELETE', `${base}/${created.id}`);
    // The same answer as for an id that never existed, and for one that is not an id at all.
    const madeUp = await stranger.call('PATCH', `${base}/00000000-0000-4000-8000-000000000000`, { relation: 'x' });
    const malformed = await stranger.call('DELETE', `${base}/not-an-id`);
    for (const refused of [patched, deleted, madeUp, malformed]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: addressBookMessages.notFound, code: 'NOT_FOUND' });
    }
    expect(await storedRow(created.id)).toEqual(before);
    expect((await owner.call('GET', base)).json().recipients).toHaveLength(1);
  });

  it('asks for a sign-in', async () => {
    const anonymous = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      testApp.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
    const id = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await anonymous('GET', base),
      await anonymous('POST', base, { address: ukAddress }),
      await anonymous('PATCH', `${base}/${id}`, { relation: 'x' }),
      await anonymous('DELETE', `${base}/${id}`),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it(`keeps at most ${maxRecipientsPerAccount} people per account`, async () => {
    const { call, userId } = await customer();
    if (!userId) throw new Error('no user id from /api/auth/user');
    const rows = Array.from({ length: maxRecipientsPerAccount - 1 }, (_, index) => ({
      userId,
      name: `Friend ${index}`,
      country: 'GB',
      streetAddress: '1 High Street',
      city: 'Bath',
      postalCode: 'BA1 1AA',
    }));
    await testApp.database.db.insert(recipients).values(rows);
    expect((await call('POST', base, { address: ukAddress })).statusCode).toBe(201);
    const full = await call('POST', base, { address: japaneseAddress });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: addressBookMessages.tooMany(maxRecipientsPerAccount), code: 'CONFLICT' });
    expect((await call('GET', base)).json().recipients).toHaveLength(maxRecipientsPerAccount);
  });
});
