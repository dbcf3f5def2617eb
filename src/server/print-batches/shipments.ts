import { shipmentSchema, type ShipmentInput } from '../../shared/api/print-batches.js';
import type { User } from '../../shared/api/user.js';
import { printBatchTexts as texts } from '../../shared/print-batch-texts.js';
import { AppError } from '../http/app-error.js';
import { CsvParseError, parseCsvLines } from '../http/csv.js';
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
  const rows = readCsvRows(text);
  const header = (rows[0]?.values ?? []).map(columnName);
  const at = columns.map((column) => header.indexOf(column));
  if (rows.length === 0 || at.some((index) => index < 0)) {
    const row = texts.rowLabel(rows[0]?.line ?? 1);
    throw new AppError('UNPROCESSABLE', texts.shipmentsCsvHeader, {}, { [row]: texts.shipmentsCsvHeader });
  }
  const entries: ShipmentEntry[] = [];
  const refused: Record<string, string> = {};
  for (const { line, values } of rows.slice(1)) {
    if (isBlank(values)) continue;
    const label = texts.rowLabel(line);
    if (values.length > header.length) {
      refused[label] = texts.rowColumns;
      continue;
    }
    const [orderNumber, carrier, trackingNumber] = at.map((column) => values[column] ?? '');
    const parsed = shipmentSchema.safeParse({ orderNumber, carrier, trackingNumber });
    if (parsed.success) entries.push({ ...parsed.data, label });
    else refused[label] = parsed.error.issues[0]?.message ?? texts.rowColumns;
  }
  if (entries.length === 0 && Object.keys(refused).length === 0) {
    throw new AppError('UNPROCESSABLE', texts.shipmentsCsvEmpty);
  }
  return { entries, refused };
}

/** The file's non-blank rows with their line numbers; a file that is not CSV is refused at its line. */
function readCsvRows(text: string) {
  try {
    return parseCsvLines(text).filter((row) => !isBlank(row.values));
  } catch (error) {
    if (!(error instanceof CsvParseError)) throw error;
    throw new AppError('UNPROCESSABLE', error.message, {}, { [texts.rowLabel(error.line)]: error.message });
  }
}

export function shipOrdersFromCsv(deps: ShipmentsDeps, admin: User, csv: string) {
  const { entries, refused } = readShipmentsCsv(csv);
  return recordShipments(deps, actorOf(admin), entries, refused);
}
