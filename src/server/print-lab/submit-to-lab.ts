import { and, eq } from 'drizzle-orm';
import { printLabAlertTexts, printLabNotes } from '../../shared/print-lab-texts.js';
import { jobNames } from '../jobs/jobs.js';
import { findOrder, lockOrder, startPrinting, type OrderRow } from '../orders/orders.js';
import { alertAdminsOnce } from './alert-admins.js';
import { LabRequestError, type PrintLab } from './lab-client.js';
import { labOrderRequest, printFileUrl } from './lab-order-request.js';
import { labActor, type PrintLabDeps } from './print-lab-deps.js';
import { printLabSubmissions } from './schema.js';
import { findSubmission, type SubmissionRow } from './submissions.js';

/**
 * After a failed attempt, the next one waits this long: a lab that is down for minutes or hours
 * still gets the card the same day, and one that keeps failing is given up on within ~9 hours,
 * early enough for in-house printing to keep the dispatch-by promise.
 */
export const submitRetryDelaysMs = [1, 5, 30, 120, 360].map((minutes) => minutes * 60_000);
export const maxSubmitAttempts = submitRetryDelaysMs.length + 1;

/** On approval (card room's onApproved): with a lab configured, the card is queued for it. */
export async function queueLabSubmission(deps: PrintLabDeps, orderId: string): Promise<void> {
  if (!deps.printLab) return;
  // The approval has committed: a failure here is logged, and the card goes to the in-house queue.
  try {
    const now = deps.clock.now();
    const [made] = await deps.db
      .insert(printLabSubmissions)
      .values({ orderId, status: 'queued', nextAttemptAt: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ orderId: printLabSubmissions.orderId });
    if (made) await deps.jobs.send(jobNames.printLabSubmit, { orderId });
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'print lab: the approved card could not be queued');
    // No job will send it: hand the card back to in-house printing rather than leave it waiting.
    await deps.db
      .update(printLabSubmissions)
      .set({ status: 'gave_up', lastError: 'could not be queued', updatedAt: deps.clock.now() })
      .where(and(eq(printLabSubmissions.orderId, orderId), eq(printLabSubmissions.status, 'queued')))
      .catch((cleanup: unknown) =>
        deps.logger.error({ err: cleanup, orderId }, 'print lab: could not give the card back'),
      );
  }
}

/** Why a queued card must not go to the lab any more; null when it still should. */
function whyNotSubmit(order: OrderRow): string | null {
  if (order.cancelledAt) return 'cancelled by the customer';
  if (order.printStartedAt) return 'taken by in-house printing';
  if (order.status !== 'processing' || order.paymentStatus !== 'paid') return 'no longer waiting to print';
  return null;
}

/** Only a row still queued moves: a cancellation in between wins. */
const stillQueued = (orderId: string) =>
  and(eq(printLabSubmissions.orderId, orderId), eq(printLabSubmissions.status, 'queued'));

/** The job (jobNames.printLabSubmit, data {orderId}): one attempt to hand a queued card to the lab. */
export async function submitToLab(deps: PrintLabDeps, data: Record<string, unknown>): Promise<void> {
  const orderId = typeof data.orderId === 'string' ? data.orderId : '';
  const lab = deps.printLab;
  if (!lab || !orderId) return;
  const submission = await findSubmission(deps.db, orderId);
  const order = await findOrder(deps.db, orderId);
  if (!submission || submission.status !== 'queued' || !order) return;
  const now = deps.clock.now();
  const skip = whyNotSubmit(order);
  if (skip) {
    await deps.db
      .update(printLabSubmissions)
      .set({ status: 'cancelled', lastError: skip, nextAttemptAt: null, updatedAt: now })
      .where(stillQueued(orderId));
    return;
  }
  let labOrderId: string;
  try {
    ({ labOrderId } = await lab.submitOrder(labOrderRequest(order, printFileUrl(deps, orderId, now))));
  } catch (error) {
    await failedAttempt(deps, order, submission, error);
    return;
  }
  await accepted(deps, lab, order, submission, labOrderId);
}

