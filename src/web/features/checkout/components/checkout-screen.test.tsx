import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentIntentStatus } from '@shared/api/orders';
import { addressFieldLabels } from '@shared/address-texts';
import { deliveryScreenTexts } from '@shared/delivery-texts';
import { checkoutMessages, checkoutScreenTexts as texts, orderServerMessages } from '@shared/checkout-messages';
import { cardPriceCents, formatUsd, plans, shippingOptions } from '@shared/pricing';
import { paths } from '@shared/routes';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { navigatedTo, toastText } from '@/test-support/render-screen';
import {
  checkoutData,
  completeButton,
  currentStep,
  enterCard,
  expressCents,
  field,
  fill,
  fillAddress,
  placedOrder,
  planWithCardsLeft,
  renderCheckout,
  sentOrder,
  serverFor,
  account,
} from './checkout-test-kit';

describe('the checkout', () => {
  it('shows the chosen card, starts at Your Details and moves to Payment once the details are complete', async () => {
    serverFor();
    const { user } = renderCheckout();
    const summary = screen.getByTestId('order-summary');
    for (const text of Object.values(checkoutData.cardOptions[1]!))
      expect(within(summary).getByText(text)).toBeTruthy();
    expect(currentStep()).toContain(texts.steps[0]);
    // Sent to the buyer in the United States unless they say otherwise.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: deliveryScreenTexts.sendToMe }).checked).toBe(true);
    expect(field(addressFieldLabels.country.label).value).toBe('US');

    await fillAddress(user);
    expect(field(texts.fields.lastName).value).toBe('Lovelace');
    expect(field(texts.fields.email).value).toBe(account.user.email);
    expect(currentStep()).toContain(texts.steps[1]);

    await user.clear(field(texts.fields.city));
    expect(currentStep()).toContain(texts.steps[0]);
  });

  it('an empty field is named Missing Information, marked, and nothing is sent', async () => {
    const server = serverFor();
    const { user } = renderCheckout();
    await fillAddress(user);
    await user.clear(field(texts.fields.email));
    await user.click(await completeButton(cardPriceCents));

    const toast = await toastText();
    expect(toast).toContain(checkoutMessages.missingInformation.title);
    expect(toast).toContain(checkoutMessages.missingInformation.description);
    expect(field(texts.fields.email).getAttribute('aria-invalid')).toBe('true');
    expect(server.requests('POST /api/orders/create-with-payment')).toEqual([]);
  });

  it('an e-mail without a domain is refused as Invalid Email', async () => {
    const server = serverFor();
    const { user } = renderCheckout();
    await fillAddress(user);
    await user.clear(field(texts.fields.email));
    await fill(user, texts.fields.email, 'ada at example');
    await user.click(await completeButton(cardPriceCents));

    expect(await toastText()).toContain(checkoutMessages.invalidEmail.description);
    expect(field(texts.fields.email).getAttribute('aria-invalid')).toBe('true');
    expect(server.requests('POST /api/orders/create-with-payment')).toEqual([]);
  });

  it('a ZIP code of fewer than five digits is refused before anything is paid', async () => {
    const server = serverFor();
    const { user } = renderCheckout();
    await fillAddress(user, '041');
    await user.click(await completeButton(cardPriceCents));

    expect(await toastText()).toContain(texts.invalidZip.description);
    expect(field(texts.fields.zipCode).getAttribute('aria-invalid')).toBe('true');
    expect(server.requests('POST /api/orders/create-with-payment')).toEqual([]);
  });

  it('Express shipping adds its fee to the total, and Standard takes it off again', async () => {
    serverFor();
    const { user } = renderCheckout();
    await completeButton(cardPriceCents);
    expect(screen.getByTestId('order-total').textContent).toBe(formatUsd(cardPriceCents));

    await user.click(screen.getByRole('radio', { name: new RegExp(shippingOptions.express.name) }));
    expect(await completeButton(cardPriceCents + expressCents)).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe(formatUsd(cardPriceCents + expressCents));

    await user.click(screen.getByRole('radio', { name: new RegExp(shippingOptions.standard.name) }));
    expect(await completeButton(cardPriceCents)).toBeTruthy();
  });

  it('a plan takes the place of the card price and ships Standard only; a second click goes back', async () => {
    serverFor();
    const { user } = renderCheckout();
    await completeButton(cardPriceCents);
    const express = screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(shippingOptions.express.name) });
    await user.click(express);
    const plus = screen.getByRole('button', { name: new RegExp(plans.plus.name) });

    await user.click(plus);
    expect(plus.getAttribute('aria-pressed')).toBe('true');
    expect(await completeButton(plans.plus.priceCents)).toBeTruthy();
    expect(express.disabled).toBe(true);
    expect(screen.getByText(texts.planForcesStandard)).toBeTruthy();

    await user.click(plus);
    expect(plus.getAttribute('aria-pressed')).toBe('false');
    expect(await completeButton(cardPriceCents + expressCents)).toBeTruthy();
  });

  it('a card the plan covers costs nothing: no card field, no upsell, and the order is confirmed', async () => {
    const server = serverFor({
      'GET /api/user/subscription': { body: planWithCardsLeft },
      'POST /api/orders/create-with-payment': {
        body: placedOrder({ clientSecret: null, amountCents: 0, paidWithPlan: true }),
      },
    });
    const { user } = renderCheckout();
    expect((await screen.findByTestId('plan-card-note')).textContent).toBe(texts.planCardNote(9));
    expect(screen.getByText(texts.noCardNeeded)).toBeTruthy();
    expect(screen.queryByLabelText(texts.cardNumber)).toBeNull();
    expect(screen.queryByText(texts.upgradeYourOrder)).toBeNull();

    await fillAddress(user);
    await user.click(await completeButton(0));
    expect(await navigatedTo()).toBe(paths.orderConfirmation);
    expect(await toastText()).toContain(texts.paidWithPlanToast.title);
    expect(server.requests('POST /api/payments/local/confirm')).toEqual([]);
  });

  it('a declined card says Payment Failed in a toast and under the card, and offers the payment page', async () => {
    hushExpectedErrors();
    serverFor({
      'POST /api/orders/create-with-payment': { body: placedOrder() },
      'POST /api/payments/local/confirm': { status: 402, body: { error: orderServerMessages.cardDeclined } },
    });
    const { user } = renderCheckout();
    await fillAddress(user);
    await enterCard(user, '4000000000000002');
    await user.click(await completeButton(cardPriceCents));

    const toast = await toastText();
    expect(toast).toContain(checkoutMessages.paymentFailedTitle);
    expect(toast).toContain(orderServerMessages.cardDeclined);
    expect(screen.getByTestId('card-error').textContent).toBe(orderServerMessages.cardDeclined);
    expect(screen.getByRole('link', { name: texts.payOnPaymentPage }).getAttribute('href')).toBe(paths.payment);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect((await completeButton(cardPriceCents)).disabled).toBe(false);
  });

  it('an accepted card places the order as shown, pays it and goes to the confirmation', async () => {
    const server = serverFor({
      'POST /api/orders/create-with-payment': { body: placedOrder({ amountCents: cardPriceCents + expressCents }) },
      'POST /api/payments/local/confirm': {
        body: {
          id: 'pi_1',
          status: 'succeeded',
          amountCents: cardPriceCents + expressCents,
          error: null,
        } satisfies PaymentIntentStatus,
      },
    });
    const { user } = renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: new RegExp(shippingOptions.express.name) }));
    await enterCard(user, '4242424242424242');
    await user.click(await completeButton(cardPriceCents + expressCents));

    expect(await navigatedTo()).toBe(paths.orderConfirmation);
    const order = sentOrder(server.requests('POST /api/orders/create-with-payment')[0]?.form);
    expect(order).toMatchObject({
      totalPrice: formatUsd(cardPriceCents + expressCents).slice(1),
      shippingType: 'express',
      subscriptionPlan: 'none',
      // The spec's fields as before, and the same address as the order's delivery (issue 19).
      customerDetails: {
        firstName: 'Ada',
        streetAddress: '12 Harbor Lane',
        city: 'Portland',
        state: 'ME',
        zipCode: '04101',
      },
    });
    expect(order.delivery).toEqual({
      sendTo: 'me',
      address: {
        country: 'US',
        name: 'Ada Lovelace',
        streetAddress: '12 Harbor Lane',
        city: 'Portland',
        state: 'ME',
        postalCode: '04101',
      },
    });
  });
});
