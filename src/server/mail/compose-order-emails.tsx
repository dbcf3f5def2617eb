import { formatUsd, shippingOptions } from '../../shared/pricing.js';
import { paths } from '../../shared/routes.js';
import { transitLabel } from '../../shared/arrive-by-texts.js';
import { formatAddressLines } from '../../shared/addresses/format-address-lines.js';
import { orderAddress } from '../orders/order-address.js';
import type { OrderRow } from '../orders/orders.js';
import { composeEmail } from './compose-email.js';
import type { MailMessage } from './mailer.js';
import type { OrderRecipient } from './order-recipient.js';
import { OrderEmail } from './templates/order-email.js';

export function orderConfirmationEmail(to: OrderRecipient, order: OrderRow, publicUrl: string): Promise<MailMessage> {
  const shipping = shippingOptions[order.shippingType];
  const element = (
    <OrderEmail
      firstName={order.firstName}
      orderNumber={order.orderNumber}
      front={order.cardFront}
      inside={order.cardInside}
      back={order.cardBack}
      totalLabel={formatUsd(order.amountCents)}
      paymentLine={
        order.coveredByPlan && !order.planPurchased ? 'Paid with a card from your plan, total charged' : 'Total paid'
      }
      shippingLine={`${shipping.name} shipping (${transitLabel(order.country, order.shippingType)}) to ${formatAddressLines(orderAddress(order)).join(', ')}`}
      ordersUrl={`${publicUrl}${paths.accountOrders}`}
    />
  );
  return composeEmail(
    { to, subject: `Your Keepsake order ${order.orderNumber} is confirmed`, devNote: `order ${order.orderNumber}` },
    element,
  );
}
