import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressBookMessages } from '@shared/address-book-texts';
import { addressRequestMessages, addressRequestScreenTexts as texts } from '@shared/address-request-texts';
import { addressAnswerSchema } from '@shared/api/address-requests';
import { paths } from '@shared/routes';
import { fakeServer, type FakeRequest } from '@/test-support/fake-fetch';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { renderScreen } from '@/test-support/render-screen';
import AddressForPage from './address-for';

const token = 'tok-123';
const api = `/api/address-requests/${token}`;
const field = (label: string) => screen.getByLabelText(label, { exact: false });

function openPage() {
  return renderScreen(<AddressForPage />, { at: `/address-for/${token}`, path: paths.addressFor });
}

describe('the page an "ask them for it" link opens', () => {
  it('says who asked, takes a UK address field by field and thanks the visitor', async () => {
    const server = fakeServer({
      [`GET ${api}`]: { body: { askedBy: 'Ada', name: 'Jane' } },
      [`POST ${api}`]: (request: FakeRequest) => {
        addressAnswerSchema.parse(request.json);
        return { status: 201, body: { askedBy: 'Ada' } };
      },
    });
    const { user } = openPage();
    expect(await screen.findByRole('heading', { name: texts.heading('Ada') })).toBeTruthy();
    // The name the customer typed for them is there to keep or change.
    expect((field('Full name') as HTMLInputElement).value).toBe('Jane');

    await user.selectOptions(field('Country'), 'GB');
    await user.type(field('Full name'), ' Smith');
    await user.type(field('Street address'), '10 Downing Street');
    await user.type(field('Town/City'), 'London');
    await user.type(field('Postcode'), '12345');
    await user.type(field('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByText('Please enter a valid postcode, for example EC1Y 8SY.')).toBeTruthy();
    expect(screen.getByText(addressBookMessages.invalidPhone)).toBeTruthy();
    expect(server.requests(`POST ${api}`)).toHaveLength(0);

    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), 'sw1a 2aa');
    await user.clear(field('Phone'));
    await user.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByRole('heading', { name: texts.thanks('Ada') })).toBeTruthy();
    expect(server.requests(`POST ${api}`)[0]?.json).toEqual({
      address: {
        country: 'GB',
        name: 'Jane Smith',
        streetAddress: '10 Downing Street',
        addressLine2: '',
        city: 'London',
        postalCode: 'sw1a 2aa',
      },
      phone: '',
    });
  });

  it("shows the server's refusal beside its field, and a full address book above the button", async () => {
    hushExpectedErrors();
    const server = fakeServer({
      [`GET ${api}`]: { body: { askedBy: 'Ada', name: null } },
      [`POST ${api}`]: {
        status: 400,
        body: {
          error: 'address.postalCode: No such postcode',
          code: 'VALIDATION_FAILED',
          fields: { 'address.postalCode': 'No such postcode' },
        },
      },
    });
    const { user } = openPage();
    await screen.findByRole('heading', { name: texts.heading('Ada') });
    await user.type(field('Full name'), 'Sam Lee');
    await user.type(field('Street address'), '1 Main St');
    await user.type(field('City'), 'Springfield');
    await user.selectOptions(field('State'), 'IL');
    await user.type(field('ZIP'), '62701');
    await user.click(screen.getByRole('button', { name: texts.send }));
    const message = await screen.findByText('No such postcode');
    expect(field('ZIP').getAttribute('aria-describedby')).toContain(message.id);

    server.answer(`POST ${api}`, {
      status: 409,
      body: { error: addressRequestMessages.bookFull('Ada'), code: 'CONFLICT' },
    });
    await user.click(screen.getByRole('button', { name: texts.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(addressRequestMessages.bookFull('Ada'));
  });

  it('says plainly when the link was used or has expired', async () => {
    hushExpectedErrors();
    fakeServer({
      [`GET ${api}`]: { status: 404, body: { error: addressRequestMessages.linkInvalid, code: 'NOT_FOUND' } },
    });
    openPage();
    expect(await screen.findByRole('heading', { name: addressRequestMessages.linkInvalid })).toBeTruthy();
    expect(screen.getByText(texts.invalidHint)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.send })).toBeNull();
  });
});
