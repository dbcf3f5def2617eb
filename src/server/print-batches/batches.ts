import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { printBatchEndpoints } from '../../shared/api/print-batch-endpoints.js';
import type { PrintBatch } from '../../shared/api/print-batches.js';
import { endpointPath } from '../../shared/api/endpoint.js';
import type { User } from '../../shared/api/user.js';
import { printBatchTexts as texts } from '../../shared/print-batch-texts.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { expiryInDays, signPath } from '../security/signed-urls.js';
import { lockOrdersById, lockQueuedOrders, markPrinted, startPrinting } from '../orders/orders.js';
import type { PrintBatchDeps } from './print-batch-deps.js';
import { printBatchOrders, printBatches } from './schema.js';

type BatchRow = typeof printBatches.$inferSelect;

/** Signed print-file links have their own purpose, so no other signed link opens a batch. */
export const printFilePurpose = 'print-batch-file';

export function printFilePath(batchId: string): string {
  return endpointPath(printBatchEndpoints.printPdf, { id: batchId });
}

type Signing = Pick<PrintBatchDeps, 'secret' | 'clock'>;

function toPrintBatch(deps: Signing, batch: BatchRow, orderIds: string[]): PrintBatch {
  const params = { id: batch.id };
  return {
    id: batch.id,
    batchNumber: batch.batchNumber,
    createdAt: batch.createdAt.toISOString(),
    printedAt: batch.printedAt?.toISOString() ?? null,
    orderIds,
    printPdfUrl: signPath(deps.secret, printFilePath(batch.id), expiryInDays(deps.clock.now(), 1), printFilePurpose),
    labelsPdfUrl: `${endpointPath(printBatchEndpoints.labelsPdf, params)}?sheet=letter-30`,
    packingListUrl: endpointPath(printBatchEndpoints.packingList, params),
  };
}

/** Each batch's orders in print order, keyed by batch id. */
async function batchOrderIds(db: Db, batchIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(batchIds.map((id) => [id, []]));
  if (batchIds.length === 0) return result;
  const rows = await db
    .select()
    .from(printBatchOrders)
    .where(inArray(printBatchOrders.batchId, batchIds))
    .orderBy(asc(printBatchOrders.batchId), asc(printBatchOrders.position));
  for (const row of rows) result.get(row.batchId)!.push(row.orderId);
  return result;
}

/** A batch and its orders in print order; 404 when there is no such batch. */
export async function findBatch(db: Db, id: string): Promise<{ batch: BatchRow; orderIds: string[] }> {
  const [batch] = await db.select().from(printBatches).where(eq(printBatches.id, id));
  if (!batch) throw new AppError('NOT_FOUND', texts.batchNotFound);
  return { batch, orderIds: (await batchOrderIds(db, [id])).get(id)! };
}

/**
 * Takes queued cards into a new batch, in queue order, in one transaction: the named ones (each
 * must still be queued, or nothing is batched) or the whole queue. The queued rows are locked
 * first and startPrinting moves only cards still queued, so two batches made at once never
 * share a card: the later one finds them gone and is refused.
 */
export async function createPrintBatch(
  deps: Pick<PrintBatchDeps, 'db' | 'clock' | 'secret'>,
  admin: User,
  orderIds?: readonly string[],
): Promise<PrintBatch> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { queued, notQueued } = await lockQueuedOrders(tx, orderIds);
    if (notQueued.length > 0) throw new AppError('CONFLICT', texts.notQueued(notQueued));
    if (queued.length === 0) throw new AppError('CONFLICT', texts.emptyQueue);
    const [batch] = await tx
      .insert(printBatches)
      .values({ createdBy: admin.id, createdByEmail: admin.email, createdAt: at })
      .returning();
    const ids = queued.map((order) => order.id);
    const step = { actor: { id: admin.id, email: admin.email }, at, note: texts.batchName(batch!.batchNumber) };
    const moved = await startPrinting(tx, ids, 'batched', step);
    if (moved.length !== ids.length) throw new AppError('CONFLICT', texts.queueChanged);
    await tx
      .insert(printBatchOrders)
      .values(ids.map((orderId, position) => ({ batchId: batch!.id, orderId, position })));
    return toPrintBatch(deps, batch!, ids);
  });
}

/** Every batch, newest first. */
export async function listPrintBatches(deps: Signing & Pick<PrintBatchDeps, 'db'>): Promise<PrintBatch[]> {
  const { db } = deps;
  const batches = await db
    .select()
    .from(printBatches)
    .orderBy(desc(printBatches.createdAt), desc(printBatches.batchNumber));
  const orderIds = await batchOrderIds(
    db,
    batches.map((batch) => batch.id),
  );
  return batches.map((batch) => toPrintBatch(deps, batch, orderIds.get(batch.id)!));
}

/**
 * The admin printed the batch: each of its cards is marked printed (once, with a line in its
 * history) and the batch keeps the moment it was first marked. Marking it again changes nothing.
 */
export async function markBatchPrinted(
  deps: Pick<PrintBatchDeps, 'db' | 'clock' | 'secret'>,
  admin: User,
  batchId: string,
): Promise<PrintBatch> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(printBatches).where(eq(printBatches.id, batchId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', texts.batchNotFound);
    const orderIds = (await batchOrderIds(tx, [batchId])).get(batchId)!;
    await lockOrdersById(tx, orderIds);
    const step = { actor: { id: admin.id, email: admin.email }, at, note: texts.batchName(locked.batchNumber) };
    await markPrinted(tx, orderIds, step);
    const [batch] = await tx
      .update(printBatches)
      .set({ printedAt: sql`coalesce(${printBatches.printedAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(printBatches.id, batchId))
      .returning();
    return toPrintBatch(deps, batch!, orderIds);
  });
}
