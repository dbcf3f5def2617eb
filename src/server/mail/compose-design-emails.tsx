import { arriveByTexts } from '../../shared/arrive-by-texts.js';
import { cardDesignRules, designMessages } from '../../shared/card-design-rules.js';
import { deliveryRules } from '../../shared/delivery/delivery-rules.js';
import { orderShippingTexts } from '../../shared/order-shipping-texts.js';
import { paths } from '../../shared/routes.js';
import { composeEmail, composeNoticeEmail } from './compose-email.js';
import type { MailMessage } from './mailer.js';
import type { OrderRecipient } from './order-recipient.js';
import { DesignPreviewEmail } from './templates/design-preview-email.js';

interface DesignOrder {
  orderNumber: string;
  firstName: string;
  /** The order's arrive-by day and the approval it needs (issue 19); absent or null without one. */
  arriveBy?: string | null;
  approveBy?: Date | null;
}

/**
 * The deadline sentence of an order with an arrive-by date. E-mail has no reader's zone, so the
 * moment is given in the print site's (New York), where the deadline is counted, and the zone is
 * named after the sentence: "Times are New York time (ET)."
 */
function deadlineLine(order: DesignOrder): string | undefined {
  if (!order.arriveBy || !order.approveBy) return undefined;
  const sentence = arriveByTexts.approveBy(order.approveBy, order.arriveBy, {
    timeZone: deliveryRules.printSiteTimeZone,
  });
  return `${sentence}. ${orderShippingTexts.timesInZone}`;
}

interface DesignPreviewMail {
  order: DesignOrder;
  revision: number;
  kind: 'preview' | 'reminder';
  /** Each page as an image the mail client may load. */
  pages: { label: string; url: string }[];
  checks: { message: string }[];
  changeRounds: number;
  /** The signed single-use links that approve the design or ask for a change. */
  approveUrl: string;
  changeUrl: string;
  publicUrl: string;
}

/** The preview e-mail (and its one reminder): pages inline, signed single-use links to act. */
export function designPreviewEmail(to: OrderRecipient, mail: DesignPreviewMail): Promise<MailMessage> {
  const { order } = mail;
  const left = cardDesignRules.maxChangeRounds - mail.changeRounds;
  const reminder = mail.kind === 'reminder';
  return composeEmail(
    {
      to,
      subject: reminder
        ? `Reminder: your Keepsake card ${order.orderNumber} is waiting for your approval`
        : `Your Keepsake card ${order.orderNumber} is ready for your approval`,
      devNote: `card preview ${order.orderNumber} r${mail.revision}`,
    },
    <DesignPreviewEmail
      heading={reminder ? 'Your card is waiting for your approval' : 'Your card design is ready!'}
      intro={
        reminder
          ? `Hi ${order.firstName}, your card for order ${order.orderNumber} is ready and waiting. We print it as soon as you approve it.`
          : `Hi ${order.firstName}, here is your card for order ${order.orderNumber}, page by page. Approve it and we print and ship it; or tell us what to change.`
      }
      deadline={deadlineLine(order)}
      pages={mail.pages}
      checks={mail.checks.map((check) => check.message)}
      approveUrl={mail.approveUrl}
      changeUrl={mail.changeUrl}
      ordersUrl={`${mail.publicUrl}${paths.accountOrders}`}
      roundsLine={
        left > 0
          ? `You can ask for changes up to ${cardDesignRules.maxChangeRounds} times (${left} left).`
          : 'You have used all your rounds of changes.'
      }
      expiryLine={`These links work once, for ${cardDesignRules.linkLifetimeDays} days.`}
    />,
  );
}

/** Asks the customer for a new picture when theirs cannot be decoded; the button opens their order page. */
export function designPictureFailedEmail(
  to: OrderRecipient,
  order: DesignOrder & { id: string },
  publicUrl: string,
): Promise<MailMessage> {
  return composeNoticeEmail(
    {
      to,
      subject: `Your Keepsake card ${order.orderNumber} needs a new picture`,
      devNote: `card picture failed ${order.orderNumber}`,
    },
    {
      heading: 'We need a new picture for your card',
      paragraphs: [
        `Hi ${order.firstName}, thank you for your order ${order.orderNumber}.`,
        designMessages.pictureUnreadable,
      ],
      button: {
        label: 'Upload a new picture',
        url: `${publicUrl}${paths.accountOrder.replace(':orderId', order.id)}`,
      },
    },
  );
}
