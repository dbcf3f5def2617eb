import { and, eq } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.js';
import type { AdminOrderRow } from '../../shared/api/admin.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import type { User } from '../../shared/api/user.js';
import { formatUsd } from '../../shared/pricing.js';
import { invoices, orders } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { AdminDeps } from './admin-deps.js';
import { audit } from './audit.js';
import { toAdminRow } from './list-orders.js';

/**
 * POST /api/orders/:id/refund: gives the card payment back (all of it by default) through the
 * processor, then marks the order refunded and takes the money off revenue (its invoice).
 */
export async function refundOrder(
  deps: AdminDeps,
  admin: User,
  orderId: string,
  amountCents?: number,
): Promise<AdminOrderRow> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
  if (order.paymentStatus === 'refunded') throw new AppError('CONFLICT', adminMessages.alreadyRefunded);
  const [invoice] = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'paid')));
  if (order.paymentStatus !== 'paid' || !invoice?.paymentIntentId || invoice.totalCents === 0) {
    throw new AppError('CONFLICT', adminMessages.nothingToRefund);
  }
  const amount = amountCents ?? invoice.totalCents - invoice.refundedCents;
  if (amount <= 0 || amount > invoice.totalCents - invoice.refundedCents) {
    throw new AppError('BAD_REQUEST', adminMessages.refundTooLarge);
  }
  // The processor first: if it refuses, nothing here changes.
  await deps.processor.refund(invoice.paymentIntentId, amount);
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    await tx
      .update(invoices)
      .set({ refundedCents: invoice.refundedCents + amount })
      .where(eq(invoices.id, invoice.id));
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', refundedAt: now, updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    await audit(tx, {
      orderId,
      actor: { id: admin.id, email: admin.email },
      action: 'refund',
      from: order.paymentStatus,
      to: 'refunded',
      note: `${formatUsd(amount)} refunded`,
      at: now,
    });
    return row!;
  });
  return toAdminRow(updated);
}
