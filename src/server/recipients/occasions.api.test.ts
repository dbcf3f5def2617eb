import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBookMessages } from '../../shared/address-book-texts';
import { maxOccasionsPerRecipient, occasionMessages } from '../../shared/occasion-texts';
import { bearer, signUp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { recipientOccasions } from './schema';

let testApp: TestApp;
// 2026-11-24 (UTC): the next Mar 14 is in 2027.
const clock = { now: () => new Date('2026-11-24T12:00:00Z') };
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const recipientsBase = '/api/account/recipients';
const ukAddress = {
  country: 'GB',
  name: 'Jane Smith',
  streetAddress: '1 High St',
  city: 'Bath',
  postalCode: 'BA1 1AA',
};
const birthday = { kind: 'birthday', month: 3, day: 14 };

async function customerWithRecipient() {
  const { token } = await signUp(testApp.app, testApp.database);
  const auth = bearer(token);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, ...auth, ...(payload === undefined ? {} : { payload }) });
  const recipientId = (await call('POST', recipientsBase, { address: ukAddress })).json().recipient.id as string;
  return { call, recipientId, base: `${recipientsBase}/${recipientId}/occasions` };
}

async function storedOccasion(id: string) {
  const [row] = await testApp.database.db.select().from(recipientOccasions).where(eq(recipientOccasions.id, id));
  return row;
}

describe("a recipient's occasions", () => {
  it('adds, lists soonest first, edits and deletes occasions', async () => {
    const { call, base, recipientId } = await customerWithRecipient();
    const added = await call('POST', base, birthday);
    expect(added.statusCode).toBe(201);
    expect(added.json().occasion).toMatchObject({
      recipientId,
      kind: 'birthday',
      name: null,
      month: 3,
      day: 14,
      year: null,
      repeats: 'yearly',
      remindDaysBefore: 14,
      nextDate: '2027-03-14',
    });
    const graduation = await call('POST', base, {
      kind: 'other',
      name: ' Graduation ',
      month: 12,
      day: 5,
      year: 2026,
      repeats: 'once',
      remindDaysBefore: 7,
    });
    expect(graduation.json().occasion).toMatchObject({ name: 'Graduation', nextDate: '2026-12-05' });

    const listed = (await call('GET', base)).json();
    expect(listed.limit).toBe(maxOccasionsPerRecipient);
    expect(listed.occasions.map((o: { nextDate: string }) => o.nextDate)).toEqual(['2026-12-05', '2027-03-14']);
    const all = (await call('GET', '/api/account/occasions')).json();
    expect(all.occasions).toHaveLength(2);

    const id = added.json().occasion.id as string;
    const edited = await call('PATCH', `${base}/${id}`, {
      kind: 'anniversary',
      month: 6,
      day: 1,
      remindDaysBefore: 30,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().occasion).toMatchObject({ kind: 'anniversary', month: 6, day: 1, remindDaysBefore: 30 });
    expect(await storedOccasion(id)).toMatchObject({ kind: 'anniversary', remindDaysBefore: 30 });

    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect(await storedOccasion(id)).toBeUndefined();
    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
  });

  it('refuses a bad occasion field by field', async () => {
    const { call, base } = await customerWithRecipient();
    const cases: [object, Record<string, string>][] = [
      [{ kind: 'other', month: 5, day: 1 }, { name: occasionMessages.nameRequired }],
      [{ ...birthday, month: 4, day: 31 }, { day: occasionMessages.invalidDate }],
      [{ ...birthday, month: 13 }, { month: occasionMessages.invalidDate }],
      [{ ...birthday, repeats: 'once' }, { year: occasionMessages.yearRequired }],
      [{ ...birthday, month: 2, day: 29, year: 2027, repeats: 'once' }, { day: occasionMessages.invalidFeb29 }],
      [{ ...birthday, remindDaysBefore: 0 }, { remindDaysBefore: occasionMessages.remindDays(1, 60) }],
      [{ ...birthday, remindDaysBefore: 61 }, { remindDaysBefore: occasionMessages.remindDays(1, 60) }],
    ];
    for (const [payload, fields] of cases) {
      const refused = await call('POST', base, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    expect((await call('GET', base)).json().occasions).toEqual([]);
    // February 29 is a yearly date like any other (reminded from Feb 28 in other years).
    const leap = await call('POST', base, { ...birthday, month: 2, day: 29 });
    expect(leap.statusCode).toBe(201);
    expect(leap.json().occasion.nextDate).toBe('2027-02-28');
  });

  it(`keeps at most ${maxOccasionsPerRecipient} occasions per recipient`, async () => {
    const { call, base } = await customerWithRecipient();
    for (let day = 1; day <= maxOccasionsPerRecipient; day += 1) {
      expect((await call('POST', base, { ...birthday, day })).statusCode).toBe(201);
    }
    const refused = await call('POST', base, { ...birthday, day: 28 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(occasionMessages.tooMany(maxOccasionsPerRecipient));
  });

  it("never shows, adds to, changes or deletes another customer's occasions", async () => {
    const owner = await customerWithRecipient();
    const stranger = await customerWithRecipient();
    const occasion = (await owner.call('POST', owner.base, birthday)).json().occasion;
    const before = await storedOccasion(occasion.id);

    const recipientRefusals = [
      await stranger.call('GET', owner.base),
      await stranger.call('POST', owner.base, birthday),
      await stranger.call('PATCH', `${owner.base}/${occasion.id}`, { ...birthday, day: 1 }),
      await stranger.call('DELETE', `${owner.base}/${occasion.id}`),
      // The same answer as for a recipient that never existed, or one that is not an id at all.
      await stranger.call('GET', `${recipientsBase}/00000000-0000-4000-8000-000000000000/occasions`),
      await stranger.call('GET', `${recipientsBase}/not-an-id/occasions`),
    ];
    for (const refused of recipientRefusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: addressBookMessages.notFound, code: 'NOT_FOUND' });
    }
    // The owner's occasion under the stranger's own recipient: as unknown as a made-up occasion.
    const occasionRefusals = [
      await stranger.call('PATCH', `${stranger.base}/${occasion.id}`, { ...birthday, day: 1 }),
      await stranger.call('DELETE', `${stranger.base}/${occasion.id}`),
      await stranger.call('DELETE', `${stranger.base}/00000000-0000-4000-8000-000000000000`),
      await stranger.call('DELETE', `${stranger.base}/nope`),
    ];
    for (const refused of occasionRefusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: occasionMessages.notFound, code: 'NOT_FOUND' });
    }
    expect((await stranger.call('GET', '/api/account/occasions')).json().occasions).toEqual([]);
    expect(await storedOccasion(occasion.id)).toEqual(before);
  });

  it('answers 401 when signed out', async () => {
    const { base, recipientId } = await customerWithRecipient();
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['GET', '/api/account/occasions'],
      ['PATCH', `${base}/00000000-0000-4000-8000-000000000000`],
      ['DELETE', `${recipientsBase}/${recipientId}/occasions/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: birthday }),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('deletes the occasions with their recipient', async () => {
    const { call, base, recipientId } = await customerWithRecipient();
    const id = (await call('POST', base, birthday)).json().occasion.id as string;
    expect((await call('DELETE', `${recipientsBase}/${recipientId}`)).statusCode).toBe(204);
    expect(await storedOccasion(id)).toBeUndefined();
  });
});
