import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { startFakeSmtp, type ReceivedMail } from '../../../tests/support/fake-smtp';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { subscriptions } from '../billing/schema';
import { users } from '../db/schema';
import { jobNames } from '../jobs/jobs';
import { unsubscribeLink } from '../reminders/unsubscribe';
import { createSmtpMailer } from './smtp-mailer';

/** A header as a mail client reads it: long lines unfolded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return head.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim();
}

describe('mail through SMTP', () => {
  let received: ReceivedMail[] = [];
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    received = smtp.received;
    testApp = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Keepsake <codes@keepsake.test>' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('delivers the verification code in an HTML and text message, and the code signs the user up', async () => {
    const email = uniqueEmail('smtp');
    const ip = uniqueIp();
    const sent = await postJson(testApp.app, '/api/auth/send-verification', { email }, { remoteAddress: ip });
    expect(sent.statusCode).toBe(200);

    const message = received.find((item) => item.to.includes(email));
    expect(message?.from).toBe('codes@keepsake.test');
    expect(message?.raw).toContain('Content-Type: text/plain');
    expect(message?.raw).toContain('Content-Type: text/html');
    const subject = message?.raw.match(/^Subject: (.*)$/m)?.[1] ?? '';
    const code = subject.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await postJson(testApp.app, '/api/auth/verify-code', { email, code }, { remoteAddress: ip });
    expect(verified.statusCode).toBe(200);
  });

  it("carries a reminder's List-Unsubscribe and List-Unsubscribe-Post headers to the mail server", async () => {
    const email = uniqueEmail('smtp-headers');
    const link = unsubscribeLink('a-secret-that-is-long-enough-for-this-test', 'https://keepsake.example', 'user-1');
    const mailer = createSmtpMailer(smtp.url, 'Keepsake <reminders@keepsake.test>');
    try {
      await mailer.send({ to: email, subject: 'A reminder', html: '<p>Hi</p>', text: 'Hi', headers: link.headers });
    } finally {
      await mailer.close();
    }

    const message = received.find((item) => item.to.includes(email));
    expect(header(message!.raw, 'List-Unsubscribe')).toBe(`<${link.postUrl}>`);
    expect(header(message!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(link.postUrl).toMatch(/^https:\/\/keepsake\.example\/api\/reminders\/unsubscribe\?token=/);
  });

  it('sends a real reminder (a renewal notice) with its unsubscribe headers', async () => {
    // A plan renewing in 14 days, as a year-old purchase would have left it.
    const email = uniqueEmail('smtp-renewal');
    const { db } = testApp.database;
    const [user] = await db.insert(users).values({ email }).returning({ id: users.id });
    const periodEnd = new Date(Date.now() + 14 * 86_400_000 - 60_000);
    await db.insert(subscriptions).values({
      userId: user!.id,
      plan: 'essential',
      status: 'active',
      priceCents: 5700,
      cardsPerYear: 5,
      cardsRemaining: 2,
      currentPeriodStart: new Date(periodEnd.getTime() - 365 * 86_400_000),
      currentPeriodEnd: periodEnd,
      processor: 'local',
    });
    await testApp.jobRegistry.handlers.get(jobNames.renewalNotices)!({});

    const notice = received.find((item) => item.to.includes(email));
    expect(header(notice!.raw, 'Subject')).toMatch(/^Your Keepsake Essential Plan renews on /);
    expect(header(notice!.raw, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/keepsake\.test\/api\/reminders\/unsubscribe\?token=[^>]+>$/,
    );
    expect(header(notice!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });
});
