import { describe, expect, it } from 'vitest';
import type { SubscriptionSummary } from '@shared/api/account';
import { planAtCheckout } from './get-plan-summary';

const plus = (overrides: Partial<NonNullable<SubscriptionSummary>> = {}): SubscriptionSummary => ({
  plan: 'plus',
  status: 'active',
  cardsRemaining: 9,
  cardsPerYear: 10,
  renewalDate: '2027-11-23T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  priceCents: 8994,
  ...overrides,
});

describe('what a plan means at checkout', () => {
  it('no plan: pay for the card, and the plans are on offer', () => {
    expect(planAtCheckout(null)).toEqual({ holdsPlan: false, cardsRemaining: 0, usesPlanCard: false });
    expect(planAtCheckout(undefined)).toEqual({ holdsPlan: false, cardsRemaining: 0, usesPlanCard: false });
  });

  it('an active plan with cards left covers the card', () => {
    expect(planAtCheckout(plus())).toEqual({ holdsPlan: true, cardsRemaining: 9, usesPlanCard: true });
  });

  it('a plan with no cards left, or past due, charges the card but offers no second plan', () => {
    expect(planAtCheckout(plus({ cardsRemaining: 0 }))).toEqual({
      holdsPlan: true,
      cardsRemaining: 0,
      usesPlanCard: false,
    });
    expect(planAtCheckout(plus({ status: 'past_due' }))).toEqual({
      holdsPlan: true,
      cardsRemaining: 0,
      usesPlanCard: false,
    });
  });

  it('a cancelled or unfinished plan is no plan', () => {
    expect(planAtCheckout(plus({ status: 'canceled' })).holdsPlan).toBe(false);
    expect(planAtCheckout(plus({ status: 'incomplete' })).holdsPlan).toBe(false);
  });
});
