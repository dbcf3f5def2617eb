import { desc, eq, sql } from 'drizzle-orm';
import { afterSaleMessages } from '../../shared/after-sale-texts.js';
import type { AdminGuaranteeClaim } from '../../shared/api/after-sale.js';
import type { User } from '../../shared/api/user.js';
import { orderRefundedCents } from '../billing/billing.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { afterRefund, findOrder, findOrders, lockOrder, refundLockedOrder, type OrderRow } from '../orders/orders.js';
import type { AfterSaleDeps } from './after-sale-deps.js';
import { toGuaranteeClaim } from './order-views.js';
import { guaranteeClaims } from './schema.js';

type ClaimRow = typeof guaranteeClaims.$inferSelect;

async function toAdminClaim(db: Db, claim: ClaimRow, order: OrderRow): Promise<AdminGuaranteeClaim> {
  const refunded = await orderRefundedCents(db, order.id, order.paymentIntentId);
  return {
    ...toGuaranteeClaim(claim),
    id: claim.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerName: `${order.firstName} ${order.lastName}`.trim(),
    email: order.email,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    refundableCents: order.paymentStatus === 'paid' ? Math.max(0, order.amountCents - refunded) : 0,
  };
}

/** GET /api/admin/guarantee-claims: the open claims first, then the refunded ones, newest first. */
export async function listAdminClaims(db: Db): Promise<AdminGuaranteeClaim[]> {
  const rows = await db
    .select()
    .from(guaranteeClaims)
    .orderBy(sql`${guaranteeClaims.refundedAt} is not null`, desc(guaranteeClaims.createdAt));
  const orderRows = await findOrders(
    db,
    rows.map((row) => row.orderId),
  );
  const claims: AdminGuaranteeClaim[] = [];
  for (const row of rows) {
    const order = orderRows.get(row.orderId);
    if (order) claims.push(await toAdminClaim(db, row, order));
  }
  return claims;
}

/**
 * POST /api/admin/guarantee-claims/:id/refund: the rest of the payment goes back and the claim
 * closes, in one transaction with the order locked first (as every order change locks it), so
 * a second click finds the claim refunded and gives nothing twice.
 */
export async function refundClaim(deps: AfterSaleDeps, admin: User, claimId: string): Promise<AdminGuaranteeClaim> {
  const actor = { id: admin.id, email: admin.email };
  const [found] = await deps.db.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claimId));
  if (!found) throw new AppError('NOT_FOUND', afterSaleMessages.claimNotFound);
  const { claim, outcome } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    const [current] = await tx.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claimId)).for('update');
    if (!order || !current) throw new AppError('NOT_FOUND', afterSaleMessages.claimNotFound);
    if (current.refundedAt) throw new AppError('CONFLICT', afterSaleMessages.claimAlreadyRefunded);
    // Refunded in full from the order page meanwhile: nothing is left to give, the claim closes.
    const refund =
      order.paymentStatus === 'refunded'
        ? null
        : await refundLockedOrder(tx, deps, actor, order, { reason: 'guarantee' });
    const [closed] = await tx
      .update(guaranteeClaims)
      .set({ refundedAt: deps.clock.now(), resolvedByEmail: admin.email })
      .where(eq(guaranteeClaims.id, claimId))
      .returning();
    return { claim: closed!, outcome: refund };
  });
  if (outcome) await afterRefund(deps, outcome);
  return toAdminClaim(deps.db, claim, outcome?.order ?? (await findOrder(deps.db, claim.orderId))!);
}
