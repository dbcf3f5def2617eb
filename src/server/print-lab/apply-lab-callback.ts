import { eq } from 'drizzle-orm';
import { labFulfilmentStatuses, type LabCallback, type LabFulfilmentStatus } from '../../shared/api/print-lab.js';
import { printLabAlertTexts, printLabNotes } from '../../shared/print-lab-texts.js';
import type { Db } from '../db/database.js';
import {
  lockOrder,
  markPrinted,
  moveOrderStatus,
  notifyStatusChange,
  returnToPrintQueue,
  startPrinting,
  type FulfilmentStep,
  type OrderRow,
  type StatusChange,
} from '../orders/orders.js';
import { alertAdminsOnce } from './alert-admins.js';
import { labActor, type PrintLabDeps } from './print-lab-deps.js';
import { printLabEvents, printLabSubmissions } from './schema.js';
import { findSubmission, findSubmissionByLabId, type SubmissionRow, type SubmissionStatus } from './submissions.js';

type LabStep = 'received' | 'printed' | 'shipped' | 'delivered' | 'failed';

/** The lab's statuses as our steps; the compiler lists this table when a status is added. */
const labSteps: Record<LabFulfilmentStatus, LabStep> = {
  created: 'received',
  received: 'received',
  passed: 'received',
  printed: 'printed',
  in_transit: 'shipped',
  shipped: 'shipped',
  delivered: 'delivered',
  canceled: 'failed',
  failed: 'failed',
};

/** How far a submission got; a late or replayed event never moves it back. */
const progress: Partial<Record<SubmissionStatus, number>> = {
  queued: 0,
  submitted: 1,
  received: 2,
  printed: 3,
  shipped: 4,
  delivered: 5,
};

export type CallbackOutcome = 'applied' | 'replayed' | 'ignored';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function stepOf(event: LabCallback): LabStep | undefined {
  if (event.event === 'order_item_tracking_code_updated') return 'shipped';
  const status = event.fulfillmentStatus as LabFulfilmentStatus | undefined;
  return status && (labFulfilmentStatuses as readonly string[]).includes(status) ? labSteps[status] : undefined;
}

async function submissionFor(db: Db, event: LabCallback): Promise<SubmissionRow | undefined> {
  const byLabId = await findSubmissionByLabId(db, event.orderId);
  if (byLabId) return byLabId;
  // A callback can beat the commit that stores the lab's id; our own id finds it then. Once a
  // lab order is recorded, news of another one (a duplicate we withdrew) is not the card's.
  const ours = event.orderReferenceId;
  const found = ours && uuidPattern.test(ours) ? await findSubmission(db, ours) : undefined;
  return found && !found.labOrderId ? found : undefined;
}

interface Effects {
  outcome: CallbackOutcome;
  change?: StatusChange;
  alert?: { order: OrderRow; why: string };
}

/**
 * Applies one verified callback: its event id is recorded first, in the same transaction as
 * its effects, so a replay (or a retry after a crash mid-way) is applied exactly once.
 */
export async function applyLabCallback(deps: PrintLabDeps, event: LabCallback): Promise<CallbackOutcome> {
  const submission = await submissionFor(deps.db, event);
  const step = stepOf(event);
  const now = deps.clock.now();
  const type = [event.event, event.fulfillmentStatus].filter(Boolean).join(':').slice(0, 200);
  const effects = await deps.db.transaction(async (tx): Promise<Effects> => {
    const [fresh] = await tx
      .insert(printLabEvents)
      .values({ eventId: event.id, orderId: submission?.orderId ?? null, type, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { outcome: 'replayed' };
    const order = submission ? await lockOrder(tx, submission.orderId) : undefined;
    // Answered 200 all the same: the lab retrying an order we do not know would change nothing.
    if (!submission || !order || !step) return { outcome: 'ignored' };
    // Once the card is back with us (withdrawn, failed, given up), the lab's later word about
    // it changes nothing: a second 'canceled' must not pull a card out of an in-house batch.
    if (['cancelled', 'failed', 'gave_up'].includes(submission.status) || order.cancelledAt) {
      return { outcome: 'ignored' };
    }
    return applyStep(tx, submission, order, step, event, { actor: labActor, at: now });
  });
  if (effects.outcome === 'ignored') {
    deps.logger.warn({ eventId: event.id, labOrderId: event.orderId, type }, 'print lab callback ignored');
  }
  if (effects.change) await notifyStatusChange(deps, effects.change);
  if (effects.alert) await alertAdminsOnce(deps, effects.alert.order, effects.alert.why, null);
  return effects.outcome;
}

async function applyStep(
  tx: Db,
  submission: SubmissionRow,
  order: OrderRow,
  step: LabStep,
  event: LabCallback,
  at: FulfilmentStep,
): Promise<Effects> {
  const setStatus = async (status: SubmissionStatus) => {
    const before = progress[submission.status as SubmissionStatus];
    const after = progress[status];
    const forward = before === undefined || after === undefined || after > before;
    await tx
      .update(printLabSubmissions)
      .set({
        ...(forward ? { status } : {}),
        ...(submission.labOrderId ? {} : { labOrderId: event.orderId }),
        updatedAt: at.at,
      })
      .where(eq(printLabSubmissions.orderId, order.id));
  };
  const shipment = {
    carrier: event.shipmentMethodName ?? undefined,
    trackingNumber: event.trackingCode ?? undefined,
    trackingUrl: event.trackingUrl ?? undefined,
  };
  switch (step) {
    case 'received':
      await setStatus('received');
      await startPrinting(tx, [order.id], 'atLab', { ...at, note: printLabNotes.received });
      return { outcome: 'applied' };
    case 'printed':
      await setStatus('printed');
      await markPrinted(tx, [order.id], at);
      return { outcome: 'applied' };
    case 'shipped':
      await setStatus('shipped');
      if (order.status === 'processing') {
        return { outcome: 'applied', change: await moveOrderStatus(tx, order, 'shipped', at, shipment) };
      }
      // Gelato sends tracking after the status: an order already shipped without it gets it now.
      if (order.status === 'shipped' && !order.trackingNumber && shipment.trackingNumber) {
        return { outcome: 'applied', change: await moveOrderStatus(tx, order, 'shipped', at, shipment) };
      }
      return { outcome: 'applied' };
    case 'delivered':
      await setStatus('delivered');
      if (order.status === 'processing' || order.status === 'shipped') {
        return { outcome: 'applied', change: await moveOrderStatus(tx, order, 'delivered', at, shipment) };
      }
      return { outcome: 'applied' };
    case 'failed': {
      await setStatus('failed');
      const status = event.fulfillmentStatus ?? 'failed';
      await returnToPrintQueue(tx, order.id, { ...at, note: printLabNotes.labFailed(status) });
      return { outcome: 'applied', alert: { order, why: printLabAlertTexts.labFailed(status) } };
    }
  }
}
