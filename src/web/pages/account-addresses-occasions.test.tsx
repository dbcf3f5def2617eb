import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { occasionInputSchema, type Occasion } from '@shared/api/occasions';
import type { Recipient } from '@shared/api/recipients';
import type { CurrentUserResponse } from '@shared/api/user';
import { occasionMessages, occasionScreenTexts as texts } from '@shared/occasion-texts';
import { paths } from '@shared/routes';
import { localKeys } from '@/lib/storage-keys';
import { fakeServer, type FakeRequest } from '@/test-support/fake-fetch';
import { renderScreen } from '@/test-support/render-screen';
import AccountAddressesPage from './account-addresses';

const account: CurrentUserResponse = {
  user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'customer' },
};
const recipientId = '0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e40';
const occasionId = '5d1c2a90-1111-4a39-9a57-3d2f6c1b9e41';
const stamp = '2026-11-24T10:00:00.000Z';
const occasionsBase = `/api/account/recipients/${recipientId}/occasions`;

const jane: Recipient = {
  id: recipientId,
  name: 'Jane Smith',
  relation: 'Mum',
  phone: null,
  address: { country: 'GB', name: 'Jane Smith', streetAddress: '1 High St', city: 'Bath', postalCode: 'BA1 1AA' },
  createdAt: stamp,
  updatedAt: stamp,
};

const birthday: Occasion = {
  id: occasionId,
  recipientId,
  kind: 'birthday',
  name: null,
  month: 3,
  day: 14,
  year: null,
  repeats: 'yearly',
  remindDaysBefore: 14,
  nextDate: '2027-03-14',
  createdAt: stamp,
  updatedAt: stamp,
};

/** The server's side in memory: it keeps what the shared schema makes of each request. */
function occasionsServer(initial: Occasion[]) {
  let occasions = [...initial];
  const stored = (request: FakeRequest, id: string): Occasion => ({
    ...birthday,
    ...occasionInputSchema.parse(request.json),
    id,
    nextDate: null,
  });
  return fakeServer({
    'GET /api/auth/user': { body: account },
    'GET /api/account/recipients': { body: { recipients: [jane], limit: 200 } },
    'GET /api/account/occasions': () => ({ body: { occasions, limit: 20 } }),
    'GET /api/account/address-requests': { body: { requests: [] } },
    [`POST ${occasionsBase}`]: (request: FakeRequest) => {
      const occasion = stored(request, 'new-occasion');
      occasions.push(occasion);
      return { status: 201, body: { occasion } };
    },
    [`PATCH ${occasionsBase}/${occasionId}`]: (request: FakeRequest) => {
      const occasion = stored(request, occasionId);
      occasions = occasions.map((old) => (old.id === occasionId ? occasion : old));
      return { body: { occasion } };
    },
    [`DELETE ${occasionsBase}/${occasionId}`]: () => {
      occasions = occasions.filter((old) => old.id !== occasionId);
      return { status: 204 };
    },
  });
}

function openPage() {
  localStorage.setItem(localKeys.authToken, 'token-1');
  return renderScreen(<AccountAddressesPage />, { at: paths.accountAddresses });
}

const field = (label: string) => screen.getByLabelText(label);
const birthdayLine = 'Birthday · Mar 14 · reminder 14 days before';

describe("the address book's occasions", () => {
  it("shows each recipient's occasions with their reminder", async () => {
    occasionsServer([birthday]);
    openPage();
    const item = await screen.findByTestId('recipient');
    expect(await within(item).findByText(birthdayLine)).toBeTruthy();
  });

  it('adds a named one-time date, checked before anything is sent', async () => {
    const server = occasionsServer([]);
    const { user } = openPage();
    expect(await screen.findByText(texts.none)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.add }));
    await user.selectOptions(field(texts.kind), 'other');
    await user.selectOptions(field(texts.month), '6');
    await user.type(field(texts.day), '20');
    await user.selectOptions(field(texts.repeats), 'once');
    await user.clear(field(texts.remindDaysBefore));
    await user.type(field(texts.remindDaysBefore), '3');
    await user.click(screen.getByRole('button', { name: texts.save }));
    // No name and no year yet: both are pointed out, and nothing went to the server.
    expect(await screen.findByText(occasionMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(occasionMessages.yearRequired)).toBeTruthy();
    expect(server.requests(`POST ${occasionsBase}`)).toHaveLength(0);

    await user.type(field(texts.name), 'Graduation');
    await user.type(field(texts.year), '2027');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText('Graduation · Jun 20, 2027 · reminder 3 days before')).toBeTruthy();
    expect(server.requests(`POST ${occasionsBase}`)[0]?.json).toEqual({
      kind: 'other',
      name: 'Graduation',
      month: 6,
      day: 20,
      year: 2027,
      repeats: 'once',
      remindDaysBefore: 3,
    });
  });

  it('says February 29 is counted from February 28 in other years', async () => {
    occasionsServer([]);
    const { user } = openPage();
    expect(await screen.findByText(texts.none)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.add }));
    await user.selectOptions(field(texts.month), '2');
    await user.type(field(texts.day), '29');
    expect(screen.getByText(texts.feb29Hint)).toBeTruthy();
  });

  it('edits and deletes an occasion in place', async () => {
    const server = occasionsServer([birthday]);
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: texts.editLabel(birthdayLine) }));
    expect((field(texts.day) as HTMLInputElement).value).toBe('14');
    await user.clear(field(texts.remindDaysBefore));
    await user.type(field(texts.remindDaysBefore), '30');
    await user.click(screen.getByRole('button', { name: texts.save }));
    const edited = 'Birthday · Mar 14 · reminder 30 days before';
    expect(await screen.findByText(edited)).toBeTruthy();
    expect(server.requests(`PATCH ${occasionsBase}/${occasionId}`)[0]?.json).toMatchObject({ remindDaysBefore: 30 });

    await user.click(screen.getByRole('button', { name: texts.deleteLabel(edited) }));
    expect(await screen.findByText(texts.none)).toBeTruthy();
    expect(server.requests(`DELETE ${occasionsBase}/${occasionId}`)).toHaveLength(1);
  });
});
