import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import { plans, type PlanId } from '../../shared/pricing.js';
import type { Db } from '../db/database.js';
import { orders, subscriptions, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { PaymentProcessor } from '../payments/processor.js';

/** The payments of the purchases a new one replaced, to stop at the processor after commit. */
export interface ReplacedPurchases {
  intentIds: string[];
  processorSubscriptionIds: string[];
}

/**
 * Opens a plan purchase (incomplete until paid) in `tx`. A customer has one open purchase at
 * a time: an earlier unpaid one is cancelled here, so its payment is refused before it charges.
 * Plan changes of one customer queue on their user row, so two purchases at once cannot both
 * see "no open purchase".
 */
export async function openPlanPurchase(
  tx: Db,
  request: { userId: string; plan: PlanId; processor: PaymentProcessor['kind']; now: Date },
): Promise<{ subscriptionId: string; replaced: ReplacedPurchases }> {
  const { userId, now } = request;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [live] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'past_due'])));
  if (live) throw new AppError('CONFLICT', orderServerMessages.planAlreadyActive);
  const earlier = await tx
    .update(subscriptions)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'incomplete')))
    .returning({ id: subscriptions.id, processorSubscriptionId: subscriptions.processorSubscriptionId });
  const earlierOrders = earlier.length
    ? await tx
        .select({ paymentIntentId: orders.paymentIntentId, subscriptionId: orders.subscriptionId })
        .from(orders)
        .where(
          and(
            inArray(
              orders.subscriptionId,
              earlier.map((row) => row.id),
            ),
            inArray(orders.paymentStatus, ['unpaid', 'failed']),
          ),
        )
    : [];
  const plan = plans[request.plan];
  const [created] = await tx
    .insert(subscriptions)
    .values({
      userId,
      plan: plan.id,
      status: 'incomplete',
      priceCents: plan.priceCents,
      cardsPerYear: plan.cardsPerYear,
      processor: request.processor,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptions.id });
  const withProcessorPlan = new Set(earlier.filter((row) => row.processorSubscriptionId).map((row) => row.id));
  return {
    subscriptionId: created!.id,
    replaced: {
      // A processor's plan (Stripe) is ended as a whole; a bare payment is cancelled.
      intentIds: earlierOrders
        .filter((row) => row.paymentIntentId && !withProcessorPlan.has(row.subscriptionId ?? ''))
        .map((row) => row.paymentIntentId!),
      processorSubscriptionIds: earlier.flatMap((row) =>
        row.processorSubscriptionId ? [row.processorSubscriptionId] : [],
      ),
    },
  };
}

/** Stops the replaced purchases at the processor; a failure is logged (their payment is refused here anyway). */
export async function stopReplacedPurchases(
  deps: { processor: PaymentProcessor; logger: FastifyBaseLogger },
  replaced: ReplacedPurchases,
): Promise<void> {
  const stops = [
    ...replaced.intentIds.map((id) => deps.processor.cancelPayment(id)),
    ...replaced.processorSubscriptionIds.map((id) => deps.processor.cancelPlan(id)),
  ];
  for (const result of await Promise.allSettled(stops)) {
    if (result.status === 'rejected') {
      deps.logger.warn({ err: result.reason as unknown }, 'a replaced plan purchase could not be stopped');
    }
  }
}

export function addYears(date: Date, years: number): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

/**
 * Starts a plan whose payment succeeded, unless the purchase was replaced or the customer
 * already holds a live plan. Plan changes of one customer are serialised on their user row,
 * so the check and the activation see the same world.
 */
export async function startPlan(tx: Db, subscriptionId: string, cardsRemaining: number, now: Date): Promise<boolean> {
  const [plan] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!plan) return false;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, plan.userId)).for('update');
  const [live] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, plan.userId), inArray(subscriptions.status, ['active', 'past_due'])));
  if (live) return false;
  const [started] = await tx
    .update(subscriptions)
    .set({
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: addYears(now, 1),
      cardsRemaining,
      updatedAt: now,
    })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'incomplete')))
    .returning({ id: subscriptions.id });
  return Boolean(started);
}
