import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { livePlanStatuses } from '../../shared/api/account.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import { plans, type PlanId } from '../../shared/pricing.js';
import type { Db, Tx } from '../db/database.js';
import { subscriptions } from './schema.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { addYears } from '../time.js';
import type { CreatedPlanPayment, PaymentProcessor } from '../payments/payments.js';

/** The purchases a new one replaced, to stop at the processor after commit. */
export interface ReplacedPurchases {
  /** Replaced plans paid by a bare payment: their unpaid orders' payments are cancelled. */
  planIds: string[];
  /** Replaced plans the processor keeps as plans (Stripe): ended as a whole. */
  processorSubscriptionIds: string[];
}

/**
 * Opens a plan purchase (incomplete until paid) in `tx`. A customer has one open purchase at
 * a time: an earlier unpaid one is cancelled here, so its payment is refused before it charges.
 * Plan changes of one customer queue on their user row, so two purchases at once cannot both
 * see "no open purchase".
 */
export async function createPendingPlan(
  tx: Tx,
  request: { userId: string; plan: PlanId; processor: PaymentProcessor['kind']; now: Date },
): Promise<{ subscriptionId: string; replaced: ReplacedPurchases }> {
  const { userId, now } = request;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [live] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, livePlanStatuses)));
  if (live) throw new AppError('CONFLICT', orderServerMessages.planAlreadyActive);
  const earlier = await tx
    .update(subscriptions)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'incomplete')))
    .returning({ id: subscriptions.id, processorSubscriptionId: subscriptions.processorSubscriptionId });
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
  return {
    subscriptionId: created!.id,
    replaced: {
      planIds: earlier.filter((row) => !row.processorSubscriptionId).map((row) => row.id),
      processorSubscriptionIds: earlier.flatMap((row) =>
        row.processorSubscriptionId ? [row.processorSubscriptionId] : [],
      ),
    },
  };
}

/** Remembers the processor's own plan and customer (Stripe) on a pending purchase. */
export async function recordProcessorPlan(
  db: Db,
  subscriptionId: string,
  created: Partial<Pick<CreatedPlanPayment, 'processorSubscriptionId' | 'processorCustomerId'>>,
): Promise<void> {
  if (!created.processorSubscriptionId) return;
  await db
    .update(subscriptions)
    .set({ processorSubscriptionId: created.processorSubscriptionId, processorCustomerId: created.processorCustomerId })
    .where(eq(subscriptions.id, subscriptionId));
}

/**
 * Takes one card of the customer's active plan, atomically; undefined when none is left
 * (another order took the last one first).
 */
export async function reservePlanCard(tx: Tx, subscriptionId: string, now: Date): Promise<string | undefined> {
  const [taken] = await tx
    .update(subscriptions)
    .set({ cardsRemaining: sql`${subscriptions.cardsRemaining} - 1`, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.cardsRemaining, 0),
      ),
    )
    .returning({ id: subscriptions.id });
  return taken?.id;
}

/**
 * How many of a plan's cards were used beyond the one its purchase order took: a plan whose
 * other cards went to print cannot be given back whole with that order. Locks the plan.
 */
export async function otherPlanCardsUsed(tx: Tx, subscriptionId: string): Promise<number> {
  const [plan] = await tx
    .select({ cardsPerYear: subscriptions.cardsPerYear, cardsRemaining: subscriptions.cardsRemaining })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  return plan ? Math.max(0, plan.cardsPerYear - 1 - plan.cardsRemaining) : 0;
}

/**
 * Gives a plan back the card an order took, when the customer cancels that order before it is
 * printed; a plan that has ended since keeps nothing.
 */
export async function returnPlanCard(tx: Tx, subscriptionId: string, now: Date): Promise<boolean> {
  const [returned] = await tx
    .update(subscriptions)
    .set({ cardsRemaining: sql`${subscriptions.cardsRemaining} + 1`, updatedAt: now })
    .where(and(eq(subscriptions.id, subscriptionId), inArray(subscriptions.status, [...livePlanStatuses])))
    .returning({ id: subscriptions.id });
  return Boolean(returned);
}

/** A purchase that was never paid (its order expired) ends; a plan that started is left alone. */
export async function cancelPendingPlan(tx: Tx, subscriptionId: string, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'incomplete')));
}

/** Stops the replaced purchases at the processor; a failure is logged (their payment is refused here anyway). */
export async function stopReplacedPurchases(
  deps: { processor: PaymentProcessor; logger: FastifyBaseLogger },
  replaced: ReplacedPurchases,
  orderPaymentIds: string[],
): Promise<void> {
  const stops = [
    ...orderPaymentIds.map((id) => deps.processor.cancelPayment(id)),
    ...replaced.processorSubscriptionIds.map((id) => deps.processor.cancelPlan(id)),
  ];
  for (const result of await Promise.allSettled(stops)) {
    if (result.status === 'rejected') {
      deps.logger.warn({ err: result.reason as unknown }, 'a replaced plan purchase could not be stopped');
    }
  }
}

/**
 * Starts a plan whose payment succeeded, unless the purchase was replaced or the customer
 * already holds a live plan. Plan changes of one customer are serialised on their user row,
 * so the check and the activation see the same world.
 */
export async function activatePlan(
  tx: Tx,
  subscriptionId: string,
  cardsRemaining: number,
  now: Date,
): Promise<boolean> {
  const [plan] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!plan) return false;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, plan.userId)).for('update');
  const [live] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, plan.userId), inArray(subscriptions.status, livePlanStatuses)));
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

/**
 * Why a payment for this plan purchase must not take the money (it was replaced), or null. The
 * customer's row, on which plan changes queue, stays locked to the end of the caller's
 * transaction, so the answer still holds when the charge commits.
 */
export async function planPurchaseRefusal(tx: Tx, subscriptionId: string): Promise<string | null> {
  const planOf = () =>
    tx
      .select({ status: subscriptions.status, userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
  const [plan] = await planOf();
  if (!plan) return orderServerMessages.planReplaced;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, plan.userId)).for('update');
  const [now] = await planOf();
  return now?.status === 'incomplete' ? null : orderServerMessages.planReplaced;
}
