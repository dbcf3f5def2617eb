import { afterSaleTexts } from '../../shared/after-sale-texts.js';
import { paths } from '../../shared/routes.js';
import { parcelTrackingUrl } from '../../shared/tracking.js';
import { composeNoticeEmail } from './compose-email.js';
import type { OrderRecipient } from './order-recipient.js';

/** The order's own page, where its steps and tracking are. */
function orderPage(publicUrl: string, orderId: string): string {
  return `${publicUrl}${paths.accountOrder.replace(':orderId', encodeURIComponent(orderId))}`;
}

export function orderShippedEmail(
  to: OrderRecipient,
  order: {
    id: string;
    orderNumber: string;
    firstName: string;
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
  },
  publicUrl: string,
) {
  const tracking =
    order.carrier || order.trackingNumber
      ? `It travels with ${order.carrier ?? 'our carrier'}${order.trackingNumber ? `, tracking number ${order.trackingNumber}` : ''}.`
      : 'It should reach you within the delivery time you chose.';
  const track = parcelTrackingUrl(order);
  const page = { label: 'View your order', url: orderPage(publicUrl, order.id) };
  return composeNoticeEmail(
    { to, subject: `Your Keepsake card ${order.orderNumber} is on its way` },
    {
      heading: 'Your card is on its way',
      paragraphs: [
        `Good news, ${order.firstName}: your card ${order.orderNumber} has been printed and shipped.`,
        tracking,
      ],
      ...(track ? { button: { label: afterSaleTexts.trackLink, url: track }, links: [page] } : { button: page }),
    },
  );
}

export function orderDeliveredEmail(
  to: OrderRecipient,
  order: { orderNumber: string; firstName: string },
  publicUrl: string,
) {
  return composeNoticeEmail(
    { to, subject: `Your Keepsake card ${order.orderNumber} was delivered` },
    {
      heading: 'Your card was delivered',
      paragraphs: [
        `Your card ${order.orderNumber} has arrived, ${order.firstName}. We hope it made someone's day.`,
        'Not happy with it? Our 30-day money-back guarantee has you covered: just reply to this e-mail.',
      ],
      button: { label: 'Make another card', url: `${publicUrl}${paths.create}` },
    },
  );
}
