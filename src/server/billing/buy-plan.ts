import { checkoutMessages, orderServerMessages } from '../../shared/checkout-messages.js';
import { plans, toAmountString, type PlanId } from '../../shared/pricing.js';
import type { User } from '../../shared/api/user.js';
import { AppError } from '../http/app-error.js';
import { unpaidPlanPayments } from '../orders/orders.js';
import { createPendingPlan, recordProcessorPlan, stopReplacedPurchases } from './plan-purchase.js';
import type { BillingDeps } from './billing-deps.js';
import { findLivePlan } from './subscription-views.js';

/**
 * POST /api/subscriptions/create: a plan on its own ('Subscribe & Save' in the account). The
 * plan row is written first (incomplete, replacing an earlier unpaid purchase); the payment's
 * success activates it with all its cards.
 */
export async function buyPlanOnly(
  deps: BillingDeps,
  user: User,
  request: { plan: PlanId; totalPrice: string },
): Promise<{ clientSecret: string; subscriptionId: string; amountCents: number }> {
  const plan = plans[request.plan];
  if (request.totalPrice !== toAmountString(plan.priceCents)) {
    throw new AppError('CONFLICT', orderServerMessages.totalMismatch);
  }
  if (await findLivePlan(deps.db, user.id)) throw new AppError('CONFLICT', orderServerMessages.planAlreadyActive);
  const now = deps.clock.now();
  const { subscriptionId, replaced, orderPayments } = await deps.db.transaction(async (tx) => {
    const opened = await createPendingPlan(tx, { userId: user.id, plan: plan.id, processor: deps.processor.kind, now });
    return { ...opened, orderPayments: await unpaidPlanPayments(tx, opened.replaced.planIds) };
  });
  await stopReplacedPurchases(deps, replaced, orderPayments);
  let created;
  try {
    created = await deps.processor.createPlanPayment({
      plan: plan.id,
      amountCents: plan.priceCents,
      currency: 'usd',
      customer: { userId: user.id, email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') },
      metadata: { orderId: '', orderType: 'subscription', subscriptionId },
      description: plan.name,
      idempotencyKey: `plan-${subscriptionId}`,
    });
  } catch (error) {
    deps.logger.error({ err: error, subscriptionId }, 'plan payment could not be created');
    throw new AppError('BAD_GATEWAY', checkoutMessages.createIntentFailed);
  }
  await recordProcessorPlan(deps.db, subscriptionId, created);
  return { clientSecret: created.clientSecret, subscriptionId, amountCents: plan.priceCents };
}
