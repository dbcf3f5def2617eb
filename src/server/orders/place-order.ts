import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CreateOrderResponse, OrderPayload } from '../../shared/api/orders.js';
import { checkoutMessages, orderServerMessages } from '../../shared/checkout-messages.js';
import { plans, toAmountString } from '../../shared/pricing.js';
import type { User } from '../../shared/api/user.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { orders, subscriptions } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { Mailer } from '../mail/mailer.js';
import type { JobQueue } from '../jobs/jobs.js';
import { afterOrderPaid } from '../payments/apply-payment-event.js';
import type { CreatedPayment, CreatedPlanPayment, PaymentProcessor } from '../payments/processor.js';
import { openPlanPurchase, stopReplacedPurchases, type ReplacedPurchases } from '../billing/plan-purchase.js';
import { claimUnpaidOrderRoom } from './order-limits.js';
import { newOrderNumber } from './order-number.js';
import { priceOrder } from './price-order.js';

export interface StoredMemory {
  key: string;
  mime: string;
  name: string;
  size: number;
}

export interface OrderDeps {
  db: Db;
  clock: Clock;
  processor: PaymentProcessor;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  publicUrl: string;
  jobs: JobQueue;
}

export type OrderKind = 'one-time' | 'subscription';

async function liveSubscription(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'past_due'])));
  return row;
}

/**
 * The two create-with-payment calls. The order (and, for a plan, the subscription) is written
 * first, in one transaction; only then is the payment created. A crash between the two leaves
 * an unpaid order the customer can still pay on the payment page, never a payment without an order.
 */
export async function placeOrder(
  deps: OrderDeps,
  user: User,
  kind: OrderKind,
  payload: OrderPayload,
  memory: StoredMemory | null,
): Promise<CreateOrderResponse> {
  if (kind === 'subscription' && payload.subscriptionPlan === 'none') {
    throw new AppError('BAD_REQUEST', 'Please choose a plan to subscribe to.');
  }
  if (kind === 'one-time' && payload.subscriptionPlan !== 'none') {
    throw new AppError('BAD_REQUEST', 'Plans are bought through /api/subscriptions/create-with-payment.');
  }
  if (payload.customerDetails.shippingType !== payload.shippingType) {
    throw new AppError('BAD_REQUEST', orderServerMessages.invalidOrderData);
  }

  const live = await liveSubscription(deps.db, user.id);
  if (kind === 'subscription' && live) throw new AppError('CONFLICT', orderServerMessages.planAlreadyActive);
  const holdsPlanCard = kind === 'one-time' && live?.status === 'active' && live.cardsRemaining > 0;
  const price = priceOrder(payload, holdsPlanCard);
  if (payload.totalPrice !== toAmountString(price.amountCents)) {
    throw new AppError('CONFLICT', orderServerMessages.totalMismatch);
  }

  const now = deps.clock.now();
  const option = payload.checkoutData.cardOptions[payload.checkoutData.selectedOption]!;
  const customer = payload.customerDetails;
  const { order, replaced } = await deps.db.transaction(async (tx) => {
    if (price.amountCents > 0) await claimUnpaidOrderRoom(tx, user.id);
    let subscriptionId: string | null = null;
    let replaced: ReplacedPurchases | null = null;
    if (price.planPurchased) {
      const opened = await openPlanPurchase(tx, {
        userId: user.id,
        plan: price.planPurchased,
        processor: deps.processor.kind,
        now,
      });
      subscriptionId = opened.subscriptionId;
      replaced = opened.replaced;
    } else if (price.coveredByPlan && live) {
      // Take the card now, atomically; if another order took the last one first, the price changed.
      const [taken] = await tx
        .update(subscriptions)
        .set({ cardsRemaining: sql`${subscriptions.cardsRemaining} - 1`, updatedAt: now })
        .where(
          and(eq(subscriptions.id, live.id), eq(subscriptions.status, 'active'), gt(subscriptions.cardsRemaining, 0)),
        )
        .returning({ id: subscriptions.id });
      if (!taken) throw new AppError('CONFLICT', orderServerMessages.totalMismatch);
      subscriptionId = taken.id;
    }
    const nothingToPay = price.amountCents === 0;
    const [created] = await tx
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(),
        userId: user.id,
        paymentStatus: nothingToPay ? 'paid' : 'unpaid',
        paidAt: nothingToPay ? now : null,
        amountCents: price.amountCents,
        cardPriceCents: price.cardPriceCents,
        shippingCents: price.shippingCents,
        planPurchased: price.planPurchased,
        subscriptionId,
        coveredByPlan: price.coveredByPlan,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        streetAddress: customer.streetAddress,
        city: customer.city,
        state: customer.state,
        zipCode: customer.zipCode,
        shippingType: price.shippingType,
        tone: payload.contextData.selectedTone,
        memoryDescription: payload.contextData.memoryDescription,
        cardOptions: payload.checkoutData.cardOptions,
        selectedOption: payload.checkoutData.selectedOption,
        cardFront: option.front,
        cardInside: option.inside,
        cardBack: option.back,
        cardStyle: payload.checkoutData.selectedCardStyle,
        memoryKey: memory?.key ?? null,
        memoryMime: memory?.mime ?? null,
        memoryName: memory?.name ?? null,
        memorySize: memory?.size ?? null,
        processor: nothingToPay ? null : deps.processor.kind,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { order: created!, replaced };
  });

  if (replaced) await stopReplacedPurchases(deps, replaced);
  const response = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    amountCents: order.amountCents,
    paidWithPlan: order.coveredByPlan && !order.planPurchased,
    subscriptionId: order.subscriptionId,
  };
  if (order.amountCents === 0) {
    await afterOrderPaid(deps, order);
    return { ...response, clientSecret: null };
  }
  const clientSecret = await startPayment(deps, user, order);
  return { ...response, clientSecret };
}

type OrderRow = typeof orders.$inferSelect;

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
    await deps.db
      .update(subscriptions)
      .set({
        processorSubscriptionId: created.processorSubscriptionId,
        processorCustomerId: created.processorCustomerId,
      })
      .where(eq(subscriptions.id, order.subscriptionId));
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
    const [plan] = await deps.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, order.subscriptionId));
    if (plan?.status !== 'incomplete') throw new AppError('CONFLICT', orderServerMessages.planReplaced);
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
