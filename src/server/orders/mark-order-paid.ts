import { and, eq } from 'drizzle-orm';
import { checkoutMessages } from '../../shared/checkout-messages.js';
import { formatUsd, planInvoiceLine, plans, shippingOptions } from '../../shared/pricing.js';
import { activatePlan, issueInvoice, saveCard, type InvoiceLine, type ReceivedPayment } from '../billing/billing.js';
import type { Tx } from '../db/database.js';
import { orders, type OrderRow } from './schema.js';
import type { AppServices } from '../app-services.js';
import { audit } from './order-history.js';

/** `processor` took the payment; its kind goes with the saved card. */
type OrderPaymentDeps = Pick<AppServices, 'logger' | 'processor'>;

const systemActor = { id: null, email: null };

/** Why a payment for this order must not simply mark it paid, or null when it may. */
function mismatch(order: OrderRow, payment: ReceivedPayment): string | null {
  if (order.amountCents !== payment.amountCents) {
    return `Payment ${payment.intentId} of ${formatUsd(payment.amountCents)} does not match the order's ${formatUsd(order.amountCents)}: not marked paid. Check it and refund or settle it at the processor.`;
  }
  if (order.paymentIntentId && order.paymentIntentId !== payment.intentId) {
    return `Payment ${payment.intentId} is not this order's payment (${order.paymentIntentId}): not marked paid. Check it and refund or settle it at the processor.`;
  }
  return null;
}

function invoiceLines(order: OrderRow): InvoiceLine[] {
  const lines = [
    order.planPurchased
      ? {
          description: planInvoiceLine(order.planPurchased, 'purchase'),
          amountCents: order.amountCents - order.shippingCents,
        }
      : order.coveredByPlan
        ? { description: `${checkoutMessages.itemName} ${order.orderNumber} (plan card)`, amountCents: 0 }
        : { description: `${checkoutMessages.itemName} ${order.orderNumber}`, amountCents: order.cardPriceCents },
  ];
  if (order.shippingCents > 0) {
    const { name, days } = shippingOptions[order.shippingType];
    lines.push({ description: `${name} shipping (${days})`, amountCents: order.shippingCents });
  }
  return lines;
}

/**
 * A card order's payment, inside `tx`. What was charged is always recorded (an invoice); then
 * the order is paid, or, when it cannot be delivered as bought, the charge is given back
 * (`giveBack`, true when it was) or flagged for review. Answers the order once it is paid.
 */
export async function markOrderPaid(
  tx: Tx,
  deps: OrderPaymentDeps,
  orderId: string,
  payment: ReceivedPayment,
  giveBack: () => Promise<boolean>,
  now: Date,
): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) {
    deps.logger.error(
      { intentId: payment.intentId },
      'payment succeeded for an unknown order; check it at the processor',
    );
    return undefined;
  }
  const invoiceFor = (refunded: boolean) =>
    issueInvoice(
      tx,
      payment,
      {
        userId: order.userId,
        orderId: order.id,
        subscriptionId: order.planPurchased ? order.subscriptionId : null,
        lines: invoiceLines(order),
        refunded,
      },
      now,
    );
  const flag = (note: string) => audit(tx, { orderId: order.id, actor: systemActor, action: 'review', note, at: now });

  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
    // A second charge for one order: give it back.
    const refunded = await giveBack();
    await invoiceFor(refunded);
    await flag(
      `A second payment ${payment.intentId} of ${formatUsd(payment.amountCents)} for this order was ${
        refunded ? 'refunded automatically' : 'taken and could not be refunded automatically: refund it by hand'
      }.`,
    );
    return undefined;
  }
  const problem = mismatch(order, payment);
  if (problem) {
    await invoiceFor(false);
    await flag(problem);
    deps.logger.error({ orderId: order.id, intentId: payment.intentId }, 'payment flagged for review');
    return undefined;
  }
  const planStarted =
    !order.planPurchased ||
    (order.subscriptionId !== null &&
      (await activatePlan(tx, order.subscriptionId, plans[order.planPurchased].cardsPerYear - 1, now)));
  if (payment.card) await saveCard(tx, deps.processor.kind, order.userId, payment.card);
  if (!planStarted) {
    // The plan was replaced by a newer purchase or another plan is live: nothing is delivered.
    const refunded = await giveBack();
    await tx
      .update(orders)
      .set({
        paymentStatus: refunded ? 'refunded' : order.paymentStatus,
        paidAt: now,
        refundedAt: refunded ? now : null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await invoiceFor(refunded);
    await flag(
      refunded
        ? `The plan could not start (replaced by a newer purchase, or another plan is live): ${formatUsd(payment.amountCents)} refunded automatically.`
        : `The plan could not start and the automatic refund of ${formatUsd(payment.amountCents)} failed: refund it by hand.`,
    );
    return undefined;
  }
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: now, paymentIntentId: payment.intentId, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await invoiceFor(false);
  return paid;
}

/** A declined payment; one that arrives after a success (out of order) cannot un-pay the order. */
export async function markOrderPaymentFailed(tx: Tx, orderId: string, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'failed', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'unpaid')));
}
