import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SubscriptionSummary } from '@shared/api/account';
import type { CheckoutData, ContextData, CreateOrderResponse, PaymentConfig } from '@shared/api/orders';
import type { CurrentUserResponse } from '@shared/api/user';
import { checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { cardPriceCents, formatUsd, plans, shippingOptions } from '@shared/pricing';
import { paths } from '@shared/routes';
import { cardFontFiles } from '@/test-support/card-editor-routes';
import { fakeServer, type FakeRoutes } from '@/test-support/fake-fetch';
import { renderScreen } from '@/test-support/render-screen';
import type { OrderRequest } from '../lib/order-pricing';
import { CheckoutScreen } from './checkout-screen';

/** The checkout's jsdom tests share this: a signed-in customer, their saved choice, and the fields. */
export const checkoutData: CheckoutData = {
  selectedOption: 1,
  selectedCardStyle: 'watercolor',
  cardOptions: [
    { front: 'Sunsets with you', inside: 'Every golden hour reminds me of our beach days.', back: 'Love, Sam' },
    { front: 'To the best sister', inside: 'You make every sunset brighter.', back: 'Always, Sam' },
  ],
};
export const contextData: ContextData = { selectedTone: 'sentimental', memoryDescription: 'Our trip to the beach' };
export const account: CurrentUserResponse = {
  user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'customer' },
};
export const planWithCardsLeft: SubscriptionSummary = {
  plan: 'plus',
  status: 'active',
  cardsRemaining: 9,
  cardsPerYear: 10,
  renewalDate: '2027-11-23T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  priceCents: plans.plus.priceCents,
};
export const expressCents = shippingOptions.express.priceCents;

export function placedOrder(overrides: Partial<CreateOrderResponse> = {}): CreateOrderResponse {
  return {
    clientSecret: 'pi_1_secret',
    orderId: 'order-1',
    orderNumber: 'KS-1001',
    amountCents: cardPriceCents,
    paidWithPlan: false,
    subscriptionId: null,
    textWarnings: [],
    ...overrides,
  };
}

/** A signed-in customer without a plan, paying through the local test processor. */
export function serverFor(routes: FakeRoutes = {}) {
  return fakeServer({
    ...cardFontFiles,
    'GET /api/auth/user': { body: account },
    'GET /api/user/subscription': { body: null satisfies SubscriptionSummary },
    'GET /api/payments/config': { body: { processor: 'local' } satisfies PaymentConfig },
    ...routes,
  });
}

export function renderCheckout() {
  // The signed-in browser: the app keeps the bearer token under this key.
  window.localStorage.setItem('keepsake.authToken', 'token-1');
  return renderScreen(<CheckoutScreen checkoutData={checkoutData} contextData={contextData} />, {
    at: paths.createCheckout,
  });
}

export const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
export const completeButton = (cents: number) =>
  screen.findByRole<HTMLButtonElement>('button', { name: texts.completeOrder(formatUsd(cents)) });
export const currentStep = () =>
  within(screen.getByRole('navigation', { name: 'Checkout progress' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;
export const sentOrder = (form: FormData | null | undefined) =>
  JSON.parse(String(form?.get('orderData'))) as OrderRequest;

export type User = ReturnType<typeof renderCheckout>['user'];

/** Pastes into a field, as autofill does: one change instead of a render per key. */
export async function fill(user: User, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

/** The account fills in name and e-mail; the address is entered. */
export async function fillAddress(user: User, zipCode = '04101') {
  await waitFor(() => expect(field(texts.fields.firstName).value).toBe('Ada'));
  await fill(user, texts.fields.streetAddress, '12 Harbor Lane');
  await fill(user, texts.fields.city, 'Portland');
  await user.selectOptions(field(texts.fields.state), 'ME');
  await fill(user, texts.fields.zipCode, zipCode);
}

export async function enterCard(user: User, number: string) {
  await screen.findByLabelText(texts.cardNumber);
  await fill(user, texts.cardNumber, number);
  await user.type(field(texts.cardExpiry), '1234');
  await user.type(field(texts.cardCvc), '123');
}
