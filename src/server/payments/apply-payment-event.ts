import { markPlanPaid, paymentRecorded, type ReceivedPayment } from '../billing/billing.js';
import type { AppServices } from '../app-services.js';
import type { Tx } from '../db/database.js';
import { paymentEvents } from '../db/schema.js';
import { afterOrderPaid, markOrderPaid, markOrderPaymentFailed } from '../orders/orders.js';
import type { PaymentEvent } from './processor.js';

/** `processor` took the payment and gives back what was charged but cannot be delivered. */
export type PaymentEventDeps = Pick<
  AppServices,
  'db' | 'clock' | 'mailer' | 'logger' | 'publicUrl' | 'processor' | 'jobs'
>;

type Succeeded = Extract<PaymentEvent, { type: 'payment.succeeded' }>;
type AfterCommit = () => Promise<void>;
const nothingAfter: AfterCommit = async () => {};

/**
 * Gives back a charge that cannot be delivered, through the processor, with a key of its own
 * so a redelivered event never refunds twice. A refusal is logged, never thrown: the money
 * is on the books either way, and the caller flags it for review.
 */
async function refundUndeliverable(tx: Tx, deps: PaymentEventDeps, event: Succeeded): Promise<boolean> {
  try {
    await deps.processor.refund(event.intentId, event.amountCents, `auto-refund-${event.intentId}`, tx);
    return true;
  } catch (error) {
    deps.logger.error({ err: error, intentId: event.intentId }, 'automatic refund failed; flagged for review');
    return false;
  }
}

/**
 * Applies one processor event, once, inside `tx`. The event id is recorded with its effects, so
 * a replayed or concurrent duplicate changes nothing; a failure arriving after a success (out of
 * order) cannot un-pay an order. A success never fails: the money taken is always recorded.
 * Returns what to run after the transaction commits.
 */
export async function applyPaymentEventIn(tx: Tx, deps: PaymentEventDeps, event: PaymentEvent): Promise<AfterCommit> {
  const now = deps.clock.now();
  const { orderId, subscriptionId } = event.metadata;
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type, processedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!fresh) return nothingAfter;

  if (event.type === 'payment.failed') {
    if (orderId) await markOrderPaymentFailed(tx, orderId, now);
    return nothingAfter;
  }
  // One payment, one record: Stripe may announce it twice (the intent, and the plan's invoice).
  if (await paymentRecorded(tx, event.intentId)) return nothingAfter;
  const payment: ReceivedPayment = event;
  const giveBack = () => refundUndeliverable(tx, deps, event);
  if (!orderId) {
    if (subscriptionId) await markPlanPaid(tx, deps, subscriptionId, payment, giveBack, now);
    return nothingAfter;
  }
  const paid = await markOrderPaid(tx, deps, orderId, payment, giveBack, now);
  return paid ? () => afterOrderPaid(deps, paid) : nothingAfter;
}

/** Applies one processor event in a transaction of its own (webhooks, start-up redelivery). */
export async function applyPaymentEvent(deps: PaymentEventDeps, event: PaymentEvent): Promise<void> {
  const after = await deps.db.transaction((tx) => applyPaymentEventIn(tx, deps, event));
  await after();
}
