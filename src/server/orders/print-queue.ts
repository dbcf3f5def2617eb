import { and, asc, inArray, sql } from 'drizzle-orm';
import { formatAddressLines } from '../../shared/addresses/format-address-lines.js';
import type { Db, Tx } from '../db/database.js';
import { inPrintQueue, notAtLab } from './fulfilment.js';
import { orderAddress } from './order-address.js';
import { orders, type OrderRow } from './schema.js';

/**
 * The in-house print queue (issue 20): approved, paid, uncancelled cards that have not started
 * printing and that the print lab does not hold (fulfilment.ts says what each means).
 */
const queued = and(inPrintQueue, notAtLab);

/** Most urgent first: the dispatch-by deadline (none last), then who approved first. */
const queueOrder = [
  sql`${orders.dispatchBy} asc nulls last`,
  asc(orders.approvedAt),
  asc(orders.createdAt),
  asc(orders.id),
] as const;

export interface PrintQueueRow {
  id: string;
  orderNumber: string;
  shipName: string;
  country: string;
  shippingType: OrderRow['shippingType'];
  cardStyle: string;
  approvedAt: Date | null;
  dispatchBy: Date | null;
  arriveBy: string | null;
}

const queueColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  shipName: orders.shipName,
  country: orders.country,
  shippingType: orders.shippingType,
  cardStyle: orders.cardStyle,
  approvedAt: orders.approvedAt,
  dispatchBy: orders.dispatchBy,
  arriveBy: orders.arriveBy,
};

export async function listPrintQueue(db: Db): Promise<PrintQueueRow[]> {
  return db
    .select(queueColumns)
    .from(orders)
    .where(queued)
    .orderBy(...queueOrder);
}

/**
 * Locks orders by id, the one order every step that locks several orders uses (batches,
 * shipments), so two of them at once wait for each other instead of deadlocking.
 */
export async function lockOrdersById(tx: Tx, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id))
    .for('update');
}

/**
 * Inside a batch's transaction: the queued cards (all, or those of `orderIds`), locked so two
 * batches made at once wait for each other instead of sharing a card, in queue order; and the
 * order numbers of the asked-for ids that are not queued (an id that is no order is named as
 * itself).
 */
export async function lockQueuedOrders(
  tx: Tx,
  orderIds?: readonly string[],
): Promise<{ queued: PrintQueueRow[]; notQueued: string[] }> {
  const where = orderIds ? and(queued, inArray(orders.id, [...orderIds])) : queued;
  // A card another batch took while this one waited for the lock fails `queued` when re-checked
  // under the lock, so it is not locked here and not read below.
  const locked = await tx.select({ id: orders.id }).from(orders).where(where).orderBy(asc(orders.id)).for('update');
  const rows =
    locked.length === 0
      ? []
      : await tx
          .select(queueColumns)
          .from(orders)
          .where(
            and(
              queued,
              inArray(
                orders.id,
                locked.map((row) => row.id),
              ),
            ),
          )
          .orderBy(...queueOrder);
  if (!orderIds) return { queued: rows, notQueued: [] };
  const found = new Set(rows.map((row) => row.id));
  const missing = [...new Set(orderIds)].filter((id) => !found.has(id));
  if (missing.length === 0) return { queued: rows, notQueued: [] };
  const known = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, missing));
  const numbers = new Map(known.map((row) => [row.id, row.orderNumber]));
  return { queued: rows, notQueued: missing.map((id) => numbers.get(id) ?? id) };
}

/** What a batch's files need of each card: its envelope and how it travels. */
export interface PrintingOrder {
  id: string;
  orderNumber: string;
  cardStyle: string;
  shipName: string;
  /** The envelope, line by line in the country's order. */
  addressLines: string[];
  country: string;
  shippingType: OrderRow['shippingType'];
  dispatchBy: Date | null;
}

/** The given orders, in the order given (a batch's print order); unknown ids are left out. */
export async function ordersForPrinting(db: Db, orderIds: readonly string[]): Promise<PrintingOrder[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        orderNumber: row.orderNumber,
        cardStyle: row.cardStyle,
        shipName: row.shipName,
        addressLines: formatAddressLines(orderAddress(row)),
        country: row.country,
        shippingType: row.shippingType,
        dispatchBy: row.dispatchBy,
      },
    ];
  });
}
