import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/api/account.js';
import type { Tx } from '../db/database.js';
import { orderDeliveredEmail, orderShippedEmail } from '../mail/compose-shipping-emails.js';
import { orderRecipient } from '../mail/order-recipient.js';
import type { OrderDeps } from './order-deps.js';
import { audit, type AuditActor } from './order-history.js';
import { orders, type OrderRow } from './schema.js';

/**
 * The steps an order takes after approval (issue 20), whoever drives them: the admin's print
 * batches and shipping, the print lab's callbacks, the admin's status menu. Each step sets its
 * moment once, writes a line in the order's history and runs in the caller's transaction; the
 * customer's e-mail goes after the commit (notifyStatusChange).
 */
export interface FulfilmentStep {
  actor: AuditActor;
  at: Date;
  note?: string | null;
}

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  /** The lab's own tracking page, when it gave one; otherwise the page makes it from the carrier. */
  trackingUrl?: string | null;
}

/** History lines for the print steps: action 'print', to one of these. */
export const printSteps = {
  batched: 'in a batch',
  atLab: 'at the print lab',
  printed: 'printed',
  requeued: 'back in the print queue',
} as const;

/**
 * A card in an in-house batch stays there (its files name it). The batches' table is named in
 * SQL, not imported: only schema files may import another room's schema.
 */
const inNoBatch = sql`not exists (select 1 from print_batch_orders batched where batched.order_id = ${orders.id})`;

/**
 * The print lab does not hold the card: no submission on its way or accepted. One that failed,
 * gave up or was withdrawn hands the card back. Named in SQL like the batches above.
 */
export const notAtLab = sql`not exists (
  select 1 from print_lab_submissions lab
  where lab.order_id = ${orders.id} and lab.status not in ('gave_up', 'failed', 'cancelled')
)`;

/**
 * An approved, paid, uncancelled card that has not left the print queue. Approved means the
 * customer approved the design: an order the admin moved to processing by hand has nothing
 * approved to print.
 */
export const inPrintQueue = and(
  eq(orders.status, 'processing'),
  eq(orders.paymentStatus, 'paid'),
  isNotNull(orders.approvedAt),
  isNull(orders.cancelledAt),
  isNull(orders.printStartedAt),
  inNoBatch,
);

/**
 * Takes queued orders out of the print queue (into a batch, or to the lab). Only orders still
 * queued move, checked inside the update, so two batches at once never share a card; answers
 * the ids that moved.
 */
export async function startPrinting(
  tx: Tx,
  orderIds: readonly string[],
  how: 'batched' | 'atLab',
  step: FulfilmentStep,
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const moved = await tx
    .update(orders)
    .set({ printStartedAt: step.at, updatedAt: step.at })
    .where(and(inArray(orders.id, [...orderIds]), inPrintQueue))
    .returning({ id: orders.id });
  for (const { id } of moved) {
    await audit(tx, {
      orderId: id,
      actor: step.actor,
      action: 'print',
      to: printSteps[how],
      note: step.note,
      at: step.at,
    });
  }
  return moved.map(({ id }) => id);
}

/** A card the lab could not print goes back to the queue (in-house printing can take it). */
export async function returnToPrintQueue(tx: Tx, orderId: string, step: FulfilmentStep): Promise<boolean> {
  const [moved] = await tx
    .update(orders)
    .set({ printStartedAt: null, updatedAt: step.at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'processing'), isNull(orders.printedAt), inNoBatch))
    .returning({ id: orders.id });
  if (moved) {
    await audit(tx, {
      orderId,
      actor: step.actor,
      action: 'print',
      to: printSteps.requeued,
      note: step.note,
      at: step.at,
    });
  }
  return Boolean(moved);
}

/** Marks cards printed (once each); answers the ids that were not printed before. */
export async function markPrinted(tx: Tx, orderIds: readonly string[], step: FulfilmentStep): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const printed = await tx
    .update(orders)
    .set({
      printedAt: step.at,
      printStartedAt: sql`coalesce(${orders.printStartedAt}, ${step.at.toISOString()}::timestamptz)`,
      updatedAt: step.at,
    })
    .where(and(inArray(orders.id, [...orderIds]), isNull(orders.printedAt), isNull(orders.cancelledAt)))
    .returning({ id: orders.id });
  for (const { id } of printed) {
    await audit(tx, {
      orderId: id,
      actor: step.actor,
      action: 'print',
      to: printSteps.printed,
      note: step.note,
      at: step.at,
    });
  }
  return printed.map(({ id }) => id);
}

export interface StatusChange {
  before: OrderRow;
  after: OrderRow;
}

/**
 * Moves a locked order to `status`, setting the moments the move implies (a shipped card was
 * printed; a delivered one shipped) without overwriting earlier ones, and the shipment when
 * one is given. The caller checked that the move is allowed.
 */
export async function moveOrderStatus(
  tx: Tx,
  current: OrderRow,
  status: OrderStatus,
  step: FulfilmentStep,
  shipment?: Partial<Shipment>,
): Promise<StatusChange> {
  const at = step.at;
  const reached = (moment: Date | null) => moment ?? at;
  const shipped = status === 'shipped' || status === 'delivered';
  const [after] = await tx
    .update(orders)
    .set({
      status,
      ...(shipped
        ? {
            printStartedAt: reached(current.printStartedAt),
            printedAt: reached(current.printedAt),
            shippedAt: reached(current.shippedAt),
          }
        : {}),
      ...(status === 'delivered' ? { deliveredAt: reached(current.deliveredAt) } : {}),
      ...(shipment?.carrier ? { carrier: shipment.carrier } : {}),
      ...(shipment?.trackingNumber ? { trackingNumber: shipment.trackingNumber } : {}),
      ...(shipment?.trackingUrl !== undefined ? { trackingUrl: shipment.trackingUrl } : {}),
      updatedAt: at,
    })
    .where(eq(orders.id, current.id))
    .returning();
  const tracking = [shipment?.carrier, shipment?.trackingNumber].filter(Boolean).join(' ') || null;
  await audit(tx, {
    orderId: current.id,
    actor: step.actor,
    action: 'status',
    from: current.status,
    to: status,
    note: [step.note, tracking].filter(Boolean).join(' · ') || null,
    at,
  });
  return { before: current, after: after! };
}

/** Locks an order for a step; undefined when there is no such order. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * After the commit: a card that just shipped or arrived e-mails its buyer. A mail failure is
 * logged, never undoes the step.
 */
export async function notifyStatusChange(
  deps: Pick<OrderDeps, 'db' | 'mailer' | 'logger' | 'publicUrl'>,
  { before, after }: StatusChange,
): Promise<void> {
  // A tracking number that arrives after the card shipped (labs send it separately) is news too.
  const trackingAdded = after.status === 'shipped' && !before.trackingNumber && Boolean(after.trackingNumber);
  const moved = before.status !== after.status && (after.status === 'shipped' || after.status === 'delivered');
  if (!moved && !trackingAdded) return;
  try {
    const to = await orderRecipient(deps.db, after);
    const message =
      after.status === 'shipped'
        ? await orderShippedEmail(to, after, deps.publicUrl)
        : await orderDeliveredEmail(to, after, deps.publicUrl);
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error({ err: error, orderId: after.id }, 'status e-mail could not be sent');
  }
}
