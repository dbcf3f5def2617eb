import type { AppServices } from '../app-services.js';
import { jobNames, type JobRegistry } from '../jobs/jobs.js';
import { expireUnpaidOrders, type ExpiryDeps } from './expire-unpaid-orders.js';
import { requeueUnsentConfirmations, sendOrderEmail } from './order-paid.js';

export type OrderJobDeps = ExpiryDeps & Pick<AppServices, 'mailer' | 'publicUrl' | 'jobs'>;

/**
 * The orders room's background work. `afterConfirmation` runs once a paid order's e-mail is
 * sent: the e-mail promises the card preview, so the design render is queued after it.
 */
export function registerOrderJobs(
  registry: JobRegistry,
  deps: OrderJobDeps,
  afterConfirmation: (orderId: string) => Promise<void>,
): void {
  registry.on(jobNames.orderPaid, async (data) => {
    const orderId = String(data.orderId);
    await sendOrderEmail(deps, orderId);
    await afterConfirmation(orderId);
  });
  registry.every(jobNames.orderEmailSweep, '*/15 * * * *', async () => {
    await requeueUnsentConfirmations(deps);
  });
  // Every 30 minutes; main.ts also runs it once at start.
  registry.every(jobNames.expireUnpaidOrders, '*/30 * * * *', async () => {
    await expireUnpaidOrders(deps);
  });
}
