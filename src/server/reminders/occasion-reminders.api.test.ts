import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occasionCardTexts, occasionReminderEmailTexts as texts } from '../../shared/occasion-texts';
import { reminderEmailTexts } from '../../shared/reminder-texts';
import { bearer, signUp, uniqueEmail } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { users } from '../db/schema';
import type { MailMessage, Mailer } from '../mail/mailer';
import { createOutboxMailer } from '../mail/outbox-mailer';
import { occasionRemindersJob } from './occasion-reminders';
import { unsubscribeLink } from './unsubscribe';

/**
 * The mailer the job really calls, kept whole (headers included) and passed on to the outbox:
 * the outbox keeps no headers until the unsubscribe work lands, so headers are read here.
 */
const sent: MailMessage[] = [];
let outbox: Mailer | undefined;
const recordingMailer: Mailer = {
  kind: 'outbox',
  async send(message) {
    sent.push(message);
    await outbox?.send(message);
  },
  async close() {},
};

let now = new Date('2027-01-10T12:00:00Z');
const clock = { now: () => now };
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock, deps: { mailer: recordingMailer } });
  outbox = createOutboxMailer(testApp.database.db, testApp.app.log);
});
afterAll(() => testApp.close());

/** The scheduled job, run through the registry's handler as pg-boss would run it. */
const runJob = () => testApp.jobRegistry.handlers.get(occasionRemindersJob)!({});
const at = async (iso: string) => {
  now = new Date(iso);
  await runJob();
};

async function customerWith(occasion: object, name = 'Jane Smith') {
  const email = uniqueEmail('reminded');
  const { token } = await signUp(testApp.app, testApp.database, email);
  const auth = bearer(token);
  const recipient = await testApp.app.inject({
    method: 'POST',
    url: '/api/account/recipients',
    ...auth,
    payload: { address: { country: 'GB', name, streetAddress: '1 High St', city: 'Bath', postalCode: 'BA1 1AA' } },
  });
  const recipientId = recipient.json().recipient.id as string;
  const created = await testApp.app.inject({
    method: 'POST',
    url: `/api/account/recipients/${recipientId}/occasions`,
    ...auth,
    payload: occasion,
  });
  expect(created.statusCode).toBe(201);
  // Only the reminders: the sign-up code went to the same address.
  const mails = () => sent.filter((message) => message.to === email && / is on /.test(message.subject));
  return { email, recipientId, occasionId: created.json().occasion.id as string, mails };
}

function startLink(message: MailMessage): URL {
  const href = /href="([^"]*\/create\?for=[^"]*)"/.exec(message.html)?.[1];
  if (!href) throw new Error('no start-a-card link');
  return new URL(href.replace(/&amp;/g, '&'));
}

