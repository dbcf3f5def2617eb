import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postJson, signUp, uniqueIp } from '../../../tests/support/auth';
import { createSlowOutbox, mailsTo } from '../../../tests/support/slow-outbox';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { linkTokens, passwordResetMails, users } from '../db/schema';
import { orders } from '../orders/schema';
import { jobNames } from '../jobs/jobs';

let now = new Date('2026-11-02T10:00:00Z');
const clock = { now: () => now };
// Only the reset e-mail goes through the stalling SMTP server; signing up mails at once.
const outbox = createSlowOutbox({ delayMs: 500, slowed: /Reset your Keepsake password/ });

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock, deps: { mailer: outbox.mailer } });
  outbox.deliverTo(testApp.database);
}, 60_000);
afterAll(() => testApp.close());

const resetMailsTo = (email: string) => mailsTo(testApp.database, email, /Reset your Keepsake password/);

/** One forgot-password request whose mail job is queued but not run, and a way to run that job's handler. */
async function resetRequest() {
  const { email } = await signUp(testApp.app, testApp.database);
  const response = await postJson(testApp.app, '/api/auth/forgot-password', { email }, { remoteAddress: uniqueIp() });
  expect(response.statusCode).toBe(200);
  const index = testApp.jobs.pending.findIndex(
    (job) => job.name === jobNames.passwordResetMail && (job.data as { email: string }).email === email,
  );
  const [job] = testApp.jobs.pending.splice(index, 1);
  const data = job!.data as { email: string; mailId: string };
  const run = () => testApp.jobRegistry.handlers.get(jobNames.passwordResetMail)!({ ...data });
  return { email, mailId: data.mailId, run };
}

/** A request whose e-mail a run claimed and never sent: it hangs, as a killed worker's would. */
async function resetRequestWhoseMailerHung() {
  const request = await resetRequest();
  outbox.hangNext();
  void request.run();
  await vi.waitFor(async () => {
    const [row] = await testApp.database.db
      .select()
      .from(passwordResetMails)
      .where(eq(passwordResetMails.id, request.mailId));
    expect(row?.claimedAt).toBeInstanceOf(Date);
  });
  return request;
}

describe('the reset e-mail, however often its job runs', () => {
  it('goes once when SMTP stalls past the expiry and the retry runs beside the first run', async () => {
    const { email, run } = await resetRequest();
    await Promise.all([run(), run()]);
    await run();
    expect(await resetMailsTo(email)).toHaveLength(1);
  });

  it('goes on the retry when the first attempt failed to send', async () => {
    const { email, run } = await resetRequest();
    outbox.failNext();
    await expect(run()).rejects.toThrow('SMTP server went away');
    expect(await resetMailsTo(email)).toHaveLength(0);
    await run();
    expect(await resetMailsTo(email)).toHaveLength(1);
  });

  it('goes again for a second request: each request is its own e-mail', async () => {
    const first = await resetRequest();
    await first.run();
    const { email } = first;
    const response = await postJson(testApp.app, '/api/auth/forgot-password', { email }, { remoteAddress: uniqueIp() });
    expect(response.statusCode).toBe(200);
    await testApp.jobs.runAll(testApp.jobRegistry, (job) => job.name === jobNames.passwordResetMail);
    expect(await resetMailsTo(email)).toHaveLength(2);
  });
});

describe('the reset e-mail of a run that died while sending it', () => {
  it("is held from the job's retry, then queued again by the sweep once the claim is stale, and sent once", async () => {
    const { email, run } = await resetRequestWhoseMailerHung();
    // The job's retry, half a minute later, finds the claim fresh and sends nothing.
    await run();
    expect(await resetMailsTo(email)).toHaveLength(0);
    const start = now;
    const sweep = async () => {
      await testApp.jobRegistry.handlers.get(jobNames.passwordResetMailSweep)!({});
      await testApp.jobs.runAll(testApp.jobRegistry, (job) => job.name === jobNames.passwordResetMail);
    };
    try {
      now = new Date(start.getTime() + 60_000);
      await sweep();
      expect(await resetMailsTo(email)).toHaveLength(0);
      now = new Date(start.getTime() + 15 * 60_000);
      await sweep();
      expect(await resetMailsTo(email)).toHaveLength(1);
      await sweep();
      expect(await resetMailsTo(email)).toHaveLength(1);
    } finally {
      now = start;
    }
  });

  it('is forgotten once the person would have given up on it, and the request a day later', async () => {
    const { email } = await resetRequestWhoseMailerHung();
    const start = now;
    try {
      now = new Date(start.getTime() + 2 * 60 * 60_000);
      await testApp.jobRegistry.handlers.get(jobNames.passwordResetMailSweep)!({});
      expect(testApp.jobs.pending.filter((job) => job.name === jobNames.passwordResetMail)).toEqual([]);
      now = new Date(start.getTime() + 25 * 60 * 60_000);
      await testApp.jobRegistry.handlers.get(jobNames.passwordResetMailSweep)!({});
      expect(await testApp.database.db.select().from(passwordResetMails)).toEqual([]);
      expect(await resetMailsTo(email)).toHaveLength(0);
    } finally {
      now = start;
    }
  });

  /** The sweep, a quarter of an hour on (past a stale claim), and the jobs it queued. */
  async function sweepLater() {
    const start = now;
    try {
      now = new Date(start.getTime() + 15 * 60_000);
      await testApp.jobRegistry.handlers.get(jobNames.passwordResetMailSweep)!({});
      await testApp.jobs.runAll(testApp.jobRegistry, (job) => job.name === jobNames.passwordResetMail);
    } finally {
      now = start;
    }
  }

  it('is not sent once the password has been changed with another link', async () => {
    const { email } = await resetRequestWhoseMailerHung();
    const again = await postJson(testApp.app, '/api/auth/forgot-password', { email }, { remoteAddress: uniqueIp() });
    expect(again.statusCode).toBe(200);
    await testApp.jobs.runAll(testApp.jobRegistry, (job) => job.name === jobNames.passwordResetMail);
    const [mail] = await resetMailsTo(email);
    const token = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail!.text)![1]!);
    const reset = await postJson(testApp.app, '/api/auth/reset-password', { token, password: 'A new password 2026!' });
    expect(reset.statusCode).toBe(200);
    await sweepLater();
    expect(await resetMailsTo(email)).toHaveLength(1);
  });

  it('is not sent for an account deleted since, whose orders keep it', async () => {
    const customer = await testCustomer(testApp);
    const placed = await customer.buyCard();
    const db = testApp.database.db;
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed.orderId));
    const [{ id: userId }] = (await db.select({ id: users.id }).from(users).where(eq(users.email, customer.email))) as [
      { id: string },
    ];
    outbox.hangNext();
    const response = await postJson(
      testApp.app,
      '/api/auth/forgot-password',
      { email: customer.email },
      { remoteAddress: uniqueIp() },
    );
    expect(response.statusCode).toBe(200);
    void testApp.jobs.runAll(testApp.jobRegistry, (job) => job.name === jobNames.passwordResetMail);
    await vi.waitFor(async () => {
      const [row] = await db.select().from(passwordResetMails).where(eq(passwordResetMails.userId, userId));
      expect(row?.claimedAt).toBeInstanceOf(Date);
    });
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { email: customer.email },
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(deleted.statusCode).toBe(204);
    await sweepLater();
    expect(await resetMailsTo(`deleted-${userId}@deleted.invalid`)).toHaveLength(0);
    expect(await db.select().from(linkTokens).where(eq(linkTokens.userId, userId))).toEqual([]);
  });
});
