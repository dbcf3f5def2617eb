import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressMessages, addressFieldLabels } from '@shared/address-texts';
import { addressBookScreenTexts } from '@shared/address-book-texts';
import { addressFormat } from '@shared/addresses/address-format';
import type { RecipientList } from '@shared/api/recipients';
import { arriveByMessage, arriveByTexts } from '@shared/arrive-by-texts';
import { arriveByVerdict } from '@shared/delivery/arrive-by';
import { transitFor } from '@shared/delivery/delivery-rules';
import { deliveryScreenTexts as delivery } from '@shared/delivery-texts';
import { checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { cardPriceCents, shippingOptions } from '@shared/pricing';
import { paths } from '@shared/routes';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { navigatedTo, toastText } from '@/test-support/render-screen';
import {
  completeButton,
  expressCents,
  field,
  fill,
  fillAddress,
  placedOrder,
  planWithCardsLeft,
  renderCheckout,
  sentOrder,
  serverFor,
  type User,
} from './checkout-test-kit';

const ordersPath = 'POST /api/orders/create-with-payment';
const recipientsPath = 'GET /api/account/recipients';
const radio = (name: string | RegExp) => screen.queryByRole<HTMLInputElement>('radio', { name });
const expressRadio = () => radio(new RegExp(shippingOptions.express.name));
const recipientFields = () => screen.getByTestId('recipient-fields');
/** The labels of the recipient's text fields and lists, top to bottom. */
const recipientLabels = () =>
  [
    ...recipientFields().querySelectorAll<HTMLInputElement | HTMLSelectElement>('input:not([type=checkbox]), select'),
  ].map((element) => element.labels?.[0]?.textContent ?? '');

const jane: RecipientList = {
  limit: 200,
  recipients: [
    {
      id: 'r-jane',
      name: 'Jane Smith',
      relation: 'Sister',
      phone: '+44 20 7946 0000',
      address: {
        country: 'GB',
        name: 'Jane Smith',
        streetAddress: '10 Downing Street',
        city: 'LONDON',
        postalCode: 'SW1A 2AA',
      },
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
};

async function sendToSomeoneElse(user: User, country: string) {
  await waitFor(() => expect(field(texts.fields.firstName).value).toBe('Ada'));
  await user.click(radio(delivery.sendToSomeoneElse)!);
  await user.selectOptions(within(recipientFields()).getByLabelText(addressFieldLabels.country.label), country);
}

async function fillJaneInLondon(user: User, postcode: string) {
  await sendToSomeoneElse(user, 'GB');
  await fill(user, delivery.recipientName, 'Jane Smith');
  await fill(user, addressFieldLabels.streetAddress.label, '10 Downing Street');
  await fill(user, 'Town/City', 'London');
  await fill(user, 'Postcode', postcode);
}

describe('checkout: where the card goes', () => {
  it('someone else in Japan: Japan’s fields in Japan’s order, transit to Japan, and no express', async () => {
    serverFor({ [recipientsPath]: { body: { recipients: [], limit: 200 } } });
    const { user } = renderCheckout();
    await completeButton(cardPriceCents);
    await user.click(expressRadio()!);
    expect(await completeButton(cardPriceCents + expressCents)).toBeTruthy();

    await sendToSomeoneElse(user, 'JP');
    const japan = addressFormat('JP').fields.map((spec) =>
      spec.name === 'name' ? delivery.recipientName : spec.label,
    );
    expect(recipientLabels()).toEqual([addressFieldLabels.country.label, ...japan, addressBookScreenTexts.phone]);
    // The buyer gives only name and e-mail.
    expect(screen.queryByLabelText(texts.fields.zipCode)).toBeNull();
    expect(screen.queryByLabelText(texts.fields.state)).toBeNull();
    // Express is not offered to Japan: it is gone, and the order is back to standard and free.
    expect(expressRadio()).toBeNull();
    expect(radio(new RegExp(shippingOptions.standard.name))?.checked).toBe(true);
    expect(screen.getByText(arriveByTexts.transit(transitFor('JP', 'standard')!))).toBeTruthy();
    expect(await completeButton(cardPriceCents)).toBeTruthy();
  });

  it('a UK postcode the post would not take is refused on its field before anything is paid', async () => {
    const server = serverFor({ [recipientsPath]: { body: { recipients: [], limit: 200 } } });
    const { user } = renderCheckout();
    await fillJaneInLondon(user, 'ABC');
    await user.click(await completeButton(cardPriceCents));

    const message = addressMessages.invalidPostalCode(
      addressFieldLabels.postcode,
      addressFormat('GB').fields.find((spec) => spec.name === 'postalCode')?.example,
    );
    const toast = await toastText();
    expect(toast).toContain(delivery.checkAddress);
    expect(toast).toContain(message);
    const postcode = field('Postcode');
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(within(recipientFields()).getByRole('alert').textContent).toBe(message);
    expect(server.requests(ordersPath)).toEqual([]);

    // Corrected, the refusal goes.
    await user.clear(postcode);
    expect(postcode.getAttribute('aria-invalid')).toBeNull();
  });

  it('someone else in the UK, saved to the address book: the order carries their address, phone and relation', async () => {
    const server = serverFor({
      [recipientsPath]: { body: { recipients: [], limit: 200 } },
      'GET /api/user/subscription': { body: planWithCardsLeft },
      [ordersPath]: { body: placedOrder({ clientSecret: null, amountCents: 0, paidWithPlan: true }) },
    });
    const { user } = renderCheckout();
    await fillJaneInLondon(user, 'sw1a 2aa');
    await fill(user, addressBookScreenTexts.phone, '+44 20 7946 0000');
    await user.click(screen.getByRole('checkbox', { name: delivery.saveRecipient }));
    await fill(user, addressBookScreenTexts.relation, 'Sister');
    await user.click(await completeButton(0));

    expect(await navigatedTo()).toBe(paths.orderConfirmation);
    const order = sentOrder(server.requests(ordersPath)[0]?.form);
    expect(order.customerDetails).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      shippingType: 'standard',
    });
    expect(order.delivery).toEqual({
      sendTo: 'someone-else',
      address: {
        country: 'GB',
        name: 'Jane Smith',
        streetAddress: '10 Downing Street',
        addressLine2: '',
        city: 'London',
        postalCode: 'sw1a 2aa',
      },
      phone: '+44 20 7946 0000',
      saveRecipient: true,
      relation: 'Sister',
    });
  });

  it('me in Canada: Canada’s fields instead of the US ones, with my own name on the envelope', async () => {
    const server = serverFor({
      'GET /api/user/subscription': { body: planWithCardsLeft },
      [ordersPath]: { body: placedOrder({ clientSecret: null, amountCents: 0, paidWithPlan: true }) },
    });
    const { user } = renderCheckout();
    await waitFor(() => expect(field(texts.fields.firstName).value).toBe('Ada'));
    await user.selectOptions(field(addressFieldLabels.country.label), 'CA');
    expect(screen.queryByLabelText(texts.fields.zipCode)).toBeNull();
    expect(screen.queryByLabelText(addressFieldLabels.name.label)).toBeNull();
    await fill(user, addressFieldLabels.streetAddress.label, '24 Sussex Drive');
    await fill(user, 'City', 'Ottawa');
    await user.selectOptions(field('Province'), 'ON');
    await fill(user, 'Postal code', 'K1M 1M4');
    expect(screen.getByText(arriveByTexts.transit(transitFor('CA', 'standard')!))).toBeTruthy();
    await user.click(await completeButton(0));

    expect(await navigatedTo()).toBe(paths.orderConfirmation);
    const order = sentOrder(server.requests(ordersPath)[0]?.form);
    expect(order.customerDetails).not.toHaveProperty('streetAddress');
    expect(order.delivery).toMatchObject({
      sendTo: 'me',
      address: { country: 'CA', name: 'Ada Lovelace', city: 'Ottawa', state: 'ON', postalCode: 'K1M 1M4' },
    });
  });

  it('a saved recipient fills the fields and is sent by id, until a field is edited', async () => {
    const server = serverFor({
      [recipientsPath]: { body: jane },
      'GET /api/user/subscription': { body: planWithCardsLeft },
      [ordersPath]: {
        status: 400,
        body: {
          error: 'Please check the address.',
          code: 'VALIDATION_FAILED',
          fields: { 'delivery.address.postalCode': 'Royal Mail does not know SW1A 2AA.' },
        },
      },
    });
    hushExpectedErrors();
    const { user } = renderCheckout();
    await waitFor(() => expect(field(texts.fields.firstName).value).toBe('Ada'));
    await user.click(radio(delivery.sendToSomeoneElse)!);
    await user.selectOptions(await screen.findByLabelText(delivery.chooseSaved), 'r-jane');
    expect(field(delivery.recipientName).value).toBe('Jane Smith');
    expect(field('Postcode').value).toBe('SW1A 2AA');
    expect(screen.queryByRole('checkbox', { name: delivery.saveRecipient })).toBeNull();

    await user.click(await completeButton(0));
    await waitFor(() => expect(server.requests(ordersPath)).toHaveLength(1));
    expect(sentOrder(server.requests(ordersPath)[0]?.form).delivery).toMatchObject({ recipientId: 'r-jane' });
    // The server's refusal names the field, and it lands there.
    expect(await within(recipientFields()).findByRole('alert')).toHaveProperty(
      'textContent',
      'Royal Mail does not know SW1A 2AA.',
    );
    expect(field('Postcode').getAttribute('aria-invalid')).toBe('true');

    await fill(user, 'Town/City', ' (Westminster)');
    expect(screen.getByLabelText<HTMLSelectElement>(delivery.chooseSaved).value).toBe('');
    await user.click(await completeButton(0));
    await waitFor(() => expect(server.requests(ordersPath)).toHaveLength(2));
    expect(sentOrder(server.requests(ordersPath)[1]?.form).delivery?.recipientId).toBeUndefined();
  });
});

describe('checkout: a card started from an occasion reminder', () => {
  afterEach(() => window.sessionStorage.clear());

  it('starts on that person, with their occasion as the arrive-by day', async () => {
    window.sessionStorage.setItem(
      'cardFor',
      JSON.stringify({
        recipientId: 'r-jane',
        occasionId: 'o-1',
        recipientName: 'Jane Smith',
        kind: 'birthday',
        name: null,
        date: '2099-03-14',
      }),
    );
    serverFor({ [recipientsPath]: { body: jane } });
    renderCheckout();
    await waitFor(() => expect(field(delivery.recipientName).value).toBe('Jane Smith'));
    expect(radio(delivery.sendToSomeoneElse)?.checked).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>(delivery.chooseSaved).value).toBe('r-jane');
    expect(field('Postcode').value).toBe('SW1A 2AA');
    expect(field(arriveByTexts.fieldLabel).value).toBe('2099-03-14');
  });
});

