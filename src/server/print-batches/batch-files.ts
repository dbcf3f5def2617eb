import type { LabelSheet } from '../../shared/api/print-batches.js';
import { printBatchTexts as texts, shippingSpeedLabel } from '../../shared/print-batch-texts.js';
import { approvedPrints } from '../card-review/card-review.js';
import { AppError } from '../http/app-error.js';
import { ordersForPrinting } from '../orders/orders.js';
import { addressLabelsPdf } from './address-labels-pdf.js';
import { batchPrintPdf } from './batch-print-pdf.js';
import { findBatch } from './batches.js';
import { packingListCsv } from './packing-list.js';
import type { PrintBatchDeps } from './print-batch-deps.js';

/**
 * A batch's three files, made on request from its orders in print order (nothing is stored: a
 * corrected envelope or a re-render is in the next download).
 */
async function batchOrders(deps: Pick<PrintBatchDeps, 'db'>, batchId: string) {
  const { batch, orderIds } = await findBatch(deps.db, batchId);
  return { batch, orders: await ordersForPrinting(deps.db, orderIds) };
}

/**
 * The print-ready PDF of every card's approved design. Every card is checked to have one before
 * the first byte goes out, so a refusal is a clear 409 rather than a download cut short.
 */
export async function batchPrintFile(
  deps: Pick<PrintBatchDeps, 'db' | 'files'>,
  batchId: string,
): Promise<{ batchNumber: number; pdf: AsyncIterable<Uint8Array> }> {
  const { batch, orders } = await batchOrders(deps, batchId);
  const prints = await approvedPrints(
    deps,
    orders.map((order) => order.id),
  );
  const cards = orders.map((order) => {
    const print = prints.get(order.id);
    if (!print) throw new AppError('CONFLICT', texts.noApprovedDesign(order.orderNumber));
    return { orderNumber: order.orderNumber, style: print.style, loadPrintPdf: print.loadPrintPdf };
  });
  return { batchNumber: batch.batchNumber, pdf: batchPrintPdf({ batchNumber: batch.batchNumber }, cards) };
}

/** The envelopes' address labels; `flagged` names the cards whose address did not fit. */
export async function batchLabelsFile(deps: Pick<PrintBatchDeps, 'db'>, batchId: string, sheet: LabelSheet) {
  const { batch, orders } = await batchOrders(deps, batchId);
  const labels = await addressLabelsPdf(
    orders.map((order) => ({ orderNumber: order.orderNumber, lines: order.addressLines })),
    sheet,
  );
  return { batchNumber: batch.batchNumber, ...labels };
}

export async function batchPackingListFile(deps: Pick<PrintBatchDeps, 'db'>, batchId: string) {
  const { batch, orders } = await batchOrders(deps, batchId);
  const csv = packingListCsv(
    batch.batchNumber,
    orders.map((order) => ({
      orderNumber: order.orderNumber,
      recipient: order.shipName,
      shippingSpeed: shippingSpeedLabel(order.country, order.shippingType),
      dispatchBy: order.dispatchBy,
      country: order.country,
    })),
  );
  return { batchNumber: batch.batchNumber, csv };
}
