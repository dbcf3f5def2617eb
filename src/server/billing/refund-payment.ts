import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { adminMessages } from '../../shared/admin-messages.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { invoices, subscriptions } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { PaymentProcessor } from '../payments/processor.js';

export interface RefundDeps {
  db: Db;
  clock: Clock;
  processor: PaymentProcessor;
  logger: FastifyBaseLogger;
}

type InvoiceRow = typeof invoices.$inferSelect;

/** The paid invoice that can be refunded, locked until the caller's transaction ends. */
export async function lockRefundableInvoice(tx: Db, where: SQL | undefined): Promise<InvoiceRow | undefined> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(where, eq(invoices.status, 'paid')))
    .for('update');
  return invoice?.paymentIntentId && invoice.totalCents > 0 ? invoice : undefined;
}

/**
 * Gives back `amountCents` (the rest, when absent) of a locked invoice's payment: through the
 * processor first, with a key made of what was refunded before, so a retry after a crash or a
 * double click sends the same key and gives back once; then the books add it in SQL. Call it
 * inside the transaction that locked the invoice. Answers the amount and whether all is back.
 */
export async function refundLockedInvoice(
  tx: Db,
  deps: RefundDeps,
  invoice: InvoiceRow,
  amountCents: number | undefined,
): Promise<{ amountCents: number; full: boolean }> {
  const remaining = invoice.totalCents - invoice.refundedCents;
  if (remaining <= 0) throw new AppError('CONFLICT', adminMessages.alreadyRefunded);
  const amount = amountCents ?? remaining;
  if (amount <= 0 || amount > remaining) throw new AppError('BAD_REQUEST', adminMessages.refundTooLarge);
  const intentId = invoice.paymentIntentId!;
  await deps.processor.refund(intentId, amount, `refund-${intentId}-${invoice.refundedCents}-${amount}`, tx);
  await tx
    .update(invoices)
    .set({ refundedCents: sql`${invoices.refundedCents} + ${amount}` })
    .where(eq(invoices.id, invoice.id));
  return { amountCents: amount, full: amount === remaining };
}

/**
 * A plan whose purchase was given back ends now: no cards left, no renewal. Answers the
 * processor's id for the plan, to end it there too once the transaction commits.
 */
export async function endRefundedPlan(tx: Db, deps: RefundDeps, subscriptionId: string): Promise<string | null> {
  const [ended] = await tx
    .update(subscriptions)
    .set({ status: 'canceled', cardsRemaining: 0, cancelAtPeriodEnd: true, updatedAt: deps.clock.now() })
    .where(
      and(eq(subscriptions.id, subscriptionId), inArray(subscriptions.status, ['incomplete', 'active', 'past_due'])),
    )
    .returning({ processorSubscriptionId: subscriptions.processorSubscriptionId });
  return ended?.processorSubscriptionId ?? null;
}

/** Ends the plan at the processor (Stripe); a failure is logged, the plan is ended here already. */
export async function endPlanAtProcessor(deps: RefundDeps, processorSubscriptionId: string | null): Promise<void> {
  if (!processorSubscriptionId) return;
  await deps.processor.cancelPlan(processorSubscriptionId).catch((error: unknown) => {
    deps.logger.error({ err: error, processorSubscriptionId }, 'plan could not be ended at the processor');
  });
}