describe('checkout: an arrive-by date', () => {
  // Tuesday 24 November 2026, 10:00 in New York: only the clock is fixed, timers run.
  const now = new Date('2026-11-24T15:00:00Z');
  afterEach(() => vi.useRealTimers());
  const verdict = (arriveBy: string) => arriveByVerdict({ arriveBy, country: 'US', now });
  const pick = async (user: User, day: string) => {
    const input = field(arriveByTexts.fieldLabel);
    await user.clear(input);
    await user.type(input, day);
  };

  it('says when to approve, suggests express when standard is too slow, and switches to it in one click', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    serverFor();
    const { user } = renderCheckout();
    await completeButton(cardPriceCents);
    expect(field(arriveByTexts.fieldLabel).min).toBe('2026-11-24');

    await pick(user, '2026-12-10');
    expect(verdict('2026-12-10').kind).toBe('standard');
    expect(screen.getByTestId('arrive-by-verdict').textContent).toBe(arriveByMessage(verdict('2026-12-10')));
    expect(screen.queryByRole('button', { name: delivery.chooseExpress })).toBeNull();

    await pick(user, '2026-12-02');
    const express = verdict('2026-12-02');
    expect(express.kind).toBe('express');
    expect(screen.getByTestId('arrive-by-verdict').textContent).toBe(arriveByMessage(express));
    await user.click(screen.getByRole('button', { name: delivery.chooseExpress }));
    expect(expressRadio()?.checked).toBe(true);
    expect(await completeButton(cardPriceCents + expressCents)).toBeTruthy();
    if (express.kind !== 'express') throw new Error('expected an express verdict');
    expect(screen.getByTestId('arrive-by-verdict').textContent).toBe(
      arriveByTexts.approveBy(express.approveBy, express.arriveBy),
    );
  });

  it('a day no shipping can make blocks paying, in a toast and on the field', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const server = serverFor();
    const { user } = renderCheckout();
    await fillAddress(user);
    await pick(user, '2026-11-26');
    const impossible = verdict('2026-11-26');
    expect(impossible.kind).toBe('impossible');
    expect(screen.getByTestId('arrive-by-verdict').textContent).toBe(arriveByMessage(impossible));

    await user.click(await completeButton(cardPriceCents));
    const toast = await toastText();
    expect(toast).toContain(delivery.arriveByProblem);
    expect(toast).toContain(arriveByMessage(impossible));
    expect(field(arriveByTexts.fieldLabel).getAttribute('aria-invalid')).toBe('true');
    expect(server.requests(ordersPath)).toEqual([]);
  });
});
