import { describe, expect, it } from 'vitest';
import { cardPriceCents, formatUsd, isPlanId, plans, priceOrder, shippingOptions, toAmountString } from './pricing';

describe('prices and plans', () => {
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

  it('totals the card plus the express fee, or the plan alone, which ships standard', () => {
    const price = (plan: 'none' | 'essential' | 'plus', shippingType: 'standard' | 'express', holdsPlanCard = false) =>
      priceOrder({ plan, shippingType }, { holdsPlanCard }).amountCents;
    expect(price('none', 'standard')).toBe(1299);
    expect(price('none', 'express')).toBe(1798);
    expect(price('essential', 'standard')).toBe(5700);
    expect(price('plus', 'express')).toBe(8994);
    expect(priceOrder({ plan: 'plus', shippingType: 'express' }, { holdsPlanCard: false })).toMatchObject({
      shippingType: 'standard',
      planPurchased: 'plus',
      coveredByPlan: true,
    });
  });

  it('charges a card taken from a plan the customer holds only its shipping', () => {
    expect(priceOrder({ plan: 'none', shippingType: 'standard' }, { holdsPlanCard: true })).toMatchObject({
      amountCents: 0,
      cardPriceCents: 0,
      coveredByPlan: true,
    });
    expect(priceOrder({ plan: 'none', shippingType: 'express' }, { holdsPlanCard: true }).amountCents).toBe(499);
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
