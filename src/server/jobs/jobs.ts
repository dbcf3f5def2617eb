/**
 * Background work: what can be queued, and who does it. Rooms register handlers and schedules
 * through app-jobs.ts; the process that runs jobs (npm start, start:worker) works them on pg-boss
 * (PostgreSQL-backed, so no extra server), tests run them on demand with the memory queue.
 */
/** Job names used across rooms. */
export const jobNames = {
  /** An order became paid: its design is rendered and the preview mailed. Data: {orderId}. */
  orderPaid: 'order-paid',
  /** Render an order's card design and mail its preview (src/server/cards). Data: {orderId, revision?}. */
  cardRender: 'card-render',
  /** Every 15 minutes: one reminder for previews waiting 48 hours; re-queue lost renders. */
  cardReminders: 'card-reminders',
  /** Mails a reset link if the address has an account; queued for every forgot-password request. Data: {email, mailId}. */
  passwordResetMail: 'password-reset-mail',
  /** Every 15 minutes: queues password-reset-mail again for a reset e-mail whose sender died mid-send. */
  passwordResetMailSweep: 'password-reset-mail-sweep',
  /** Scheduled: ends or renews local plans whose period is over. */
  renewPlans: 'renew-plans',
  /** Hourly: mails the notice of an annual plan renewing in 14 days, once per renewal (issue 19). */
  renewalNotices: 'renewal-notices',
  /** Every 15 minutes: queues order-paid again for an order e-mail whose sender died mid-send. */
  orderEmailSweep: 'order-email-sweep',
  /** Scheduled, and once at start: deletes unpaid orders (and their files) older than a day. */
  expireUnpaidOrders: 'expire-unpaid-orders',
  /** Scheduled: deletes resumable uploads nobody claimed within an hour (and claimed ones after a day). */
  sweepMediaUploads: 'sweep-media-uploads',
  /** Someone answered an "ask them for it" link: the owner's e-mail. Data: {requestId}. */
  addressRequestAnswered: 'address-request-answered',
  /** One attempt to hand an approved card to the print lab; re-queues itself with backoff. Data: {orderId}. */
  printLabSubmit: 'print-lab-submit',
} as const;

interface SendOptions {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** At most one queued job with this key. */
  singletonKey?: string;
}

export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<void>;
}

type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export class JobRegistry {
  readonly handlers = new Map<string, JobHandler>();
  readonly schedules: { name: string; cron: string }[] = [];

  /** Handles queued jobs called `name`. */
  on(name: string, handler: JobHandler): void {
    if (this.handlers.has(name)) throw new Error(`job ${name} has two handlers`);
    this.handlers.set(name, handler);
  }

  /** Runs `handler` on a cron schedule (UTC), once across all app instances. */
  every(name: string, cron: string, handler: JobHandler): void {
    this.on(name, handler);
    this.schedules.push({ name, cron });
  }
}

/** For tests and scripts: keeps sent jobs until asked to run them. */
export function createMemoryJobQueue() {
  const pending: { name: string; data: object; options?: SendOptions }[] = [];
  return {
    pending,
    async send(name: string, data: object, options?: SendOptions) {
      pending.push({ name, data, options });
    },
    /** Runs queued jobs (and any they queue) until none is left; returns how many ran. */
    async runAll(registry: JobRegistry, filter?: (job: { name: string }) => boolean): Promise<number> {
      let ran = 0;
      for (let index = 0; index < pending.length;) {
        const job = pending[index]!;
        if (filter && !filter(job)) {
          index += 1;
          continue;
        }
        pending.splice(index, 1);
        const handler = registry.handlers.get(job.name);
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        await handler(job.data as Record<string, unknown>);
        ran += 1;
      }
      return ran;
    },
  };
}
export type MemoryJobQueue = ReturnType<typeof createMemoryJobQueue>;
