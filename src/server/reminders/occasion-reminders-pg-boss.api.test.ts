import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, uniqueEmail } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { JobRegistry } from '../jobs/jobs';
import { startPgBoss, type JobRunner } from '../jobs/pg-boss-runner';
import { createLogger } from '../logger';
import { listOutbox } from '../mail/outbox-mailer';
import { occasionRemindersCron, occasionRemindersJob } from './occasion-reminders';

/** The reminder job as main.ts runs it: on pg-boss, on the app's own database. */
describe('occasion reminders on pg-boss', () => {
  const clock = { now: () => new Date('2027-02-28T08:00:00Z') };
  let testApp: TestApp;
  let runner: JobRunner | undefined;
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  }, 60_000);
  afterAll(async () => {
    await runner?.stop();
    await testApp.close();
  });

  /** How many reminder runs pg-boss has finished, so the test waits for them rather than for a time. */
  let finishedRuns = 0;
  const startRunner = async () => {
    const counted = new JobRegistry();
    for (const [name, handler] of testApp.jobRegistry.handlers) {
      counted.on(name, async (data) => {
        await handler(data);
        if (name === occasionRemindersJob) finishedRuns += 1;
      });
    }
    runner = await startPgBoss(testApp.database, createLogger({ logLevel: 'silent' }));
    await runner.work(counted);
    return runner;
  };
  const remindersTo = async (email: string) =>
    (await listOutbox(testApp.database.db, { to: email, limit: 20 })).filter((m) => / is on /.test(m.subject));
  const until = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('is scheduled, sends once, and sends nothing again after a restart', async () => {
    expect(testApp.jobRegistry.schedules).toContainEqual({ name: occasionRemindersJob, cron: occasionRemindersCron });
    const email = uniqueEmail('boss');
    const { token } = await signUp(testApp.app, testApp.database, email);
    const auth = bearer(token);
    const recipient = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/recipients',
      ...auth,
      payload: {
        address: { country: 'GB', name: 'Jane Smith', streetAddress: '1 High St', city: 'Bath', postalCode: 'BA1 1AA' },
      },
    });
    const occasions = `/api/account/recipients/${recipient.json().recipient.id as string}/occasions`;
    await testApp.app.inject({
      method: 'POST',
      url: occasions,
      ...auth,
      payload: { kind: 'birthday', month: 3, day: 14 },
    });

    const first = await startRunner();
    // Twice, as a retried or doubly scheduled run would be.
    await first.send(occasionRemindersJob, {});
    await first.send(occasionRemindersJob, {});
    await until(async () => finishedRuns === 2);
    expect(await remindersTo(email)).toHaveLength(1);
    await first.stop();
    runner = undefined;

    // A restarted worker runs it again: the claim row is still there, so nothing is sent.
    const second = await startRunner();
    await second.send(occasionRemindersJob, {});
    await until(async () => finishedRuns === 3);
    const sent = await remindersTo(email);
    expect(sent.map((message) => message.subject)).toEqual(["Jane Smith's birthday is on Mar 14, 2027"]);
  }, 90_000);
});