async function failedAttempt(deps: PrintLabDeps, order: OrderRow, submission: SubmissionRow, error: unknown) {
  const now = deps.clock.now();
  const attempts = submission.attempts + 1;
  const message = error instanceof Error ? error.message : String(error);
  // Only the lab's own refusal (a 4xx) is final; anything else may pass on another try.
  const retryable = !(error instanceof LabRequestError) || error.retryable;
  if (retryable && attempts < maxSubmitAttempts) {
    const next = new Date(now.getTime() + submitRetryDelaysMs[attempts - 1]!);
    await deps.db
      .update(printLabSubmissions)
      .set({ attempts, lastError: message, nextAttemptAt: next, updatedAt: now })
      .where(stillQueued(order.id));
    await deps.jobs.send(jobNames.printLabSubmit, { orderId: order.id }, { startAfter: next });
    deps.logger.warn({ orderId: order.id, attempts, err: error }, 'print lab: submission failed, retrying later');
    return;
  }
  const [gaveUp] = await deps.db
    .update(printLabSubmissions)
    .set({ status: 'gave_up', attempts, lastError: message, nextAttemptAt: null, updatedAt: now })
    .where(stillQueued(order.id))
    .returning({ orderId: printLabSubmissions.orderId });
  // The card never left the print queue, so in-house printing sees it already.
  if (gaveUp) await alertAdminsOnce(deps, order, printLabAlertTexts.gaveUp(attempts), message);
}

/** Statuses of a submission whose lab order is the card's. */
const atLabStatuses = new Set(['submitted', 'received', 'printed', 'shipped', 'delivered']);

/** What to do once the lab took the order: keep it, or withdraw the lab's copy. */
type Acceptance = 'kept' | 'twin' | 'withdraw';

async function accepted(
  deps: PrintLabDeps,
  lab: PrintLab,
  order: OrderRow,
  submission: SubmissionRow,
  labOrderId: string,
) {
  const now = deps.clock.now();
  const step = { actor: labActor, at: now, note: printLabNotes.submitted(labOrderId) };
  const acceptance = await deps.db.transaction(async (tx): Promise<Acceptance> => {
    // The order first, then the submission: the lab's callbacks lock in that order too.
    await lockOrder(tx, order.id);
    const [current] = await tx
      .select()
      .from(printLabSubmissions)
      .where(eq(printLabSubmissions.orderId, order.id))
      .for('update');
    if (current && current.labOrderId === labOrderId && current.status !== 'queued') {
      // This lab order was already recorded: by its first callback, which beat this commit, or by
      // a second run of this job. Whatever that callback said stands (even 'failed').
      return 'kept';
    }
    if (current && current.labOrderId && current.labOrderId !== labOrderId && atLabStatuses.has(current.status)) {
      // A second run of this job made a second lab order: the first one is the card's.
      return 'twin';
    }
    const started = await startPrinting(tx, [order.id], 'atLab', step);
    const kept = started.length > 0;
    await tx
      .update(printLabSubmissions)
      .set({
        labOrderId,
        status: kept ? 'submitted' : 'cancelled',
        attempts: (current?.attempts ?? submission.attempts) + 1,
        lastError: kept ? null : 'left the print queue while the lab was taking it',
        nextAttemptAt: null,
        updatedAt: now,
      })
      .where(eq(printLabSubmissions.orderId, order.id));
    return kept ? 'kept' : 'withdraw';
  });
  if (acceptance === 'kept') return;
  // Cancelled or batched in-house during the call, or a duplicate: the lab's copy must not be printed too.
  const outcome = await lab.cancelOrder(labOrderId).catch((error: unknown) => {
    deps.logger.error({ err: error, orderId: order.id, labOrderId }, 'print lab: could not withdraw the order');
    return 'too-late' as const;
  });
  if (outcome === 'too-late') {
    await alertAdminsOnce(deps, order, printLabAlertTexts.labFailed('accepted after it left the queue'), null);
  }
}
