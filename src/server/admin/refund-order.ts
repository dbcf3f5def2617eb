import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.js';
import type { AdminOrderRow, PlanRefundResponse } from '../../shared/api/admin.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import type { User } from '../../shared/api/user.js';
import { formatUsd } from '../../shared/pricing.js';
import {
  endPlanAtProcessor,
  endRefundedPlan,
  lockRefundableInvoice,
  refundLockedInvoice,
} from '../billing/refund-payment.js';
import { invoices, orders, subscriptions, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { AdminDeps } from './admin-deps.js';
import { audit } from './audit.js';
import { toAdminRow } from './list-orders.js';

/**
 * POST /api/orders/:id/refund: gives back part of the card payment, or the rest of it by
 * default, through the processor. The order and its invoice stay locked from the check to the
 * books, so two refunds at once queue instead of both passing one check. The order is refunded
 * once all of it is back; a plan bought with it then ends with its unused cards.
 */
export async function refundOrder(
  deps: AdminDeps,
  admin: User,
  orderId: string,
  amountCents?: number,
): Promise<AdminOrderRow> {
  const now = deps.clock.now();
  const { row, endedPlan } = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
    if (order.paymentStatus === 'refunded') throw new AppError('CONFLICT', adminMessages.alreadyRefunded);
    // The order's own payment; a flagged second charge has an invoice of its own.
    const invoice = await lockRefundableInvoice(
      tx,
      and(eq(invoices.orderId, orderId), eq(invoices.paymentIntentId, order.paymentIntentId ?? '')),
    );
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

/**
 * POST /api/admin/plan-refunds: gives back the latest payment of a customer's live plan bought
 * on its own (Subscribe & Save, or a local renewal: no order to refund). In full, the plan ends
 * now with its unused cards and no renewal.
 */
export async function refundPlan(
  deps: AdminDeps,
  admin: User,
  request: { email: string; amountCents?: number },
): Promise<PlanRefundResponse> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, request.email.trim().toLowerCase()))
      .for('update');
    const [plan] = customer
      ? await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, customer.id), inArray(subscriptions.status, ['active', 'past_due'])))
      : [];
    if (!plan) throw new AppError('NOT_FOUND', adminMessages.noPlanToRefund);
    const [latest] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.subscriptionId, plan.id),
          isNull(invoices.orderId),
          sql`${invoices.paymentIntentId} is not null`,
        ),
      )
      .orderBy(desc(invoices.createdAt))
      .limit(1);
    const invoice = latest ? await lockRefundableInvoice(tx, eq(invoices.id, latest.id)) : undefined;
    if (!invoice) throw new AppError('NOT_FOUND', adminMessages.noPlanToRefund);
    const refund = await refundLockedInvoice(tx, deps, invoice, request.amountCents);
    const ended = refund.full ? await endRefundedPlan(tx, deps, plan.id) : null;
    deps.logger.info(
      { admin: admin.id, subscriptionId: plan.id, invoiceId: invoice.id, amountCents: refund.amountCents, at: now },
      'plan payment refunded',
    );
    return {
      response: {
        invoiceId: invoice.id,
        refundedCents: refund.amountCents,
        planStatus: refund.full ? ('canceled' as const) : plan.status,
      },
      ended,
    };
  });
  await endPlanAtProcessor(deps, result.ended);
  return result.response;
}
