import { and, eq, lt, sql } from 'drizzle-orm';
import type { ChangeDesignRequest } from '../../shared/api/card-design.js';
import type { DesignChoices } from '../../shared/api/order-design.js';
import { afterSaleMessages } from '../../shared/after-sale-texts.js';
import { approvalNotes, cardDesignRules, designMessages } from '../../shared/card-design-rules.js';
import type { Db } from '../db/database.js';
import { cardChangeRequests, cardDesigns, cardLinkUses, cardReviews } from '../db/schema-cards.js';
import { releaseApprovedOrder } from '../orders/orders.js';
import { AppError } from '../http/app-error.js';
import type { CardDeps } from './card-deps.js';
import type { Viewer } from './design-access.js';
import { findReview, type OrderRow, type ReviewRow } from './design-records.js';
import { queueDesignRender } from './render-design.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Why an action cannot happen now, in the customer's words. */
function refusal(review: ReviewRow | undefined, order: OrderRow): AppError {
  if (order.paymentStatus !== 'paid') return new AppError('CONFLICT', designMessages.unpaid);
  if (!review || review.state === 'rendering') return new AppError('CONFLICT', designMessages.notReady);
  if (review.state === 'approved') return new AppError('CONFLICT', designMessages.alreadyApproved);
  return new AppError('CONFLICT', designMessages.noRoundsLeft);
}

/** A link acts once, and only on the preview it was sent with. */
async function useLink(tx: Tx, viewer: Viewer, review: ReviewRow | undefined, action: string, now: Date) {
  if (viewer.via !== 'link') return;
  const [used] = await tx
    .insert(cardLinkUses)
    .values({ nonce: viewer.token.nonce, orderId: viewer.token.orderId, action, usedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!used) throw new AppError('GONE', designMessages.linkUsed);
  // Thrown inside the transaction, so a stale link stays unused (its use is rolled back).
  if (review && review.state === 'awaiting_approval' && viewer.token.revision !== review.currentRevision) {
    throw new AppError('CONFLICT', designMessages.staleLink);
  }
}

const channel = (viewer: Viewer) => viewer.via;

/** The new revision's crop and text sizes: those the change names, the previous ones otherwise. */
function nextChoices(previous: DesignChoices | null, change: Pick<ChangeDesignRequest, 'crop' | 'textScale'>) {
  const crop = change.crop ?? previous?.crop;
  const textScale = change.textScale ?? previous?.textScale;
  const choices: DesignChoices = { ...(crop ? { crop } : {}), ...(textScale ? { textScale } : {}) };
  return Object.keys(choices).length > 0 ? choices : null;
}

/** Approve and print: the review closes and the order moves to processing (ready to print). */
export async function approveDesign(deps: CardDeps, order: OrderRow, viewer: Viewer): Promise<void> {
  // A cancelled order was refunded: its card must never reach the print queue.
  if (order.cancelledAt) throw new AppError('CONFLICT', afterSaleMessages.cancelledNotApprovable);
  const review = await findReview(deps.db, order.id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await useLink(tx, viewer, review, 'approve', now);
    const [approved] = await tx
      .update(cardReviews)
      .set({ state: 'approved', approvedAt: now, approvedVia: channel(viewer), updatedAt: now })
      .where(and(eq(cardReviews.orderId, order.id), eq(cardReviews.state, 'awaiting_approval')))
      .returning();
    if (!approved) throw refusal(review, order);
    // The admin's history shows who released the order to print, like any other status change.
    const actor = viewer.user ?? { id: order.userId, email: order.email };
    const released = await releaseApprovedOrder(tx, order, {
      actor: { id: actor.id, email: actor.email },
      note: approvalNotes[viewer.via],
      at: now,
    });
    // Thrown inside the transaction, so the review stays open as the order was cancelled.
    if (released.cancelled) throw new AppError('CONFLICT', afterSaleMessages.cancelledNotApprovable);
  });
  await deps.onApproved?.(order.id);
}

/**
 * Request a change: the new texts and style become the next revision, the request is kept for
 * the admin, and the new preview is rendered (and mailed) by the render job. Returns the new
 * revision.
 */
export async function requestDesignChange(
  deps: CardDeps,
  order: OrderRow,
  viewer: Viewer,
  change: Omit<ChangeDesignRequest, 'token'>,
): Promise<number> {
  if (!change.front.trim() || !change.inside.trim() || !change.back.trim()) {
    throw new AppError('BAD_REQUEST', designMessages.textsRequired);
  }
  // A cancelled order's design is closed: no new preview is made or mailed.
  if (order.cancelledAt) throw new AppError('CONFLICT', afterSaleMessages.cancelledNotChangeable);
  const review = await findReview(deps.db, order.id);
  const now = deps.clock.now();
  const revision = await deps.db.transaction(async (tx) => {
    await useLink(tx, viewer, review, 'change', now);
    const [next] = await tx
      .update(cardReviews)
      .set({
        state: 'rendering',
        currentRevision: sql`${cardReviews.currentRevision} + 1`,
        changeRounds: sql`${cardReviews.changeRounds} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(cardReviews.orderId, order.id),
          eq(cardReviews.state, 'awaiting_approval'),
          lt(cardReviews.changeRounds, cardDesignRules.maxChangeRounds),
        ),
      )
      .returning();
    if (!next) {
      if (review?.state === 'rendering') throw new AppError('CONFLICT', designMessages.changeInProgress);
      throw refusal(review, order);
    }
    const texts = { front: change.front.trim(), inside: change.inside.trim(), back: change.back.trim() };
    // The editor sends its crop and text sizes; a choice left out carries over from the last revision.
    const [previous] = await tx
      .select({ designChoices: cardDesigns.designChoices })
      .from(cardDesigns)
      .where(and(eq(cardDesigns.orderId, order.id), eq(cardDesigns.revision, next.currentRevision - 1)));
    await tx.insert(cardDesigns).values({
      orderId: order.id,
      revision: next.currentRevision,
      style: change.style,
      ...texts,
      designChoices: nextChoices(previous?.designChoices ?? null, change),
    });
    await tx.insert(cardChangeRequests).values({
      orderId: order.id,
      fromRevision: next.currentRevision - 1,
      toRevision: next.currentRevision,
      style: change.style,
      ...texts,
      note: change.note || null,
      via: channel(viewer),
      requestedBy: viewer.user?.id ?? null,
      createdAt: now,
    });
    return next.currentRevision;
  });
  await queueDesignRender(deps, order.id, revision);
  return revision;
}
