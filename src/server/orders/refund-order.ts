import { eq } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.js';
import type { AdminOrderRow } from '../../shared/api/admin.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import type { User } from '../../shared/api/user.js';
import { formatUsd } from '../../shared/pricing.js';
import {
  endPlanAtProcessor,
  endRefundedPlan,
  lockOrderInvoice,
  refundLockedInvoice,
  type RefundDeps,
} from '../billing/billing.js';
import { orders } from './schema.js';
import { AppError } from '../http/app-error.js';
import { audit } from './order-history.js';
import { toAdminRow } from './list-admin-orders.js';

/**
 * POST /api/orders/:id/refund: gives back part of the card payment, or the rest of it by
 * default, through the processor. The order and its invoice stay locked from the check to the
 * books, so two refunds at once queue instead of both passing one check. The order is refunded
 * once all of it is back; a plan bought with it then ends with its unused cards.
 */
export async function refundOrder(
  deps: RefundDeps,
  admin: User,
  orderId: string,
  amountCents?: number,
): Promise<AdminOrderRow> {
  const now = deps.clock.now();
  const { row, endedPlan } = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
    if (order.paymentStatus === 'refunded') throw new AppError('CONFLICT', adminMessages.alreadyRefunded);
    const invoice = await lockOrderInvoice(tx, orderId, order.paymentIntentId);
    if (order.paymentStatus !== 'paid' || !invoice) throw new AppError('CONFLICT', adminMessages.nothingToRefund);
    const refund = await refundLockedInvoice(tx, deps, invoice, amountCents);
    const [updated] = await tx
      .update(orders)
      .set(refund.full ? { paymentStatus: 'refunded', refundedAt: now, updatedAt: now } : { updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    const ended =
      refund.full && order.planPurchased && order.subscriptionId
        ? await endRefundedPlan(tx, deps, order.subscriptionId)
        : null;
    await audit(tx, {
      orderId,
      actor: { id: admin.id, email: admin.email },
      action: 'refund',
      // A partial refund leaves the payment state as it was; the note says how much went back.
      from: refund.full ? order.paymentStatus : null,
      to: refund.full ? updated!.paymentStatus : null,
      note: `${formatUsd(refund.amountCents)} refunded`,
      at: now,
    });
    return { row: updated!, endedPlan: ended };
  });
  await endPlanAtProcessor(deps, endedPlan);
  return toAdminRow(row);
}
