import { describe, expect, it } from 'vitest';
import {
  cardPriceCents,
  formatUsd,
  isPlanId,
  orderTotalCents,
  plans,
  shippingOptions,
  toAmountString,
} from './pricing';

describe('prices and plans (spec section 9)', () => {
  it('holds the spec figures in cents', () => {
    expect(cardPriceCents).toBe(1299);
    expect(shippingOptions.standard).toMatchObject({ priceCents: 0, days: '5-7 days' });
    expect(shippingOptions.express).toMatchObject({ priceCents: 499, days: '2-3 days' });
    expect(plans.essential).toMatchObject({
      name: 'Essential Plan',
      priceCents: 5700,
      cardsPerYear: 5,
      savingsPercent: 24,
      badge: '24% SAVINGS',
    });
    expect(plans.plus).toMatchObject({
      name: 'Plus Plan',
      priceCents: 8994,
      cardsPerYear: 10,
      savingsPercent: 40,
      badge: 'MOST POPULAR',
    });
  });

  it('totals the card or the plan, plus the express fee', () => {
    expect(orderTotalCents({ plan: 'none', shippingType: 'standard' })).toBe(1299);
    expect(orderTotalCents({ plan: 'none', shippingType: 'express' })).toBe(1798);
    expect(orderTotalCents({ plan: 'essential', shippingType: 'standard' })).toBe(5700);
    expect(orderTotalCents({ plan: 'plus', shippingType: 'express' })).toBe(9493);
  });

  it('tells plan ids from anything else', () => {
    expect(isPlanId('plus')).toBe(true);
    expect(isPlanId('none')).toBe(false);
    expect(isPlanId('constructor')).toBe(false);
  });
});

describe('showing money', () => {
  it('formats cents as US dollars', () => {
    expect(formatUsd(1299)).toBe('$12.99');
    expect(formatUsd(5700)).toBe('$57.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-499)).toBe('-$4.99');
    expect(formatUsd(10_000_000_005)).toBe('$100,000,000.05');
  });

  it('agrees with Intl.NumberFormat for US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 99, 100, 1299, 5700, 8994, 99999, 100000, 123456789, -1, -499, -123456]) {
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
    }
  });

  it('drops ".00" only from whole amounts when asked', () => {
    expect(formatUsd(5700, { dropZeroCents: true })).toBe('$57');
    expect(formatUsd(8994, { dropZeroCents: true })).toBe('$89.94');
    expect(formatUsd(8990, { dropZeroCents: true })).toBe('$89.90');
  });

  it('writes the payload amount with two decimals', () => {
    expect(toAmountString(1798)).toBe('17.98');
    expect(toAmountString(5700)).toBe('57.00');
    expect(toAmountString(5)).toBe('0.05');
    expect(toAmountString(-499)).toBe('-4.99');
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => formatUsd(12.5)).toThrow(RangeError);
    expect(() => toAmountString(Number.NaN)).toThrow(RangeError);
  });
});
