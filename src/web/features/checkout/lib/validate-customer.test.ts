import { describe, expect, it } from 'vitest';
import { checkoutMessages, checkoutScreenTexts } from '@shared/checkout-messages';
import { validateCustomer, type CustomerForm } from './validate-customer';

const form: CustomerForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  streetAddress: '12 Harbor Lane',
  city: 'Portland',
  state: 'ME',
  zipCode: '04101',
};

describe('checking the customer details', () => {
  it('accepts complete details, trimmed, with the shipping chosen', () => {
    expect(validateCustomer({ ...form, city: '  Portland ' }, 'express')).toEqual({
      ok: true,
      details: { ...form, city: 'Portland', shippingType: 'express' },
    });
  });

  it('asks for every field, blank or only spaces', () => {
    for (const field of Object.keys(form) as (keyof CustomerForm)[]) {
      expect(validateCustomer({ ...form, [field]: '   ' }, 'standard')).toEqual({
        ok: false,
        field,
        toast: checkoutMessages.missingInformation,
      });
    }
  });

  it('wants an e-mail address without spaces', () => {
    for (const email of ['ada', 'ada@example', 'ada lovelace@example.com', 'ada@exa mple.com']) {
      expect(validateCustomer({ ...form, email }, 'standard')).toMatchObject({
        ok: false,
        toast: checkoutMessages.invalidEmail,
      });
    }
  });

  it('catches what the server would refuse: a short ZIP code, a place that is not one of the 50 states', () => {
    expect(validateCustomer({ ...form, zipCode: '041' }, 'standard')).toMatchObject({
      field: 'zipCode',
      toast: checkoutScreenTexts.invalidZip,
    });
    expect(validateCustomer({ ...form, state: 'DC' }, 'standard')).toMatchObject({
      field: 'state',
      toast: checkoutScreenTexts.invalidState,
    });
  });
});
