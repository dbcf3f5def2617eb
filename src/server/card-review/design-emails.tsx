import { render } from '@react-email/render';
import { cardDesignRules, designMessages, designPageLabels, designPageNames } from '../../shared/card-design-rules.js';
import { paths } from '../../shared/routes.js';
import type { MailMessage } from '../mail/mailer.js';
import { orderRecipient } from '../mail/order-recipient.js';
import { DesignPreviewEmail } from '../mail/templates/design-preview-email.js';
import { NoticeEmail } from '../mail/templates/notice-email.js';
import type { CardDeps } from './card-deps.js';
import { emailImageUrl } from './email-images.js';
import { mintReviewToken } from './review-links.js';

export interface PreviewMailInput {
  order: { id: string; userId: string; orderNumber: string; firstName: string };
  revision: number;
  checks: { message: string }[];
  changeRounds: number;
  kind: 'preview' | 'reminder';
}

/** Image URLs in an e-mail must keep working while the customer may still open it. */
const emailImageLifetimeDays = 90;

export function reviewPageUrl(publicUrl: string, orderId: string, page: 'approve' | 'change', token: string): string {
  const path = (page === 'approve' ? paths.orderApprove : paths.orderChange).replace(':orderId', orderId);
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** The preview e-mail (and its one reminder): pages inline, signed single-use links to act. */
export async function designPreviewEmail(deps: CardDeps, input: PreviewMailInput): Promise<MailMessage> {
  const { order, revision } = input;
  const now = deps.clock.now();
  const token = mintReviewToken(deps.secret, order.id, revision, now);
  const pages = designPageNames.map((name) => ({
    label: designPageLabels[name],
    url: emailImageUrl(
      deps.secret,
      deps.publicUrl,
      { orderId: order.id, revision, page: name },
      now,
      emailImageLifetimeDays,
    ),
  }));
  const left = cardDesignRules.maxChangeRounds - input.changeRounds;
  const reminder = input.kind === 'reminder';
  const element = (
    <DesignPreviewEmail
      heading={reminder ? 'Your card is waiting for your approval' : 'Your card design is ready!'}
      intro={
        reminder
          ? `Hi ${order.firstName}, your card for order ${order.orderNumber} is ready and waiting. We print it as soon as you approve it.`
          : `Hi ${order.firstName}, here is your card for order ${order.orderNumber}, page by page. Approve it and we print and ship it; or tell us what to change.`
      }
      pages={pages}
      checks={input.checks.map((check) => check.message)}
      approveUrl={reviewPageUrl(deps.publicUrl, order.id, 'approve', token)}
      changeUrl={reviewPageUrl(deps.publicUrl, order.id, 'change', token)}
      ordersUrl={`${deps.publicUrl}${paths.accountOrders}`}
      roundsLine={
        left > 0
          ? `You can ask for changes up to ${cardDesignRules.maxChangeRounds} times (${left} left).`
          : 'You have used all your rounds of changes.'
      }
      expiryLine={`These links work once, for ${cardDesignRules.linkLifetimeDays} days.`}
    />
  );
  const [html, text, to] = await Promise.all([
    render(element),
    render(element, { plainText: true }),
    orderRecipient(deps.db, order),
  ]);
  return {
    to,
    subject: reminder
      ? `Reminder: your Keepsake card ${order.orderNumber} is waiting for your approval`
      : `Your Keepsake card ${order.orderNumber} is ready for your approval`,
    html,
    text,
    devNote: `card preview ${order.orderNumber} r${revision}`,
  };
}

/** Asks the customer for a new picture when theirs cannot be decoded; the button opens their order page. */
export async function designPictureFailedEmail(
  deps: Pick<CardDeps, 'publicUrl' | 'db'>,
  order: { id: string; userId: string; orderNumber: string; firstName: string },
): Promise<MailMessage> {
  const element = (
    <NoticeEmail
      heading="We need a new picture for your card"
      paragraphs={[
        `Hi ${order.firstName}, thank you for your order ${order.orderNumber}.`,
        designMessages.pictureUnreadable,
      ]}
      button={{
        label: 'Upload a new picture',
        url: `${deps.publicUrl}${paths.accountOrder.replace(':orderId', order.id)}`,
      }}
    />
  );
  const [html, text, to] = await Promise.all([
    render(element),
    render(element, { plainText: true }),
    orderRecipient(deps.db, order),
  ]);
  return {
    to,
    subject: `Your Keepsake card ${order.orderNumber} needs a new picture`,
    html,
    text,
    devNote: `card picture failed ${order.orderNumber}`,
  };
}
