import { and, eq } from 'drizzle-orm';
import { designMessages } from '../../shared/card-design-rules.js';
import { replaceOrderMemory } from '../orders/orders.js';
import { cardDesigns } from '../db/schema-cards.js';
import { AppError } from '../http/app-error.js';
import { preparePicture } from '../media/prepare-picture.js';
import type { ReceivedUpload } from '../media/receive-upload.js';
import type { CardDeps } from './card-deps.js';
import { findDesign, findOrder, findReview, styleOf, type DesignRow, type OrderRow } from './design-records.js';
import { fromBuffer, subjectCrop } from '../card-renderer/card-renderer.js';
import { queueDesignRender } from './render-design.js';

async function failedDesign(deps: CardDeps, order: OrderRow): Promise<DesignRow | undefined> {
  const review = await findReview(deps.db, order.id);
  const design = review ? await findDesign(deps.db, order.id, review.currentRevision) : undefined;
  return design?.status === 'failed' ? design : undefined;
}

/**
 * The order, when `userId` owns it (404 otherwise, as for any order that is not theirs) and its
 * current design is waiting for a new picture (409 otherwise). Checked before the upload is read.
 */
export async function ownedFailedOrder(deps: CardDeps, orderId: string, userId: string): Promise<OrderRow> {
  const order = await findOrder(deps.db, orderId);
  if (order.userId !== userId) throw new AppError('NOT_FOUND', designMessages.notFound);
  if (!(await failedDesign(deps, order))) throw new AppError('CONFLICT', designMessages.pictureNotNeeded);
  return order;
}

/**
 * Replaces the memory of an order whose picture could not be decoded and renders its card again.
 * The new file gets the checkout's checks: its bytes (already, by readMemoryForm), then a full
 * decode (422/413) before anything is stored. The old file is removed once the order points at
 * the new one.
 */
export async function replaceFailedPicture(
  deps: CardDeps,
  order: OrderRow,
  upload: ReceivedUpload,
  fileName: string | null,
): Promise<void> {
  const failed = await failedDesign(deps, order);
  if (!failed) throw new AppError('CONFLICT', designMessages.pictureNotNeeded);
  const prepared = await preparePicture(upload, { ffmpegPath: deps.ffmpegPath, limits: deps.limits, maxEdge: 256 });
  // The old crop placed another picture; the new one prints with its own subject, as an order
  // placed without the editor does (the text sizes stay).
  const crop = await subjectCrop(await fromBuffer(prepared.jpeg), prepared.facts, styleOf(failed.style));
  const key = await deps.mediaStore.put({ path: upload.path }, upload.mime);
  const design = await deps.db.transaction(async (tx) => {
    const [reopened] = await tx
      .update(cardDesigns)
      .set({
        status: 'rendering',
        designChoices: { ...failed.designChoices, crop },
        failedAt: null,
        failureSentAt: null,
        failureClaimedAt: null,
        createdAt: deps.clock.now(),
      })
      .where(and(eq(cardDesigns.id, failed.id), eq(cardDesigns.status, 'failed')))
      .returning();
    if (!reopened) return undefined;
    await replaceOrderMemory(tx, order.id, {
      key,
      mime: upload.mime,
      name: fileName ?? `memory.${upload.ext}`,
      size: upload.size,
    });
    return reopened;
  });
  if (!design) {
    // Someone else's upload got there first (two tabs): this one is not needed.
    await deps.mediaStore.remove(key).catch(() => {});
    throw new AppError('CONFLICT', designMessages.pictureNotNeeded);
  }
  if (order.memoryKey) {
    await deps.mediaStore.remove(order.memoryKey).catch((error: unknown) => {
      deps.logger.warn({ err: error, orderId: order.id }, 'the replaced memory file could not be removed');
    });
  }
  await queueDesignRender(deps, order.id, design.revision);
}
