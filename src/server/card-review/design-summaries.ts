import { desc, inArray } from 'drizzle-orm';
import type { PrintCheckCode } from '../../shared/card-design-rules.js';
import type { Db } from '../db/database.js';
import { cardChangeRequests, cardDesigns, cardReviews } from '../db/schema-cards.js';

/** One order's card at a glance, for the admin's order list. */
interface DesignSummary {
  orderId: string;
  state: 'rendering' | 'awaiting_approval' | 'approved';
  currentRevision: number;
  changeRounds: number;
  approvedAt: Date | null;
  /** Pre-print checks of the newest ready revision. */
  checks: { code: PrintCheckCode; message: string }[];
  effectiveDpi: number | null;
  /** The newest change the customer asked for, if any. */
  lastChange: {
    createdAt: Date;
    style: string;
    front: string;
    inside: string;
    back: string;
    note: string | null;
  } | null;
}

/**
 * The card state of many orders in three queries (reviews, designs, change requests), keyed by
 * order id; orders whose design was never started are absent. For the full picture of one order
 * (pages, PDF, every request) an admin calls GET /api/orders/:orderId/design.
 */
export async function designSummaries(db: Db, orderIds: string[]): Promise<Map<string, DesignSummary>> {
  const result = new Map<string, DesignSummary>();
  if (orderIds.length === 0) return result;
  const [reviews, designs, changes] = await Promise.all([
    db.select().from(cardReviews).where(inArray(cardReviews.orderId, orderIds)),
    db.select().from(cardDesigns).where(inArray(cardDesigns.orderId, orderIds)).orderBy(desc(cardDesigns.revision)),
    db
      .select()
      .from(cardChangeRequests)
      .where(inArray(cardChangeRequests.orderId, orderIds))
      .orderBy(desc(cardChangeRequests.createdAt)),
  ]);
  for (const review of reviews) {
    const ready = designs.find((design) => design.orderId === review.orderId && design.status === 'ready');
    const change = changes.find((request) => request.orderId === review.orderId);
    result.set(review.orderId, {
      orderId: review.orderId,
      state: review.state,
      currentRevision: review.currentRevision,
      changeRounds: review.changeRounds,
      approvedAt: review.approvedAt,
      checks: (ready?.checks ?? []).map((check) => ({ code: check.code as PrintCheckCode, message: check.message })),
      effectiveDpi: ready?.effectiveDpi ?? null,
      lastChange: change
        ? {
            createdAt: change.createdAt,
            style: change.style,
            front: change.front,
            inside: change.inside,
            back: change.back,
            note: change.note,
          }
        : null,
    });
  }
  return result;
}
