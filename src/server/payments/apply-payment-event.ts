import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { checkoutMessages } from '../../shared/checkout-messages.js';
import { formatUsd, plans, shippingOptions } from '../../shared/pricing.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { invoices, orders, paymentEvents, paymentMethods, subscriptions } from '../db/schema.js';
import { audit } from '../admin/audit.js';
import { startPlan } from '../billing/plan-purchase.js';
import { orderConfirmationEmail } from '../mail/compose-order-emails.js';
import { jobNames, type JobQueue } from '../jobs/jobs.js';
import type { Mailer } from '../mail/mailer.js';
import { orderRecipient } from '../mail/order-recipient.js';
import type { PaymentEvent, PaymentProcessor, SavedCard } from './processor.js';

export interface PaymentEventDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  publicUrl: string;
  processor: 'local' | 'stripe';
  jobs: JobQueue;
  /** Gives back what was charged but cannot be delivered; set once the processor exists. */
  refunds?: Pick<PaymentProcessor, 'refund'>;
}

type Tx = Db;
type Succeeded = Extract<PaymentEvent, { type: 'payment.succeeded' }>;
type AfterCommit = () => Promise<void>;
const nothingAfter: AfterCommit = async () => {};
type OrderRow = typeof orders.$inferSelect;

export async function saveCard(tx: Tx, deps: PaymentEventDeps, userId: string, card: SavedCard): Promise<void> {
  const [existingDefault] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  await tx
    .insert(paymentMethods)
    .values({ userId, processor: deps.processor, ...card, isDefault: !existingDefault })
    .onConflictDoUpdate({
      target: [paymentMethods.processor, paymentMethods.processorPaymentMethodId],
      set: { expMonth: card.expMonth, expYear: card.expYear },
    });
}

/**
 * Gives back a charge that cannot be delivered, through the processor, with a key of its own
 * so a redelivered event never refunds twice. A refusal is logged, never thrown: the money
 * is on the books either way, and the caller flags it for review.
 */
async function refundUndeliverable(tx: Tx, deps: PaymentEventDeps, event: Succeeded): Promise<boolean> {
  if (!deps.refunds) return false;
  try {
    await deps.refunds.refund(event.intentId, event.amountCents, `auto-refund-${event.intentId}`, tx);
    return true;
  } catch (error) {
    deps.logger.error({ err: error, intentId: event.intentId }, 'automatic refund failed; flagged for review');
    return false;
  }
}

async function recordInvoice(
  tx: Tx,
  event: Succeeded,
  values: { userId: string; orderId?: string; subscriptionId?: string | null; lines: OrderLines; refunded: boolean },
  now: Date,
): Promise<void> {
  await tx
    .insert(invoices)
    .values({
      userId: values.userId,
      orderId: values.orderId ?? null,
      subscriptionId: values.subscriptionId ?? null,
      totalCents: event.amountCents,
      status: 'paid',
      lines: values.lines,
      paymentIntentId: event.intentId,
      processorInvoiceId: event.processorInvoiceId ?? null,
      processorPdfUrl: event.invoicePdfUrl ?? null,
      refundedCents: values.refunded ? event.amountCents : 0,
      createdAt: now,
    })
    .onConflictDoNothing();
}

type OrderLines = { description: string; amountCents: number }[];

const systemActor = { id: null, email: null };

/** A plan bought on its own ('Subscribe & Save'): no order, all of its cards to use. */
async function payPlanOnly(tx: Tx, deps: PaymentEventDeps, event: Succeeded, now: Date): Promise<void> {
  const [plan] = await tx.select().from(subscriptions).where(eq(subscriptions.id, event.metadata.subscriptionId!));
  if (!plan) {
    deps.logger.error({ intentId: event.intentId }, 'payment succeeded for an unknown plan; check it at the processor');
    return;
  }
  const started = await startPlan(tx, plan.id, plan.cardsPerYear, now);
  if (event.card) await saveCard(tx, deps, plan.userId, event.card);
  const refunded = started ? false : await refundUndeliverable(tx, deps, event);
  if (!started) {
    deps.logger.warn(
      { subscriptionId: plan.id, intentId: event.intentId, refunded },
      refunded ? 'payment for a replaced plan purchase refunded' : 'payment for a replaced plan purchase needs review',
    );
  }
  const name = plans[plan.plan];
  await recordInvoice(
    tx,
    event,
    {
      userId: plan.userId,
      subscriptionId: plan.id,
      lines: [{ description: `${name.name} (1 year, ${name.cardsPerYear} cards)`, amountCents: event.amountCents }],
      refunded,
    },
    now,
  );
}

/** Why a payment for this order must not simply mark it paid, or null when it may. */
function mismatch(order: OrderRow, event: Succeeded): string | null {
  if (order.amountCents !== event.amountCents) {
    return `Payment ${event.intentId} of ${formatUsd(event.amountCents)} does not match the order's ${formatUsd(order.amountCents)}: not marked paid. Check it and refund or settle it at the processor.`;
  }
  if (order.paymentIntentId && order.paymentIntentId !== event.intentId) {
    return `Payment ${event.intentId} is not this order's payment (${order.paymentIntentId}): not marked paid. Check it and refund or settle it at the processor.`;
  }
  return null;
}

/**
 * A card order's payment. What was charged is always recorded (an invoice); then the order is
 * paid, or, when it cannot be delivered as bought, the charge is refunded or flagged for review.
 */
