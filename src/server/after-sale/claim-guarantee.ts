import { afterSaleMessages } from '../../shared/after-sale-texts.js';
import type { OrderDetail } from '../../shared/api/account.js';
import { isGuaranteeClaimable } from '../../shared/api/order-progress.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import type { User } from '../../shared/api/user.js';
import { AppError } from '../http/app-error.js';
import { guaranteeClaimNoticeEmail } from '../mail/compose-after-sale-emails.js';
import { audit, getUserOrderDetail, lockOrder, type OrderRow } from '../orders/orders.js';
import type { AfterSaleDeps } from './after-sale-deps.js';
import { customerOrderViews } from './order-views.js';
import { guaranteeClaims } from './schema.js';

/**
 * POST /api/orders/:orderId/guarantee-claim: within 30 days of delivery the customer says what
 * went wrong; the claim is stored once per order (the table's unique key decides a double
 * click) and the admins hear of it after the commit.
 */
export async function claimGuarantee(
  deps: AfterSaleDeps,
  user: User,
  orderId: string,
  reason: string,
): Promise<OrderDetail> {
  const now = deps.clock.now();
  const order = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.userId !== user.id) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
    const [claim] = await tx
      .insert(guaranteeClaims)
      .values({ orderId, userId: user.id, reason, createdAt: now })
      .onConflictDoNothing({ target: guaranteeClaims.orderId })
      .returning({ id: guaranteeClaims.id });
    if (!claim) throw new AppError('CONFLICT', afterSaleMessages.alreadyClaimed);
    if (!isGuaranteeClaimable(locked, locked.amountCents, now))
      throw new AppError('CONFLICT', afterSaleMessages.notClaimable);
    await audit(tx, {
      orderId,
      actor: { id: user.id, email: user.email },
      action: 'guarantee claim',
      note: reason,
      at: now,
    });
    return locked;
  });
  await noticeAdmins(deps, order, reason);
  return getUserOrderDetail(customerOrderViews(deps), user.id, orderId);
}

/** A mail failure is logged: the claim stands and shows in the admin's list of claims. */
async function noticeAdmins(deps: AfterSaleDeps, order: OrderRow, reason: string): Promise<void> {
  for (const admin of deps.adminEmails) {
    try {
      const message = await guaranteeClaimNoticeEmail(
        admin,
        {
          orderId: order.id,
          orderNumber: order.orderNumber,
          customerName: `${order.firstName} ${order.lastName}`.trim(),
          customerEmail: order.email,
          reason,
        },
        deps.publicUrl,
      );
      await deps.mailer.send(message);
    } catch (error) {
      deps.logger.error({ err: error, orderId: order.id }, 'guarantee claim notice could not be sent');
    }
  }
}
