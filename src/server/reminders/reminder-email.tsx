import { Button, Link, Text } from '@react-email/components';
import { reminderEmailTexts } from '../../shared/reminder-texts.js';
import { composeEmail } from '../mail/compose-email.js';
import type { MailMessage } from '../mail/mailer.js';
import { EmailLayout, emailStyles } from '../mail/templates/layout.js';
import type { UnsubscribeLink } from './unsubscribe.js';

export interface ReminderEmailProps {
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** The footer's one-click unsubscribe page. */
  unsubscribeUrl: string;
}

/** A reminder: a notice whose footer says why it came and how to stop such e-mails. */
export function ReminderEmail({ heading, paragraphs, button, unsubscribeUrl }: ReminderEmailProps) {
  return (
    <EmailLayout preview={paragraphs[0] ?? heading} heading={heading}>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={emailStyles.paragraph}>
          {paragraph}
        </Text>
      ))}
      {button ? (
        <Button href={button.url} style={emailStyles.button}>
          {button.label}
        </Button>
      ) : null}
      <Text style={{ ...emailStyles.small, marginTop: '24px' }}>
        {reminderEmailTexts.footer} <Link href={unsubscribeUrl}>{reminderEmailTexts.unsubscribe}</Link>
      </Text>
    </EmailLayout>
  );
}

/**
 * Every reminder (occasions, plan renewals) is made here: the footer link to the unsubscribe
 * page, and the List-Unsubscribe headers mail clients turn into their own one-click button.
 */
export async function composeReminderEmail(
  envelope: { to: string; subject: string; devNote?: string },
  content: Omit<ReminderEmailProps, 'unsubscribeUrl'>,
  unsubscribe: UnsubscribeLink,
): Promise<MailMessage> {
  const message = await composeEmail(envelope, <ReminderEmail {...content} unsubscribeUrl={unsubscribe.pageUrl} />);
  return { ...message, headers: { ...message.headers, ...unsubscribe.headers } };
}
