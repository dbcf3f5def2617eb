import type { OrderDeliveryInput } from '@shared/api/order-delivery';
import type { CheckoutData, ContextData, CustomerDetails, OrderPayload } from '@shared/api/orders';
import type { BuyerDetails } from './validate-customer';
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

/**
 * The order as the web app sends it (issue 19): always with `delivery`. For 'me' in the US
 * customerDetails is the spec's, address and all; otherwise it carries the buyer's name and
 * e-mail only, which the server takes once `delivery` names the address.
 */
export type OrderRequest = Omit<OrderPayload, 'customerDetails' | 'delivery'> & {
  customerDetails: CustomerDetails | (BuyerDetails & Pick<CustomerDetails, 'shippingType'>);
  delivery: OrderDeliveryInput;
};

/** The order payload, sent as the orderData JSON text. */
export function buildOrderPayload(input: {
  checkoutData: CheckoutData;
  contextData: ContextData;
  customer: CustomerDetails | BuyerDetails;
  delivery: OrderDeliveryInput;
  choice: CheckoutChoice;
}): OrderRequest {
  const shippingType = effectiveShipping(input.choice);
  return {
    checkoutData: input.checkoutData,
    contextData: input.contextData,
    customerDetails: { ...input.customer, shippingType },
    totalPrice: toAmountString(checkoutTotalCents(input.choice)),
    shippingType,
    subscriptionPlan: input.choice.plan,
    delivery: input.delivery,
  };
}
