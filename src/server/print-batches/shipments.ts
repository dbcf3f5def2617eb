import { shipmentSchema, type ShipmentInput } from '../../shared/api/print-batches.js';
import type { User } from '../../shared/api/user.js';
import { printBatchTexts as texts } from '../../shared/print-batch-texts.js';
import { AppError } from '../http/app-error.js';
import { parseCsv } from '../http/csv.js';
import { recordShipments, type ShipmentEntry } from '../orders/orders.js';
import type { PrintBatchDeps } from './print-batch-deps.js';

type ShipmentsDeps = Pick<PrintBatchDeps, 'db' | 'clock' | 'mailer' | 'logger' | 'publicUrl'>;

const actorOf = (admin: User) => ({ id: admin.id, email: admin.email });

/** Shipments typed in one by one: row N is the Nth of the list. */
export function shipOrders(deps: ShipmentsDeps, admin: User, shipments: readonly ShipmentInput[]) {
  const entries = shipments.map((shipment, index) => ({ ...shipment, label: texts.rowLabel(index + 1) }));
  return recordShipments(deps, actorOf(admin), entries);
}

const columns = ['order_number', 'carrier', 'tracking_number'] as const;

/** "Order Number", " order_number " and "ORDER-NUMBER" all name the order_number column. */
const columnName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');

/**
 * A carrier's or a spreadsheet's CSV export: header order_number,carrier,tracking_number (any
 * column order, any case), a byte-order mark, CRLF and blank lines tolerated. Row N is the file's
 * line N (the header is row 1), so the admin finds the bad line in the file; each data row gets
 * the same checks as a shipment typed in, and one bad row refuses the whole file.
 */
export function readShipmentsCsv(text: string): { entries: ShipmentEntry[]; refused: Record<string, string> } {
  const records = parseCsv(text.replace(/^\uFEFF/, ''));
  const headerIndex = records.findIndex((record) => !isBlank(record));
  const header = (records[headerIndex] ?? []).map(columnName);
  const at = columns.map((column) => header.indexOf(column));
  if (headerIndex < 0 || at.some((index) => index < 0)) {
    const row = texts.rowLabel(Math.max(headerIndex, 0) + 1);
    throw new AppError('UNPROCESSABLE', texts.shipmentsCsvHeader, {}, { [row]: texts.shipmentsCsvHeader });
  }
  const entries: ShipmentEntry[] = [];
  const refused: Record<string, string> = {};
  records.forEach((record, index) => {
    if (index <= headerIndex || isBlank(record)) return;
    const label = texts.rowLabel(index + 1);
    if (record.length > header.length) {
      refused[label] = texts.rowColumns;
      return;
    }
    const [orderNumber, carrier, trackingNumber] = at.map((column) => record[column] ?? '');
    const parsed = shipmentSchema.safeParse({ orderNumber, carrier, trackingNumber });
    if (parsed.success) entries.push({ ...parsed.data, label });
    else refused[label] = parsed.error.issues[0]?.message ?? texts.rowColumns;
  });
  if (entries.length === 0 && Object.keys(refused).length === 0) {
    throw new AppError('UNPROCESSABLE', texts.shipmentsCsvEmpty);
  }
  return { entries, refused };
}

export function shipOrdersFromCsv(deps: ShipmentsDeps, admin: User, csv: string) {
  const { entries, refused } = readShipmentsCsv(csv);
  return recordShipments(deps, actorOf(admin), entries, refused);
}
