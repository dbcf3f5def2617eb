import { eq } from 'drizzle-orm';
import { planInvoiceLine } from '../../shared/pricing.js';
import { invoices, subscriptions } from './schema.js';
import { paymentEvents, users } from '../db/schema.js';
import { planEndedEmail, planRenewedEmail, renewalFailedEmail } from '../mail/compose-billing-emails.js';
import type { MailMessage } from '../mail/mailer.js';
import type { PlanEvent } from '../payments/payments.js';
import type { BillingDeps } from './billing-deps.js';

/**
 * Applies one of Stripe's plan events, once: the event id is stored with its effects, so a
 * replay changes nothing. Renewal resets the cards and the period; a failed renewal makes the
 * plan past due and resets nothing; an update mirrors cancel-at-period-end; an end cancels.
 */
export async function applyPlanEvent(deps: BillingDeps, event: PlanEvent): Promise<void> {
  const now = deps.clock.now();
  const mail = await deps.db.transaction(async (tx): Promise<((to: string) => Promise<MailMessage>) | null> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return null;
    const [plan] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.processorSubscriptionId, event.processorSubscriptionId));
    if (!plan) {
      deps.logger.warn(
        { event: event.type, subscription: event.processorSubscriptionId },
        'plan event for an unknown plan',
      );
      return null;
    }
    const invoiceLine = [
      {
        description: planInvoiceLine(plan.plan, 'renewal', plan.cardsPerYear),
        amountCents: plan.priceCents,
      },
    ];
    switch (event.type) {
      case 'plan.renewed':
        await tx
          .update(subscriptions)
          .set({
            status: 'active',
            currentPeriodStart: event.periodStart,
            currentPeriodEnd: event.periodEnd,
            cardsRemaining: plan.cardsPerYear,
            updatedAt: now,
          })
          .where(eq(subscriptions.id, plan.id));
        await tx
          .insert(invoices)
          .values({
            userId: plan.userId,
            subscriptionId: plan.id,
            totalCents: event.amountCents,
            status: 'paid',
            lines: invoiceLine,
            processorInvoiceId: event.processorInvoiceId,
            processorPdfUrl: event.invoicePdfUrl,
            createdAt: now,
          })
          .onConflictDoUpdate({ target: invoices.processorInvoiceId, set: { status: 'paid' } });
        return (to) => planRenewedEmail(to, plan.plan, event.amountCents, event.periodEnd, deps.publicUrl);
      case 'plan.renewal_failed':
        await tx.update(subscriptions).set({ status: 'past_due', updatedAt: now }).where(eq(subscriptions.id, plan.id));
        await tx
          .insert(invoices)
          .values({
            userId: plan.userId,
            subscriptionId: plan.id,
            totalCents: event.amountCents,
            status: 'open',
            lines: invoiceLine,
            processorInvoiceId: event.processorInvoiceId,
            createdAt: now,
          })
          .onConflictDoNothing();
        return (to) => renewalFailedEmail(to, plan.plan, 'your card was declined.', deps.publicUrl);
      case 'plan.updated':
        await tx
          .update(subscriptions)
          .set({
            cancelAtPeriodEnd: event.cancelAtPeriodEnd,
            ...(event.periodEnd ? { currentPeriodEnd: event.periodEnd } : {}),
            updatedAt: now,
          })
          .where(eq(subscriptions.id, plan.id));
        return null;
      case 'plan.ended':
        if (plan.status === 'canceled') return null;
        await tx
          .update(subscriptions)
          .set({ status: 'canceled', cardsRemaining: 0, updatedAt: now })
          .where(eq(subscriptions.id, plan.id));
        return (to) => planEndedEmail(to, plan.plan, deps.publicUrl);
    }
  });
  if (!mail) return;
  const [plan] = await deps.db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.processorSubscriptionId, event.processorSubscriptionId));
  const [owner] = plan ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, plan.userId)) : [];
  if (!owner) return;
  try {
    await deps.mailer.send(await mail(owner.email));
  } catch (error) {
    deps.logger.error({ err: error }, 'billing e-mail could not be sent');
  }
}
