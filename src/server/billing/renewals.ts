import { and, desc, eq, lte } from 'drizzle-orm';
import { planInvoiceLine, plans } from '../../shared/pricing.js';
import { invoices, paymentMethods, subscriptions } from './schema.js';
import { users } from '../db/schema.js';
import { planEndedEmail, planRenewedEmail, renewalFailedEmail } from '../mail/compose-billing-emails.js';
import type { MailMessage } from '../mail/mailer.js';
import { addYears } from '../time.js';
import type { BillingDeps } from './billing-deps.js';
import type { SubscriptionRow } from './subscription-views.js';

const noSavedCardMessage = 'No saved card to charge.';

async function emailOwner(deps: BillingDeps, userId: string, compose: (to: string) => Promise<MailMessage>) {
  const [owner] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!owner) return;
  try {
    await deps.mailer.send(await compose(owner.email));
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'billing e-mail could not be sent');
  }
}

/** Every state change below is guarded by the period it acts on, so running twice changes nothing twice. */
function samePeriod(plan: SubscriptionRow) {
  return and(
    eq(subscriptions.id, plan.id),
    eq(subscriptions.status, 'active'),
    eq(subscriptions.currentPeriodEnd, plan.currentPeriodEnd!),
  );
}

async function endPlan(deps: BillingDeps, plan: SubscriptionRow): Promise<void> {
  const [ended] = await deps.db
    .update(subscriptions)
    .set({ status: 'canceled', cardsRemaining: 0, updatedAt: deps.clock.now() })
    .where(samePeriod(plan))
    .returning();
  if (ended) await emailOwner(deps, plan.userId, (to) => planEndedEmail(to, plan.plan, deps.publicUrl));
}

async function renewPlan(deps: BillingDeps, plan: SubscriptionRow): Promise<void> {
  const periodStart = plan.currentPeriodEnd!;
  const [card] = await deps.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, plan.userId), eq(paymentMethods.processor, deps.processor.kind)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt))
    .limit(1);
  const description = `${plans[plan.plan].name} renewal`;
  const charge = card
    ? await deps.processor.chargeSavedCard({
        amountCents: plan.priceCents,
        userId: plan.userId,
        card,
        metadata: { subscriptionId: plan.id, orderType: 'subscription', renewalOf: periodStart.toISOString() },
        description,
      })
    : ({ ok: false, message: noSavedCardMessage } as const);
  const now = deps.clock.now();
  const line = [
    { description: planInvoiceLine(plan.plan, 'renewal', plan.cardsPerYear), amountCents: plan.priceCents },
  ];

  if (charge.ok) {
    const periodEnd = addYears(periodStart, 1);
    const renewed = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set({
          currentPeriodStart: periodStart,
          currentPeriodEnd: periodEnd,
          cardsRemaining: plan.cardsPerYear,
          updatedAt: now,
        })
        .where(samePeriod(plan))
        .returning();
      if (!row) return false;
      await tx.insert(invoices).values({
        userId: plan.userId,
        subscriptionId: plan.id,
        totalCents: plan.priceCents,
        status: 'paid',
        lines: line,
        paymentIntentId: charge.intentId,
        createdAt: now,
      });
      return true;
    });
    if (renewed) {
      await emailOwner(deps, plan.userId, (to) =>
        planRenewedEmail(to, plan.plan, plan.priceCents, periodEnd, deps.publicUrl),
      );
    }
    return;
  }

  // A failed charge resets nothing: the plan waits, past due, with its remaining cards locked.
  const failed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: 'past_due', updatedAt: now })
      .where(samePeriod(plan))
      .returning();
    if (!row) return false;
    await tx.insert(invoices).values({
      userId: plan.userId,
      subscriptionId: plan.id,
      totalCents: plan.priceCents,
      status: 'open',
      lines: line,
      createdAt: now,
    });
    return true;
  });
  if (failed) {
    await emailOwner(deps, plan.userId, (to) => renewalFailedEmail(to, plan.plan, charge.message, deps.publicUrl));
  }
}

/**
 * The renewal job, for a processor that does not renew plans itself (`renewsPlans`): every
 * active plan of that processor whose period has ended either ends (cancelled at period end)
 * or renews with a charge of the saved card.
 */
export async function renewDuePlans(deps: BillingDeps): Promise<{ renewed: number; ended: number; failed: number }> {
  const result = { renewed: 0, ended: 0, failed: 0 };
  if (deps.processor.renewsPlans) return result;
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.processor, deps.processor.kind),
        lte(subscriptions.currentPeriodEnd, deps.clock.now()),
      ),
    );
  for (const plan of due) {
    if (plan.cancelAtPeriodEnd) {
      await endPlan(deps, plan);
      result.ended += 1;
      continue;
    }
    await renewPlan(deps, plan);
    const [after] = await deps.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, plan.id));
    if (after?.status === 'past_due') result.failed += 1;
    else result.renewed += 1;
  }
  return result;
}
