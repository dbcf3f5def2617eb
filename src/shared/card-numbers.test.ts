import { describe, expect, it } from 'vitest';
import { cardBrand, cvcLength, luhnValid } from './card-numbers';

describe('a card number', () => {
  it('names the four brands the checkout shows', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('2223')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBe('discover');
    expect(cardBrand('9999')).toBe('unknown');
  });

  it('asks four digits of code from Amex and three from the others', () => {
    expect(cvcLength('amex')).toBe(4);
    expect(cvcLength('visa')).toBe(3);
  });

  it('passes the Luhn check only with the right check digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});
