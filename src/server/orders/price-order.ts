import type { OrderPayload } from '../../shared/api/orders.js';
import { cardPriceCents, plans, shippingOptions, type PlanId, type ShippingType } from '../../shared/pricing.js';

export interface OrderPrice {
  cardPriceCents: number;
  shippingCents: number;
  amountCents: number;
  planPurchased: PlanId | null;
  coveredByPlan: boolean;
  shippingType: ShippingType;
}

/**
 * Spec section 9, in cents: the card price, or the plan price when a plan is bought, plus the
 * express fee. A card covered by a plan the customer already holds costs nothing but shipping.
 * A plan order always ships standard (spec section 4).
 */
export function priceOrder(
  payload: Pick<OrderPayload, 'subscriptionPlan' | 'shippingType'>,
  holdsPlanCard: boolean,
): OrderPrice {
  if (payload.subscriptionPlan !== 'none') {
    const plan = plans[payload.subscriptionPlan];
    return {
      cardPriceCents: 0,
      shippingCents: 0,
      amountCents: plan.priceCents,
      planPurchased: plan.id,
      coveredByPlan: true,
      shippingType: 'standard',
    };
  }
  const shippingCents = shippingOptions[payload.shippingType].priceCents;
  const card = holdsPlanCard ? 0 : cardPriceCents;
  return {
    cardPriceCents: card,
    shippingCents,
    amountCents: card + shippingCents,
    planPurchased: null,
    coveredByPlan: holdsPlanCard,
    shippingType: payload.shippingType,
  };
}
