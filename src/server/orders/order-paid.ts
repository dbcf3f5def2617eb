import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders, type OrderRow } from './schema.js';
import { jobNames, type JobQueue } from '../jobs/jobs.js';
import { orderConfirmationEmail } from '../mail/compose-order-emails.js';
import type { Mailer } from '../mail/mailer.js';
import { orderRecipient } from '../mail/order-recipient.js';

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

/** The order-paid job: the order e-mail saying the design preview follows within 24 hours. */
export async function sendOrderEmail(deps: { db: Db; mailer: Mailer; publicUrl: string }, orderId: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await deps.mailer.send(await orderConfirmationEmail(await orderRecipient(deps.db, order), order, deps.publicUrl));
}
