import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { audit, type AuditActor } from './order-history.js';
import { orders, type OrderRow } from './schema.js';

/**
 * Marks a locked order cancelled by its customer, in the caller's transaction (the after-sale
 * room refunds it in the same one). The caller checked isCancellable; a cancelled order leaves
 * the print queue (inPrintQueue) and can no longer be approved (releaseApprovedOrder).
 */
export async function cancelLockedOrder(tx: Tx, actor: AuditActor, order: OrderRow, at: Date): Promise<OrderRow> {
  const [cancelled] = await tx
    .update(orders)
    .set({ cancelledAt: at, updatedAt: at })
    .where(eq(orders.id, order.id))
    .returning();
  await audit(tx, { orderId: order.id, actor, action: 'cancelled', note: 'by the customer', at });
  return cancelled!;
}
