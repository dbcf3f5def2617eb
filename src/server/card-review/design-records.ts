import { and, desc, eq } from 'drizzle-orm';
import { designMessages } from '../../shared/card-design-rules.js';
import { cardStyleIds, defaultCardStyle, type CardStyleId } from '../../shared/creation-rules.js';
import type { Db } from '../db/database.js';
import { findOrder as findOrderRow, type OrderRow } from '../orders/orders.js';
import { cardChangeRequests, cardDesigns, cardReviews } from '../db/schema-cards.js';
import { AppError } from '../http/app-error.js';

export type { OrderRow };
export type ReviewRow = typeof cardReviews.$inferSelect;
export type DesignRow = typeof cardDesigns.$inferSelect;
type ChangeRequestRow = typeof cardChangeRequests.$inferSelect;

export function styleOf(value: string): CardStyleId {
  return (cardStyleIds as readonly string[]).includes(value) ? (value as CardStyleId) : defaultCardStyle;
}

export async function findOrder(db: Db, orderId: string): Promise<OrderRow> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw new AppError('NOT_FOUND', designMessages.notFound);
  return order;
}

export async function findReview(db: Db, orderId: string): Promise<ReviewRow | undefined> {
  const [review] = await db.select().from(cardReviews).where(eq(cardReviews.orderId, orderId));
  return review;
}

export async function findDesign(db: Db, orderId: string, revision: number): Promise<DesignRow | undefined> {
  const [design] = await db
    .select()
    .from(cardDesigns)
    .where(and(eq(cardDesigns.orderId, orderId), eq(cardDesigns.revision, revision)));
  return design;
}

/** The newest revision with files, which is what the customer is shown while another renders. */
export async function newestReadyDesign(db: Db, orderId: string): Promise<DesignRow | undefined> {
  const [design] = await db
    .select()
    .from(cardDesigns)
    .where(and(eq(cardDesigns.orderId, orderId), eq(cardDesigns.status, 'ready')))
    .orderBy(desc(cardDesigns.revision))
    .limit(1);
  return design;
}

export async function listChangeRequests(db: Db, orderId: string): Promise<ChangeRequestRow[]> {
  return db
    .select()
    .from(cardChangeRequests)
    .where(eq(cardChangeRequests.orderId, orderId))
    .orderBy(cardChangeRequests.createdAt);
}

/**
 * An order's review and first design, made from what was ordered. Safe to call again: the
 * rows exist once (primary key, unique order and revision).
 */
export async function ensureReview(db: Db, order: OrderRow): Promise<ReviewRow> {
  await db.transaction(async (tx) => {
    await tx.insert(cardReviews).values({ orderId: order.id }).onConflictDoNothing();
    await tx
      .insert(cardDesigns)
      .values({
        orderId: order.id,
        revision: 1,
        style: styleOf(order.cardStyle),
        front: order.cardFront,
        inside: order.cardInside,
        back: order.cardBack,
        designChoices: order.designChoices,
      })
      .onConflictDoNothing();
  });
  return (await findReview(db, order.id))!;
}
