import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { planInvoiceLine } from '../../shared/pricing.js';
import type { Tx } from '../db/database.js';
import type { BillingDeps } from './billing-deps.js';
import { invoices, paymentMethods, subscriptions } from './schema.js';
import type { PaymentProcessor, SavedCard } from '../payments/payments.js';
import { activatePlan } from './plan-purchase.js';

export type InvoiceLine = { description: string; amountCents: number };

/** A payment the processor took, as the books need it. */
export interface ReceivedPayment {
  intentId: string;
  amountCents: number;
  card: SavedCard | null;
  processorInvoiceId?: string;
  invoicePdfUrl?: string;
}

/** Keeps a card for renewals; the customer's first card becomes the default. */
export async function saveCard(
  tx: Tx,
  processor: PaymentProcessor['kind'],
  userId: string,
  card: SavedCard,
): Promise<void> {
  const [existingDefault] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  await tx
    .insert(paymentMethods)
    .values({ userId, processor, ...card, isDefault: !existingDefault })
    .onConflictDoUpdate({
      target: [paymentMethods.processor, paymentMethods.processorPaymentMethodId],
      set: { expMonth: card.expMonth, expYear: card.expYear },
    });
}

/** Whether this payment is on the books already: one payment, one invoice. */
export async function paymentRecorded(tx: Tx, intentId: string): Promise<boolean> {
  const [known] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentIntentId, intentId));
  return Boolean(known);
}

/** SQL that holds when the order in `orderId` has an invoice: it was charged at least once. */
export function orderInvoiced(orderId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${invoices} where ${invoices.orderId} = ${orderId})`;
}

/** The paid invoice of a payment; a payment recorded before keeps its first invoice. */
export async function issueInvoice(
  tx: Tx,
  payment: ReceivedPayment,
  values: { userId: string; orderId?: string; subscriptionId?: string | null; lines: InvoiceLine[]; refunded: boolean },
  now: Date,
): Promise<void> {
  await tx
    .insert(invoices)
    .values({
      userId: values.userId,
      orderId: values.orderId ?? null,
      subscriptionId: values.subscriptionId ?? null,
      totalCents: payment.amountCents,
      status: 'paid',
      lines: values.lines,
      paymentIntentId: payment.intentId,
      processorInvoiceId: payment.processorInvoiceId ?? null,
      processorPdfUrl: payment.invoicePdfUrl ?? null,
      refundedCents: values.refunded ? payment.amountCents : 0,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/**
 * A plan bought on its own ('Subscribe & Save'): no order, all of its cards to use. A purchase
 * that was replaced meanwhile starts nothing, so its charge is given back (`giveBack`).
 */
export async function markPlanPaid(
  tx: Tx,
  deps: Pick<BillingDeps, 'logger' | 'processor'>,
  subscriptionId: string,
  payment: ReceivedPayment,
  giveBack: () => Promise<boolean>,
  now: Date,
): Promise<void> {
  const [plan] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!plan) {
    deps.logger.error(
      { intentId: payment.intentId },
      'payment succeeded for an unknown plan; check it at the processor',
    );
    return;
  }
  const started = await activatePlan(tx, plan.id, plan.cardsPerYear, now);
  if (payment.card) await saveCard(tx, deps.processor.kind, plan.userId, payment.card);
  const refunded = started ? false : await giveBack();
  if (!started) {
    deps.logger.warn(
      { subscriptionId: plan.id, intentId: payment.intentId, refunded },
      refunded ? 'payment for a replaced plan purchase refunded' : 'payment for a replaced plan purchase needs review',
    );
  }
  await issueInvoice(
    tx,
    payment,
    {
      userId: plan.userId,
      subscriptionId: plan.id,
      lines: [{ description: planInvoiceLine(plan.plan, 'purchase'), amountCents: payment.amountCents }],
      refunded,
    },
    now,
  );
}
