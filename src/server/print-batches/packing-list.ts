// STUB (issue 20, batches helper): the files helper writes the real packing list; the lead merges
// it over this one. This one writes the same columns, escaped with csvCell.
import { csvCell } from '../http/csv.js';

export interface PackingRow {
  orderNumber: string;
  recipient: string;
  shippingSpeed: string;
  dispatchBy: Date | null;
  country: string;
}

export function packingListCsv(batchNumber: number, rows: PackingRow[]): string {
  const lines = [['batch', 'order_number', 'recipient', 'shipping_speed', 'dispatch_by', 'country']];
  for (const row of rows) {
    lines.push([
      String(batchNumber),
      row.orderNumber,
      row.recipient,
      row.shippingSpeed,
      row.dispatchBy?.toISOString().slice(0, 10) ?? '',
      row.country,
    ]);
  }
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
