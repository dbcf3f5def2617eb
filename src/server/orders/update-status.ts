import { and, eq, isNull, sql } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.js';
import type { AdminOrderRow, UpdateOrderStatus } from '../../shared/api/admin.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import { dispatchAfterApproval } from '../../shared/delivery/arrive-by.js';
import type { User } from '../../shared/api/user.js';
import type { Tx } from '../db/database.js';
import { orders, type OrderRow } from './schema.js';
import { AppError } from '../http/app-error.js';
import type { OrderDeps } from './order-deps.js';
import { lockOrder, moveOrderStatus, notifyStatusChange } from './fulfilment.js';
import { audit, type AuditActor } from './order-history.js';
import { toAdminRow } from './list-admin-orders.js';

/**
 * PATCH /api/orders/:id/status. Any status may follow any other (the spec sets no rules), but an
 * unpaid order stays pending and a cancelled one stays where it stopped. The change and its
 * audit line are one transaction; shipped and delivered e-mail the customer afterwards.
 */
export async function updateOrderStatus(
  deps: Pick<OrderDeps, 'db' | 'clock' | 'mailer' | 'logger' | 'publicUrl'>,
  admin: User,
  orderId: string,
  input: UpdateOrderStatus,
): Promise<AdminOrderRow> {
  const now = deps.clock.now();
  const change = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (!current) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
    if (input.status !== 'pending' && current.paymentStatus !== 'paid') {
      throw new AppError('CONFLICT', adminMessages.unpaidCannotMove);
    }
    if (current.cancelledAt) throw new AppError('CONFLICT', adminMessages.cancelledCannotMove);
    const shipment =
      input.status === 'shipped' ? { carrier: input.carrier, trackingNumber: input.trackingNumber } : undefined;
    return moveOrderStatus(
      tx,
      current,
      input.status,
      { actor: { id: admin.id, email: admin.email }, at: now },
      shipment,
    );
  });
  await notifyStatusChange(deps, change);
  return toAdminRow(change.after);
}

/**
 * The customer approved the design: a pending order goes to print (processing), once, with a
 * line in its history naming who released it. Run it in the approval's transaction. A cancelled
 * order never goes (it was refunded); `cancelled` tells the caller to refuse the approval.
 */
export async function releaseApprovedOrder(
  tx: Tx,
  order: Pick<OrderRow, 'id'>,
  release: { actor: AuditActor; note: string; at: Date },
): Promise<{ cancelled: boolean }> {
  const [moved] = await tx
    .update(orders)
    .set({
      status: 'processing',
      // Without an arrive-by date the print queue's own rule says when it leaves: the next
      // collection after approval. An arrive-by order keeps the deadline it was promised.
      dispatchBy: sql`coalesce(${orders.dispatchBy}, ${dispatchAfterApproval(release.at).toISOString()}::timestamptz)`,
      approvedAt: release.at,
      updatedAt: release.at,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending'), isNull(orders.cancelledAt)))
    .returning({ id: orders.id });
  if (!moved) {
    // An admin may have moved it to processing by hand before the approval: the approval still
    // counts (it is what puts the card in the print queue), once.
    const [approved] = await tx
      .update(orders)
      .set({ approvedAt: release.at, updatedAt: release.at })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'processing'),
          isNull(orders.approvedAt),
          isNull(orders.cancelledAt),
        ),
      )
      .returning({ id: orders.id });
    if (approved) return { cancelled: false };
    // A customer's cancellation may have committed after the caller read the order.
    const [current] = await tx.select({ cancelledAt: orders.cancelledAt }).from(orders).where(eq(orders.id, order.id));
    return { cancelled: Boolean(current?.cancelledAt) };
  }
  await audit(tx, {
    orderId: order.id,
    actor: release.actor,
    action: 'status',
    from: 'pending',
    to: 'processing',
    note: release.note,
    at: release.at,
  });
  return { cancelled: false };
}

/** A new picture for an order whose first one could not be rendered. */
export async function replaceOrderMemory(
  tx: Tx,
  orderId: string,
  memory: { key: string; mime: string; name: string; size: number },
): Promise<void> {
  await tx
    .update(orders)
    .set({ memoryKey: memory.key, memoryMime: memory.mime, memoryName: memory.name, memorySize: memory.size })
    .where(eq(orders.id, orderId));
}
