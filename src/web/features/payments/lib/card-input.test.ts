import { describe, expect, it } from 'vitest';
import { cardFieldMessages as messages } from '@shared/checkout-messages';
import { caretAfterDigits, checkCard, formatCardNumber, formatCvc, formatExpiry } from './card-input';

const now = new Date(2026, 10, 23);

describe('the card number as typed', () => {
  it('groups digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
  });

  it('groups an Amex number 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005999')).toBe('3782 822463 10005');
  });

  it('keeps the caret after the digit it followed when spaces move', () => {
    // "4242 4" with the caret after the 5th digit: index 6, past the inserted space.
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242', 0)).toBe(0);
  });
});

describe('expiry and security code as typed', () => {
  it('writes MM / YY and reads a lone high digit as a month', () => {
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12/3')).toBe('12 / 3');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
  });

  it('caps the code at 3 digits, or 4 for Amex', () => {
    expect(formatCvc('12345', 'visa')).toBe('123');
    expect(formatCvc('12345', 'amex')).toBe('1234');
  });
});

describe('checking a card before paying', () => {
  const visa = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

  it('accepts a complete test card and reads its expiry', () => {
    expect(checkCard(visa, now)).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
  });

  it('names the first problem in the order a processor checks', () => {
    expect(checkCard({ ...visa, number: '4242 4242' }, now)).toMatchObject({ message: messages.numberIncomplete });
    expect(checkCard({ ...visa, number: '4242 4242 4242 4241' }, now)).toMatchObject({
      message: messages.numberInvalid,
    });
    expect(checkCard({ ...visa, expiry: '12' }, now)).toMatchObject({ field: 'expiry' });
    expect(checkCard({ ...visa, expiry: '13 / 30' }, now)).toMatchObject({ message: messages.expiryInvalid });
    expect(checkCard({ ...visa, expiry: '12 / 20' }, now)).toMatchObject({ message: messages.expiryPast });
    expect(checkCard({ ...visa, expiry: '10 / 26' }, now)).toMatchObject({ message: messages.expiryInvalid });
    expect(checkCard({ ...visa, expiry: '11 / 26' }, now)).toMatchObject({ ok: true });
    expect(checkCard({ ...visa, cvc: '12' }, now)).toMatchObject({ field: 'cvc', message: messages.cvcIncomplete });
  });

  it('wants four digits of code from an Amex card', () => {
    const amex = { number: '3782 822463 10005', expiry: '12 / 34', cvc: '123' };
    expect(checkCard(amex, now)).toMatchObject({ ok: false, field: 'cvc' });
    expect(checkCard({ ...amex, cvc: '1234' }, now)).toMatchObject({ ok: true });
  });
});
