import { transitLabel } from './arrive-by-texts.js';
import { shippingOptions, type ShippingType } from './pricing.js';

/** What the print queue, its batches and the shipping upload say to the admin (issue 20). */
export const printBatchTexts = {
  emptyQueue: 'There are no approved cards waiting to print.',
  notQueued: (orderNumbers: readonly string[]) =>
    orderNumbers.length === 1
      ? `${orderNumbers[0]} is not in the print queue any more; nothing was batched.`
      : `${orderNumbers.join(', ')} are not in the print queue any more; nothing was batched.`,
  /** Another batch took some of the cards while this one was being made. */
  queueChanged: 'The print queue changed while the batch was being made; nothing was batched. Try again.',
  batchNotFound: 'Batch not found',
  batchName: (batchNumber: number) => `Batch ${batchNumber}`,
  noApprovedDesign: (orderNumber: string) => `${orderNumber} has no approved design to print.`,

  shipmentsRefused: 'Nothing was marked shipped: fix the rows below and send them again.',
  shipmentsCsvHeader: 'The first line must be the header order_number,carrier,tracking_number.',
  shipmentsCsvEmpty: 'The file has no shipments under its header.',
  rowLabel: (row: number) => `row ${row}`,
  rowColumns: 'Give three values: order number, carrier and tracking number.',
  unknownOrder: (orderNumber: string) => `There is no order ${orderNumber}.`,
  twiceInUpload: (orderNumber: string, firstRow: string) => `${orderNumber} is already on ${firstRow}.`,
  notPaid: (orderNumber: string) => `${orderNumber} is not paid.`,
  refunded: (orderNumber: string) => `${orderNumber} was refunded.`,
  cancelled: (orderNumber: string) => `${orderNumber} was cancelled and refunded.`,
  notApproved: (orderNumber: string) => `${orderNumber} is not approved for printing yet.`,
  alreadyShipped: (orderNumber: string, tracking: string) =>
    `${orderNumber} was already shipped with tracking number ${tracking}.`,
  alreadyDelivered: (orderNumber: string) => `${orderNumber} was already delivered.`,
} as const;

/** The packing list's shipping speed, as the order page says it: "Standard (5-7 days)". */
export function shippingSpeedLabel(country: string, speed: ShippingType): string {
  return `${shippingOptions[speed].name} (${transitLabel(country, speed)})`;
}
