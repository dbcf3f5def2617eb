import type { OrderDeliveryInput } from '@shared/api/order-delivery';
import { describe, expect, it } from 'vitest';
import type { CheckoutData, ContextData, CustomerDetails } from '@shared/api/orders';
import { buildOrderPayload, checkoutTotalCents, effectiveShipping, type CheckoutChoice } from './order-pricing';

const choice = (overrides: Partial<CheckoutChoice> = {}): CheckoutChoice => ({
  plan: 'none',
  shippingType: 'standard',
  usesPlanCard: false,
  ...overrides,
});

describe('the checkout total', () => {
  it('is the card price, plus $4.99 for express', () => {
    expect(checkoutTotalCents(choice())).toBe(1299);
    expect(checkoutTotalCents(choice({ shippingType: 'express' }))).toBe(1798);
  });

  it('is the plan price when a plan is chosen, which always ships standard', () => {
    expect(checkoutTotalCents(choice({ plan: 'essential' }))).toBe(5700);
    expect(checkoutTotalCents(choice({ plan: 'plus', shippingType: 'express' }))).toBe(8994);
    expect(effectiveShipping({ plan: 'plus', shippingType: 'express' })).toBe('standard');
  });

  it('is only the shipping when the card comes out of a plan the customer holds', () => {
    expect(checkoutTotalCents(choice({ usesPlanCard: true }))).toBe(0);
    expect(checkoutTotalCents(choice({ usesPlanCard: true, shippingType: 'express' }))).toBe(499);
  });
});

describe('the order payload', () => {
  const checkoutData: CheckoutData = {
    selectedOption: 0,
    selectedCardStyle: 'realistic',
    cardOptions: [{ front: 'F', inside: 'I', back: 'B' }],
  };
  const contextData: ContextData = { selectedTone: 'playful', memoryDescription: 'Karaoke night' };
  const customer: CustomerDetails = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    streetAddress: '1 Main St',
    city: 'Portland',
    state: 'ME',
    zipCode: '04101',
    shippingType: 'express',
  };
  const delivery: OrderDeliveryInput = {
    sendTo: 'me',
    address: {
      country: 'US',
      name: 'Ada Lovelace',
      streetAddress: '1 Main St',
      city: 'Portland',
      state: 'ME',
      postalCode: '04101',
    },
  };

  it('sends the total with 2 decimals and standard shipping with a plan', () => {
    const payload = buildOrderPayload({
      checkoutData,
      contextData,
      customer,
      delivery,
      choice: choice({ plan: 'essential', shippingType: 'express' }),
    });
    expect(payload).toMatchObject({
      totalPrice: '57.00',
      shippingType: 'standard',
      subscriptionPlan: 'essential',
      customerDetails: { shippingType: 'standard' },
    });
  });

  it('keeps express for a single card', () => {
    const payload = buildOrderPayload({
      checkoutData,
      contextData,
      customer,
      delivery,
      choice: choice({ shippingType: 'express' }),
    });
    expect(payload).toMatchObject({
      totalPrice: '17.98',
      shippingType: 'express',
      subscriptionPlan: 'none',
      delivery: { sendTo: 'me', address: { country: 'US', postalCode: '04101' } },
    });
  });
});
