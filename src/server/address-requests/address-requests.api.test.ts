import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxRecipientsPerAccount } from '../../shared/address-book-texts';
import {
  addressRequestEmailTexts,
  addressRequestMessages,
  addressRequestRules,
} from '../../shared/address-request-texts';
import { listOutbox } from '../mail/outbox-mailer';
import { bearer, signUp, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { recipients } from '../recipients/schema';
import { hashToken } from '../security/tokens';
import { addressRequests } from './schema';

let testApp: TestApp;
let now = new Date('2026-11-24T12:00:00Z');
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => testApp.close());

const base = '/api/account/address-requests';
const ukAddress = {
  country: 'GB',
  name: 'Jane Smith',
  streetAddress: '10 Downing Street',
  city: 'London',
  postalCode: 'sw1a 2aa',
};
const japaneseAddress = {
  country: 'JP',
  name: 'Taro Yamada',
  streetAddress: '1-1 Chiyoda, Chiyoda-ku',
  state: 'Tokyo',
  postalCode: '100-0001',
};

async function customer(firstName = 'Ada') {
  const { token, email } = await signUp(testApp.app, testApp.database, undefined, { firstName, lastName: 'Lovelace' });
  const auth = bearer(token);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, ...auth, ...(payload === undefined ? {} : { payload }) });
  const userId = (await call('GET', '/api/auth/user')).json().user?.id as string;
  return { call, userId, email };
}

