import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { orders, type OrderRow } from './schema.js';
import { jobNames, type JobQueue } from '../jobs/jobs.js';
import { orderConfirmationEmail } from '../mail/compose-order-emails.js';
import type { Mailer } from '../mail/mailer.js';
import { orderRecipient } from '../mail/order-recipient.js';
import { abandonedMailRows, sendOnce, type OnceMail } from '../mail/send-once.js';

/**
 * What follows payment runs as a job (the order e-mail, then the design): the queue keeps it
 * across restarts and retries it, and a failure there can never undo the payment.
 */
export async function afterOrderPaid(
  deps: { logger: FastifyBaseLogger; jobs: JobQueue },
  order: Pick<OrderRow, 'id'>,
): Promise<void> {
  try {
    await deps.jobs.send(jobNames.orderPaid, { orderId: order.id }, { singletonKey: `order-paid-${order.id}` });
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'design job could not be queued');
  }
}

const confirmationMail = {
  table: orders,
  id: orders.id,
  claimed: orders.confirmationClaimedAt,
  sent: orders.confirmationSentAt,
} satisfies OnceMail;

/**
 * The order-paid job: the order e-mail saying the design preview follows within 24 hours, once
 * however often the job runs (a retry after the render could not be queued, a worker that died).
 */
export async function sendOrderEmail(
  deps: { db: Db; clock: Clock; mailer: Mailer; publicUrl: string },
  orderId: string,
): Promise<void> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const recipient = await orderRecipient(deps.db, order);
  await sendOnce(deps, confirmationMail, order.id, async () => {
    await deps.mailer.send(await orderConfirmationEmail(recipient, order, deps.publicUrl));
  });
}

/**
 * Orders whose e-mail a run took and never sent (it died sending, or the send failed after its
 * job was retried elsewhere): their order-paid job is queued again, which sends it and, as
 * before, queues the render (a finished one does nothing).
 */
export async function requeueUnsentConfirmations(deps: { db: Db; clock: Clock; jobs: JobQueue }): Promise<number> {
  const owed = await abandonedMailRows<{ id: string }>(deps, confirmationMail, {
    returning: sql`${orders.id} as "id"`,
    // A refunded or cancelled order is no longer told it is confirmed.
    stillOwed: sql`${orders.paymentStatus} = 'paid' and ${orders.cancelledAt} is null`,
  });
  for (const { id } of owed) {
    await deps.jobs.send(jobNames.orderPaid, { orderId: id }, { singletonKey: `order-paid-${id}` });
  }
  return owed.length;
}
