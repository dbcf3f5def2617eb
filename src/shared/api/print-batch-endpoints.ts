import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { singleLine } from './text.js';
import {
  createPrintBatchSchema,
  labelsQuerySchema,
  printBatchesSchema,
  printBatchResponseSchema,
  printQueueSchema,
  shipmentsCsvRequestSchema,
  shipmentsRequestSchema,
  shipmentsResultSchema,
} from './print-batches.js';

const batchParams = z.object({ id: z.uuid({ message: 'Batch not found' }) });

/** In-house printing and shipping; admin only (401 signed out, 403 others). */
export const printBatchEndpoints = {
  printQueue: endpoint({ method: 'GET', path: '/api/admin/print-queue', response: printQueueSchema }),
  createBatch: endpoint({
    method: 'POST',
    path: '/api/admin/print-batches',
    body: createPrintBatchSchema,
    response: printBatchResponseSchema,
    status: 201,
  }),
  batches: endpoint({ method: 'GET', path: '/api/admin/print-batches', response: printBatchesSchema }),
  markBatchPrinted: endpoint({
    method: 'POST',
    path: '/api/admin/print-batches/:id/printed',
    params: batchParams,
    response: printBatchResponseSchema,
  }),
  /** The files: a PDF or CSV download each, made on request from the batch's orders. */
  /**
   * The batch's print file can be hundreds of megabytes: its link is signed (a day), so the
   * browser downloads it as a plain link, straight to disk, without the admin's Bearer header.
   */
  printPdf: endpoint({
    method: 'GET',
    path: '/api/admin/print-batches/:id/print.pdf',
    params: batchParams,
    query: z.object({ exp: singleLine().max(20).optional(), sig: singleLine().max(100).optional() }),
  }),
  labelsPdf: endpoint({
    method: 'GET',
    path: '/api/admin/print-batches/:id/labels.pdf',
    params: batchParams,
    query: labelsQuerySchema,
  }),
  packingList: endpoint({ method: 'GET', path: '/api/admin/print-batches/:id/packing-list.csv', params: batchParams }),
  shipments: endpoint({
    method: 'POST',
    path: '/api/admin/shipments',
    body: shipmentsRequestSchema,
    response: shipmentsResultSchema,
  }),
  shipmentsCsv: endpoint({
    method: 'POST',
    path: '/api/admin/shipments/csv',
    body: shipmentsCsvRequestSchema,
    response: shipmentsResultSchema,
  }),
};