describe('occasion reminders', () => {
  it('mails once on the reminder day, not before, with the start link and unsubscribe', async () => {
    const jane = await customerWith({ kind: 'birthday', month: 3, day: 14 });
    await at('2027-02-27T23:59:00Z');
    expect(jane.mails()).toHaveLength(0);

    await at('2027-02-28T00:30:00Z');
    // Again, and two at once (two app instances): still one e-mail.
    await runJob();
    await Promise.all([runJob(), runJob()]);
    expect(jane.mails()).toHaveLength(1);
    const [mail] = jane.mails();
    expect(mail!.subject).toBe("Jane Smith's birthday is on Mar 14, 2027");
    expect(mail!.text).toContain(texts.button('Jane Smith'));
    expect(mail!.text).toContain('In 14 days');

    const unsubscribe = unsubscribeLink(
      testApp.config.authSecret!,
      testApp.config.publicUrl,
      await userIdOf(jane.email),
    );
    expect(mail!.headers).toEqual(unsubscribe.headers);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.html).toContain(unsubscribe.pageUrl.replace(/&/g, '&amp;'));
    expect(mail!.text).toContain(reminderEmailTexts.unsubscribe);

    // The button starts a card for Jane's birthday, signed-out readers included.
    const link = startLink(mail!);
    expect(`${link.origin}${link.pathname}`).toBe(`${testApp.config.publicUrl}/create`);
    const card = await testApp.app.inject({
      method: 'GET',
      url: `/api/occasion-cards?token=${encodeURIComponent(link.searchParams.get('for')!)}`,
    });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toEqual({
      recipientId: jane.recipientId,
      occasionId: jane.occasionId,
      recipientName: 'Jane Smith',
      kind: 'birthday',
      name: null,
      date: '2027-03-14',
    });
    expect(occasionCardTexts.cardFor('Jane Smith', 'birthday', 'Mar 14')).toBe(
      "A card for Jane Smith's birthday on Mar 14",
    );

    // Nothing more this year, on the day or after it; again next year.
    await at('2027-03-14T09:00:00Z');
    await at('2027-03-20T09:00:00Z');
    // 2028 is a leap year: 14 days before Mar 14 is Feb 29.
    await at('2028-02-28T09:00:00Z');
    expect(jane.mails()).toHaveLength(1);
    await at('2028-02-29T09:00:00Z');
    expect(jane.mails().map((message) => message.subject)).toEqual([
      "Jane Smith's birthday is on Mar 14, 2027",
      "Jane Smith's birthday is on Mar 14, 2028",
    ]);
  });

  it('still reminds when the reminder day passed while nothing ran, up to the day itself', async () => {
    const late = await customerWith({ kind: 'anniversary', month: 5, day: 2, remindDaysBefore: 10 });
    await at('2027-05-02T22:00:00Z');
    expect(late.mails().map((message) => message.subject)).toEqual(["Jane Smith's anniversary is on May 2, 2027"]);
    expect(late.mails()[0]!.text).toContain('Today');
  });

  it('reminds a one-time occasion once, and never again', async () => {
    const once = await customerWith(
      { kind: 'other', name: 'Graduation', month: 6, day: 20, year: 2027, repeats: 'once', remindDaysBefore: 3 },
      'Sam Lee',
    );
    await at('2027-06-16T12:00:00Z');
    expect(once.mails()).toHaveLength(0);
    await at('2027-06-17T12:00:00Z');
    await at('2027-06-18T12:00:00Z');
    await at('2028-06-17T12:00:00Z');
    expect(once.mails().map((message) => message.subject)).toEqual(["Sam Lee's Graduation is on Jun 20, 2027"]);
  });

  it('sends nothing to a customer who turned reminders off', async () => {
    const quiet = await customerWith({ kind: 'birthday', month: 7, day: 10 });
    await testApp.database.db.update(users).set({ remindersEnabled: false }).where(eq(users.email, quiet.email));
    await at('2027-06-30T12:00:00Z');
    await at('2027-07-10T12:00:00Z');
    expect(quiet.mails()).toHaveLength(0);
    // Turned on again, the next one goes.
    await testApp.database.db.update(users).set({ remindersEnabled: true }).where(eq(users.email, quiet.email));
    await at('2028-06-30T12:00:00Z');
    expect(quiet.mails()).toHaveLength(1);
  });

  it('counts a February 29 birthday from February 28 in other years', async () => {
    const leap = await customerWith({ kind: 'birthday', month: 2, day: 29, remindDaysBefore: 1 }, 'Leo Leap');
    await at('2029-02-26T12:00:00Z');
    expect(leap.mails()).toHaveLength(0);
    await at('2029-02-27T12:00:00Z');
    expect(leap.mails().map((message) => message.subject)).toEqual(["Leo Leap's birthday is on Feb 28, 2029"]);
    await at('2032-02-27T12:00:00Z');
    expect(leap.mails()).toHaveLength(1);
    await at('2032-02-28T12:00:00Z');
    expect(leap.mails().map((message) => message.subject)).toContain("Leo Leap's birthday is on Feb 29, 2032");
  });

  it('refuses a start link that was tampered with', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/occasion-cards?token=abc.def' });
    expect(response.statusCode).toBe(404);
  });
});

async function userIdOf(email: string): Promise<string> {
  const [row] = await testApp.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
