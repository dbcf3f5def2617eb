import { and, eq, inArray, isNull } from 'drizzle-orm';
import { formatAddressLines } from '../../shared/addresses/format-address-lines.js';
import type { Address } from '../../shared/addresses/validate-address.js';
import type { OrderShipping } from '../../shared/api/account.js';
import { isAddressCorrectable } from '../../shared/api/order-progress.js';
import type { User } from '../../shared/api/user.js';
import { deliveryMessages } from '../../shared/delivery-texts.js';
import { AppError } from '../http/app-error.js';
import type { OrderDeps } from './order-deps.js';
import { orderAddress, orderAddressColumns } from './order-address.js';
import { notAtLab } from './fulfilment.js';
import { audit } from './order-history.js';
import { findUserOrder, orderShipping } from './order-views.js';
import { arriveByDeadlines, checkSpeed } from './resolve-delivery.js';
import { orders } from './schema.js';

/**
 * The customer corrects where an order's card goes: the same checks as checkout for the new
 * country (express offered there, the arrive-by date still met), and a line in the order's
 * history with the old and new envelope.
 */
export async function correctShippingAddress(
  deps: Pick<OrderDeps, 'db' | 'clock'>,
  user: User,
  orderId: string,
  change: { address: Address; phone?: string | undefined },
): Promise<OrderShipping> {
  const order = await findUserOrder(deps.db, user.id, orderId);
  if (!isAddressCorrectable(order)) throw new AppError('CONFLICT', deliveryMessages.addressLocked);
  if (change.phone && order.sendTo !== 'someone-else') {
    throw new AppError(
      'BAD_REQUEST',
      deliveryMessages.phoneOnlyForSomeoneElse,
      {},
      {
        phone: deliveryMessages.phoneOnlyForSomeoneElse,
      },
    );
  }
  checkSpeed(change.address, order.shippingType, 'address.country');
  const now = deps.clock.now();
  // A new street in the same country changes no transit time: the deadlines stay as promised,
  // however close they are (refusing a typo fix would print the card to the wrong door). A new
  // country is counted as if the design were still to be approved, which for an approved order
  // errs on the careful side: a date it could just make is refused rather than promised and missed.
  const deadlines =
    order.arriveBy && change.address.country !== order.country
      ? arriveByDeadlines(change.address, order.shippingType, order.arriveBy, now, 'address.country')
      : null;

  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        ...orderAddressColumns(change.address),
        ...(change.phone !== undefined ? { phone: change.phone === '' ? null : change.phone } : {}),
        ...(deadlines ?? {}),
        updatedAt: now,
      })
      // Printed or shipped in the meantime: the row decides inside the update, not before it.
      .where(
        and(
          eq(orders.id, order.id),
          inArray(orders.status, ['pending', 'processing']),
          isNull(orders.printStartedAt),
          isNull(orders.cancelledAt),
          // On its way to the print lab: the lab would ship to the address it was sent.
          notAtLab,
        ),
      )
      .returning();
    if (!row) throw new AppError('CONFLICT', deliveryMessages.addressLocked);
    await audit(tx, {
      orderId: order.id,
      actor: { id: user.id, email: user.email },
      action: 'shipping-address',
      from: formatAddressLines(orderAddress(order)).join(', '),
      to: formatAddressLines(change.address).join(', '),
      at: now,
    });
    return row;
  });
  return orderShipping(updated);
}
