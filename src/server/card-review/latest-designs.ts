import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { cardDesigns, cardReviews } from '../db/schema-cards.js';
import type { CardWording, OrderViewDeps } from '../orders/orders.js';

/** What an order's card says now: the revision the customer last asked for, ready or still rendering. */
export interface LatestDesign extends CardWording {
  revision: number;
}

/**
 * The current revision of many orders in one query, keyed by order id. Orders whose design was
 * never started are absent: what they ordered is still what the card says.
 */
export async function latestDesigns(db: Db, orderIds: string[]): Promise<Map<string, LatestDesign>> {
  const result = new Map<string, LatestDesign>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({
      orderId: cardDesigns.orderId,
      revision: cardDesigns.revision,
      style: cardDesigns.style,
      front: cardDesigns.front,
      inside: cardDesigns.inside,
      back: cardDesigns.back,
    })
    .from(cardReviews)
    .innerJoin(
      cardDesigns,
      and(eq(cardDesigns.orderId, cardReviews.orderId), eq(cardDesigns.revision, cardReviews.currentRevision)),
    )
    .where(inArray(cardReviews.orderId, orderIds));
  for (const { orderId, ...design } of rows) result.set(orderId, design);
  return result;
}

/** The orders room's views, told what each card says now: the account and admin pages read these. */
export function orderViewsWithLatestDesigns(deps: { db: Db; secret: string; clock: Clock }): OrderViewDeps {
  return {
    db: deps.db,
    secret: deps.secret,
    now: () => deps.clock.now(),
    latestCards: (orderIds) => latestDesigns(deps.db, orderIds),
  };
}
