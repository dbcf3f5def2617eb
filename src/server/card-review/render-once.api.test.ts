import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testCustomer } from '../../../tests/support/purchases';
import { createSlowOutbox, mailsTo } from '../../../tests/support/slow-outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { cardDesigns } from '../db/schema-cards';
import { jobNames } from '../jobs/jobs';
import { orders } from '../orders/schema';

let now = new Date('2026-11-02T10:00:00Z');
const clock = { now: () => now };
/** Previews go as slowly as through an SMTP server (the window in which a second run used to send one too). */
const outbox = createSlowOutbox({ delayMs: 1_000, slowed: /ready for your approval/ });

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock, deps: { mailer: outbox.mailer } });
  outbox.deliverTo(testApp.database);
}, 60_000);
afterAll(() => testApp.close());

const previewsTo = (email: string) => mailsTo(testApp.database, email, /ready for your approval/);

/** A paid order whose confirmation went and whose render job is queued but not run. */
async function paidOrderAwaitingRender() {
  const customer = await testCustomer(testApp);
  const { orderId } = await customer.buyCard();
  await testApp.jobs.runAll(testApp.jobRegistry, (job) => job.name !== jobNames.cardRender);
  const index = testApp.jobs.pending.findIndex((job) => job.name === jobNames.cardRender);
  const [renderJob] = testApp.jobs.pending.splice(index, 1);
  expect(renderJob?.data).toMatchObject({ orderId });
  const render = () =>
    testApp.jobRegistry.handlers.get(jobNames.cardRender)!(renderJob!.data as Record<string, unknown>);
  return { orderId, email: customer.email, render };
}

describe('a render job run twice at once (a run past its expiry and its retry)', () => {
  it('mails the preview once', async () => {
    const { orderId, email, render } = await paidOrderAwaitingRender();
    await Promise.all([render(), render()]);
    expect(await previewsTo(email)).toHaveLength(1);
    await render();
    expect(await previewsTo(email)).toHaveLength(1);
    const [design] = await testApp.database.db.select().from(cardDesigns).where(eq(cardDesigns.orderId, orderId));
    expect(design?.status).toBe('ready');
    expect(design?.previewSentAt?.getTime()).toBe(now.getTime());
  }, 120_000);
});

describe('a run that dies while mailing the preview', () => {
  it('holds the e-mail from other runs, and the sweep sends it once a few minutes later', async () => {
    const { orderId, email, render } = await paidOrderAwaitingRender();
    outbox.hangNext();
    void render();
    // Until the hung run holds its claim: the render itself takes a moment.
    for (let tries = 0; tries < 600; tries += 1) {
      const [design] = await testApp.database.db.select().from(cardDesigns).where(eq(cardDesigns.orderId, orderId));
      if (design?.previewClaimedAt) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [claimed] = await testApp.database.db.select().from(cardDesigns).where(eq(cardDesigns.orderId, orderId));
    expect(claimed?.previewClaimedAt).not.toBeNull();
    expect(claimed?.previewSentAt).toBeNull();
    // Its retry, a minute later, finds the e-mail claimed and sends nothing.
    await render();
    expect(await previewsTo(email)).toHaveLength(0);
    const start = now;
    try {
      // The claim is still young at the first sweep; at a sweep past five minutes it is released.
      now = new Date(start.getTime() + 60_000);
      await testApp.jobRegistry.handlers.get(jobNames.cardReminders)!({});
      await testApp.jobs.runAll(testApp.jobRegistry);
      expect(await previewsTo(email)).toHaveLength(0);
      now = new Date(start.getTime() + 15 * 60_000);
      await testApp.jobRegistry.handlers.get(jobNames.cardReminders)!({});
      await testApp.jobs.runAll(testApp.jobRegistry);
      expect(await previewsTo(email)).toHaveLength(1);
      await testApp.jobRegistry.handlers.get(jobNames.cardReminders)!({});
      await testApp.jobs.runAll(testApp.jobRegistry);
      expect(await previewsTo(email)).toHaveLength(1);
    } finally {
      now = start;
    }
  }, 120_000);

  it('is not sent by the sweep once the order was cancelled', async () => {
    const { orderId, email, render } = await paidOrderAwaitingRender();
    outbox.hangNext();
    void render();
    await vi.waitFor(
      async () => {
        const [design] = await testApp.database.db.select().from(cardDesigns).where(eq(cardDesigns.orderId, orderId));
        expect(design?.previewClaimedAt).toBeInstanceOf(Date);
      },
      { timeout: 60_000, interval: 100 },
    );
    await testApp.database.db
      .update(orders)
      .set({ paymentStatus: 'refunded', cancelledAt: now })
      .where(eq(orders.id, orderId));
    const start = now;
    try {
      now = new Date(start.getTime() + 15 * 60_000);
      await testApp.jobRegistry.handlers.get(jobNames.cardReminders)!({});
      const queued = testApp.jobs.pending.filter(
        (job) => job.name === jobNames.cardRender && (job.data as { orderId: string }).orderId === orderId,
      );
      expect(queued).toEqual([]);
      await testApp.jobs.runAll(testApp.jobRegistry);
      expect(await previewsTo(email)).toHaveLength(0);
    } finally {
      now = start;
    }
  }, 120_000);
});
