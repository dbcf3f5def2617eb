import { designPageLabels, designPageNames } from '../../shared/card-design-rules.js';
import { paths } from '../../shared/routes.js';
import { designPictureFailedEmail, designPreviewEmail } from '../mail/compose-design-emails.js';
import type { MailMessage } from '../mail/mailer.js';
import { orderRecipient, type OrderRecipient } from '../mail/order-recipient.js';
import type { CardDeps } from './card-deps.js';
import { emailImageUrl } from './email-images.js';
import { mintReviewToken } from './review-links.js';

interface MailedOrder {
  id: string;
  userId: string;
  orderNumber: string;
  firstName: string;
  /** The e-mail repeats the approval deadline of an order with an arrive-by date (issue 19). */
  arriveBy?: string | null;
  approveBy?: Date | null;
}

interface PreviewMailInput {
  order: MailedOrder;
  revision: number;
  checks: { message: string }[];
  changeRounds: number;
  kind: 'preview' | 'reminder';
}

/** Image URLs in an e-mail must keep working while the customer may still open it. */
const emailImageLifetimeDays = 90;

function reviewPageUrl(publicUrl: string, orderId: string, page: 'approve' | 'change', token: string): string {
  const path = (page === 'approve' ? paths.orderApprove : paths.orderChange).replace(':orderId', orderId);
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/**
 * Sends one of the design e-mails to the order's owner: the one place the card workflow mails,
 * so every design e-mail goes to the account's proved address (order-recipient.ts).
 */
async function mailOrderOwner(
  deps: Pick<CardDeps, 'db' | 'mailer'>,
  order: MailedOrder,
  compose: (to: OrderRecipient) => Promise<MailMessage>,
): Promise<void> {
  await deps.mailer.send(await compose(await orderRecipient(deps.db, order)));
}

/** The preview (or its reminder) with fresh single-use links and the pages as signed e-mail pictures. */
export async function mailDesignPreview(deps: CardDeps, input: PreviewMailInput): Promise<void> {
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
  await mailOrderOwner(deps, order, (to) =>
    designPreviewEmail(to, {
      ...input,
      pages,
      approveUrl: reviewPageUrl(deps.publicUrl, order.id, 'approve', token),
      changeUrl: reviewPageUrl(deps.publicUrl, order.id, 'change', token),
      publicUrl: deps.publicUrl,
    }),
  );
}

export async function mailPictureFailed(deps: CardDeps, order: MailedOrder): Promise<void> {
  await mailOrderOwner(deps, order, (to) => designPictureFailedEmail(to, order, deps.publicUrl));
}
