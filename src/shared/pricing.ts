/**
 * Prices, plans and shipping, in integer US cents everywhere. The server
 * prices every order from these; screens only format them. Names and badges are the spec's.
 */

export const currency = 'usd';

/** One card, with AI-written content, premium printing and free worldwide shipping. */
export const cardPriceCents = 1299;

export const shippingTypes = ['standard', 'express'] as const;
export type ShippingType = (typeof shippingTypes)[number];

interface ShippingOption {
  type: ShippingType;
  name: string;
  priceCents: number;
  /** How long delivery takes, as shown to the customer. */
  days: string;
}

export const shippingOptions: Record<ShippingType, ShippingOption> = {
  standard: { type: 'standard', name: 'Standard', priceCents: 0, days: '5-7 days' },
  express: { type: 'express', name: 'Express', priceCents: 499, days: '2-3 days' },
};

export const planIds = ['essential', 'plus'] as const;
export type PlanId = (typeof planIds)[number];
/** What an order payload carries: a plan, or 'none' for a one-time card. */
export type SubscriptionPlan = PlanId | 'none';

export interface Plan {
  id: PlanId;
  name: string;
  /** Billed once a year. */
  priceCents: number;
  cardsPerYear: number;
  /** The spec's claimed saving against single cards; stated, not derived. */
  savingsPercent: number;
  badge: string;
}

export const plans: Record<PlanId, Plan> = {
  essential: {
    id: 'essential',
    name: 'Essential Plan',
    priceCents: 5700,
    cardsPerYear: 5,
    savingsPercent: 24,
    badge: '24% SAVINGS',
  },
  plus: {
    id: 'plus',
    name: 'Plus Plan',
    priceCents: 8994,
    cardsPerYear: 10,
    savingsPercent: 40,
    badge: 'MOST POPULAR',
  },
};

export function isPlanId(value: string): value is PlanId {
  return (planIds as readonly string[]).includes(value);
}

/** An invoice's line for a year of a plan: "Essential Plan (1 year, 5 cards)", or "... renewal (...)". */
export function planInvoiceLine(
  plan: PlanId,
  kind: 'purchase' | 'renewal',
  cardsPerYear: number = plans[plan].cardsPerYear,
): string {
  return `${plans[plan].name}${kind === 'renewal' ? ' renewal' : ''} (1 year, ${cardsPerYear} cards)`;
}

/** What an order costs, in cents, and why: the server charges it and checkout shows it. */
interface OrderPrice {
  cardPriceCents: number;
  shippingCents: number;
  amountCents: number;
  planPurchased: PlanId | null;
  coveredByPlan: boolean;
  /** The shipping the order is sent with: a plan order always ships standard. */
  shippingType: ShippingType;
}

/**
 * The one price rule. A plan bought with the order costs the plan's price and ships standard,
 * free. Otherwise the card costs its price plus the shipping chosen; a card taken from a plan the
 * customer already holds (`holdsPlanCard`: active, with cards left) costs only its shipping.
 */
export function priceOrder(
  order: { plan: SubscriptionPlan; shippingType: ShippingType },
  options: { holdsPlanCard: boolean },
): OrderPrice {
  if (order.plan !== 'none') {
    const plan = plans[order.plan];
    return {
      cardPriceCents: 0,
      shippingCents: 0,
      amountCents: plan.priceCents,
      planPurchased: plan.id,
      coveredByPlan: true,
      shippingType: 'standard',
    };
  }
  const shippingCents = shippingOptions[order.shippingType].priceCents;
  const card = options.holdsPlanCard ? 0 : cardPriceCents;
  return {
    cardPriceCents: card,
    shippingCents,
    amountCents: card + shippingCents,
    planPurchased: null,
    coveredByPlan: options.holdsPlanCard,
    shippingType: order.shippingType,
  };
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected a whole number of cents, got ${cents}`);
}

/** "12.99": the order payload's totalPrice, always 2 decimals, no currency sign. */
export function toAmountString(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "$12.99", "$1,234.50", "-$4.99". With `dropZeroCents`, whole amounts lose their ".00"
 * ("$57"), as in the spec's plan table; amounts with cents keep both digits. Written out
 * rather than Intl.NumberFormat, whose first use costs ~15 ms of a phone's first render.
 */
export function formatUsd(cents: number, options: { dropZeroCents?: boolean } = {}): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100;
  const fraction = options.dropZeroCents && rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}$${dollars}${fraction}`;
}
