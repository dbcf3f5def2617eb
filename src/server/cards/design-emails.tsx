import { render } from '@react-email/render';
import { cardDesignRules, designPageLabels, designPageNames } from '../../shared/card-design-rules.js';
import { paths } from '../../shared/routes.js';
import type { MailMessage } from '../mail/mailer.js';
import { DesignPreviewEmail } from '../mail/templates/design-preview-email.js';
import type { CardDeps } from './card-deps.js';
import { mintReviewToken, signFileUrl } from './review-links.js';

export interface PreviewMailInput {
  order: { id: string; orderNumber: string; email: string; firstName: string };
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
    url: signFileUrl(
      deps.secret,
      deps.publicUrl,
      { orderId: order.id, revision, name: `${name}.webp` },
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
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    to: order.email,
    subject: reminder
      ? `Reminder: your Keepsake card ${order.orderNumber} is waiting for your approval`
      : `Your Keepsake card ${order.orderNumber} is ready for your approval`,
    html,
    text,
    devNote: `card preview ${order.orderNumber} r${revision}`,
  };
}
