import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { checkoutMessages } from '../../shared/checkout-messages.js';
import { plans, shippingOptions } from '../../shared/pricing.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { invoices, orders, paymentEvents, paymentMethods, subscriptions } from '../db/schema.js';
import { orderConfirmationEmail } from '../mail/compose-order-emails.js';
import { jobNames, type JobQueue } from '../jobs/jobs.js';
import type { Mailer } from '../mail/mailer.js';
import type { PaymentEvent, SavedCard } from './processor.js';

export interface PaymentEventDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  publicUrl: string;
  processor: 'local' | 'stripe';
  jobs: JobQueue;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

export function addYears(date: Date, years: number): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

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

/** A plan bought with this order starts now; the order uses its first card. */
async function activatePlan(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (!order.planPurchased || !order.subscriptionId) return;
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: addYears(now, 1),
      cardsRemaining: plans[order.planPurchased].cardsPerYear - 1,
      updatedAt: now,
    })
    .where(and(eq(subscriptions.id, order.subscriptionId), eq(subscriptions.status, 'incomplete')));
}

async function activatePlanOnly(
  tx: Tx,
  deps: PaymentEventDeps,
  event: Extract<PaymentEvent, { type: 'payment.succeeded' }>,
  now: Date,
): Promise<void> {
  const [subscription] = await tx
    .update(subscriptions)
    .set({
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: addYears(now, 1),
      cardsRemaining: sql`${subscriptions.cardsPerYear}`,
      updatedAt: now,
    })
    .where(and(eq(subscriptions.id, event.metadata.subscriptionId!), eq(subscriptions.status, 'incomplete')))
    .returning();
  if (!subscription) return;
  if (event.card) await saveCard(tx, deps, subscription.userId, event.card);
  const plan = plans[subscription.plan];
  await tx
    .insert(invoices)
    .values({
      userId: subscription.userId,
      subscriptionId: subscription.id,
      totalCents: event.amountCents,
      status: 'paid',
      lines: [{ description: `${plan.name} (1 year, ${plan.cardsPerYear} cards)`, amountCents: event.amountCents }],
      paymentIntentId: event.intentId,
      processorInvoiceId: event.processorInvoiceId ?? null,
      processorPdfUrl: event.invoicePdfUrl ?? null,
      createdAt: now,
    })
    .onConflictDoNothing();
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
 * Applies one processor event, once. The event id is recorded in the same transaction as its
 * effects, so a replayed or concurrent duplicate changes nothing; a failure arriving after a
 * success (out of order) cannot un-pay an order.
 */
export async function applyPaymentEvent(deps: PaymentEventDeps, event: PaymentEvent): Promise<void> {
  const now = deps.clock.now();
  const orderId = event.metadata.orderId;
  const paidOrder = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return undefined;
    if (!orderId) {
      // A plan bought on its own ('Subscribe & Save'): no order, all of its cards to use.
      if (event.type === 'payment.succeeded' && event.metadata.subscriptionId) {
        await activatePlanOnly(tx, deps, event, now);
      }
      return undefined;
    }

    if (event.type === 'payment.failed') {
      await tx
        .update(orders)
        .set({ paymentStatus: 'failed', updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'unpaid')));
      return undefined;
    }

    const [order] = await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: now, paymentIntentId: event.intentId, updatedAt: now })
      .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid'), ne(orders.paymentStatus, 'refunded')))
      .returning();
    if (!order) {
      deps.logger.warn({ orderId, intentId: event.intentId }, 'payment succeeded for an order that is already paid');
      return undefined;
    }
    if (order.amountCents !== event.amountCents) {
      deps.logger.error(
        { orderId, expected: order.amountCents, paid: event.amountCents },
        'paid amount differs from the order',
      );
    }
    await activatePlan(tx, order, now);
    if (event.card) await saveCard(tx, deps, order.userId, event.card);
    await tx
      .insert(invoices)
      .values({
        userId: order.userId,
        orderId: order.id,
        subscriptionId: order.planPurchased ? order.subscriptionId : null,
        totalCents: event.amountCents,
        status: 'paid',
        lines: invoiceLines(order),
        paymentIntentId: event.intentId,
        processorInvoiceId: event.processorInvoiceId ?? null,
        processorPdfUrl: event.invoicePdfUrl ?? null,
        createdAt: now,
      })
      .onConflictDoNothing();
    return order;
  });
  if (paidOrder) await afterOrderPaid(deps, paidOrder);
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
  await deps.mailer.send(await orderConfirmationEmail(order, deps.publicUrl));
}
