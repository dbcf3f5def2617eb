import { asc, inArray } from 'drizzle-orm';
import { isSafeText } from '../../shared/api/text.js';
import { printBatchTexts as texts } from '../../shared/print-batch-texts.js';
import { AppError } from '../http/app-error.js';
import type { OrderDeps } from './order-deps.js';
import { moveOrderStatus, notifyStatusChange, type StatusChange } from './fulfilment.js';
import type { AuditActor } from './order-history.js';
import { orders, type OrderRow } from './schema.js';

/** One shipped card as the admin entered or uploaded it; `label` names its row in a refusal ("row 3"). */
export interface ShipmentEntry {
  label: string;
  orderNumber: string;
  carrier: string;
  trackingNumber: string;
}

/** Why a row cannot be shipped, or null when it can (or already was, with this tracking number). */
function refusal(order: OrderRow | undefined, entry: ShipmentEntry): string | null {
  if (!order) return texts.unknownOrder(entry.orderNumber);
  if (order.cancelledAt) return texts.cancelled(order.orderNumber);
  if (order.paymentStatus === 'refunded') return texts.refunded(order.orderNumber);
  if (order.paymentStatus !== 'paid') return texts.notPaid(order.orderNumber);
  if (order.status === 'pending') return texts.notApproved(order.orderNumber);
  if (order.status === 'processing') return null;
  if (order.trackingNumber === entry.trackingNumber) return null;
  if (order.status === 'delivered') return texts.alreadyDelivered(order.orderNumber);
  return texts.alreadyShipped(order.orderNumber, order.trackingNumber ?? '—');
}

/**
 * Marks cards shipped with their carrier and tracking number, all or none (issue 20): every row
 * is checked first, with the orders locked, and any refusal answers 422 naming each bad row and
 * changes nothing. A row already shipped with the same tracking number is a repeat and changes
 * nothing either. The customers' shipped e-mails go after the commit.
 */
export async function recordShipments(
  deps: Pick<OrderDeps, 'db' | 'clock' | 'mailer' | 'logger' | 'publicUrl'>,
  actor: AuditActor,
  entries: readonly ShipmentEntry[],
  /** Rows the caller already refused (unreadable, a value missing): reported with these. */
  refused: Record<string, string> = {},
): Promise<{ orderId: string; orderNumber: string }[]> {
  const at = deps.clock.now();
  const normalized = entries.map((entry) => ({ ...entry, orderNumber: entry.orderNumber.trim().toUpperCase() }));
  const { changes, shipped } = await deps.db.transaction(async (tx) => {
    // An order number with a control character matches no order; PostgreSQL would refuse a NUL.
    const numbers = [...new Set(normalized.map((entry) => entry.orderNumber))].filter((number) => isSafeText(number));
    // One stable order (by id) for the locks, so two uploads naming the same cards cannot deadlock.
    const rows =
      numbers.length === 0
        ? []
        : await tx
            .select()
            .from(orders)
            .where(inArray(orders.orderNumber, numbers))
            .orderBy(asc(orders.id))
            .for('update');
    const byNumber = new Map(rows.map((row) => [row.orderNumber, row]));
    const fields: Record<string, string> = { ...refused };
    const firstRow = new Map<string, string>();
    for (const entry of normalized) {
      const earlier = firstRow.get(entry.orderNumber);
      const problem = earlier
        ? texts.twiceInUpload(entry.orderNumber, earlier)
        : refusal(byNumber.get(entry.orderNumber), entry);
      if (!earlier) firstRow.set(entry.orderNumber, entry.label);
      if (problem) fields[entry.label] = problem;
    }
    if (Object.keys(fields).length > 0) {
      throw new AppError('UNPROCESSABLE', texts.shipmentsRefused, {}, fields);
    }
    const toShip = normalized
      .map((entry) => ({ entry, order: byNumber.get(entry.orderNumber)! }))
      .sort((a, b) => (a.order.id < b.order.id ? -1 : 1));
    const made: StatusChange[] = [];
    for (const { entry, order } of toShip) {
      if (order.status !== 'processing') continue;
      made.push(
        await moveOrderStatus(
          tx,
          order,
          'shipped',
          { actor, at },
          { carrier: entry.carrier, trackingNumber: entry.trackingNumber },
        ),
      );
    }
    return {
      changes: made,
      shipped: normalized.map((entry) => {
        const order = byNumber.get(entry.orderNumber)!;
        return { orderId: order.id, orderNumber: order.orderNumber };
      }),
    };
  });
  for (const change of changes) await notifyStatusChange(deps, change);
  return shipped;
}
