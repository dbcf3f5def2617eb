import { and, eq, gt } from 'drizzle-orm';
import { accountMessages } from '../../shared/account-messages.js';
import type { RenewalPreview } from '../../shared/api/renewal-endpoints.js';
import { cancelRenewalTexts } from '../../shared/reminder-texts.js';
import { paths } from '../../shared/routes.js';
import { AppError } from '../http/app-error.js';
import { readSignedToken, signToken } from '../security/signed-urls.js';
import type { BillingDeps } from './billing-deps.js';
import { subscriptions } from './schema.js';
import type { SubscriptionRow } from './subscription-views.js';

// A purpose of its own, so no other signed token (unsubscribe, review links) passes as this one.
const purpose = 'plan-renewal-cancel';

/**
 * The renewal notice's cancel link: signed for one plan and the one renewal it announces. Once
 * that renewal has happened (or the plan ended) the link is stale, so a year-old e-mail cannot
 * cancel next year's renewal.
 */
export function cancelRenewalUrl(deps: Pick<BillingDeps, 'secret' | 'publicUrl'>, plan: SubscriptionRow): string {
  const token = signToken(deps.secret, purpose, `${plan.id}:${plan.currentPeriodEnd!.getTime()}`);
  return `${deps.publicUrl}${paths.planCancelRenewal}?token=${encodeURIComponent(token)}`;
}

/** The plan a link names, while the renewal it was signed for is still ahead; else a clear 4xx. */
async function linkedPlan(deps: BillingDeps, token: string | undefined): Promise<SubscriptionRow> {
  const payload = token ? readSignedToken(deps.secret, purpose, token) : null;
  const [subscriptionId, periodEnd] = payload?.split(':') ?? [];
  if (!subscriptionId || !periodEnd) throw new AppError('BAD_REQUEST', cancelRenewalTexts.invalidLink);
  const [plan] = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.currentPeriodEnd, new Date(Number(periodEnd))),
        gt(subscriptions.currentPeriodEnd, deps.clock.now()),
      ),
    );
  if (!plan) throw new AppError('GONE', cancelRenewalTexts.staleLink);
  return plan;
}

/** GET /api/plan/renewal?token=: what the cancel page shows. Reads only. */
export async function renewalPreview(deps: BillingDeps, token: string | undefined): Promise<RenewalPreview> {
  const plan = await linkedPlan(deps, token);
  return {
    plan: plan.plan,
    renewalDate: plan.currentPeriodEnd!.toISOString(),
    priceCents: plan.priceCents,
    cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
  };
}

/**
 * POST /api/plan/renewal/cancel?token=: what the billing page's Cancel does (the plan stays
 * active, with its cards, until its period ends; then it ends instead of renewing), without
 * sign-in. A second press answers as the first did.
 */
export async function cancelRenewalByLink(deps: BillingDeps, token: string | undefined) {
  const plan = await linkedPlan(deps, token);
  if (!plan.cancelAtPeriodEnd) {
    if (plan.processorSubscriptionId) await deps.processor.setCancelAtPeriodEnd(plan.processorSubscriptionId, true);
    await deps.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, updatedAt: deps.clock.now() })
      .where(and(eq(subscriptions.id, plan.id), eq(subscriptions.currentPeriodEnd, plan.currentPeriodEnd!)));
  }
  return {
    message: accountMessages.subscriptionCancelled.description,
    renewalDate: plan.currentPeriodEnd!.toISOString(),
  };
}
