import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { cardDesigns } from '../db/schema-cards.js';
import type { CardDeps } from './card-deps.js';

/**
 * A design's preview and picture-failed e-mails go once, even when two runs of its render job
 * overlap (a run past its expiry that is still alive, and its retry on another worker). The
 * run that sends first claims the e-mail with a conditional UPDATE of its `…SentAt` column,
 * which only one run wins:
 *
 * - null: not sent, nobody sending;
 * - a time far in the future (the claim's own time plus `claimOffsetMs`): a run is sending it;
 * - a time not in the future: sent then.
 *
 * A claim is a future time so that the 48-hour reminder (`previewSentAt <= now - 48 h`) never
 * counts an e-mail that has not gone. A failed send gives its claim back. A run that died while
 * sending leaves its claim: the 15-minute sweep releases claims older than `staleClaimAfterMs`
 * and re-queues the render, whose next run sends it.
 */
const claimOffsetMs = 100 * 365 * 24 * 3600 * 1000;
/** Sending one e-mail takes seconds; a claim this old belongs to a run that died. */
export const staleClaimAfterMs = 5 * 60 * 1000;

type SentColumn = 'previewSentAt' | 'failureSentAt';

/**
 * Sends one of a design's e-mails unless it was sent or is being sent: claims it, sends, then
 * records when it went. Resolves false when another run holds or finished it.
 */
export async function mailOnce(
  deps: Pick<CardDeps, 'db' | 'clock'>,
  designId: string,
  column: SentColumn,
  send: () => Promise<void>,
): Promise<boolean> {
  const claim = new Date(deps.clock.now().getTime() + claimOffsetMs);
  const [claimed] = await deps.db
    .update(cardDesigns)
    .set({ [column]: claim })
    .where(and(eq(cardDesigns.id, designId), isNull(cardDesigns[column])))
    .returning({ id: cardDesigns.id });
  if (!claimed) return false;
  const ours = and(eq(cardDesigns.id, designId), eq(cardDesigns[column], claim));
  try {
    await send();
  } catch (error) {
    await deps.db
      .update(cardDesigns)
      .set({ [column]: null })
      .where(ours);
    throw error;
  }
  await deps.db
    .update(cardDesigns)
    .set({ [column]: deps.clock.now() })
    .where(ours);
  return true;
}

/**
 * Releases every claim older than staleClaimAfterMs (its run died while sending) and returns
 * the designs they were on, for the sweep to re-queue. Conditional, so two sweeps at once
 * release each claim once.
 */
export async function releaseStaleMailClaims(
  deps: Pick<CardDeps, 'db' | 'clock'>,
): Promise<{ orderId: string; revision: number }[]> {
  const now = deps.clock.now().getTime();
  const released: { orderId: string; revision: number }[] = [];
  for (const column of ['previewSentAt', 'failureSentAt'] as const) {
    const rows = await deps.db
      .update(cardDesigns)
      .set({ [column]: null })
      .where(
        and(
          // Far ahead is a claim (a sent time is never in the future); half the offset absorbs any clock skew.
          gt(cardDesigns[column], new Date(now + claimOffsetMs / 2)),
          lt(cardDesigns[column], new Date(now + claimOffsetMs - staleClaimAfterMs)),
        ),
      )
      .returning({ orderId: cardDesigns.orderId, revision: cardDesigns.revision });
    released.push(...rows);
  }
  return released;
}