/** The stranger with the link: no account, their own client address. */
function stranger(ip = uniqueIp()) {
  return {
    open: (token: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/address-requests/${token}`, remoteAddress: ip }),
    answer: (token: string, payload: object) =>
      testApp.app.inject({ method: 'POST', url: `/api/address-requests/${token}`, payload, remoteAddress: ip }),
  };
}

async function makeLink(call: Awaited<ReturnType<typeof customer>>['call'], body: object = {}) {
  const response = await call('POST', base, body);
  expect(response.statusCode).toBe(201);
  const { url, request } = response.json() as { url: string; request: { id: string } };
  const token = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  return { url, token, id: request.id };
}

const recipientsOf = (userId: string) =>
  testApp.database.db.select().from(recipients).where(eq(recipients.userId, userId));

describe('asking someone for their address', () => {
  it('makes a link only for a signed-in customer, and stores only its hash', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: base, payload: {} })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);

    const { call, userId } = await customer();
    const { url, token, id } = await makeLink(call, { name: ' Grandma Jo ', relation: 'Grandma' });
    expect(url).toBe(`http://keepsake.test/address-for/${token}`);
    const [row] = await testApp.database.db.select().from(addressRequests).where(eq(addressRequests.id, id));
    expect(row).toMatchObject({ userId, tokenHash: hashToken(token), nameHint: 'Grandma Jo', relation: 'Grandma' });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.expiresAt.getTime()).toBe(now.getTime() + addressRequestRules.lifetimeDays * 24 * 3600 * 1000);

    const pending = (await call('GET', base)).json().requests;
    expect(pending).toEqual([expect.objectContaining({ id, name: 'Grandma Jo', relation: 'Grandma' })]);
    // Another customer sees none of it.
    const other = await customer('Bob');
    expect((await other.call('GET', base)).json().requests).toEqual([]);
  });

  it("lands a stranger's UK address in the owner's book only, once", async () => {
    const owner = await customer('Ada');
    const { call, userId } = owner;
    const other = await customer('Bob');
    const { token } = await makeLink(call, { name: 'Jane', relation: 'Sister' });
    const visitor = stranger();

    const opened = await visitor.open(token);
    expect(opened.statusCode).toBe(200);
    // The first name of the asker and the name typed for the visitor; nothing else of the owner's.
    expect(opened.json()).toEqual({ askedBy: 'Ada', name: 'Jane' });

    const answered = await visitor.answer(token, { address: ukAddress, phone: '+44 20 7946 0000' });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toEqual({ askedBy: 'Ada' });

    const rows = await recipientsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Jane Smith',
      relation: 'Sister',
      phone: '+44 20 7946 0000',
      country: 'GB',
      postalCode: 'SW1A 2AA',
    });
    expect(await recipientsOf(other.userId)).toHaveLength(0);
    const listed = (await call('GET', '/api/account/recipients')).json().recipients;
    expect(listed.map((r: { name: string }) => r.name)).toEqual(['Jane Smith']);
    // The owner hears of it by e-mail.
    await testApp.jobs.runAll(testApp.jobRegistry);
    const [notice] = await listOutbox(testApp.database.db, { to: owner.email, limit: 1 });
    expect(notice?.subject).toBe(addressRequestEmailTexts.subject('Jane Smith'));
    expect(notice?.text).toContain('http://keepsake.test/account/addresses');

    // A second use, even of another address, is refused and adds nobody.
    const again = await visitor.answer(token, { address: japaneseAddress });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(addressRequestMessages.linkInvalid);
    expect((await visitor.open(token)).json().error).toBe(addressRequestMessages.linkInvalid);
    expect(await recipientsOf(userId)).toHaveLength(1);
    // The used link is no longer pending, and keeps nothing the owner typed about the person.
    expect((await call('GET', base)).json().requests).toEqual([]);
    const [used] = await testApp.database.db
      .select()
      .from(addressRequests)
      .where(eq(addressRequests.tokenHash, hashToken(token)));
    expect(used).toMatchObject({ nameHint: null, relation: null });
    expect(used?.usedAt).not.toBeNull();
  });

  it('points at each bad field of the address, and keeps the link usable', async () => {
    const { call, userId } = await customer();
    const { token } = await makeLink(call);
    const visitor = stranger();
    const bad = await visitor.answer(token, { address: { ...ukAddress, postalCode: '12345', name: '' }, phone: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'address.postalCode': 'Please enter a valid postcode, for example EC1Y 8SY.',
      phone: expect.any(String),
    });
    expect(Object.keys(bad.json().fields)).toContain('address.name');
    expect(await recipientsOf(userId)).toHaveLength(0);
    expect((await visitor.answer(token, { address: japaneseAddress })).statusCode).toBe(201);
    const [row] = await recipientsOf(userId);
    expect(row).toMatchObject({ name: 'Taro Yamada', country: 'JP', state: '13', relation: null, phone: null });
  });

  it('refuses an expired link (moved clock) and a forged one with the same words', async () => {
    const { call, userId } = await customer();
    const { token } = await makeLink(call);
    const started = now;
    try {
      now = new Date(started.getTime() + addressRequestRules.lifetimeDays * 24 * 3600 * 1000 + 1000);
      const visitor = stranger();
      const late = await visitor.answer(token, { address: ukAddress });
      expect(late.statusCode).toBe(404);
      expect(late.json()).toEqual({ error: addressRequestMessages.linkInvalid, code: 'NOT_FOUND' });
      expect((await call('GET', base)).json().requests).toEqual([]);
    } finally {
      now = started;
    }
    const visitor = stranger();
    for (const forged of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'nope', 'a'.repeat(43)]) {
      const response = await visitor.answer(forged, { address: ukAddress });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(addressRequestMessages.linkInvalid);
    }
    expect(await recipientsOf(userId)).toHaveLength(0);
  });

  it('makes one recipient of two sends at once', async () => {
    const { call, userId } = await customer();
    const { token } = await makeLink(call);
    const results = await Promise.all([
      stranger().answer(token, { address: ukAddress }),
      stranger().answer(token, { address: japaneseAddress }),
      stranger().answer(token, { address: ukAddress }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404, 404]);
    expect(await recipientsOf(userId)).toHaveLength(1);
  });

  it("tells the person when the owner's book is full, and the link works once there is room", async () => {
    const { call, userId } = await customer('Ada');
    const { token } = await makeLink(call);
    const rows = Array.from({ length: maxRecipientsPerAccount }, (_, index) => ({
      userId,
      name: `Friend ${index}`,
      country: 'GB',
      streetAddress: '1 High Street',
      city: 'Bath',
      postalCode: 'BA1 1AA',
    }));
    await testApp.database.db.insert(recipients).values(rows);
    const visitor = stranger();
    const full = await visitor.answer(token, { address: ukAddress });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(addressRequestMessages.bookFull('Ada'));
    expect(await recipientsOf(userId)).toHaveLength(maxRecipientsPerAccount);

    const [first] = await recipientsOf(userId);
    expect((await call('DELETE', `/api/account/recipients/${first?.id}`)).statusCode).toBe(204);
    expect((await visitor.answer(token, { address: ukAddress })).statusCode).toBe(201);
  });

  it('lets the owner cancel a link, and no one else', async () => {
    const { call, userId } = await customer();
    const other = await customer('Bob');
    const { token, id } = await makeLink(call);
    expect((await other.call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/not-an-id`)).statusCode).toBe(404);
    expect((await stranger().open(token)).statusCode).toBe(200);

    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    const refused = await stranger().answer(token, { address: ukAddress });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(addressRequestMessages.linkInvalid);
    expect(await recipientsOf(userId)).toHaveLength(0);
    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
  });

  it(`keeps at most ${addressRequestRules.maxPendingPerAccount} links waiting`, async () => {
    const { call } = await customer();
    for (let i = 0; i < addressRequestRules.maxPendingPerAccount; i += 1) await makeLink(call);
    const over = await call('POST', base, {});
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(addressRequestMessages.tooManyPending(addressRequestRules.maxPendingPerAccount));
  });

  it('counts link guesses per client', async () => {
    const visitor = stranger();
    let last = 0;
    for (let i = 0; i <= addressRequestRules.openPerClient.max; i += 1)
      last = (await visitor.open(`guess-${i}`)).statusCode;
    expect(last).toBe(429);
  });
});
