import { and, eq, isNull, lte } from 'drizzle-orm';
import { cardDesignRules } from '../../shared/card-design-rules.js';
import { cardDesigns, cardReviews } from '../db/schema-cards.js';
import type { CardDeps } from './card-deps.js';
import { mailDesignPreview } from './design-mail.js';
import { releaseStaleMailClaims } from './design-mail-claims.js';
import { findOrder } from './design-records.js';
import { queueDesignRender } from './render-design.js';

const hour = 3600 * 1000;
/** A render still unfinished after this long lost its job (a crash past its retries): queue it again. */
const stuckRenderAfterMs = 30 * 60 * 1000;

/**
 * The scheduled sweep (every 15 minutes): one reminder for each preview that has waited
 * 48 hours for an answer, claimed by a conditional UPDATE so two app instances never both
 * send it; and a new render job for any design whose render, or whose e-mail, was lost.
 */
export async function sendDesignReminders(deps: CardDeps): Promise<number> {
  const now = deps.clock.now();
  const due = new Date(now.getTime() - cardDesignRules.reminderAfterHours * hour);
  const waiting = await deps.db
    .select({
      designId: cardDesigns.id,
      orderId: cardDesigns.orderId,
      revision: cardDesigns.revision,
      checks: cardDesigns.checks,
      changeRounds: cardReviews.changeRounds,
    })
    .from(cardDesigns)
    .innerJoin(
      cardReviews,
      and(eq(cardReviews.orderId, cardDesigns.orderId), eq(cardReviews.currentRevision, cardDesigns.revision)),
    )
    .where(
      and(
        eq(cardReviews.state, 'awaiting_approval'),
        lte(cardDesigns.previewSentAt, due),
        isNull(cardDesigns.reminderSentAt),
      ),
    );
  let sent = 0;
  for (const row of waiting) {
    const [claimed] = await deps.db
      .update(cardDesigns)
      .set({ reminderSentAt: now })
      .where(and(eq(cardDesigns.id, row.designId), isNull(cardDesigns.reminderSentAt)))
      .returning({ id: cardDesigns.id });
    if (!claimed) continue;
    const order = await findOrder(deps.db, row.orderId);
    // Claimed all the same, so a cancelled order is looked at once and never reminded about.
    if (order.cancelledAt) continue;
    try {
      await mailDesignPreview(deps, {
        order,
        revision: row.revision,
        checks: row.checks ?? [],
        changeRounds: row.changeRounds,
        kind: 'reminder',
      });
      sent += 1;
    } catch (error) {
      // Released, so the next sweep tries again.
      await deps.db.update(cardDesigns).set({ reminderSentAt: null }).where(eq(cardDesigns.id, row.designId));
      deps.logger.error({ err: error, orderId: row.orderId }, 'design reminder could not be sent');
    }
  }

  // Only designs still rendering: a failed one (its picture cannot be decoded) waits for a new
  // picture from the customer and is never queued again.
  const stuck = await deps.db
    .select({ orderId: cardDesigns.orderId, revision: cardDesigns.revision })
    .from(cardDesigns)
    .where(
      and(
        eq(cardDesigns.status, 'rendering'),
        lte(cardDesigns.createdAt, new Date(now.getTime() - stuckRenderAfterMs)),
      ),
    );
  for (const design of stuck) await queueDesignRender(deps, design.orderId, design.revision);
  // An e-mail whose sender died mid-send: its render job, queued again, sends it.
  for (const design of await releaseStaleMailClaims(deps)) {
    await queueDesignRender(deps, design.orderId, design.revision);
  }
  return sent;
}
