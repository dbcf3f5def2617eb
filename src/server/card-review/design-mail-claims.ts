import { sql } from 'drizzle-orm';
import { cardDesigns } from '../db/schema-cards.js';
import { abandonedMailRows, sendOnce, type OnceMail } from '../mail/send-once.js';
import type { CardDeps } from './card-deps.js';

/** A design's two e-mails, each sent once even when two runs of its render job overlap. */
const designMails = {
  preview: {
    table: cardDesigns,
    id: cardDesigns.id,
    claimed: cardDesigns.previewClaimedAt,
    sent: cardDesigns.previewSentAt,
  },
  failure: {
    table: cardDesigns,
    id: cardDesigns.id,
    claimed: cardDesigns.failureClaimedAt,
    sent: cardDesigns.failureSentAt,
  },
} satisfies Record<string, OnceMail>;

export type DesignMail = keyof typeof designMails;

/** Sends one of a design's e-mails unless it went or another run is sending it (mail/send-once.ts). */
export function mailOnce(
  deps: Pick<CardDeps, 'db' | 'clock'>,
  designId: string,
  mail: DesignMail,
  send: () => Promise<void>,
): Promise<boolean> {
  return sendOnce(deps, designMails[mail], designId, send);
}

type AbandonedRow = { orderId: string; revision: number };

/**
 * Designs whose e-mail a run took and never sent (it died sending), still worth sending: a
 * preview only while it is the revision awaiting the customer's answer, a failure notice only
 * while the design is still failed. The sweep queues their render job again, which sends it.
 */
export async function designsWithAbandonedMail(
  deps: Pick<CardDeps, 'db' | 'clock'>,
): Promise<{ orderId: string; revision: number }[]> {
  const returning = sql`${cardDesigns.orderId} as "orderId", ${cardDesigns.revision} as "revision"`;
  // A refunded or cancelled order's e-mail is no longer owed: its render job would stop at once.
  const payable = sql`exists (select 1 from orders o where o.id = ${cardDesigns.orderId}
    and o.payment_status = 'paid' and o.cancelled_at is null)`;
  const previews = await abandonedMailRows<AbandonedRow>(deps, designMails.preview, {
    returning,
    stillOwed: sql`${payable} and exists (select 1 from card_reviews r where r.order_id = ${cardDesigns.orderId}
      and r.current_revision = ${cardDesigns.revision} and r.state = 'awaiting_approval')`,
  });
  const failures = await abandonedMailRows<AbandonedRow>(deps, designMails.failure, {
    returning,
    stillOwed: sql`${payable} and ${cardDesigns.status} = 'failed'`,
  });
  return [...previews, ...failures].map(({ orderId, revision }) => ({ orderId, revision: Number(revision) }));
}
