import { eq } from 'drizzle-orm';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import type { Db } from '../db/database.js';
import { orders, subscriptions, users } from '../db/schema.js';

/**
 * Why a payment must be refused before it takes the money (the local processor asks inside
 * its charging transaction), or null: its order is paid or has a newer payment, or its plan
 * purchase was replaced. The rows it reads stay locked to the end of that transaction (the
 * order; the customer's row, on which plan purchases queue), so the answer still holds when
 * the charge commits.
 */
export async function paymentRefusal(
  tx: Db,
  intentId: string,
  metadata: Record<string, string>,
): Promise<string | null> {
  if (metadata.orderId) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, metadata.orderId)).for('update');
    if (!order) return orderServerMessages.paymentNotFound;
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return orderServerMessages.alreadyPaid;
    if (order.paymentIntentId !== intentId) return orderServerMessages.paymentNotFound;
  }
  // A plan purchase (with a card or on its own); a plan card's express shipping is not one.
  if (metadata.orderType === 'subscription' && metadata.subscriptionId) {
    const planOf = () =>
      tx
        .select({ status: subscriptions.status, userId: subscriptions.userId })
        .from(subscriptions)
        .where(eq(subscriptions.id, metadata.subscriptionId!));
    const [plan] = await planOf();
    if (!plan) return orderServerMessages.planReplaced;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, plan.userId)).for('update');
    const [now] = await planOf();
    if (now?.status !== 'incomplete') return orderServerMessages.planReplaced;
  }
  return null;
}
