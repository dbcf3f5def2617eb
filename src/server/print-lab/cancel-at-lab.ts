import { and, eq, inArray } from 'drizzle-orm';
import type { PrintLabDeps } from './print-lab-deps.js';
import { printLabSubmissions } from './schema.js';
import { findSubmission } from './submissions.js';

export type LabCancellation = 'not-at-lab' | 'cancelled' | 'too-late';

/**
 * For a customer's cancellation (after-sale): withdraws the card from the lab while it can be.
 * 'not-at-lab': no lab has it (none configured, never sent, given up, or still waiting to be
 * sent, which this stops); 'cancelled': the lab dropped it; 'too-late': the lab printed it or
 * refused, so the card cannot be cancelled. A lab that cannot be reached throws (LabRequestError):
 * the caller must not refund a card the lab may still print.
 */
export async function cancelAtLab(
  deps: Pick<PrintLabDeps, 'db' | 'clock' | 'printLab'>,
  orderId: string,
): Promise<LabCancellation> {
  const now = deps.clock.now();
  // Not sent yet: the job will find it cancelled and leave it.
  const [stopped] = await deps.db
    .update(printLabSubmissions)
    .set({ status: 'cancelled', lastError: 'cancelled by the customer', nextAttemptAt: null, updatedAt: now })
    .where(and(eq(printLabSubmissions.orderId, orderId), eq(printLabSubmissions.status, 'queued')))
    .returning({ orderId: printLabSubmissions.orderId });
  if (stopped) return 'not-at-lab';
  const submission = await findSubmission(deps.db, orderId);
  if (!submission?.labOrderId || !deps.printLab) return 'not-at-lab';
  if (submission.status === 'cancelled') return 'cancelled';
  if (!['submitted', 'received'].includes(submission.status)) {
    return ['failed', 'gave_up'].includes(submission.status) ? 'not-at-lab' : 'too-late';
  }
  const outcome = await deps.printLab.cancelOrder(submission.labOrderId);
  if (outcome === 'cancelled') {
    await deps.db
      .update(printLabSubmissions)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(eq(printLabSubmissions.orderId, orderId), inArray(printLabSubmissions.status, ['submitted', 'received'])),
      );
  }
  return outcome;
}
