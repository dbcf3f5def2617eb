import { planPurchaseRefusal } from '../billing/billing.js';
import type { Tx } from '../db/database.js';
import { orderPaymentRefusal } from '../orders/orders.js';

/**
 * Why a payment must be refused before it takes the money (the local processor asks inside
 * its charging transaction), or null: its order is paid or has a newer payment, or its plan
 * purchase was replaced. The rows it reads stay locked to the end of that transaction (the
 * order; the customer's row, on which plan purchases queue), so the answer still holds when
 * the charge commits.
 */
export async function paymentRefusal(
  tx: Tx,
  intentId: string,
  metadata: Record<string, string>,
): Promise<string | null> {
  if (metadata.orderId) {
    const refusal = await orderPaymentRefusal(tx, metadata.orderId, intentId);
    if (refusal) return refusal;
  }
  // A plan purchase (with a card or on its own); a plan card's express shipping is not one.
  if (metadata.orderType === 'subscription' && metadata.subscriptionId) {
    return planPurchaseRefusal(tx, metadata.subscriptionId);
  }
  return null;
}
