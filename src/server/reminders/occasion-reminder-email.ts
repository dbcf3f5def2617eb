import { formatDay } from '../../shared/format-date.js';
import { occasionReminderEmailTexts as texts } from '../../shared/occasion-texts.js';
import type { MailMessage } from '../mail/mailer.js';
import { composeReminderEmail } from './reminder-email.js';
import type { UnsubscribeLink } from './unsubscribe.js';

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
  unsubscribe: UnsubscribeLink;
}

/** "<Name>'s birthday is on <date>" and a button that starts a card for them: a reminder like any other. */
export function occasionReminderEmail(mail: OccasionReminderMail): Promise<MailMessage> {
  const day = formatDay(mail.date);
  return composeReminderEmail(
    { to: mail.to, subject: texts.subject(mail.recipientName, mail.title, day) },
    {
      heading: texts.heading(mail.recipientName, mail.title, day),
      paragraphs: [texts.body(mail.recipientName, mail.daysAway), texts.why],
      button: { label: texts.button(mail.recipientName), url: mail.startCardUrl },
    },
    mail.unsubscribe,
  );
}
