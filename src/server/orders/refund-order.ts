import { eq } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.js';
import type { AdminOrderRow } from '../../shared/api/admin.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import type { RefundReason } from '../../shared/api/order-progress.js';
import { formatUsd } from '../../shared/pricing.js';
import { refundEmailTexts } from '../../shared/refund-texts.js';
import { paths } from '../../shared/routes.js';
import {
  endPlanAtProcessor,
  endRefundedPlan,
  lockOrderInvoice,
  refundLockedInvoice,
  sendRefundEmail,
  type RefundDeps,
} from '../billing/billing.js';
import { orderRecipient } from '../mail/order-recipient.js';
import type { Tx } from '../db/database.js';
import { orders, type OrderRow } from './schema.js';
import { AppError } from '../http/app-error.js';
import { audit, type AuditActor } from './order-history.js';
import { toAdminRow } from './list-admin-orders.js';

/**
 * POST /api/orders/:id/refund: gives back part of the card payment, or the rest of it by
 * default, through the processor. The order and its invoice stay locked from the check to the
 * books, so two refunds at once queue instead of both passing one check. The order is refunded
 * once all of it is back; a plan bought with it then ends with its unused cards.
 */
export interface RefundRequest {
  /** Part of the payment; the rest of it when absent. */
  amountCents?: number | undefined;
  reason?: RefundReason;
}

export interface RefundOutcome {
  order: OrderRow;
  amountCents: number;
  full: boolean;
  reason: RefundReason;
  /** The refund's credit note, linked from the customer's e-mail. */
  creditNoteId: string;
  /** The processor's id of a plan the refund ended, to end it there too after the commit. */
  endedPlan: string | null;
}

/**
 * The refund itself, inside the caller's transaction with the order locked (refundOrder, and
 * the after-sale room's cancellation and guarantee claims, which change more in the same
 * transaction). Call afterRefund once it commits.
 */
export async function refundLockedOrder(
  tx: Tx,
  deps: RefundDeps,
  actor: AuditActor,
  order: OrderRow,
  { amountCents, reason = 'admin' }: RefundRequest,
): Promise<RefundOutcome> {
  const now = deps.clock.now();
  if (order.paymentStatus === 'refunded') throw new AppError('CONFLICT', adminMessages.alreadyRefunded);
  const invoice = await lockOrderInvoice(tx, order.id, order.paymentIntentId);
  if (order.paymentStatus !== 'paid' || !invoice) throw new AppError('CONFLICT', adminMessages.nothingToRefund);
  const refund = await refundLockedInvoice(tx, deps, invoice, { amountCents, reason });
  const [updated] = await tx
    .update(orders)
    .set(refund.full ? { paymentStatus: 'refunded', refundedAt: now, updatedAt: now } : { updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  const endedPlan =
    refund.full && order.planPurchased && order.subscriptionId
      ? await endRefundedPlan(tx, deps, order.subscriptionId)
      : null;
  await audit(tx, {
    orderId: order.id,
    actor,
    action: 'refund',
    // A partial refund leaves the payment state as it was; the note says how much went back.
    from: refund.full ? order.paymentStatus : null,
    to: refund.full ? updated!.paymentStatus : null,
    note: `${formatUsd(refund.amountCents)} refunded${reason === 'admin' ? '' : ` (${reason})`}`,
    at: now,
  });
  return {
    order: updated!,
    amountCents: refund.amountCents,
    full: refund.full,
    reason,
    creditNoteId: refund.creditNoteId,
    endedPlan,
  };
}

/** After a refund commits: the plan it ended ends at the processor too, and the buyer hears of it. */
export async function afterRefund(deps: RefundDeps, outcome: RefundOutcome): Promise<void> {
  await endPlanAtProcessor(deps, outcome.endedPlan);
  const { order } = outcome;
  await sendRefundEmail(deps, orderRecipient(deps.db, order), {
    ...outcome,
    what: order.orderNumber,
    page: {
      label: refundEmailTexts.viewOrder,
      url: `${deps.publicUrl}${paths.accountOrder.replace(':orderId', order.id)}`,
    },
  });
}

export async function refundOrder(
  deps: RefundDeps,
  actor: AuditActor,
  orderId: string,
  request: RefundRequest = {},
): Promise<AdminOrderRow> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
    return refundLockedOrder(tx, deps, actor, order, request);
  });
  await afterRefund(deps, outcome);
  return toAdminRow(outcome.order);
}
