import type { CheckoutData, ContextData, CustomerDetails, OrderPayload } from '@shared/api/orders';
import {
  orderTotalCents,
  shippingOptions,
  toAmountString,
  type ShippingType,
  type SubscriptionPlan,
} from '@shared/pricing';

export interface CheckoutChoice {
  plan: SubscriptionPlan;
  shippingType: ShippingType;
  /** The customer already holds a plan with cards left: this card is one of them. */
  usesPlanCard: boolean;
}

/** Spec section 4: with a plan selected the shipping sent is always standard. */
export function effectiveShipping(choice: Pick<CheckoutChoice, 'plan' | 'shippingType'>): ShippingType {
  return choice.plan === 'none' ? choice.shippingType : 'standard';
}

/**
 * Spec section 9: the card price, or the plan price when a plan is chosen, plus the express
 * fee. A card covered by a plan the customer holds costs only its shipping (the server agrees).
 */
export function checkoutTotalCents(choice: CheckoutChoice): number {
  const shippingType = effectiveShipping(choice);
  if (choice.usesPlanCard && choice.plan === 'none') return shippingOptions[shippingType].priceCents;
  return orderTotalCents({ plan: choice.plan, shippingType });
}

/** The order payload (spec section 3), sent as the orderData JSON text. */
export function buildOrderPayload(input: {
  checkoutData: CheckoutData;
  contextData: ContextData;
  customer: CustomerDetails;
  choice: CheckoutChoice;
}): OrderPayload {
  const shippingType = effectiveShipping(input.choice);
  return {
    checkoutData: input.checkoutData,
    contextData: input.contextData,
    customerDetails: { ...input.customer, shippingType },
    totalPrice: toAmountString(checkoutTotalCents(input.choice)),
    shippingType,
    subscriptionPlan: input.choice.plan,
  };
}
