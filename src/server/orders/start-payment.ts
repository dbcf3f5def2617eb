import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { checkoutMessages, orderServerMessages } from '../../shared/checkout-messages.js';
import { plans } from '../../shared/pricing.js';
import type { User } from '../../shared/api/user.js';
import { planStatus, recordProcessorPlan } from '../billing/billing.js';
import type { Tx } from '../db/database.js';
import { orders, type OrderRow } from './schema.js';
import { AppError } from '../http/app-error.js';
import type { CreatedPayment, CreatedPlanPayment } from '../payments/payments.js';
import type { OrderDeps } from './order-deps.js';

/** Creates the payment for an unpaid order and remembers it on the order; returns the client secret. */
export async function startPayment(deps: OrderDeps, user: User, order: OrderRow): Promise<string> {
  const request = {
    amountCents: order.amountCents,
    currency: 'usd' as const,
    customer: { userId: user.id, email: user.email, name: `${order.firstName} ${order.lastName}` },
    metadata: {
      orderId: order.id,
      orderType: order.planPurchased ? ('subscription' as const) : ('one-time' as const),
      ...(order.subscriptionId ? { subscriptionId: order.subscriptionId } : {}),
    },
    description: order.planPurchased
      ? `${plans[order.planPurchased].name} with card ${order.orderNumber}`
      : `${checkoutMessages.itemName} ${order.orderNumber}`,
    idempotencyKey: `order-${order.id}-${deps.clock.now().getTime()}`,
  };
  let created: CreatedPayment & Partial<CreatedPlanPayment>;
  try {
    created = order.planPurchased
      ? await deps.processor.createPlanPayment({ ...request, plan: order.planPurchased })
      : await deps.processor.createPayment(request);
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'payment could not be created');
    throw new AppError('BAD_GATEWAY', checkoutMessages.createIntentFailed);
  }
  const previous = order.paymentIntentId;
  // Only while the order is unpaid: a payment that succeeded meanwhile keeps its place.
  const [recorded] = await deps.db
    .update(orders)
    .set({ paymentIntentId: created.intentId, processor: deps.processor.kind, updatedAt: deps.clock.now() })
    .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['unpaid', 'failed'])))
    .returning({ id: orders.id });
  if (!recorded) {
    await deps.processor.cancelPayment(created.intentId).catch((error: unknown) => {
      deps.logger.warn({ err: error, intentId: created.intentId }, 'unneeded payment could not be cancelled');
    });
    throw new AppError('CONFLICT', orderServerMessages.alreadyPaid);
  }
  if (created.processorSubscriptionId && order.subscriptionId) {
    await recordProcessorPlan(deps.db, order.subscriptionId, created);
  }
  if (previous && previous !== created.intentId) {
    await deps.processor.cancelPayment(previous).catch((error: unknown) => {
      deps.logger.warn({ err: error, intentId: previous }, 'replaced payment could not be cancelled');
    });
  }
  return created.clientSecret;
}

/**
 * POST /api/create-payment-intent (the pending-payment page): a fresh payment for one of the
 * caller's unpaid orders, for exactly its amount.
 */
export async function createPaymentForOrder(
  deps: OrderDeps,
  user: User,
  request: { amount: number; orderId: string },
): Promise<string> {
  // Order ids are UUIDs; anything else names no order (and the database would refuse to compare it).
  const [order] = z.uuid().safeParse(request.orderId).success
    ? await deps.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, request.orderId), eq(orders.userId, user.id)))
    : [];
  if (!order) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
    throw new AppError('CONFLICT', orderServerMessages.alreadyPaid);
  }
  if (order.amountCents !== request.amount) throw new AppError('CONFLICT', orderServerMessages.totalMismatch);
  if (order.planPurchased && order.subscriptionId) {
    if ((await planStatus(deps.db, order.subscriptionId)) !== 'incomplete') {
      throw new AppError('CONFLICT', orderServerMessages.planReplaced);
    }
  }
  // Money already taken for this order (its event not applied yet) is never asked for twice.
  if (order.paymentIntentId && (await paymentTaken(deps, order.paymentIntentId))) {
    throw new AppError('CONFLICT', orderServerMessages.alreadyPaid);
  }
  return startPayment(deps, user, order);
}

async function paymentTaken(deps: OrderDeps, intentId: string): Promise<boolean> {
  try {
    return await deps.processor.paymentSucceeded(intentId);
  } catch (error) {
    deps.logger.warn({ err: error, intentId }, 'payment status unknown; a new payment is allowed');
    return false;
  }
}

/**
 * Why a payment for this order must not take the money, or null. The order stays locked to the
 * end of the caller's transaction, so the answer still holds when the charge commits.
 */
export async function orderPaymentRefusal(tx: Tx, orderId: string, intentId: string): Promise<string | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return orderServerMessages.paymentNotFound;
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return orderServerMessages.alreadyPaid;
  if (order.paymentIntentId !== intentId) return orderServerMessages.paymentNotFound;
  return null;
}
