import { afterSaleMessages } from '../../shared/after-sale-texts.js';
import type { OrderDetail } from '../../shared/api/account.js';
import { isCancellable } from '../../shared/api/order-progress.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import type { User } from '../../shared/api/user.js';
import { otherPlanCardsUsed, returnPlanCard } from '../billing/billing.js';
import { AppError } from '../http/app-error.js';
import { afterRefund, cancelLockedOrder, getUserOrderDetail, lockOrder, refundLockedOrder } from '../orders/orders.js';
import type { AfterSaleDeps } from './after-sale-deps.js';
import { customerOrderViews } from './order-views.js';

/**
 * POST /api/orders/:orderId/cancel: before printing starts, the customer cancels and gets all of
 * it back. The order stays locked from the check to the refund, so a print batch or the lab
 * taking the card at the same moment either comes first (409 here) or finds it cancelled.
 */
export async function cancelOrder(deps: AfterSaleDeps, user: User, orderId: string): Promise<OrderDetail> {
  const actor = { id: user.id, email: user.email };
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== user.id) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
    if (order.cancelledAt) throw new AppError('CONFLICT', afterSaleMessages.alreadyCancelled);
    if (order.paymentStatus !== 'paid') throw new AppError('CONFLICT', afterSaleMessages.notPaid);
    if (!isCancellable(order)) throw new AppError('CONFLICT', afterSaleMessages.notCancellable);
    // The order that bought a plan gives the whole plan back, so only while no other card of it was used.
    if (order.planPurchased && order.subscriptionId && (await otherPlanCardsUsed(tx, order.subscriptionId)) > 0) {
      throw new AppError('CONFLICT', afterSaleMessages.planInUse);
    }
    const cancelled = await cancelLockedOrder(tx, actor, order, deps.clock.now());
    // A card one of the plan's paid for goes back to the plan; what was paid on top (express) is refunded.
    if (cancelled.coveredByPlan && !cancelled.planPurchased && cancelled.subscriptionId) {
      await returnPlanCard(tx, cancelled.subscriptionId, deps.clock.now());
    }
    if (cancelled.amountCents === 0) return null;
    return refundLockedOrder(tx, deps, actor, cancelled, { reason: 'cancelled' });
  });
  if (outcome) await afterRefund(deps, outcome);
  return getUserOrderDetail(customerOrderViews(deps), user.id, orderId);
}
