import type { PrintQueueItem } from '../../shared/api/print-batches.js';
import { latestDesigns } from '../card-review/card-review.js';
import type { Db } from '../db/database.js';
import { listPrintQueue } from '../orders/orders.js';

/** The admin's print queue; the style is the approved design's, which a change may have made new. */
export async function printQueueView(db: Db): Promise<PrintQueueItem[]> {
  const rows = await listPrintQueue(db);
  const designs = await latestDesigns(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    shipName: row.shipName,
    country: row.country,
    shippingType: row.shippingType,
    cardStyle: designs.get(row.id)?.style ?? row.cardStyle,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    dispatchBy: row.dispatchBy?.toISOString() ?? null,
    arriveBy: row.arriveBy,
  }));
}
