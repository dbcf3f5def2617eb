import { deliveryRules } from '../../shared/delivery/delivery-rules.js';
import { printFilesTexts } from '../../shared/print-files-texts.js';
import { csvRow } from '../http/csv.js';

export interface PackingRow {
  orderNumber: string;
  recipient: string;
  /** The shipping option's label, e.g. 'Standard (5-7 days)'. */
  shippingSpeed: string;
  dispatchBy: Date | null;
  country: string;
}

/** YYYY-MM-DD HH:mm at the print site, where the packer reads it. */
const printSiteTime = new Intl.DateTimeFormat('en-US', {
  timeZone: deliveryRules.printSiteTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function printSiteDateTime(moment: Date): string {
  const part = Object.fromEntries(printSiteTime.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * The packing list of a batch, one row per card in print order, for the packer to tick off and
 * open in a spreadsheet (RFC 4180, values from customers escaped against formulas: csv.ts). The
 * batch number is the file's name (the route's Content-Disposition), not a row.
 */
export function packingListCsv(batchNumber: number, rows: PackingRow[]): string {
  void batchNumber;
  return [
    csvRow(printFilesTexts.packingListHeader),
    ...rows.map((row) =>
      csvRow([
        row.orderNumber,
        row.recipient,
        row.country,
        row.shippingSpeed,
        row.dispatchBy ? printSiteDateTime(row.dispatchBy) : '',
      ]),
    ),
  ].join('');
}
