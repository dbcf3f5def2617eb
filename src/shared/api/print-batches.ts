import { z } from 'zod';
import { shippingTypes } from '../pricing.js';
import { singleLine } from './text.js';

/**
 * In-house printing (issue 20): the admin's print queue, its batches and the shipping of what
 * they printed. Moments are ISO instants; every route is admin-only.
 */

/** The two label sheets the labels PDF is laid out for: Avery 5160-style US Letter 3x10, A4 3x7. */
export const labelSheets = ['letter-30', 'a4-21'] as const;
export type LabelSheet = (typeof labelSheets)[number];

/** An approved, paid card waiting to be printed, in dispatch-by order. */
export const printQueueItemSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** The envelope's name line. */
  shipName: z.string(),
  country: z.string(),
  shippingType: z.enum(shippingTypes),
  cardStyle: z.string(),
  approvedAt: z.string().nullable(),
  dispatchBy: z.string().nullable(),
  arriveBy: z.string().nullable(),
});
export type PrintQueueItem = z.infer<typeof printQueueItemSchema>;
export const printQueueSchema = z.object({ orders: z.array(printQueueItemSchema) });

export const printBatchSchema = z.object({
  id: z.string(),
  /** Shown as "Batch 12" on the slug line, the packing list and the admin's list. */
  batchNumber: z.number().int(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
  /** The batch's orders in print order: the PDF, the labels and the packing list follow it. */
  orderIds: z.array(z.string()),
  /** Signed for a day: opens without the admin's session (a plain download link). */
  printPdfUrl: z.string(),
  /** The labels on the default sheet (letter-30); `?sheet=a4-21` asks for the A4 sheet. */
  labelsPdfUrl: z.string(),
  packingListUrl: z.string(),
});
export type PrintBatch = z.infer<typeof printBatchSchema>;

/** The most cards one batch takes (a print run of a day at a small shop; the PDF streams either way). */
export const maxBatchSize = 500;

/** POST /api/admin/print-batches: the named queued cards, or every queued card without `orderIds`. */
export const createPrintBatchSchema = z.object({
  orderIds: z
    .array(z.uuid({ message: 'Order not found' }))
    .min(1)
    .max(maxBatchSize)
    .optional(),
});
export type CreatePrintBatch = z.infer<typeof createPrintBatchSchema>;
export const printBatchResponseSchema = z.object({ batch: printBatchSchema });
export const printBatchesSchema = z.object({ batches: z.array(printBatchSchema) });

export const labelsQuerySchema = z.object({ sheet: z.enum(labelSheets).default('letter-30') });

/** One shipped card: carrier and tracking number as the carrier gave them. */
export const shipmentSchema = z.object({
  orderNumber: z.string().trim().min(1, 'Enter the order number'),
  carrier: singleLine().trim().min(1, 'Enter the carrier').max(60),
  trackingNumber: singleLine().trim().min(1, 'Enter the tracking number').max(80),
});
export type ShipmentInput = z.infer<typeof shipmentSchema>;

/**
 * POST /api/admin/shipments marks cards shipped, one or many; POST /api/admin/shipments/csv takes
 * the same as CSV text (header: order_number,carrier,tracking_number). Either all rows apply or
 * none: a refused request answers 422 with `fields` keyed "row N" (the CSV's line number).
 */
export const shipmentsRequestSchema = z.object({ shipments: z.array(shipmentSchema).min(1).max(1000) });
export const shipmentsCsvRequestSchema = z.object({ csv: z.string().min(1).max(1_000_000) });
export const shipmentsResultSchema = z.object({
  shipped: z.array(z.object({ orderId: z.string(), orderNumber: z.string() })),
});
export type ShipmentsResult = z.infer<typeof shipmentsResultSchema>;
