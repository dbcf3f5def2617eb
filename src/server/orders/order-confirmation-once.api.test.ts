import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testCustomer } from '../../../tests/support/purchases';
import { createSlowOutbox, mailsTo } from '../../../tests/support/slow-outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { jobNames } from '../jobs/jobs';
import { orders } from './schema';

let now = new Date('2026-11-02T10:00:00Z');
const clock = { now: () => now };
const outbox = createSlowOutbox({ delayMs: 500 });

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock, deps: { mailer: outbox.mailer } });
  outbox.deliverTo(testApp.database);
}, 60_000);
afterAll(() => testApp.close());

const confirmationsTo = (email: string) => mailsTo(testApp.database, email, /is confirmed/);

/** A paid order whose order-paid job is queued but not run, and a way to run that job's handler. */
async function paidOrder() {
  const customer = await testCustomer(testApp);
  const { orderId } = await customer.buyCard();
  const index = testApp.jobs.pending.findIndex(
    (job) => job.name === jobNames.orderPaid && (job.data as { orderId: string }).orderId === orderId,
  );
  const [job] = testApp.jobs.pending.splice(index, 1);
  const run = () => testApp.jobRegistry.handlers.get(jobNames.orderPaid)!(job!.data as Record<string, unknown>);
  return { orderId, email: customer.email, run };
}

describe('the order e-mail, however often its job runs', () => {
  it('goes once when two runs overlap, and once when a run is retried after it went', async () => {
    const { email, run } = await paidOrder();
    await Promise.all([run(), run()]);
    await run();
    expect(await confirmationsTo(email)).toHaveLength(1);
  });

  it('goes on the retry when the first attempt failed to send', async () => {
    const { email, run } = await paidOrder();
    outbox.failNext();
    await expect(run()).rejects.toThrow('SMTP server went away');
    expect(await confirmationsTo(email)).toHaveLength(0);
    await run();
    expect(await confirmationsTo(email)).toHaveLength(1);
  });
});

/** A paid order whose e-mail a run claimed and never sent: it hangs, as a killed worker's would. */
async function paidOrderWhoseMailerHung() {
  const order = await paidOrder();
  outbox.hangNext();
  void order.run();
  await vi.waitFor(async () => {
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.confirmationClaimedAt).toBeInstanceOf(Date);
  });
  return order;
}

describe('the order e-mail of a run that died while sending it', () => {
  it("is held from the job's retry, then queued again by the sweep once the claim is stale, and sent once", async () => {
    const { email, run } = await paidOrderWhoseMailerHung();
    // The job's retry, a minute later, finds the claim fresh and sends nothing.
    await run();
    expect(await confirmationsTo(email)).toHaveLength(0);
    const start = now;
    try {
      const sweep = () => testApp.jobRegistry.handlers.get(jobNames.orderEmailSweep)!({});
      now = new Date(start.getTime() + 60_000);
      await sweep();
      await testApp.jobs.runAll(testApp.jobRegistry, (job) => job.name === jobNames.orderPaid);
      expect(await confirmationsTo(email)).toHaveLength(0);
      now = new Date(start.getTime() + 15 * 60_000);
      await sweep();
      await testApp.jobs.runAll(testApp.jobRegistry, (job) => job.name === jobNames.orderPaid);
      expect(await confirmationsTo(email)).toHaveLength(1);
      await sweep();
      await testApp.jobs.runAll(testApp.jobRegistry, (job) => job.name === jobNames.orderPaid);
      expect(await confirmationsTo(email)).toHaveLength(1);
    } finally {
      now = start;
    }
  });

  it('is not queued again once the order was refunded', async () => {
    const { orderId, email } = await paidOrderWhoseMailerHung();
    await testApp.database.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, orderId));
    const start = now;
    try {
      now = new Date(start.getTime() + 15 * 60_000);
      await testApp.jobRegistry.handlers.get(jobNames.orderEmailSweep)!({});
      const queued = testApp.jobs.pending.filter(
        (job) => job.name === jobNames.orderPaid && (job.data as { orderId: string }).orderId === orderId,
      );
      expect(queued).toEqual([]);
      expect(await confirmationsTo(email)).toHaveLength(0);
    } finally {
      now = start;
    }
  });
});