async function payOrder(tx: Tx, deps: PaymentEventDeps, event: Succeeded, now: Date): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, event.metadata.orderId!)).for('update');
  if (!order) {
    deps.logger.error(
      { intentId: event.intentId },
      'payment succeeded for an unknown order; check it at the processor',
    );
    return undefined;
  }
  const invoiceFor = (refunded: boolean) =>
    recordInvoice(
      tx,
      event,
      {
        userId: order.userId,
        orderId: order.id,
        subscriptionId: order.planPurchased ? order.subscriptionId : null,
        lines: invoiceLines(order),
        refunded,
      },
      now,
    );
  const flag = (note: string) => audit(tx, { orderId: order.id, actor: systemActor, action: 'review', note, at: now });

  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
    // A second charge for one order: give it back.
    const refunded = await refundUndeliverable(tx, deps, event);
    await invoiceFor(refunded);
    await flag(
      `A second payment ${event.intentId} of ${formatUsd(event.amountCents)} for this order was ${
        refunded ? 'refunded automatically' : 'taken and could not be refunded automatically: refund it by hand'
      }.`,
    );
    return undefined;
  }
  const problem = mismatch(order, event);
  if (problem) {
    await invoiceFor(false);
    await flag(problem);
    deps.logger.error({ orderId: order.id, intentId: event.intentId }, 'payment flagged for review');
    return undefined;
  }
  const planStarted =
    !order.planPurchased ||
    (order.subscriptionId !== null &&
      (await startPlan(tx, order.subscriptionId, plans[order.planPurchased].cardsPerYear - 1, now)));
  if (event.card) await saveCard(tx, deps, order.userId, event.card);
  if (!planStarted) {
    // The plan was replaced by a newer purchase or another plan is live: nothing is delivered.
    const refunded = await refundUndeliverable(tx, deps, event);
    await tx
      .update(orders)
      .set({
        paymentStatus: refunded ? 'refunded' : order.paymentStatus,
        paidAt: now,
        refundedAt: refunded ? now : null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await invoiceFor(refunded);
    await flag(
      refunded
        ? `The plan could not start (replaced by a newer purchase, or another plan is live): ${formatUsd(event.amountCents)} refunded automatically.`
        : `The plan could not start and the automatic refund of ${formatUsd(event.amountCents)} failed: refund it by hand.`,
    );
    return undefined;
  }
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: now, paymentIntentId: event.intentId, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await invoiceFor(false);
  return paid;
}

function invoiceLines(order: OrderRow): { description: string; amountCents: number }[] {
  const lines = [
    order.planPurchased
      ? {
          description: `${plans[order.planPurchased].name} (1 year, ${plans[order.planPurchased].cardsPerYear} cards)`,
          amountCents: order.amountCents - order.shippingCents,
        }
      : order.coveredByPlan
        ? { description: `${checkoutMessages.itemName} ${order.orderNumber} (plan card)`, amountCents: 0 }
        : { description: `${checkoutMessages.itemName} ${order.orderNumber}`, amountCents: order.cardPriceCents },
  ];
  if (order.shippingCents > 0) {
    const { name, days } = shippingOptions[order.shippingType];
    lines.push({ description: `${name} shipping (${days})`, amountCents: order.shippingCents });
  }
  return lines;
}

/**
 * Applies one processor event, once, inside `tx`. The event id is recorded with its effects, so
 * a replayed or concurrent duplicate changes nothing; a failure arriving after a success (out of
 * order) cannot un-pay an order. A success never fails: the money taken is always recorded.
 * Returns what to run after the transaction commits.
 */
export async function applyPaymentEventIn(tx: Db, deps: PaymentEventDeps, event: PaymentEvent): Promise<AfterCommit> {
  const now = deps.clock.now();
  const orderId = event.metadata.orderId;
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type, processedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!fresh) return nothingAfter;

  if (event.type === 'payment.failed') {
    if (orderId) {
      await tx
        .update(orders)
        .set({ paymentStatus: 'failed', updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'unpaid')));
    }
    return nothingAfter;
  }
  // One payment, one record: Stripe may announce it twice (the intent, and the plan's invoice).
  const [known] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.paymentIntentId, event.intentId));
  if (known) return nothingAfter;
  if (!orderId) {
    if (event.metadata.subscriptionId) await payPlanOnly(tx, deps, event, now);
    return nothingAfter;
  }
  const paid = await payOrder(tx, deps, event, now);
  return paid ? () => afterOrderPaid(deps, paid) : nothingAfter;
}

/** Applies one processor event in a transaction of its own (webhooks, start-up redelivery). */
export async function applyPaymentEvent(deps: PaymentEventDeps, event: PaymentEvent): Promise<void> {
  const after = await deps.db.transaction((tx) => applyPaymentEventIn(tx, deps, event));
  await after();
}

/**
 * What follows payment runs as a job (the order e-mail, then the design): the queue keeps it
 * across restarts and retries it, and a failure there can never undo the payment.
 */
export async function afterOrderPaid(deps: Pick<PaymentEventDeps, 'logger' | 'jobs'>, order: OrderRow): Promise<void> {
  try {
    await deps.jobs.send(jobNames.orderPaid, { orderId: order.id }, { singletonKey: `order-paid-${order.id}` });
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'design job could not be queued');
  }
}

/** The order-paid job: the order e-mail saying the design preview follows within 24 hours. */
export async function sendOrderEmail(deps: Pick<PaymentEventDeps, 'db' | 'mailer' | 'publicUrl'>, orderId: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await deps.mailer.send(await orderConfirmationEmail(await orderRecipient(deps.db, order), order, deps.publicUrl));
}
