import type { CheckoutData, ContextData, CustomerDetails, OrderPayload } from '@shared/api/orders';
import { priceOrder, toAmountString, type ShippingType, type SubscriptionPlan } from '@shared/pricing';

export interface CheckoutChoice {
  plan: SubscriptionPlan;
  shippingType: ShippingType;
  /** The customer already holds a plan with cards left: this card is one of them. */
  usesPlanCard: boolean;
}

/** The price the server will charge for this choice, by the same rule. */
function priceOf(choice: Pick<CheckoutChoice, 'plan' | 'shippingType'> & { usesPlanCard?: boolean }) {
  return priceOrder(choice, { holdsPlanCard: choice.usesPlanCard ?? false });
}

/** The shipping the order is sent with (a plan order always ships standard). */
export function effectiveShipping(choice: Pick<CheckoutChoice, 'plan' | 'shippingType'>): ShippingType {
  return priceOf(choice).shippingType;
}

export function checkoutTotalCents(choice: CheckoutChoice): number {
  return priceOf(choice).amountCents;
}

/** The order payload, sent as the orderData JSON text. */
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
