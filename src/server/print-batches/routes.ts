import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printBatchEndpoints as endpoints } from '../../shared/api/print-batch-endpoints.js';
import { requireAdmin } from '../auth/auth-plugin.js';
import { route } from '../http/route.js';
import { batchLabelsFile, batchPackingListFile, batchPrintFile } from './batch-files.js';
import { createPrintBatch, listPrintBatches, markBatchPrinted, printFilePath, printFilePurpose } from './batches.js';
import { verifySignedPath } from '../security/signed-urls.js';
import type { PrintBatchDeps } from './print-batch-deps.js';
import { printQueueView } from './print-queue-view.js';
import { shipOrders, shipOrdersFromCsv } from './shipments.js';

const download = (name: string) => `attachment; filename="${name}"`;

/** In-house printing: the queue, its batches and their files, and shipping. Admin only (401, 403). */
export const printBatchRoutes: FastifyPluginAsyncZod<{ deps: PrintBatchDeps }> = async (app, { deps }) => {
  route(app, endpoints.printQueue, async (request) => {
    requireAdmin(request);
    return { orders: await printQueueView(deps.db) };
  });

  route(app, endpoints.createBatch, async (request, reply) => {
    const batch = await createPrintBatch(deps, requireAdmin(request), request.body.orderIds);
    void reply.status(201);
    return { batch };
  });

  route(app, endpoints.batches, async (request) => {
    requireAdmin(request);
    return { batches: await listPrintBatches(deps) };
  });

  route(app, endpoints.markBatchPrinted, async (request) => ({
    batch: await markBatchPrinted(deps, requireAdmin(request), request.params.id),
  }));

  route(app, endpoints.printPdf, async (request, reply) => {
    const { id } = request.params;
    const signed = verifySignedPath(deps.secret, printFilePath(id), request.query, deps.clock.now(), printFilePurpose);
    if (!signed) requireAdmin(request);
    const { batchNumber, pdf } = await batchPrintFile(deps, request.params.id);
    const stream = Readable.from(pdf, { objectMode: false });
    // A card file that cannot be read halfway through ends the download; the log says which batch.
    stream.on('error', (error) => request.log.error({ err: error, batchNumber }, 'batch print PDF failed'));
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', download(`keepsake-batch-${batchNumber}.pdf`))
      .send(stream);
  });

  route(app, endpoints.labelsPdf, async (request, reply) => {
    requireAdmin(request);
    const { batchNumber, pdf, flagged } = await batchLabelsFile(deps, request.params.id, request.query.sheet);
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('x-labels-flagged', flagged.join(', '))
      .header('content-disposition', download(`keepsake-batch-${batchNumber}-labels-${request.query.sheet}.pdf`))
      .send(Buffer.from(pdf));
  });

  route(app, endpoints.packingList, async (request, reply) => {
    requireAdmin(request);
    const { batchNumber, csv } = await batchPackingListFile(deps, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', download(`keepsake-batch-${batchNumber}-packing-list.csv`))
      .send(csv);
  });

  route(app, endpoints.shipments, async (request) => ({
    shipped: await shipOrders(deps, requireAdmin(request), request.body.shipments),
  }));

  route(app, endpoints.shipmentsCsv, async (request) => ({
    shipped: await shipOrdersFromCsv(deps, requireAdmin(request), request.body.csv),
  }));
};
