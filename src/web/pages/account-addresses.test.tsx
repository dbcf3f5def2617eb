import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressBookScreenTexts as texts } from '@shared/address-book-texts';
import { formatAddressLines } from '@shared/addresses/format-address-lines';
import { recipientInputSchema, recipientUpdateSchema, type Recipient } from '@shared/api/recipients';
import type { CurrentUserResponse } from '@shared/api/user';
import { paths } from '@shared/routes';
import { localKeys } from '@/lib/storage-keys';
import { fakeServer, type FakeRequest } from '@/test-support/fake-fetch';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { renderScreen } from '@/test-support/render-screen';
import AccountAddressesPage from './account-addresses';

const account: CurrentUserResponse = {
  user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'customer' },
};
const base = '/api/account/recipients';
const id = '0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e40';

/** The server's side, kept in memory: it stores what the shared schema makes of each request. */
function addressBookServer(initial: Recipient[] = []) {
  let recipients = [...initial];
  const stamp = '2026-11-24T10:00:00.000Z';
  const server = fakeServer({
    'GET /api/auth/user': { body: account },
    'GET /api/account/address-requests': { body: { requests: [] } },
    [`GET ${base}`]: () => ({ body: { recipients, limit: 200 } }),
    // Each recipient shows its occasions (account-addresses-occasions.test.tsx covers them).
    'GET /api/account/occasions': { body: { occasions: [], limit: 20 } },
    [`POST ${base}`]: (request: FakeRequest) => {
      const input = recipientInputSchema.parse(request.json);
      const recipient: Recipient = {
        id,
        name: input.address.name ?? '',
        relation: input.relation || null,
        phone: input.phone || null,
        address: input.address,
        createdAt: stamp,
        updatedAt: stamp,
      };
      recipients.push(recipient);
      return { status: 201, body: { recipient } };
    },
    [`PATCH ${base}/${id}`]: (request: FakeRequest) => {
      const input = recipientUpdateSchema.parse(request.json);
      const [old] = recipients;
      if (!old) return { status: 404, body: { error: 'Recipient not found', code: 'NOT_FOUND' } };
      const recipient: Recipient = {
        ...old,
        ...(input.address ? { address: input.address, name: input.address.name ?? '' } : {}),
        relation: input.relation === undefined ? old.relation : input.relation || null,
      };
      recipients = [recipient];
      return { body: { recipient } };
    },
    [`DELETE ${base}/${id}`]: () => {
      recipients = [];
      return { status: 204 };
    },
  });
  return server;
}

const jane: Recipient = {
  id,
  name: 'Jane Smith',
  relation: 'Sister',
  phone: null,
  address: {
    country: 'GB',
    name: 'Jane Smith',
    streetAddress: '10 Downing Street',
    city: 'London',
    postalCode: 'SW1A 2AA',
  },
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

function openPage() {
  localStorage.setItem(localKeys.authToken, 'token-1');
  return renderScreen(<AccountAddressesPage />, { at: paths.accountAddresses });
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

describe('the address book page', () => {
  it("adds a UK recipient with the UK's own fields, pointing at a wrong postcode before anything is sent", async () => {
    const server = addressBookServer();
    const { user } = openPage();
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.addRecipient }));

    const country = field('Country') as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect(screen.getByLabelText('ZIP Code', { exact: false })).toBeTruthy();
    await user.selectOptions(country, 'GB');
    // The UK's fields, in its order: no state, a town and a postcode.
    expect(screen.queryByLabelText('ZIP Code', { exact: false })).toBeNull();
    await user.type(field('Full name'), 'Jane Smith');
    await user.type(field('Street address'), '10 Downing Street');
    await user.type(field('Town/City'), 'London');
    await user.type(field('Postcode'), '12345');
    await user.type(field('Relation'), 'Sister');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText('Please enter a valid postcode, for example EC1Y 8SY.')).toBeTruthy();
    expect(server.requests(`POST ${base}`)).toHaveLength(0);

    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), 'sw1a 2aa');
    await user.click(screen.getByRole('button', { name: texts.save }));
    const item = await screen.findByTestId('recipient');
    expect(server.requests(`POST ${base}`)[0]?.json).toEqual({
      address: {
        country: 'GB',
        name: 'Jane Smith',
        streetAddress: '10 Downing Street',
        addressLine2: '',
        city: 'London',
        postalCode: 'sw1a 2aa',
      },
      relation: 'Sister',
      phone: '',
    });
    expect(item.textContent).toContain('Sister');
    for (const line of formatAddressLines(jane.address)) expect(item.textContent).toContain(line);
  });

  it('shows a refusal from the server beside its field', async () => {
    hushExpectedErrors();
    const server = addressBookServer();
    server.answer(`POST ${base}`, {
      status: 400,
      body: { error: 'Invalid request', code: 'VALIDATION_FAILED', fields: { phone: 'Not a number we can call.' } },
    });
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: texts.addRecipient }));
    await user.selectOptions(field('Country'), 'GB');
    await user.type(field('Full name'), 'Jane Smith');
    await user.type(field('Street address'), '10 Downing Street');
    await user.type(field('Town/City'), 'London');
    await user.type(field('Postcode'), 'SW1A 2AA');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText('Not a number we can call.')).toBeTruthy();
    expect((field('Phone') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a recipient in place', async () => {
    const server = addressBookServer([jane]);
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: `${texts.edit} Jane Smith` }));
    expect((field('Town/City') as HTMLInputElement).value).toBe('London');
    await user.clear(field('Town/City'));
    await user.type(field('Town/City'), 'Bath');
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), 'BA1 1AA');
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    expect(await screen.findByText('BA1 1AA')).toBeTruthy();
    expect(screen.getByTestId('recipient').textContent).toContain('BATH');
    expect(server.requests(`PATCH ${base}/${id}`)[0]?.json).toMatchObject({
      address: { country: 'GB', city: 'Bath', postalCode: 'BA1 1AA' },
    });
  });

  it('deletes only after a second yes', async () => {
    const server = addressBookServer([jane]);
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: `${texts.delete} Jane Smith` }));
    const confirm = screen.getByRole('group', { name: texts.confirmDelete('Jane Smith') });
    await user.click(within(confirm).getByRole('button', { name: texts.keep }));
    expect(server.requests(`DELETE ${base}/${id}`)).toHaveLength(0);
    expect(screen.getByTestId('recipient')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `${texts.delete} Jane Smith` }));
    await user.click(screen.getByRole('button', { name: texts.confirmDeleteButton }));
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    expect(server.requests(`DELETE ${base}/${id}`)).toHaveLength(1);
  });
});
