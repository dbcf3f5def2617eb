import { eq } from 'drizzle-orm';
import type { GuaranteeClaim } from '../../shared/api/after-sale.js';
import { orderViewsWithLatestDesigns } from '../card-review/card-review.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { OrderViewDeps } from '../orders/orders.js';
import { guaranteeClaims } from './schema.js';

type ClaimRow = typeof guaranteeClaims.$inferSelect;

export function toGuaranteeClaim(row: ClaimRow): GuaranteeClaim {
  return {
    createdAt: row.createdAt.toISOString(),
    reason: row.reason,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/** An order's claim on the money-back guarantee, or null. */
export async function findGuaranteeClaim(db: Db, orderId: string): Promise<GuaranteeClaim | null> {
  const [row] = await db.select().from(guaranteeClaims).where(eq(guaranteeClaims.orderId, orderId));
  return row ? toGuaranteeClaim(row) : null;
}

/** The orders room's views, told of each order's guarantee claim (kept in this room). */
export function withGuaranteeClaims(views: OrderViewDeps): OrderViewDeps {
  return { ...views, guaranteeClaim: (orderId) => findGuaranteeClaim(views.db, orderId) };
}

/** The views the customer's and the admin's order pages read: the card as it is now, and the claim. */
export function customerOrderViews(deps: { db: Db; secret: string; clock: Clock }): OrderViewDeps {
  return withGuaranteeClaims(orderViewsWithLatestDesigns(deps));
}
