import { and, eq, inArray, lt, not } from 'drizzle-orm';
import type { AppServices } from '../app-services.js';
import { cancelPendingPlan, orderInvoiced } from '../billing/billing.js';
import { orders, type OrderRow } from './schema.js';
import { orderLimits, unpaidStates } from './order-limits.js';

export type ExpiryDeps = Pick<AppServices, 'db' | 'clock' | 'processor' | 'mediaStore' | 'logger'>;

/** Orders looked at per run; a backlog drains over the next runs. */
const batchSize = 200;

type StaleOrder = Pick<OrderRow, 'id' | 'paymentIntentId' | 'processor'>;

/**
 * Makes sure the order's payment can no longer be charged; false when it may have been (it is
 * under way or succeeded, and its webhook or the start-up reconciliation will mark it paid).
 */
async function paymentStopped(deps: ExpiryDeps, order: StaleOrder): Promise<boolean> {
  if (!order.paymentIntentId) return true;
  // Made under another processor (the configuration changed): we cannot ask it, so it stays.
  if (order.processor !== deps.processor.kind) return false;
  return deps.processor.stopPayment(order.paymentIntentId);
}

/**
 * Deletes unpaid orders older than the expiry, with their files and any plan bought with them
 * that never started. Paid orders, and orders whose payment is under way or succeeded, stay.
 * Returns how many orders went.
 */
export async function expireUnpaidOrders(deps: ExpiryDeps): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - orderLimits.unpaidExpiryHours * 3600_000);
  const stillUnpaid = inArray(orders.paymentStatus, [...unpaidStates]);
  const stale = await deps.db
    .select({
      id: orders.id,
      paymentIntentId: orders.paymentIntentId,
      processor: orders.processor,
      memoryKey: orders.memoryKey,
      subscriptionId: orders.subscriptionId,
      planPurchased: orders.planPurchased,
    })
    .from(orders)
    .where(
      and(
        stillUnpaid,
        lt(orders.createdAt, cutoff),
        // An order with an invoice was charged once: that is for a person to look at.
        not(orderInvoiced(orders.id)),
      ),
    )
    .limit(batchSize);
  let expired = 0;
  for (const order of stale) {
    try {
      if (!(await paymentStopped(deps, order))) continue;
      const removed = await deps.db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(orders)
          .where(and(eq(orders.id, order.id), stillUnpaid))
          .returning({ id: orders.id });
        if (gone && order.planPurchased && order.subscriptionId) await cancelPendingPlan(tx, order.subscriptionId, now);
        return Boolean(gone);
      });
      if (!removed) continue;
      expired += 1;
      // After the commit: a file without an order is harmless, an order without its file is not.
      if (order.memoryKey) await deps.mediaStore.remove(order.memoryKey);
    } catch (error) {
      deps.logger.warn({ err: error, orderId: order.id }, 'unpaid order could not be expired');
    }
  }
  if (expired > 0) deps.logger.info({ expired }, 'expired unpaid orders');
  return expired;
}
