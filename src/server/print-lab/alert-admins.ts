import { and, eq, isNull } from 'drizzle-orm';
import { printLabAlertTexts as texts } from '../../shared/print-lab-texts.js';
import { paths } from '../../shared/routes.js';
import { composeNoticeEmail } from '../mail/compose-email.js';
import type { OrderRow } from '../orders/orders.js';
import type { PrintLabDeps } from './print-lab-deps.js';
import { printLabSubmissions } from './schema.js';

/**
 * Tells every admin, once per submission (alerted_at), that a card stays with in-house
 * printing. The mark is taken before sending, so a job run again never mails twice; a mail
 * failure is logged (the card is in the print queue either way).
 */
export async function alertAdminsOnce(
  deps: Pick<PrintLabDeps, 'db' | 'clock' | 'mailer' | 'logger' | 'publicUrl' | 'adminEmails'>,
  order: Pick<OrderRow, 'id' | 'orderNumber'>,
  why: string,
  lastError: string | null,
): Promise<void> {
  const now = deps.clock.now();
  const [marked] = await deps.db
    .update(printLabSubmissions)
    .set({ alertedAt: now, updatedAt: now })
    .where(and(eq(printLabSubmissions.orderId, order.id), isNull(printLabSubmissions.alertedAt)))
    .returning({ orderId: printLabSubmissions.orderId });
  if (!marked) return;
  deps.logger.warn({ orderId: order.id, why, lastError }, 'print lab: card left to in-house printing');
  const url = `${deps.publicUrl}${paths.adminOrder.replace(':orderId', order.id)}`;
  for (const to of deps.adminEmails) {
    try {
      await deps.mailer.send(
        await composeNoticeEmail(
          { to, subject: texts.subject(order.orderNumber) },
          {
            heading: texts.heading(order.orderNumber),
            paragraphs: [why, ...(lastError ? [texts.lastError(lastError)] : [])],
            button: { label: texts.button, url },
          },
        ),
      );
    } catch (error) {
      deps.logger.error({ err: error, orderId: order.id }, 'print lab alert could not be sent');
    }
  }
}
