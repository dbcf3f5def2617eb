import { and, eq } from 'drizzle-orm';
import { designPageNames } from '../../shared/card-design-rules.js';
import { cardDesigns, cardReviews } from '../db/schema-cards.js';
import { jobNames } from '../jobs/jobs.js';
import { AppError } from '../http/app-error.js';
import { mediaTypeOfMime } from '../media/media-types.js';
import type { CardDeps } from './card-deps.js';
import { cardFileKey } from './card-file-store.js';
import { withTempCopy } from './temp-copy.js';
import { mailDesignPreview, mailPictureFailed } from './design-mail.js';
import { mailOnce } from './design-mail-claims.js';
import {
  ensureReview,
  findDesign,
  findOrder,
  findReview,
  styleOf,
  type DesignRow,
  type OrderRow,
} from './design-records.js';
import { openSourcePicture, renderCard } from '../card-renderer/card-renderer.js';

/** Queues the render of an order's design (its current revision unless one is named). */
export async function queueDesignRender(
  deps: Pick<CardDeps, 'jobs'>,
  orderId: string,
  revision?: number,
): Promise<void> {
  await deps.jobs.send(jobNames.cardRender, revision ? { orderId, revision } : { orderId }, {
    singletonKey: `card-render-${orderId}-${revision ?? 'current'}`,
  });
}

/**
 * The customer's memory as the renderer needs it: copied from the media store into a private
 * temp file (sharp and ffmpeg read files). Null when the order has none or it is gone; the
 * card is then made without a picture and the pre-print checks say so.
 */
async function withMemoryFile<T>(
  deps: CardDeps,
  order: OrderRow,
  use: (file: { path: string; mime: string } | null) => Promise<T>,
) {
  const type = order.memoryMime ? mediaTypeOfMime(order.memoryMime) : undefined;
  if (!order.memoryKey || !type) return use(null);
  let stored;
  try {
    stored = await deps.mediaStore.open(order.memoryKey);
  } catch (error) {
    // Only a file that is gone: a storage error (a bucket answering 503) fails the job, which is
    // retried, rather than printing a card without the customer's picture.
    if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    deps.logger.warn({ err: error, orderId: order.id }, "the order's memory file is missing; rendering without it");
    return use(null);
  }
  return withTempCopy(stored, type.ext, (file) => use({ path: file, mime: type.mime }));
}

/** Media errors that no retry can cure: the bytes do not decode, or hold too many pixels. */
function isUndecodable(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'UNPROCESSABLE' || error.code === 'PAYLOAD_TOO_LARGE');
}

/**
 * Marks a design whose picture cannot be decoded as failed. The sweep re-queues only designs
 * still rendering, so a failed one is never tried again; a new picture (design/picture) puts it
 * back to rendering.
 */
async function markPictureFailed(deps: CardDeps, order: OrderRow, design: DesignRow, error: unknown): Promise<void> {
  deps.logger.warn(
    { err: error, orderId: order.id, revision: design.revision },
    "the order's picture cannot be decoded",
  );
  await deps.db
    .update(cardDesigns)
    .set({ status: 'failed', failedAt: deps.clock.now() })
    .where(and(eq(cardDesigns.id, design.id), eq(cardDesigns.status, 'rendering')));
}

async function renderRevision(deps: CardDeps, order: OrderRow, design: DesignRow): Promise<void> {
  const rendered = await withMemoryFile(deps, order, async (file) => {
    const type = file ? mediaTypeOfMime(file.mime) : undefined;
    // The picture is decoded once, by the render: a damaged file fails there as it would at
    // checkout (source-picture.ts's decodedPixels), where a check of its own decoded it twice.
    try {
      const source =
        file && type
          ? await openSourcePicture(
              { path: file.path, mime: type.mime, kind: type.kind },
              { ffmpegPath: deps.ffmpegPath, maxPixels: deps.limits?.imageMaxPixels },
            )
          : null;
      return await renderCard(
        {
          front: design.front,
          inside: design.inside,
          back: design.back,
          style: styleOf(design.style),
          ...design.designChoices,
        },
        source,
        `Keepsake card ${order.orderNumber} (revision ${design.revision})`,
      );
    } catch (error) {
      if (isUndecodable(error)) return { failed: error };
      throw error;
    }
  });
  if ('failed' in rendered) {
    await markPictureFailed(deps, order, design, rendered.failed);
    return;
  }
  const files: Record<string, string> = {};
  for (const name of designPageNames) {
    files[name] = cardFileKey(order.id, design.revision, `${name}.webp`);
    await deps.files.put(files[name], rendered.previews[name]);
  }
  files.pdf = cardFileKey(order.id, design.revision, 'card.pdf');
  await deps.files.put(files.pdf, rendered.pdf);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(cardDesigns)
      .set({
        status: 'ready',
        files,
        checks: rendered.checks,
        effectiveDpi: rendered.effectiveDpi,
        pictureSize: rendered.pictureSize,
        renderedAt: now,
      })
      .where(and(eq(cardDesigns.id, design.id), eq(cardDesigns.status, 'rendering')));
    await tx
      .update(cardReviews)
      .set({ state: 'awaiting_approval', updatedAt: now })
      .where(
        and(
          eq(cardReviews.orderId, order.id),
          eq(cardReviews.currentRevision, design.revision),
          eq(cardReviews.state, 'rendering'),
        ),
      );
  });
}

/**
 * The render job: makes the design's previews and print PDF, then e-mails the preview. Each
 * step is skipped when done already, so a retried job picks up where the last one stopped.
 * Two runs at once (one past its expiry, still alive, and its retry) both render, which stores
 * the same files, but only one sends each e-mail (design-mail-claims.ts).
 */
export async function renderDesignJob(deps: CardDeps, data: { orderId: string; revision?: number }): Promise<void> {
  const order = await findOrder(deps.db, data.orderId);
  if (order.paymentStatus !== 'paid') {
    deps.logger.warn({ orderId: order.id }, 'card render skipped: the order is not paid');
    return;
  }
  const review = await ensureReview(deps.db, order);
  const revision = data.revision ?? review.currentRevision;
  let design = await findDesign(deps.db, order.id, revision);
  if (!design) return;
  if (design.status === 'rendering') {
    await renderRevision(deps, order, design);
    design = (await findDesign(deps.db, order.id, revision))!;
  }
  if (design.status === 'failed') {
    await mailOnce(deps, design.id, 'failure', () => mailPictureFailed(deps, order));
    return;
  }
  const current = await findReview(deps.db, order.id);
  // A preview nobody can act on any more (approved, or replaced by a newer one) is not mailed.
  if (current?.currentRevision !== revision || current.state !== 'awaiting_approval') return;
  const { checks } = design;
  await mailOnce(deps, design.id, 'preview', () =>
    mailDesignPreview(deps, {
      order,
      revision,
      checks: checks ?? [],
      changeRounds: current.changeRounds,
      kind: 'preview',
    }),
  );
}
