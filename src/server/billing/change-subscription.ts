import { and, eq, gt } from 'drizzle-orm';
import { accountMessages, accountServerMessages } from '../../shared/account-messages.js';
import type { BillingResponse } from '../../shared/api/account.js';
import { subscriptions } from './schema.js';
import { AppError } from '../http/app-error.js';
import type { BillingDeps } from './billing-deps.js';
import { findLivePlan, toBillingSubscription } from './subscription-views.js';

type Change = { message: string; subscription: BillingResponse['subscription'] };

/**
 * POST /api/subscription/cancel: the plan stays active, cards usable, until its period ends;
 * then the renewal job (or Stripe) ends it instead of renewing.
 */
export async function cancelAtPeriodEnd(deps: BillingDeps, userId: string): Promise<Change> {
  const plan = await findLivePlan(deps.db, userId);
  if (!plan) throw new AppError('NOT_FOUND', accountServerMessages.noLivePlan);
  if (plan.cancelAtPeriodEnd) throw new AppError('CONFLICT', accountServerMessages.alreadyCancelled);
  if (plan.processorSubscriptionId) await deps.processor.setCancelAtPeriodEnd(plan.processorSubscriptionId, true);
  const [updated] = await deps.db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, updatedAt: deps.clock.now() })
    .where(eq(subscriptions.id, plan.id))
    .returning();
  return { message: accountMessages.subscriptionCancelled.description, subscription: toBillingSubscription(updated) };
}

/** POST /api/subscription/reactivate: undoes a cancellation while the period still runs. */
export async function reactivate(deps: BillingDeps, userId: string): Promise<Change> {
  const plan = await findLivePlan(deps.db, userId);
  if (!plan) throw new AppError('NOT_FOUND', accountServerMessages.noLivePlan);
  if (!plan.cancelAtPeriodEnd) throw new AppError('CONFLICT', accountServerMessages.notCancelled);
  const now = deps.clock.now();
  if (plan.processorSubscriptionId) await deps.processor.setCancelAtPeriodEnd(plan.processorSubscriptionId, false);
  const [updated] = await deps.db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: false, updatedAt: now })
    .where(and(eq(subscriptions.id, plan.id), gt(subscriptions.currentPeriodEnd, now)))
    .returning();
  if (!updated) throw new AppError('CONFLICT', accountServerMessages.periodOver);
  return { message: accountMessages.subscriptionReactivated.description, subscription: toBillingSubscription(updated) };
}
