import { Button, Hr, Link, Text } from '@react-email/components';
import { formatDay } from '../../shared/format-date.js';
import { occasionReminderEmailTexts as texts } from '../../shared/occasion-texts.js';
import { composeEmail } from './compose-email.js';
import type { MailMessage } from './mailer.js';
import { EmailLayout, emailStyles } from './templates/layout.js';

export interface OccasionReminderMail {
  to: string;
  recipientName: string;
  /** "birthday", "anniversary", or the occasion's own name. */
  title: string;
  /** The day it falls on (YYYY-MM-DD). */
  date: string;
  /** How many days off it is when the e-mail goes. */
  daysAway: number;
  startCardUrl: string;
  unsubscribe: { pageUrl: string; headers: Record<string, string> };
}

/**
 * "<Name>'s birthday is on <date>", a button that starts a card for them, and the unsubscribe
 * link in the footer; the List-Unsubscribe headers travel with the message for mail clients'
 * own button.
 */
export async function occasionReminderEmail(mail: OccasionReminderMail): Promise<MailMessage> {
  const day = formatDay(mail.date);
  const heading = texts.heading(mail.recipientName, mail.title, day);
  const message = await composeEmail(
    { to: mail.to, subject: texts.subject(mail.recipientName, mail.title, day) },
    <EmailLayout preview={heading} heading={heading}>
      <Text style={emailStyles.paragraph}>{texts.body(mail.recipientName, mail.daysAway)}</Text>
      <Button href={mail.startCardUrl} style={emailStyles.button}>
        {texts.button(mail.recipientName)}
      </Button>
      <Hr style={{ margin: '32px 0 16px' }} />
      <Text style={emailStyles.small}>
        {texts.why}{' '}
        <Link href={mail.unsubscribe.pageUrl} style={{ color: '#57534e' }}>
          {texts.unsubscribe}
        </Link>
      </Text>
    </EmailLayout>,
  );
  return { ...message, headers: { ...mail.unsubscribe.headers } };
}
